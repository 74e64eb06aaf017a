"""SVG figures: parsed with a hardened parser and re-serialised from an allow-list.

A figure is drawn by a snippet, so it is output like any other; inlined SVG
is markup, though, and a browser's HTML parser does not read it the way an
XML parser does (a processing instruction ``<?x > <img onerror=…> ?>``
before ``<svg>`` is an XML no-op but live HTML). So the raw text is never
inlined: ``clean`` parses it with defusedxml (no entity expansion, no
external DTD) and writes it again from the elements, attributes and CSS
properties listed here, dropping comments, processing instructions, the
DOCTYPE and the XML declaration. ``problems`` is the build's check: what an
author must fix (a script, an animation, a reference outside the figure, an
attribute or property not on the list, a missing title); the build refuses
such a figure, and ``clean`` would drop it anyway. For our own figures the
output is byte for byte the input (``tests/test_svg.py`` checks).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from xml.etree.ElementTree import Element

import tinycss2
from defusedxml import DefusedXmlException
from defusedxml.ElementTree import ParseError, fromstring

NS = "http://www.w3.org/2000/svg"

ELEMENTS = frozenset({
    "svg", "g", "defs", "title", "desc", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon",
    "text", "tspan", "marker", "linearGradient", "radialGradient", "stop", "clipPath",
})
# Why each refused element is named: an author reads this in the build's error.
REFUSED = {
    "script": "a <script>", "foreignObject": "a <foreignObject> (HTML inside SVG)", "iframe": "an <iframe>",
    "object": "an <object>", "embed": "an <embed>", "image": "an <image> (loads a file)",
    "use": "a <use> (copies content from elsewhere)", "a": "a link <a>", "style": "a <style> element",
    "animate": "an animation", "set": "an animation", "animateTransform": "an animation",
    "animateMotion": "an animation", "animateColor": "an animation", "discard": "an animation",
    "feImage": "an <feImage> (loads a file)", "handler": "a <handler>", "listener": "a <listener>",
}
ATTRIBUTES = frozenset({
    "id", "class", "role", "aria-label", "aria-labelledby", "aria-describedby", "aria-hidden", "lang",
    "style", "transform", "viewBox", "preserveAspectRatio", "width", "height",
    "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "dx", "dy", "d", "points", "pathLength",
    "text-anchor", "dominant-baseline", "font-size", "font-family", "font-weight", "font-style",
    "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-opacity", "stroke-dasharray",
    "stroke-linecap", "stroke-linejoin", "opacity", "visibility", "display",
    "marker-start", "marker-mid", "marker-end", "markerWidth", "markerHeight", "markerUnits", "refX", "refY",
    "orient", "clip-path", "clipPathUnits", "offset", "stop-color", "stop-opacity", "gradientUnits",
    "gradientTransform", "fx", "fy",
})
CSS_PROPERTIES = frozenset({
    "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-opacity", "stroke-dasharray",
    "stroke-dashoffset", "stroke-linecap", "stroke-linejoin", "opacity", "font-family", "font-size",
    "font-weight", "font-style", "text-anchor", "dominant-baseline", "max-width", "min-width", "width", "height",
    "display", "visibility", "paint-order", "letter-spacing", "stop-color", "stop-opacity",
})
CSS_FUNCTIONS = frozenset({"var", "rgb", "rgba", "hsl", "hsla", "calc"})
_LOCAL_URL = re.compile(r"url\(#[A-Za-z0-9_.:-]+\)")
_DATA = re.compile(r"data-[a-z0-9_.-]+")


@dataclass
class Cleaned:
    """The figure as it will be inlined, and what was left out of it (for the build's error)."""

    svg: str = ""
    dropped: list[str] = field(default_factory=list)


def _local(tag: str) -> tuple[str | None, str]:
    if tag.startswith("{"):
        ns, name = tag[1:].split("}", 1)
        return ns, name
    return None, tag


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def clean_style(text: str, properties: frozenset[str] = CSS_PROPERTIES) -> tuple[str, list[str]]:
    """A ``style`` value kept to listed properties with plain values: no url(), no at-rule, no escape."""
    kept, dropped = [], []
    if "\\" in text:
        return "", ["a CSS escape (\\) in a style"]
    for item in tinycss2.parse_blocks_contents(text, skip_whitespace=True, skip_comments=True):
        if item.type == "at-rule":
            dropped.append(f"a CSS at-rule @{item.at_keyword}")
        elif item.type != "declaration":
            dropped.append(f"CSS that is not a declaration ({item.type})")
        elif item.lower_name not in properties:
            dropped.append(f"the CSS property {item.name}")
        elif (bad := _bad_css(item.value)) is not None:
            dropped.append(f"{bad} in the CSS property {item.name}")
        else:
            value = tinycss2.serialize(item.value).strip()
            kept.append(f"{item.name}:{value}{' !important' if item.important else ''}")
    return ";".join(kept), dropped


def _bad_css(tokens) -> str | None:
    """Why a CSS value may not stay (None when every token is plain)."""
    for token in tokens:
        if token.type in ("url", "bad-url") or (token.type == "function" and token.lower_name == "url"):
            return "a url()"
        if token.type == "function":
            if token.lower_name not in CSS_FUNCTIONS:
                return f"the CSS function {token.name}()"
            if (bad := _bad_css(token.arguments)) is not None:
                return bad
        elif token.type in ("() block", "[] block", "{} block"):
            return "a CSS block"
        elif token.type not in ("whitespace", "ident", "number", "percentage", "dimension", "hash", "literal",
                                "string", "comment"):
            return f"a CSS {token.type} token"
    return None


def _attribute(tag: str, name: str, value: str, dropped: list[str]) -> str | None:
    ns, local = _local(name)
    if ns is not None or not (local in ATTRIBUTES or _DATA.fullmatch(local)):
        shown = name if ns is None else f"{ns}:{local}"
        if local.lower().startswith("on"):
            dropped.append(f"has an event handler {local}= on <{tag}>")
        elif local == "href":
            dropped.append(f"links outside itself ({value!r}) from <{tag}>")
        else:
            dropped.append(f"has an attribute {shown}= on <{tag}> that figures may not carry")
        return None
    if local == "style":
        style, bad = clean_style(value)
        dropped += [f"has {b} on <{tag}>" for b in bad]
        return style or None
    if "url(" in value.lower() and not _LOCAL_URL.fullmatch(value.strip()):
        dropped.append(f"refers outside itself in {local}= of <{tag}>")
        return None
    if "javascript:" in value.lower().replace(" ", ""):
        dropped.append(f"holds a javascript: URL in {local}= of <{tag}>")
        return None
    return value


def _write(el: Element, out: list[str], dropped: list[str], root: bool) -> None:
    ns, tag = _local(el.tag)
    if ns != NS or tag not in ELEMENTS:
        what = REFUSED.get(tag, f"an element <{tag}> that figures may not use")
        dropped.append(f"holds {what}" if ns == NS else f"holds an element <{tag}> outside the SVG namespace")
        return
    attrs = [f'xmlns="{NS}"'] if root else []
    for name, value in el.attrib.items():
        kept = _attribute(tag, name, value, dropped)
        if kept is not None:
            attrs.append(f'{_local(name)[1]}="{_esc(kept)}"')
    out.append(f"<{tag}{''.join(' ' + a for a in attrs)}")
    children = list(el)
    if not children and not el.text:
        out.append("/>")
    else:
        out.append(">" + _esc(el.text or ""))
        for child in children:
            _write(child, out, dropped, root=False)
            out.append(_esc(child.tail or ""))
        out.append(f"</{tag}>")


MAX_DEPTH = 64  # our figures nest 4 levels; 5,000 nested <g> had crashed the build with a RecursionError


def _depth(root: Element) -> int:
    """How many levels of elements the tree has, counted without recursion."""
    deepest, todo = 0, [(root, 1)]
    while todo:
        el, level = todo.pop()
        deepest = max(deepest, level)
        todo += [(child, level + 1) for child in el]
    return deepest


def clean(text: str) -> Cleaned:
    """The figure re-serialised from the allow-list; raises ``ValueError`` when it cannot be parsed."""
    try:
        root = fromstring(text, forbid_dtd=False, forbid_entities=True, forbid_external=True)
    except DefusedXmlException as err:
        raise ValueError(f"is refused by the hardened XML parser ({type(err).__name__}: entities or "
                         "external references)") from err
    except ParseError as err:
        raise ValueError(f"is not well-formed SVG: {err}") from err
    dropped: list[str] = []
    depth = _depth(root)
    if depth > MAX_DEPTH:  # the writer below recurses once per level: a figure is refused long before that
        return Cleaned("", [f"nests its elements {depth} levels deep (a figure may nest {MAX_DEPTH})"])
    if _local(root.tag) != (NS, "svg"):
        return Cleaned("", [f"is a <{_local(root.tag)[1]}> in {_local(root.tag)[0] or 'no namespace'}, "
                           "not an <svg> in the SVG namespace"])
    out: list[str] = []
    _write(root, out, dropped, root=True)
    return Cleaned("".join(out) + "\n", dropped)


def problems(text: str) -> list[str]:
    """What makes this SVG unsafe or invalid to inline (empty when it is fine)."""
    try:
        cleaned = clean(text)
    except ValueError as err:
        return [str(err)]
    found = list(cleaned.dropped)
    if not cleaned.svg:
        return sorted(set(found))
    root = fromstring(text, forbid_dtd=False)
    if root.find(f"{{{NS}}}title") is None:
        found.append("has no <title> (screen readers announce it)")
    return sorted(set(found))


def inline(text: str) -> str:
    """The figure ready to sit inside HTML: always the re-serialised tree, never the raw text."""
    return clean(text).svg
