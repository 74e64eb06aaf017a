"""Adapter: the glossary's tooltips, each lesson's শব্দকোষ section, and the site glossary page.

The engine reads and checks ``course/glossary.yml`` and fills its library facts (``course_data``, through
the ``course`` adapter, which stops the build on a problem); ``files`` adds the generated ``glossary.md``;
``page_markdown`` gives a lesson an empty শব্দকোষ section; ``page_content`` puts tooltips on first uses
and fills that section; ``env`` (every page rendered by then) warns about terms no page uses. Every piece
of HTML comes from the project's templates (``build.project.templates``).
"""

from __future__ import annotations

import json
import logging

from mkdocs.exceptions import Abort
from mkdocs.structure.files import File, Files

from pathshala import glossary, memo
from pathshala.model import PageModel

from .state import Build

log = logging.getLogger("mkdocs.plugins.pathshala.glossary")


def files(build: Build, files: Files, config) -> None:
    """The tooltips' memo (once the glossary is read) and the generated site glossary page."""
    if build.glossary.terms:
        build.tooltips = memo_for(build.memos, build.glossary)
    if files.get_file_from_path(glossary.PAGE) is not None:
        raise Abort(f"docs/{glossary.PAGE} is generated from {glossary.FILE}: remove the file from docs/")
    content = glossary.page_markdown(build.glossary, build.project.templates)
    build.glossary_file = File.generated(config, glossary.PAGE, content=content)
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
        used += [t for t in glossary.terms_in_text(str(objective), build.glossary, build.project.templates)
                 if t not in used]
    build.used_terms[src_uri] = {t.key for t in used}
    if page is not None and page.lesson and build.glossary_file is not None:
        href = build.glossary_file.url_relative_to(page_file)
        html = glossary.fill_section(html, used, href, build.project.templates)
    return html


def memo_for(memos: memo.Memos, terms: glossary.Glossary) -> memo.Memo:
    """Tooltips kept by page; our code and the glossary's entries (facts filled) are part of every key."""
    entries = json.dumps([[t.term, t.en, t.bn, list(t.forms), t.note, t.code, t.anchor] for t in terms.terms],
                         ensure_ascii=False)
    return memos.step("tooltips", entries)


def annotate(build: Build, html: str) -> tuple[str, list]:
    """``glossary.annotate``, kept by the digest of the page (``build.tooltips``, made with the glossary)."""
    if build.tooltips is None:
        return glossary.annotate(html, build.glossary, build.project.templates)

    def fresh() -> list:
        out, used = glossary.annotate(html, build.glossary, build.project.templates)
        return [out, [t.key for t in used]]

    out, keys = build.tooltips.through(fresh, html)
    by_key = build.glossary.by_key()
    return out, [by_key[k] for k in keys]


def env(build: Build, files: Files) -> None:
    pages = {f.src_uri for f in files.documentation_pages()}
    used = set().union(*(keys for page, keys in build.used_terms.items() if page in pages))
    for problem in glossary.unused(build.glossary, used):
        log.warning(f"{problem}: use it in a page's prose or remove it")
