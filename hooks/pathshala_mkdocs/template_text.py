"""Adapter: every title the theme's templates print is plain text, escaped; a title holding markup is refused.

MkDocs renders Material's templates with Jinja's autoescaping off, so ``{{ nav_item.title }}``,
``{{ page.meta.title }}`` and ``<meta name="description" content="{{ page.meta.description }}">``
print a value as markup: a nav title in mkdocs.yml or a heading of ``&lt;script&gt;…`` became a
live script. And Material's own script shows a navigation item's *text* as HTML in its tooltip, so
even an escaped ``<b onmouseover=…>`` in a title becomes an element on hover. Hence two walls:

- a title whose text holds markup (``<``, ``>`` or a character reference, once its own escaping is
  undone) is refused: a nav title of mkdocs.yml (in ``on_nav``) or a page's title (its front matter is
  checked by the site pass already; its first heading or file name here, in ``on_env``);
- every title and description is escaped once before any template renders (``on_env``: a page's template
  shows the other pages' titles): ``page.title``, ``page.meta["title"]`` (set, so that ``<title>`` takes
  the ``page.meta.title`` branch: the other one pipes the title through ``striptags``, which unescapes
  it; the home page without a title keeps the site's name) and ``page.meta["description"]``, each
  marked as escaped markup so that a template's own ``| e`` leaves it as it is.
"""

from __future__ import annotations

import html

from markupsafe import Markup
from mkdocs.exceptions import PluginError

from pathshala.content.lesson import markup_in

_DONE = "_pathshala_escaped"


def _text(value) -> str:
    """A title as text: plain (mkdocs.yml, front matter) or HTML text (MkDocs gives a first heading's
    title escaped, ``&lt;`` for ``<``) read the same way."""
    return html.unescape(str(value))


def _escape(value) -> Markup:
    """The value as escaped text, marked as such (a template's ``| e``, as in Material's footer, leaves it)."""
    return Markup(html.escape(_text(value), quote=True))


def _markup(value) -> str | None:
    text = _text(value)
    bad = markup_in(text.replace('"', "“"))  # a quote is fine once escaped; a tag or a reference is not
    return bad


def nav(items, found: list[str] | None = None) -> None:
    """Refuse, then escape, the title of each nav item mkdocs.yml gave one."""
    top = found is None
    found = [] if top else found
    for item in items:
        if getattr(item, _DONE, False):
            continue
        named = "title" in vars(item) if item.is_page else True  # a page's own title is checked in pages()
        if named and item.title is not None:
            if (bad := _markup(item.title)) is not None:
                found.append(f"mkdocs.yml: the nav title {str(item.title)!r} holds {bad}: a title is plain text")
            item.title = _escape(item.title)
            setattr(item, _DONE, True)
        if getattr(item, "children", None):
            nav(item.children, found)
    if top and found:
        raise PluginError("\n".join(found))


def pages(files) -> None:
    """Every page's title checked and escaped, once all pages are read and before the first template renders."""
    found = []
    for file in files.documentation_pages():
        if file.page is not None:
            found += page(file.page)
    if found:
        raise PluginError("\n".join(found))


def _heading_line(page) -> int:
    """The page line of its first ``# `` heading (where a title without ``title:`` comes from), else 1."""
    try:
        lines = page.file.content_string.splitlines()
    except (OSError, UnicodeDecodeError, AssertionError):
        return 1
    return next((i + 1 for i, line in enumerate(lines) if line.startswith("# ")), 1)


def page(page) -> list[str]:
    """A page's title and description as escaped text (once); why its title is refused, if it is."""
    if getattr(page, "_pathshala_page_escaped", False):
        return []
    page._pathshala_page_escaped = True
    found = []
    if not getattr(page, _DONE, False):  # not already checked and escaped as a nav title from mkdocs.yml
        title = page.title
        if title is not None:
            if (bad := _markup(title)) is not None:
                found.append(f"docs/{page.file.src_uri}:{_heading_line(page)}: the page's title {_text(title)!r} "
                             f"holds {bad}: a title is plain text (its first heading, or `title:`)")
            page.title = _escape(title)
    if page.title is not None and ("title" in page.meta or not page.is_homepage):
        page.meta["title"] = page.title
    if page.meta.get("description") is not None:
        page.meta["description"] = _escape(page.meta["description"])
    return found
