"""One allow-list for everything a page publishes: its rendered HTML passes ``clean``.

Pages, widgets, glossary entries and figures come from contributors'
pull requests, so the final HTML of each page's content (lesson, generated
page or notebook) is re-parsed with nh3 (the binding of Rust's Ammonia, an
HTML5 parser with an allow-list) and written again with only what Material,
markdown-exec, our widgets, the lesson frame, the glossary's tooltips and
the figures need: no script, no event handler, no ``javascript:`` URL, no
frame, object or style element; images only from the site itself.

``title`` attributes carry plain text only: Material shows them as tooltips
built with ``innerHTML``, so a glossary ``en:`` of ``<img src=x onerror=…>``,
harmless as an escaped attribute, would become markup on hover. Markup is
removed from titles and a stray ``<`` or ``>`` becomes ``‹`` or ``›``.
"""

from __future__ import annotations

import re
from functools import cache

import nh3

from ..rendering import run_mark
from . import svg, urls

HTML_TAGS = frozenset({
    # text and structure (Python-Markdown, pymdown-extensions, Material, markdown-exec)
    "a", "abbr", "b", "blockquote", "br", "caption", "cite", "code", "col", "colgroup", "dd", "del",
    "details", "dfn", "div", "dl", "dt", "em", "figcaption", "figure", "h1", "h2", "h3", "h4", "h5", "h6", "hr",
    "i", "img", "ins", "kbd", "li", "mark", "nav", "ol", "p", "pre", "q", "s", "samp", "section", "small",
    "span", "strong", "sub", "summary", "sup", "table", "tbody", "td", "tfoot", "th", "thead", "time", "tr", "u",
    "ul", "var", "wbr", "article", "aside", "header", "footer",
    # widgets (quiz, order, stepper, predict), the lesson frame and in-page runs: forms without an action
    "form", "fieldset", "legend", "label", "input", "button", "textarea",
})
TAGS = HTML_TAGS | svg.ELEMENTS
# No `dir` and no <bdo>/<bdi>: like a bidi override character, they show text in another order than it is.
GLOBAL_ATTRIBUTES = {"id", "class", "title", "lang", "role", "hidden", "tabindex", "style"}
TAG_ATTRIBUTES: dict[str, set[str]] = {
    "a": {"href", "download", "hreflang"},
    "img": {"src", "alt", "width", "height", "loading", "decoding"},
    "ol": {"start", "reversed", "type"},
    "li": {"value"},
    "td": {"colspan", "rowspan", "headers"},
    "th": {"colspan", "rowspan", "headers", "scope", "abbr"},
    "col": {"span"},
    "colgroup": {"span"},
    "details": {"open"},
    "time": {"datetime"},
    "q": {"cite"},
    "label": {"for"},
    "input": {"type", "name", "value", "checked", "disabled", "readonly", "autocomplete", "placeholder"},
    "button": {"type", "name", "value", "disabled", "autofocus"},
    "textarea": {"name", "rows", "cols", "spellcheck", "readonly", "disabled", "placeholder", "autocomplete",
                 "wrap", "autocapitalize", "autocorrect"},
    "fieldset": {"disabled", "name"},
    **{tag: set(svg.ATTRIBUTES) for tag in svg.ELEMENTS},
}
TAG_ATTRIBUTES["svg"] = TAG_ATTRIBUTES["svg"] | {"xmlns"}
# Markdown tables align cells with style="text-align: …"; figures style their shapes.
STYLE_PROPERTIES = svg.CSS_PROPERTIES | {"text-align", "vertical-align"}
URL_SCHEMES = {"http", "https", "mailto"}
# A link may lead anywhere (a reader clicks it); what loads on open must come from the site.
_LOADS_ON_OPEN = {("img", "src")}
_TAG = re.compile(r"<[^>]*>")


def plain_title(value: str) -> str:
    """A ``title`` as plain text: markup removed, a stray angle bracket made harmless."""
    return _TAG.sub("", value).replace("<", "‹").replace(">", "›")


def _filter(tag: str, name: str, value: str) -> str | None:
    """nh3's per-attribute hook: plain titles, filtered styles, same-site sources."""
    if name == "title":
        return plain_title(value)
    if name == "class":  # the mark of a real run is the build's alone (run_mark.finish gives it afterwards)
        return run_mark.content_class(value)
    if name == "style":
        style, _ = svg.clean_style(value, STYLE_PROPERTIES)
        return style or None
    if (tag, name) in _LOADS_ON_OPEN and not urls.is_same_site(value):  # parsed as a browser parses it
        return None
    return value


@cache
def _cleaner() -> nh3.Cleaner:
    return nh3.Cleaner(
        tags=set(TAGS),
        clean_content_tags={"script", "style", "noscript", "template", "iframe", "object", "xmp", "noembed",
                            "noframes", "plaintext"},
        attributes={"*": set(GLOBAL_ATTRIBUTES), **TAG_ATTRIBUTES},
        attribute_filter=_filter,
        generic_attribute_prefixes={"data-", "aria-"},
        url_schemes=set(URL_SCHEMES),
        link_rel=None,
        strip_comments=True,
    )


def clean(html: str) -> str:
    """A page's content HTML with only what the allow-list keeps."""
    return _cleaner().clean(html)
