"""A build's state (created when a build starts, dropped when it ends) and a serve session's."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from pathshala.glossary import Glossary
from pathshala.memo import Memo, Memos
from pathshala.project import Project

if TYPE_CHECKING:
    from mkdocs.structure.files import File, Files

    from pathshala.content.lesson import Roadmap
    from pathshala.model import SiteModel


@dataclass
class Build:
    """Everything one build knows, handed explicitly to each step (nothing lives in a module global)."""

    model: SiteModel
    project: Project  # the project's layout, caches and templates (``project.py``), from the plugin's options
    memos: Memos  # every memo this build makes registers itself here; a full build prunes them all
    glossary: Glossary = field(default_factory=Glossary)
    glossary_file: File | None = None  # the generated site glossary page
    roadmap: Roadmap | None = None
    used_terms: dict[str, set[str]] = field(default_factory=dict)  # page -> glossary term keys it used
    notebook_css: str = ""  # mkdocs-jupyter's template styles, served as a file (the sanitizer drops <style>)
    rendered: list[str] = field(default_factory=list)  # URLs of the pages this build rendered, in order
    deferred_notebooks: dict = field(default_factory=dict)  # path -> text, written after the build (notebooks.py)
    download_notebooks: dict = field(default_factory=dict)  # site path -> the .ipynb a reader downloads (notebooks.py)
    # The memos the steps use (each made through ``memos.step``, so registered there as it is made):
    tooltips: Memo | None = None  # glossary.memo_for (made once the glossary is read): a page's tooltips, kept
    sanitized: Memo | None = None  # sanitize.memo_for: a page's content already sanitized
    blocks: Memo | None = None  # render.block_memo (made once every plugin has set up Markdown): blocks' HTML
    notebook_memo: Memo | None = None  # notebooks.memo_for: a lesson's notebook, kept
    search_memo: Memo | None = None  # search_index.keep_entries: a page's search entries, kept
    published_memo: Memo | None = None  # published.memo_for: what the last check found in a site file, kept
    files: Files | None = None  # the build's Files, as on_files left them (the site's pages, in its order)


@dataclass
class Session:
    """What one `mkdocs serve` session keeps from build to build, so that the next one does only what changed.

    A dirty rebuild renders a few pages; what the others said (their glossary terms, their search
    entries, their fingerprints) is kept here. ``mkdocs build`` never uses one.
    """

    model: SiteModel | None = None  # the last site pass: its unchanged pages are reused (site.py)
    site_fingerprint: str = ""
    page_fingerprints: dict[str, str] = field(default_factory=dict)  # src_uri -> incremental.page_fingerprint
    page_dests: dict[str, str] = field(default_factory=dict)  # src_uri -> its HTML file in the served site
    used_terms: dict[str, set[str]] = field(default_factory=dict)  # as Build.used_terms, for every page so far
    search_docs: dict[str, list[dict]] | None = None  # page URL -> its search index entries
    notebooks: dict[str, tuple[object, str]] = field(default_factory=dict)  # page -> (its PageModel, notebook text)
