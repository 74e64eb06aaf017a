"""MkDocs adapter: the glossary's tooltips, each lesson's শব্দকোষ section, and the site glossary page.

One concern: call the engine (``pathshala.glossary``) on MkDocs events.
``on_files`` loads ``course/glossary.yml``, fills its library facts and adds the
generated ``glossary.md``; ``on_page_markdown`` gives a lesson (front matter
``lesson:``) an empty শব্দকোষ section; ``on_page_content`` puts tooltips on
first uses and fills that section with the terms the page used;
``on_env`` (every page rendered by then) warns about terms no page uses.
Problems in the data file are logged one by one, then the build aborts.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path

from mkdocs.exceptions import Abort
from mkdocs.structure.files import File

from pathshala import glossary

log = logging.getLogger("mkdocs.plugins.pathshala.glossary")


@dataclass
class _State:
    terms: glossary.Glossary = field(default_factory=glossary.Glossary)
    page_file: File | None = None
    used: dict[str, set[str]] = field(default_factory=dict)  # page -> term keys (kept across serve rebuilds)


_states: dict[Path, _State] = {}


def _state(config) -> _State:
    return _states.setdefault(Path(config.config_file_path).parent, _State())


def on_files(files, config):
    root = Path(config.config_file_path).parent
    state = _state(config)
    path = root / glossary.FILE
    if path.is_file():
        terms, problems = glossary.load(path)
        if not problems:
            found, reading = glossary.fill_facts(terms, root / ".cache" / "pathshala" / "facts")
            problems += found
            if reading.ran:
                log.info("glossary: read %d library fact(s) from the installed libraries", len(reading.values))
        for problem in problems:
            log.error(str(problem))
        if problems:
            raise Abort(f"{len(problems)} glossary problem(s) above: the build stops here")
    else:
        terms = glossary.Glossary()
        log.info("no %s: pages get no tooltips and lessons no শব্দকোষ section", glossary.FILE)
    state.terms = terms
    if files.get_file_from_path(glossary.PAGE) is not None:
        raise Abort(f"docs/{glossary.PAGE} is generated from {glossary.FILE}: remove the file from docs/")
    state.page_file = File.generated(config, glossary.PAGE, content=glossary.page_markdown(terms))
    files.append(state.page_file)
    return files


def _is_lesson(page) -> bool:
    return page.meta.get("lesson") is not None


def on_page_markdown(markdown, page, config, files):
    if _is_lesson(page) and _state(config).terms.terms:
        return glossary.add_section(markdown)
    return markdown


def on_page_content(html, page, config, files):
    state = _state(config)
    if page.file.src_uri == glossary.PAGE:
        return html
    html, used = glossary.annotate(html, state.terms)
    for objective in page.meta.get("objectives") or []:  # shown in the lesson's header
        used += [t for t in glossary.terms_in_text(str(objective), state.terms) if t not in used]
    state.used[page.file.src_uri] = {t.key for t in used}
    if _is_lesson(page) and state.page_file is not None:
        html = glossary.fill_section(html, used, state.page_file.url_relative_to(page.file))
    return html


def on_env(env, config, files):
    state = _state(config)
    pages = {f.src_uri for f in files.documentation_pages()}
    used = set().union(*(keys for page, keys in state.used.items() if page in pages))
    for problem in glossary.unused(state.terms, used):
        log.warning(f"{problem}: use it in a page's prose or remove it")
    return env
