"""Adapter: every lesson also as a notebook (generated, rendered by mkdocs-jupyter).

One concern: write each lesson's notebook (built by the engine from the build
model) under .cache/, hand it to mkdocs-jupyter as a page, link it from the
lesson, and give the notebook page heading ids that keep Bengali
(mkdocs-jupyter's table of contents would drop it and break).
"""

from __future__ import annotations

import html as htmllib
import json
import re
from pathlib import Path

import nbformat
from mkdocs.structure.files import File, Files
from mkdocs.utils import get_relative_url

from pathshala import memo, safe_fs
from pathshala.content.text import slugify
from pathshala.model import PageModel
from pathshala.project import Project
from pathshala.rendering import notebook
from pathshala.rendering.markup import insert_after_title
from pathshala.rendering.templates import Templates

from . import compat
from .state import Build

FOLDER = "notebooks"
_CODE = re.compile(r"(?s)<code\b.*?</code>")
_TAGS = re.compile(r"<[^>]+>")
# A style element's ends. Found one after the other, not by one lazy `<style>(.*?)</style>`: the
# template's styles are 600 KB, and the lazy match cost 11 ms a notebook page (1 s a 91-lesson build).
_STYLE_OPEN = re.compile(r"<style\b[^>]*>", re.IGNORECASE)
_STYLE_CLOSE = re.compile(r"</style\s*>", re.IGNORECASE)
CSS = "assets/css/notebook.css"


def notebook_path(src_uri: str) -> str:
    return f"{FOLDER}/{Path(src_uri).stem}.ipynb"


def out_dir(root: Path) -> Path:
    return Project(root).notebooks_out  # the cache folder, the same whatever the project's options


def memo_for(memos: memo.Memos) -> memo.Memo:
    """A lesson's notebook kept by its inputs, our code and nbformat's (which writes the JSON)."""
    return memos.step("notebooks", nbformat.__version__)


PAGE_ROOT = "../../"  # the site's root from a notebook's page (notebooks/<lesson>/)


def download_root(site_url: str | None) -> str | None:
    """Where the downloaded ``.ipynb``'s links to the site's pages point: the site's address (``site_url`` in
    mkdocs.yml), or None when it is not configured, and the links become their text. A relative link
    (``../../08-…/``) works on the notebook's page but not in a file opened outside the site."""
    return site_url.rstrip("/") + "/" if site_url else None


def _notebook_text(page: PageModel, root: Path, kept: memo.Memo | None, site_root: str | None = PAGE_ROOT) -> str:
    """The lesson's notebook, its links to the site's pages from ``site_root`` (the page's: relative; the download:
    ``download_root``); kept by its inputs: the page, its snippet folders by content, the outputs shown, the links."""
    title = str(page.meta.get("title", page.page))

    def fresh() -> str:
        return notebook.dumps(notebook.build(page, title, root, site_root=site_root))

    if kept is None:
        return fresh()
    runs = [(f, page.shown(f)) for f in page.fences]
    shown = [[str(f.ref), f.code, r.output if r else None, sorted((r.figures if r else {}).items())] for f, r in runs]
    return kept.through(fresh, page.text, title, json.dumps(page.inputs), json.dumps(shown, ensure_ascii=False),
                        json.dumps(site_root))


def files(build: Build, files: Files, config, root: Path, made: dict | None = None, defer: bool = False,
          kept: memo.Memo | None = None) -> None:
    """Each lesson's notebook written (where it changed) and added as a page.

    ``made`` (a serve session): page → (its model, its notebook); a page reused as it was keeps its
    notebook. ``defer`` (a dirty rebuild): a changed notebook is written after this build
    (``post_build``), not now, so this build renders the edited lesson alone and the author sees it
    at once; the write wakes the server (the plugin watches the folder) and the next build renders
    the notebook page, which takes nbconvert a second or two.
    """
    folder = out_dir(root)
    for page in build.model.pages.values():
        if not page.lesson:
            continue
        known = made.get(page.page) if made is not None else None
        if known is not None and known[0] is page:
            text = known[1]
        else:
            text = _notebook_text(page, root, kept)
            if made is not None:
                made[page.page] = (page, text)
        target = folder / notebook_path(page.page)
        if not target.is_file() or target.read_text(encoding="utf-8") != text:
            if defer and known is not None and target.is_file():  # this session wrote it before
                build.deferred_notebooks[target] = text
            else:
                safe_fs.write_text(root, target, text)
        generated = File(notebook_path(page.page), str(folder), config.site_dir, config.use_directory_urls)
        wrapped = compat.notebook_file(generated, config)
        files.append(wrapped)  # mkdocs-jupyter renders it, and copies it beside its page for download
        # ...where the copy is replaced (post_build) by the notebook whose links work outside the site
        copy = Path(wrapped.abs_dest_path).parent / Path(generated.src_uri).name
        build.download_notebooks[copy] = _notebook_text(page, root, kept, download_root(config.site_url))


def page_markdown(markdown: str, page: PageModel | None, page_file, files: Files, templates: Templates) -> str:
    if page is None or not page.lesson:
        return markdown
    nb = files.get_file_from_path(notebook_path(page.page))
    if nb is None:
        return markdown
    view = nb.url_relative_to(page_file)
    download = f"{view}{Path(nb.src_uri).name}"  # mkdocs-jupyter copies the .ipynb beside its page
    links = templates.render("notebook_links.html", view=view, download=download)
    return insert_after_title(markdown, str(links))


def _move_styles(build: Build, html: str) -> str:
    """The template's own styles (before the first cell: never a cell's content) kept for a site file.

    The page sanitizer drops every ``<style>`` in content; the notebook's look
    comes back as ``assets/css/notebook.css``, linked from notebook pages only.
    """
    parts = compat.split_notebook_page(html)  # where mkdocs-jupyter's header ends; its copy buttons gone
    if parts is None:
        return html
    head, cells = parts
    styles, head = _split_styles(head)
    if styles:
        build.notebook_css = "\n".join(s.strip() for s in styles) + "\n" + compat.NOTEBOOK_PHONE_CSS
    return head + cells


def _split_styles(head: str) -> tuple[list[str], str]:
    """The text of each complete ``<style>`` element in ``head``, and ``head`` without them."""
    styles, rest, at = [], [], 0
    while (start := _STYLE_OPEN.search(head, at)) and (end := _STYLE_CLOSE.search(head, start.end())):
        rest.append(head[at : start.start()])
        styles.append(head[start.end() : end.start()])
        at = end.end()
    rest.append(head[at:])
    return styles, "".join(rest)


def post_page(build: Build, output: str, page) -> str:
    """A notebook page links the stylesheet its template's styles became."""
    if not page.file.src_uri.startswith(f"{FOLDER}/") or not build.notebook_css:
        return output
    link = f'<link rel="stylesheet" href="{get_relative_url(CSS, page.url)}">'
    return output.replace("</head>", link + "</head>", 1)


def post_build(build: Build, site_dir: str) -> None:
    for target, text in build.deferred_notebooks.items():
        safe_fs.write_text(safe_fs.owner_of(target), target, text)
    for target, text in build.download_notebooks.items():  # after mkdocs-jupyter copied each page's notebook
        if target.parent.is_dir():  # its page was rendered in this build
            safe_fs.write_text(Path(site_dir), target, text)
    if build.notebook_css:
        safe_fs.write_text(Path(site_dir), Path(site_dir) / CSS, build.notebook_css)


def page_content(build: Build, html: str, page) -> str:
    """A notebook page's heading ids, rewritten with our slugify (and its table of contents to match)."""
    if not page.file.src_uri.startswith(f"{FOLDER}/"):
        return html
    page.meta["search"] = {"exclude": True}  # the lesson page itself is indexed; its copy would double the index
    html = _move_styles(build, html)
    seen: dict[str, int] = {}
    ids: list[tuple[str, str]] = []

    def fix(m: re.Match) -> str:
        text = htmllib.unescape(_TAGS.sub("", m.group(4))).replace(compat.NOTEBOOK_ANCHOR_MARK, "").strip()
        new = slugify(text)
        seen[new] = seen.get(new, 0) + 1
        if seen[new] > 1:
            new = f"{new}_{seen[new] - 1}"
        # mkdocs-jupyter's toc titles leave a heading's code spans out: "সেখানে `None`" is "সেখানে" there
        bare = htmllib.unescape(_TAGS.sub("", _CODE.sub("", m.group(4)))).replace("¶", "")
        ids.append((text, new, " ".join(bare.split())))
        inner = m.group(4).replace(f'href="#{m.group(2)}"', f'href="#{new}"')
        return f'<h{m.group(1)} id="{new}"{m.group(3)}>{inner}</h{m.group(1)}>'

    html = compat.NOTEBOOK_HEADING.sub(fix, html)
    items = []

    def flatten(nodes) -> None:
        for node in nodes:
            items.append(node)
            flatten(node.children)

    flatten(page.toc)
    if len(items) == len(ids):  # the same headings in the same order: pair them up
        for item, (_, new, _) in zip(items, ids, strict=True):
            item.id = new
    else:  # otherwise by title: the toc's title of a heading with code is the heading without its code
        pending = list(ids)
        for item in items:
            title = " ".join(item.title.split())
            match = next((p for p in pending if p[0] == item.title.strip() or p[2] == title), None)
            if match is not None:
                item.id = match[1]
                pending.remove(match)
    # an entry that names no heading of the page (mkdocs-jupyter lists some with the title "-") would be a
    # link to nowhere: it leaves the table of contents, its children stay
    targets = {new for _, new, _ in ids}

    def prune(nodes) -> list:
        kept = []
        for node in nodes:
            node.children = prune(node.children)
            kept += [node] if node.id in targets else node.children
        return kept

    if hasattr(page.toc, "items"):
        page.toc.items = prune(page.toc.items)
    return html
