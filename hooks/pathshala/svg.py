"""Checks on an SVG figure before it is inlined in a page.

A figure is drawn by a snippet, so it is output like any other; inlined SVG
is markup, though, so it must hold no script, no event handler and no
reference outside itself (a page loads nothing from another host).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

_FORBIDDEN = {"script", "foreignObject", "iframe", "object", "embed", "image", "use"}
_EXTERNAL = re.compile(r"url\(\s*['\"]?(?!#)", re.IGNORECASE)


def _local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


def problems(text: str) -> list[str]:
    """What makes this SVG unsafe or invalid to inline (empty when it is fine)."""
    try:
        root = ET.fromstring(text)
    except ET.ParseError as err:
        return [f"is not well-formed SVG: {err}"]
    found = []
    if _local(root.tag) != "svg":
        found.append(f"is a <{_local(root.tag)}>, not an <svg>")
    for el in root.iter():
        tag = _local(el.tag)
        if tag in _FORBIDDEN:
            found.append(f"holds a <{tag}> element")
        for name, value in el.attrib.items():
            attr = _local(name).lower()
            if attr.startswith("on"):
                found.append(f"has an event handler {attr}= on <{tag}>")
            elif attr == "href" and not value.startswith("#"):
                found.append(f"links outside itself ({value!r}) from <{tag}>")
            elif _EXTERNAL.search(value):
                found.append(f"refers outside itself in {attr}= of <{tag}>")
        if tag == "style" and el.text and (_EXTERNAL.search(el.text) or "@import" in el.text):
            found.append("loads something from outside in its <style>")
    if root.find("{http://www.w3.org/2000/svg}title") is None and root.find("title") is None:
        found.append("has no <title> (screen readers announce it)")
    return sorted(set(found))


def inline(text: str) -> str:
    """The SVG without its XML declaration, ready to sit inside HTML."""
    return re.sub(r"^\s*<\?xml[^>]*\?>\s*", "", text)
