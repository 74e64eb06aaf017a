"""Which files of ``docs/`` a contributor may add, by type, and what is published of each.

``docs/assets/`` is code (the theme's scripts, styles and fonts: SECURITY.md); every other file
in ``docs/`` is content, and a static host serves it as its extension says. ``docs/evil.html`` would
be a page of our site with any script in it, and ``docs/evil.svg`` an image that runs script when
opened on its own; so content files are allow-listed by type:

- ``.md`` pages (rendered, checked and sanitized like every page);
- raster images (``.png``, ``.jpg``/``.jpeg``, ``.gif``, ``.webp``, ``.avif``), served as they are;
- ``.svg`` figures, only if they pass the figure allow-list (``svg.py``), and then published as its
  re-serialised tree, never as the bytes committed.

Everything else is refused, HTML first among them. (The lesson notebooks, ``.ipynb``, are made by
the build from the pages, never taken from ``docs/``.)
"""

from __future__ import annotations

from pathlib import PurePosixPath

from ..walls import svg

CODE_FOLDER = "assets/"
PAGES = frozenset({".md"})
IMAGES = frozenset({".png", ".jpg", ".jpeg", ".gif", ".webp", ".avif"})
FIGURES = frozenset({".svg"})
_REFUSED_WHY = {
    ".html": "HTML is refused: a page is written in Markdown (its markup passes the sanitizer)",
    ".htm": "HTML is refused: a page is written in Markdown (its markup passes the sanitizer)",
    ".xhtml": "HTML is refused: a page is written in Markdown (its markup passes the sanitizer)",
    ".js": "a script belongs in docs/assets/, which is code and reviewed as code",
    ".mjs": "a script belongs in docs/assets/, which is code and reviewed as code",
    ".css": "a stylesheet belongs in docs/assets/, which is code and reviewed as code",
    ".ipynb": "the lesson notebooks are made by the build from the pages",
}


def is_content(src_uri: str) -> bool:
    """Is this docs/-relative path content (anything outside ``docs/assets/``)?"""
    return not src_uri.startswith(CODE_FOLDER)


def refusal(src_uri: str) -> str | None:
    """Why this content file may not be published (None when its type is allowed)."""
    suffix = PurePosixPath(src_uri).suffix.lower()
    if suffix in PAGES | IMAGES | FIGURES:
        return None
    allowed = ", ".join(sorted(PAGES | IMAGES | FIGURES))
    why = _REFUSED_WHY.get(suffix, f"a {suffix or 'file without an extension'} is not a type content may add")
    return f"docs/{src_uri} is refused: {why} (content files outside docs/assets/ may be {allowed})"


def published_figure(src_uri: str, data: bytes) -> tuple[bytes | None, str | None]:
    """A content ``.svg`` as the site publishes it (its re-serialised tree), or why it is refused."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        return None, f"docs/{src_uri} is refused: an SVG figure is UTF-8 text (byte {err.start} is not)"
    found = svg.problems(text)
    if found:
        return None, f"docs/{src_uri} is refused: the figure {'; it '.join(found)}"
    return svg.inline(text).encode("utf-8"), None
