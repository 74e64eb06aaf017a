"""The last wall: every HTML file the site holds, read as a browser reads it, carries nothing unlisted.

The sanitizer cleans each page's *content*; the theme's templates then wrap it in a page, print
titles and descriptions, and other plugins add files (404.html, notebooks, the glossary and search
pages, anything copied). This pass reads each finished file with an HTML5 parser (Lexbor, through
selectolax: the same tree a browser builds) and refuses:

- a ``<script>`` unless it loads a same-site ``.js`` file under ``assets/`` or its text is one of the
  theme's own inline scripts for this page (``csp.sha256_token`` of what the adapter read from the
  theme); a JSON data block is data;
- an event-handler attribute (``on…=``), ``srcdoc``, ``formaction``;
- an element that embeds or redirects: ``iframe``, ``frame``, ``object``, ``embed``, ``base``, SVG
  animation (which can set ``href`` to ``javascript:``), ``foreignObject``, a ``<meta>`` refresh;
- a URL that loads on open (``src``, ``srcset``, ``poster``, a stylesheet or icon ``<link>``, an SVG
  ``href``, CSS ``url()`` and ``@import``) unless same-site (``urls.py``); a link a reader clicks
  unless it is same-site, http(s) or mailto;
- a page without our Content-Security-Policy before its first script, or with one that allows an
  inline script the theme does not write (unless ``need_policy`` is off: ``mkdocs serve`` adds
  its own script after us).

Each refusal names the file and the element. ``check_search_index`` applies the same rules to the
search index's titles and texts, which Material's search shows as HTML.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from pathlib import PurePosixPath

import tinycss2
from selectolax.lexbor import LexborHTMLParser

from . import urls
from .csp import sha256_token

REFUSED_ELEMENTS = frozenset({
    "iframe", "frame", "frameset", "object", "embed", "applet", "base", "portal", "foreignobject", "animate", "set",
    "animatemotion", "animatetransform", "animatecolor", "discard", "handler", "listener",
})
REFUSED_ATTRIBUTES = frozenset({"srcdoc", "formaction"})
DATA_SCRIPT_TYPES = frozenset({"application/json"})
# <link rel=…> values that make the browser fetch the target when the page opens.
LOADING_RELS = frozenset({"stylesheet", "icon", "shortcut", "apple-touch-icon", "mask-icon", "preload", "prefetch",
                          "modulepreload", "manifest", "dns-prefetch", "preconnect", "prerender"})
META_EQUIV = frozenset({"content-security-policy", "x-ua-compatible", "content-type"})
_HASH = re.compile(r"'sha256-[A-Za-z0-9+/=]+'")


def _where(node) -> str:
    attrs = " ".join(f'{k}="{v}"' if v is not None else k for k, v in list(node.attributes.items())[:4])
    shown = f"<{node.tag}{' ' + attrs if attrs else ''}>"
    return shown if len(shown) <= 160 else shown[:157] + "…>"


def _css_urls(text: str) -> Iterable[str]:
    """The URLs a piece of CSS would fetch: ``url()`` tokens and functions, ``@import`` targets."""
    def walk(tokens):
        for token in tokens:
            if token.type == "url":
                yield token.value
            elif token.type == "function":
                if token.lower_name in ("url", "src", "image-set", "image"):
                    strings = [t.value for t in token.arguments if t.type in ("string", "url")]
                    yield from strings or ["(an unreadable url)"]
                yield from walk(token.arguments)
            elif token.type in ("() block", "[] block", "{} block"):
                yield from walk(token.content)
            elif token.type == "at-rule":
                if token.lower_at_keyword == "import":
                    found = [t.value for t in token.prelude if t.type in ("string", "url")]
                    yield from found or ["(an unreadable @import)"]
                yield from walk(token.prelude)
                if token.content:
                    yield from walk(token.content)
            elif token.type == "qualified-rule":
                yield from walk(token.prelude)
                yield from walk(token.content)
            elif token.type == "declaration":
                yield from walk(token.value)

    yield from walk(tinycss2.parse_stylesheet(text, skip_comments=True, skip_whitespace=True))


def _css_problems(text: str, what: str) -> list[str]:
    found = []
    for url in _css_urls(text):  # tinycss2 decodes CSS escapes first: u\72l( is url(
        if not url.startswith("#") and not urls.is_same_site(url):
            found.append(f"{what} loads {url!r} from outside the site")
    return found


def check_html(text: str, *, theme_hashes: frozenset[str], script_exists: Callable[[str], bool],
               need_policy: bool = True, fragment: bool = False) -> list[str]:
    """What this HTML document (or fragment) carries that the site does not publish."""
    tree = LexborHTMLParser(text)
    found: list[str] = []
    policy_seen = False
    scripts_before_policy = False
    root = tree.root if tree.root is not None else None
    if root is None:
        return found
    for node in root.traverse(include_text=False):
        tag = (node.tag or "").lower()
        if tag.startswith("-"):  # the parser's own nodes (document, text, comment)
            continue
        attrs = {k.lower(): (v or "") for k, v in node.attributes.items()}
        if tag in REFUSED_ELEMENTS:
            found.append(f"{_where(node)}: the site publishes no <{node.tag}>")
            continue
        for name, value in attrs.items():
            if name.startswith("on"):
                found.append(f"{_where(node)}: an event handler {name}=")
            elif name in REFUSED_ATTRIBUTES:
                found.append(f"{_where(node)}: the attribute {name}=")
            elif name == "style":
                found += _css_problems(f"x{{{value}}}", f"{_where(node)}: its style")
        if tag == "meta" and "http-equiv" in attrs:
            equiv = attrs["http-equiv"].strip().lower()
            if equiv not in META_EQUIV:
                found.append(f"{_where(node)}: a <meta http-equiv={equiv}>")
            elif equiv == "content-security-policy":
                if policy_seen:
                    found.append(f"{_where(node)}: a second Content-Security-Policy")
                policy_seen = True
                extra = [h for h in _HASH.findall(attrs.get("content", "")) if h not in theme_hashes]
                if extra:
                    found.append(f"the Content-Security-Policy allows inline scripts the theme does not write: "
                                 f"{', '.join(extra)}")
        elif tag == "script":
            if not policy_seen:
                scripts_before_policy = True
            found += _script_problems(node, attrs, theme_hashes, script_exists)
        elif tag == "style":
            found += _css_problems(node.text(deep=True) or "", f"{_where(node)}")
        found += _url_problems(node, tag, attrs)
    if need_policy and not fragment:
        if not policy_seen:
            found.append("the page carries no Content-Security-Policy")
        elif scripts_before_policy:
            found.append("a script comes before the page's Content-Security-Policy")
    return found


def _script_problems(node, attrs: dict[str, str], theme_hashes: frozenset[str],
                     script_exists: Callable[[str], bool]) -> list[str]:
    kind = attrs.get("type", "").strip().lower()
    if kind in DATA_SCRIPT_TYPES and "src" not in attrs:
        return []  # a data block: the browser never runs it
    if "src" in attrs:
        src = attrs["src"]
        if not urls.is_same_site(src):
            return [f"{_where(node)}: a script from outside the site"]
        if not script_exists(src):
            return [f"{_where(node)}: a script that is not one of the site's own files under assets/"]
        return []
    if sha256_token(node.text(deep=True) or "") not in theme_hashes:
        body = (node.text(deep=True) or "").strip().replace("\n", " ")
        return [f"{_where(node)}: an inline script the theme does not write: {body[:80]!r}"]
    return []


def _url_problems(node, tag: str, attrs: dict[str, str]) -> list[str]:
    found = []
    for name, value in attrs.items():
        if name in ("href", "xlink:href"):
            if tag in ("a", "area") or (tag == "link" and not (set(attrs.get("rel", "").lower().split())
                                                                & LOADING_RELS)):
                if not urls.is_link_target(value):
                    found.append(f"{_where(node)}: a link to {value!r}")
            elif not urls.is_same_site(value) and not value.startswith("#"):
                found.append(f"{_where(node)}: loads {value!r} from outside the site")
        elif name in ("src", "poster", "data", "background", "action", "manifest", "ping"):
            if name == "action" and tag != "form":
                continue
            if value and not urls.is_same_site(value):
                found.append(f"{_where(node)}: {name}={value!r} is not on the site")
        elif name in ("srcset", "imagesrcset"):
            for candidate in value.split(","):
                url = candidate.strip().split(" ")[0]
                if url and not urls.is_same_site(url):
                    found.append(f"{_where(node)}: {name} loads {url!r} from outside the site")
    return found


def script_checker(site_files: set[str], page: str) -> Callable[[str], bool]:
    """Is ``src`` (relative to the page at ``page``, a path in the site) one of the site's ``assets/…/*.js``?"""
    folder = PurePosixPath(page).parent

    def exists(src: str) -> bool:
        path = urls.normalised(src).split("#", 1)[0].split("?", 1)[0]
        target = PurePosixPath(path.lstrip("/")) if path.startswith("/") else folder / path
        parts: list[str] = []
        for part in target.parts:
            if part == "..":
                if not parts:
                    return False
                parts.pop()
            elif part not in (".", ""):
                parts.append(part)
        resolved = "/".join(parts)
        return resolved.startswith("assets/") and resolved.endswith((".js", ".mjs")) and resolved in site_files

    return exists


def check_search_index(text: str) -> list[str]:
    """The search index's titles and texts as the HTML fragments Material's search shows them as."""
    try:
        docs = json.loads(text).get("docs", [])
    except (ValueError, AttributeError):
        return ["search/search_index.json is not the JSON the search expects"]
    found = []
    for doc in docs:
        for field in ("title", "text"):
            value = doc.get(field) if isinstance(doc, dict) else None
            if isinstance(value, str) and ("<" in value or "&" in value):
                found += [f"entry {doc.get('location', '?')!r} {field}: {p}" for p in
                          check_html(value, theme_hashes=frozenset(), script_exists=lambda _: False, fragment=True)]
    return found
