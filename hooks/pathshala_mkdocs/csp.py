"""Adapter: the Content-Security-Policy meta element on every page, the 404 page included.

It runs on the final page (``on_post_page`` at priority -100, after every
other plugin changed it), so the hashes it lists are those of the scripts
the page really carries.
"""

from __future__ import annotations

from mkdocs.exceptions import PluginError

from pathshala import csp


def post_page(output: str, where: str) -> str:
    try:
        return csp.add_meta(output, where)
    except ValueError as err:
        raise PluginError(str(err)) from err
