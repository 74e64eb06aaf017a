"""The inline scripts the theme itself writes, read from its templates: what the page policy may allow.

The Content-Security-Policy allows an inline script by the sha256 of its text. Hashing whatever
inline scripts a final page happened to contain would allow a ``<script>`` that a page's content
smuggled past the sanitizer (a front-matter title printed raw by a template, a nav title), so
the hashes come from the theme instead: every ``<script>`` element without ``src`` in the
templates of the theme's folders (Material's, and ``overrides/``), rendered for the page's
``base_url`` (Material writes it into one of them). A script whose template needs anything else
(``page.meta.location`` in ``redirect.html``, an analytics id) is not allowed at all. Nothing a
page contains can add a hash here.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import re
from functools import cache
from pathlib import Path

import jinja2

_SCRIPT = re.compile(r"<script\b([^>]*)>(.*?)</script\s*>", re.IGNORECASE | re.DOTALL)
_SRC_OR_DATA = re.compile(r"\bsrc\s*=|\btype\s*=\s*[\"']?application/json", re.IGNORECASE)


def sha256_token(text: str) -> str:
    """``'sha256-…'`` of a script's text, as a policy names it."""
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii") + "'"


@cache
def templates(folders: tuple[str, ...]) -> tuple[str, ...]:
    """The Jinja source of every inline script in the ``.html`` templates under these folders."""
    found: list[str] = []
    for folder in folders:
        for here, dirs, names in sorted(os.walk(folder)):
            dirs[:] = sorted(d for d in dirs if d != ".icons")  # thousands of icons, no template
            for name in sorted(n for n in names if n.endswith(".html")):
                text = (Path(here) / name).read_text(encoding="utf-8", errors="replace")
                found += [m.group(2) for m in _SCRIPT.finditer(text) if not _SRC_OR_DATA.search(m.group(1))]
    return tuple(dict.fromkeys(found))


def rendered(sources: tuple[str, ...], base_url: str, extra: dict | None = None) -> list[str]:
    """Each script as the theme writes it for a page whose ``base_url`` is this; those that need
    more than ``base_url`` and ``config.extra`` are left out."""
    env = jinja2.Environment(undefined=jinja2.StrictUndefined, autoescape=False)
    out = []
    for source in sources:
        if "{{" not in source and "{%" not in source:
            out.append(source)
            continue
        try:
            out.append(env.from_string(source).render(base_url=base_url, config={"extra": extra or {}}))
        except jinja2.TemplateError:
            continue  # needs the page or other data: never allowed
    return out


def allowed_hashes(folders: list[str], base_url: str, extra: dict | None = None) -> frozenset[str]:
    """The policy tokens of the theme's own inline scripts for a page with this ``base_url``."""
    return _allowed(tuple(folders), base_url, json.dumps(extra or {}, sort_keys=True, default=repr))


@cache
def _allowed(folders: tuple[str, ...], base_url: str, extra: str) -> frozenset[str]:
    return frozenset(sha256_token(s) for s in rendered(templates(folders), base_url, json.loads(extra)))
