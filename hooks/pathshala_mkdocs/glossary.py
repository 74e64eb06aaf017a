"""Adapter: the glossary's tooltips, each lesson's শব্দকোষ section, and the site glossary page.

``files`` loads ``course/glossary.yml``, fills its library facts (read by the
site pass's own runner) and adds the generated ``glossary.md``;
``page_markdown`` gives a lesson an empty শব্দকোষ section; ``page_content``
puts tooltips on first uses and fills that section; ``env`` (every page
rendered by then) warns about terms no page uses. Problems in the data file
are logged one by one, then the build aborts.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from mkdocs.exceptions import Abort
from mkdocs.structure.files import File, Files

from pathshala import glossary, memo
from pathshala.model import PageModel
from pathshala.runner import Runner

from .state import Build

log = logging.getLogger("mkdocs.plugins.pathshala.glossary")


def files(build: Build, files: Files, config, root: Path, runner: Runner) -> None:
    path = root / glossary.FILE
    if path.is_file():
        terms, problems = glossary.load(path)
        if not problems:
            found, reading = glossary.fill_facts(terms, root / ".cache" / "pathshala" / "facts", runner)
            problems += found
            if reading.ran:
                log.info("glossary: read %d library fact(s) from the installed libraries", len(reading.values))
        for problem in problems:
            log.error(str(problem))
        if problems:
            raise Abort(f"{len(problems)} glossary problem(s) above: the build stops here")
        build.glossary = terms
        build.tooltips = memo_for(root, terms)
    else:
        log.info("no %s: pages get no tooltips and lessons no শব্দকোষ section", glossary.FILE)
    if files.get_file_from_path(glossary.PAGE) is not None:
        raise Abort(f"docs/{glossary.PAGE} is generated from {glossary.FILE}: remove the file from docs/")
    build.glossary_file = File.generated(config, glossary.PAGE, content=glossary.page_markdown(build.glossary))
    files.append(build.glossary_file)


def page_markdown(build: Build, markdown: str, page: PageModel | None) -> str:
    if page is not None and page.lesson and build.glossary.terms:
        return glossary.add_section(markdown)
    return markdown


def page_content(build: Build, html: str, src_uri: str, page_file: File, page: PageModel | None) -> str:
    if src_uri == glossary.PAGE:
        return html
    html, used = annotate(build, html)
    for objective in (page.meta.get("objectives") or []) if page else []:  # shown in the lesson's header
        used += [t for t in glossary.terms_in_text(str(objective), build.glossary) if t not in used]
    build.used_terms[src_uri] = {t.key for t in used}
    if page is not None and page.lesson and build.glossary_file is not None:
        html = glossary.fill_section(html, used, build.glossary_file.url_relative_to(page_file))
    return html


def memo_for(root: Path, terms: glossary.Glossary) -> memo.Memo:
    """Tooltips kept by page; our code and the glossary's entries (facts filled) are part of every key."""
    entries = json.dumps([[t.term, t.en, t.bn, list(t.forms), t.note, t.code, t.anchor] for t in terms.terms],
                         ensure_ascii=False)
    return memo.Memo.of_step(root, "tooltips", entries)


def annotate(build: Build, html: str) -> tuple[str, list]:
    """``glossary.annotate``, kept by the digest of the page (``build.tooltips``, made with the glossary)."""
    if build.tooltips is None:
        return glossary.annotate(html, build.glossary)

    def fresh() -> list:
        out, used = glossary.annotate(html, build.glossary)
        return [out, [t.key for t in used]]

    out, keys = build.tooltips.through(fresh, html)
    by_key = build.glossary.by_key()
    return out, [by_key[k] for k in keys]


def env(build: Build, files: Files) -> None:
    pages = {f.src_uri for f in files.documentation_pages()}
    used = set().union(*(keys for page, keys in build.used_terms.items() if page in pages))
    for problem in glossary.unused(build.glossary, used):
        log.warning(f"{problem}: use it in a page's prose or remove it")
