"""Adapter: under ``mkdocs serve --dirty``, re-render exactly the pages whose HTML can have changed.

MkDocs' dirty mode renders a page only when its Markdown file is newer than its HTML, which is right
for a prose edit and wrong for everything else a page is made of: its snippets' runs and recordings,
its problems (the live banner), and the site-wide inputs every page shows (the glossary's tooltips,
the roadmap's cards and previous/next links, the nav, the theme). After the site pass, each page gets
a fingerprint of what it is rendered from, as the build model has it; the HTML of every page whose
fingerprint changed since the session's last build is removed, so MkDocs renders it again. A change
to a site-wide input removes every page's HTML: a full render, as rare as such edits are.

Generated pages (glossary, verification) have no source file and are rendered every build anyway;
notebooks are rewritten only when their lesson's notebook changed (notebooks.py), which their mtime
shows. The search index is merged page by page (search_index.py).
"""

from __future__ import annotations

import hashlib
import logging
import os
from pathlib import Path

from pathshala import project, safe_fs
from pathshala.model import PageModel, SiteModel

from . import compat
from .state import Session

log = logging.getLogger("mkdocs.plugins.pathshala.incremental")
SITE_INPUTS = project.SITE_INPUTS  # course data every page shows something of (project.py)


def quiet_dirty_warning() -> None:
    """MkDocs' warning that a dirty build leaves navigation and links stale is dropped: here it does not
    (``mark``), and under ``strict: true`` the warning alone would abort every serve build."""
    compat.quiet_dirty_warning()  # found by its text: not an API


def _digest(*parts) -> str:
    return hashlib.sha256(repr(parts).encode("utf-8", errors="surrogatepass")).hexdigest()


def _tree(folder: Path) -> list[tuple[str, str]]:
    """Each file of the theme's folder by its content: a stat (size, mtime) misses a same-size edit made in
    the tick of the last build's read, and the folder is a few KB (issue 32: nothing keys on a stat alone)."""
    if not folder.is_dir():
        return []
    return sorted((str(p.relative_to(folder)), hashlib.sha256(p.read_bytes()).hexdigest())
                  for p in folder.rglob("*") if p.is_file())


def site_fingerprint(root: Path, config, files, model: SiteModel) -> str:
    """Everything every page shows: site-wide data, the set of pages, the configuration, the theme."""
    data = [(name, (root / name).read_bytes() if (root / name).is_file() else None) for name in SITE_INPUTS]
    pages = sorted(f.src_uri for f in files.documentation_pages())
    theme = _tree(Path(config.theme.custom_dir)) if config.theme.custom_dir else []  # overrides/
    sitewide = [str(p) for p in model.problems + model.warnings if p.page is None]
    return _digest(data, pages, Path(config.config_file_path).read_bytes(), theme, sitewide)


def page_fingerprint(page: PageModel | None) -> str:
    """What one page is rendered from besides the site-wide inputs: text, inputs, runs as shown, problems."""
    if page is None:
        return ""
    shown = [(str(ref), name, r.key, r.shown.output if r.shown else None,
              sorted((r.shown.figures if r.shown else {}).items()), [v.status for v in r.verdicts])
             for ref, runs in page.runs.items() for name, r in runs.items()]
    return _digest(page.text, page.inputs, shown, [str(p) for p in page.problems + page.warnings])


def mark(session: Session, model: SiteModel, files, config, root: Path, part_of: dict | None = None,
         splits: dict | None = None) -> list[str]:
    """Remove the HTML of each page that must render again; the pages, by source path.

    ``part_of``: a lesson's part 2, 3, … (parts.py) by its page, and its lesson: a part is rendered from its
    lesson's model. ``splits``: where every lesson's parts begin, which the nav and every part's cards show.
    """
    part_of = part_of or {}
    cut = sorted((name, [(p.first, p.end) for p in s.parts]) for name, s in (splits or {}).items())
    site = _digest(site_fingerprint(root, config, files, model), cut)
    everything = site != session.site_fingerprint
    forced = []
    fingerprints = {}
    current = {f.src_uri for f in files.documentation_pages()}
    for src_uri, dest in session.page_dests.items():  # a page gone: its HTML goes too, as in a clean build
        if src_uri not in current and os.path.isfile(dest):
            safe_fs.remove(Path(config.site_dir), Path(dest))
    session.page_dests = {f.src_uri: f.abs_dest_path for f in files.documentation_pages() if f.abs_dest_path}
    by_source: dict[str, str] = {}  # a lesson's parts are rendered from one model page: its digest made once
    for file in files.documentation_pages():
        source = part_of.get(file.src_uri, (file.src_uri,))[0]
        if source not in by_source:
            by_source[source] = page_fingerprint(model.pages.get(source))
        fingerprint = by_source[source]
        fingerprints[file.src_uri] = fingerprint
        changed = everything or session.page_fingerprints.get(file.src_uri) != fingerprint
        if changed and file.abs_dest_path and os.path.isfile(file.abs_dest_path):
            safe_fs.remove(Path(config.site_dir), Path(file.abs_dest_path))
            forced.append(file.src_uri)
    session.site_fingerprint, session.page_fingerprints = site, fingerprints
    if forced:
        log.info("dirty build: %d page(s) render again (%s)", len(forced),
                 "site-wide input changed" if everything else ", ".join(forced[:5]) + (" …" if len(forced) > 5 else ""))
    return forced


def read_titles(files, config) -> None:
    """Each page this dirty build will not render gets its source read, so the nav shows its title.

    MkDocs' dirty mode skips reading such a page, and a page without a title in the nav configuration
    then shows "None" in every rendered page's navigation. Reading the source is cheap (no Markdown is
    rendered); the title is the front matter's or the first heading's, as a clean build finds it.
    """
    for file in files.documentation_pages():
        page = file.page
        if page is not None and page.markdown is None and file.src_uri.endswith(".md") and not file.is_modified():
            page.read_source(config)


def render_if_skipped(page, config, files) -> None:
    """A page MkDocs is about to write but did not render: render it now.

    A dirty build decides twice whether a page changed: before rendering the pages and again before
    writing them. A save that lands between the two (an author typing while a rebuild runs) made the
    second answer yes for a page the first skipped, and the write failed on its missing content. The
    page is rendered here as MkDocs would have, so such a save is simply part of this build.
    """
    if page.content is None and files is not None:
        compat.populate_page(page, config, files)  # MkDocs' own step; not a public API
