"""The Content-Security-Policy each page carries, as a ``<meta http-equiv>`` the static host cannot drop.

The policy is the second line behind the sanitizer: even markup that got
through could neither run (no inline script but the theme's own, each
allowed by the sha256 of its exact text; no event handler; no ``eval``) nor
load anything from another host. The hashes allowed come from the theme's
templates (read by the adapter: ``pathshala_mkdocs.compat.theme_script_hashes``), never from
the page: a script that reached the final page any other way is not in the policy, so the browser
refuses it. Everything comes from the site itself ('self', so a new script file of ours needs no change here),
except Pyodide, which the in-page NumPy runs fetch from jsDelivr only when a
reader presses the button: that host is allowed for scripts and fetches,
with ``'wasm-unsafe-eval'`` for its WebAssembly. Workers: Material's search worker
from the site itself ('self'), and the in-page Python worker, which inpage.js starts
from a ``blob:`` URL importing ``assets/js/inpage-worker.js`` (``worker-src 'self' blob:``):
a worker from a blob: URL takes this policy, one loaded from its own URL takes only
its response's headers, which a static host does not set (SECURITY.md). Only a script
the policy lets run can make a blob: worker, and every such script is ours.

Styles: ``'unsafe-inline'``. Figures colour their shapes with style
attributes (Material's CSS variables, so they follow the dark scheme) and
Markdown tables align cells with them; hashing each distinct attribute
would need ``'unsafe-hashes'`` and hundreds of hashes per page. An inline
style cannot run script, the sanitizer keeps only listed properties
without ``url()``, and img-src/font-src stop any load from elsewhere.
"""

from __future__ import annotations

import base64
import hashlib
import re

from ..rendering.inpage import CDN_PATH

PYODIDE_HOST = CDN_PATH  # the in-page NumPy runs load from there (inpage.py)
_INLINE_SCRIPT = re.compile(r"<script\b(?![^>]*\bsrc\s*=)[^>]*>(.*?)</script\s*>", re.IGNORECASE | re.DOTALL)
_HEAD = re.compile(r"<head\b[^>]*>(\s*<meta\s+charset=[^>]*>)?", re.IGNORECASE)
_ALREADY = re.compile(r"<meta\s+http-equiv=[\"']?Content-Security-Policy", re.IGNORECASE)


def sha256_token(text: str) -> str:
    """``'sha256-…'`` of a script's text, as a policy names it."""
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii") + "'"


def script_hashes(html: str) -> list[str]:
    """``'sha256-…'`` for each distinct inline script of the page, in order of appearance."""
    seen: list[str] = []
    for m in _INLINE_SCRIPT.finditer(html):
        token = sha256_token(m.group(1))
        if token not in seen:
            seen.append(token)
    return seen


def policy(html: str, theme: frozenset[str] = frozenset()) -> str:
    """The policy of the final page: of its inline scripts, only those among the theme's own (``theme``,
    from the adapter's ``compat.theme_script_hashes``) are allowed."""
    scripts = " ".join(["'self'", "'wasm-unsafe-eval'", PYODIDE_HOST, *(h for h in script_hashes(html) if h in theme)])
    return "; ".join([
        "default-src 'self'",
        f"script-src {scripts}",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self' data:",
        f"connect-src 'self' {PYODIDE_HOST}",
        "worker-src 'self' blob:",
        "object-src 'none'",
        "frame-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
    ])


def add_meta(html: str, where: str = "page", theme: frozenset[str] = frozenset()) -> str:
    """The page with its policy as the first element of ``<head>`` (after the charset), so it covers every script."""
    if _ALREADY.search(html):
        raise ValueError(f"{where}: already carries a Content-Security-Policy meta element")
    head = _HEAD.search(html)
    if head is None:
        raise ValueError(f"{where}: has no <head> to carry its Content-Security-Policy")
    meta = f'<meta http-equiv="Content-Security-Policy" content="{policy(html, theme)}">'
    return html[: head.end()] + meta + html[head.end() :]
