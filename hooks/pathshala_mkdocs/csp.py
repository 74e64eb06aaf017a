"""Adapter: the Content-Security-Policy meta element on every page, the 404 page included.

It runs on the final page (``on_post_page`` at priority -100, after every
other plugin changed it). The inline scripts it allows are the theme's own,
read from the theme's templates for the page's ``base_url``
(``compat.theme_script_hashes``), never taken from the page.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from mkdocs.exceptions import PluginError
from mkdocs.utils import get_relative_url, is_error_template

__all__ = ["is_error_template", "page_base", "post_page", "template_base", "theme_hashes"]

from pathshala.walls import csp

from . import compat


def theme_hashes(config, base_url: str) -> frozenset[str]:
    return compat.theme_script_hashes(config, base_url)


def page_base(page) -> str:
    """The ``base_url`` MkDocs gives a page's template."""
    return get_relative_url(".", page.url)


def template_base(config, template_name: str) -> str:
    """The ``base_url`` MkDocs gives a theme template of its own (an error page such as 404.html: the
    site's root path, as MkDocs' build computes it)."""
    if is_error_template(template_name):
        return urlsplit(config.site_url or "/").path
    return get_relative_url(".", template_name)


def post_page(output: str, where: str, config, base_url: str) -> str:
    try:
        return csp.add_meta(output, where, theme_hashes(config, base_url))
    except ValueError as err:
        raise PluginError(str(err)) from err
