"""Adapter: every title and description the theme's templates print is HTML-escaped text first.

MkDocs renders Material's templates with Jinja's autoescaping off, so ``{{ nav_item.title }}``,
``{{ page.meta.title }}`` and ``<meta name="description" content="{{ page.meta.description }}">``
print a value as markup: a nav title in mkdocs.yml or a heading of ``&lt;script&gt;…`` became a
live script. Front matter is refused unless it is plain text (``lesson.read_front_matter``); here
the values are escaped as well, so markup reaching a template from anywhere (mkdocs.yml's nav, a
page's first heading, a file name) shows as text:

- ``on_nav``: the titles of sections, links and pages that mkdocs.yml names;
- every page once all are read, before the first template renders (``on_env``): ``page.title``
  and ``page.meta["title"]`` (set, so that ``<title>`` takes the ``page.meta.title`` branch: the
  other one pipes the title through ``striptags``, which unescapes it again; the home page without a
  title keeps the site's name) and ``page.meta["description"]``.
"""

from __future__ import annotations

import html

_DONE = "_pathshala_escaped"


def _escape(value) -> str:
    return html.escape(str(value), quote=True)


def nav(items) -> None:
    """Escape the title of each nav item mkdocs.yml gave one (sections and links always have theirs)."""
    for item in items:
        if getattr(item, _DONE, False):
            continue
        if item.is_page:
            if "title" in vars(item) and item.title is not None:  # mkdocs.yml's title, set on the page
                item.title = _escape(item.title)
                setattr(item, _DONE, True)
        elif item.title is not None:
            item.title = _escape(item.title)
            setattr(item, _DONE, True)
        if getattr(item, "children", None):
            nav(item.children)


def pages(files) -> None:
    """Every page's title and description, escaped before the first template renders (``on_env``): a
    page's template shows the other pages' titles in its navigation."""
    for file in files.documentation_pages():
        if file.page is not None:
            page(file.page)


def page(page) -> None:
    """A page's title and description as escaped text, once, before its template (and search) read them."""
    if getattr(page, "_pathshala_page_escaped", False):
        return
    page._pathshala_page_escaped = True
    if not getattr(page, _DONE, False):  # not already escaped as a nav title from mkdocs.yml
        title = page.title
        if title is not None:
            page.title = _escape(title)
    if page.title is not None and ("title" in page.meta or not page.is_homepage):
        page.meta["title"] = page.title
    if page.meta.get("description") is not None:
        page.meta["description"] = _escape(page.meta["description"])
