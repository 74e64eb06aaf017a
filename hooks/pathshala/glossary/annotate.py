"""Tooltips in rendered HTML: the first use of a term in each ``h2`` section becomes an ``<abbr>``.

``annotate`` puts ``<abbr class="ps-term" tabindex="0" title="…">`` (Material's
``content.tooltips`` shows it) on first uses, never inside code, headings,
links, buttons, summaries, SVG, claims or another tooltip. It reads HTML with
a careful tokenizer whose tokens concatenate back to the exact source.
"""

from __future__ import annotations

import html as html_mod
import re
from dataclasses import dataclass

from markupsafe import Markup

from ..rendering.templates import Templates
from .data import Glossary, Term
from .definition import inline_html
from .matching import find_terms

# Elements whose text never gets a tooltip.
SKIP_TAGS = frozenset(
    {"code", "pre", "kbd", "samp", "a", "h1", "h2", "h3", "h4", "h5", "h6", "abbr", "script", "style",
     "button", "summary", "label", "textarea", "select", "option", "svg", "math", "template", "nav"}
)
SKIP_CLASSES = frozenset({"claim", "ps-term", "ps-noterm", "ps-glossary", "headerlink"})
_INLINE = frozenset(
    {"a", "abbr", "b", "bdi", "bdo", "cite", "code", "data", "del", "dfn", "em", "i", "ins", "kbd", "mark",
     "q", "s", "samp", "small", "span", "strong", "sub", "sup", "time", "u", "var", "wbr"}
)
_VOID = frozenset(
    {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
)

@dataclass
class _Token:
    kind: str  # start, end, startend, data, ref, opaque (a comment, a declaration, a whole pre/svg/script…)
    raw: str
    tag: str = ""
    attrs: str = ""  # a start tag's attribute text, as written


_MARKUP = re.compile(
    r"""(?P<other><!--.*?(?:-->|\Z)|<!\[CDATA\[.*?(?:\]\]>|\Z)|<![^>]*>|<\?[^>]*>)
    |(?P<end></(?P<etag>[A-Za-z][^\s/>]*)[^>]*>)
    |(?P<start><(?P<stag>[A-Za-z][^\s/>]*)(?P<attrs>(?:[^>"']|"[^"]*"|'[^']*')*)>)
    |(?P<ref>&(?:\#[0-9]+|\#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);?)
    |(?P<data>[^<&]+|[<&])""",
    re.DOTALL | re.VERBOSE,
)
_CLASS = re.compile(r"""(?:^|\s)class\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))""", re.IGNORECASE)
# Elements taken whole, unread: nothing in them is prose, and code blocks are most of a page's markup.
_OPAQUE = frozenset({"pre", "svg", "math", "script", "style", "textarea", "template", "title"})
_RAW_TEXT = frozenset({"script", "style", "textarea", "title"})  # their content is not markup


def _element_end(source: str, tag: str, pos: int) -> int:
    """Where the element whose start tag ends at ``pos`` ends (after its end tag; the end of the source if never)."""
    if tag in _RAW_TEXT:
        m = re.compile(rf"</{tag}\b[^>]*>", re.IGNORECASE).search(source, pos)
        return m.end() if m else len(source)
    depth = 1
    for m in re.compile(rf"<(/?){tag}\b(?:[^>\"']|\"[^\"]*\"|'[^']*')*>", re.IGNORECASE).finditer(source, pos):
        if m.group(1):
            depth -= 1
        elif not m.group(0).endswith("/>"):
            depth += 1
        if depth == 0:
            return m.end()
    return len(source)


def tokenize(source: str) -> list[_Token]:
    """HTML to tokens whose concatenation is exactly the source (a careful tokenizer, not a full parser)."""
    tokens: list[_Token] = []
    pos = 0
    while pos < len(source):
        m = _MARKUP.match(source, pos)
        assert m is not None  # its last alternative, "data", matches any one character
        kind = m.lastgroup if m.lastgroup in ("other", "end", "start", "ref", "data") else None
        if kind is None:  # a group name inside a tag alternative
            kind = "start" if m.group("start") else "end"
        if kind == "start":
            tag = m["stag"].lower()
            attrs = m["attrs"]
            if tag in _OPAQUE and not attrs.rstrip().endswith("/"):
                stop = _element_end(source, tag, m.end())
                tokens.append(_Token("opaque", source[pos:stop], tag))
                pos = stop
                continue
            kind = "startend" if attrs.rstrip().endswith("/") else "start"
            tokens.append(_Token(kind, m.group(0), tag, attrs))
        elif kind == "end":
            tokens.append(_Token("end", m.group(0), m["etag"].lower()))
        elif kind == "data" and tokens and tokens[-1].kind == "data":
            tokens[-1].raw += m.group(0)  # a bare "<" or "&" stays part of the text
        else:
            tokens.append(_Token("opaque" if kind == "other" else kind, m.group(0)))
        pos = m.end()
    return tokens


def _skips(token: _Token) -> bool:
    if token.tag in SKIP_TAGS:
        return True
    m = _CLASS.search(token.attrs)
    classes = next((g for g in m.groups() if g is not None), "").split() if m else []
    return bool(SKIP_CLASSES.intersection(classes))


def _text_of(token: _Token) -> str:
    if token.kind == "data":
        return token.raw
    if token.kind == "ref":
        return html_mod.unescape(token.raw)
    if token.kind in ("start", "end", "startend", "opaque") and token.tag and token.tag not in _INLINE:
        return "\n"  # a block boundary separates words
    return ""


def abbr(term: Term, inner: str, templates: Templates) -> str:
    return str(templates.render("glossary/term.html", title=term.title, inner=Markup(inner)))


def annotate(source: str, glossary: Glossary, templates: Templates) -> tuple[str, list[Term]]:
    """Tooltips on the first use of each term in each ``h2`` section; the terms used, in first-use order."""
    if not glossary.terms:
        return source, []
    tokens = tokenize(source)
    texts = [_text_of(t) for t in tokens]
    offsets, total = [], 0
    for text in texts:
        offsets.append(total)
        total += len(text)
    stream = "".join(texts)

    out: list[str] = []
    used: dict[str, Term] = {}
    section: set[str] = set()
    stack: list[tuple[str, bool]] = []
    skipping = 0
    n = 0
    while n < len(tokens):
        token = tokens[n]
        if token.kind == "start":
            if token.tag == "h2":
                section = set()
            if token.tag == "code" and not skipping:
                close = _closing(tokens, n)
                inner = "".join(t.raw for t in tokens[n : close + 1])
                text = "".join(html_mod.unescape(t.raw) for t in tokens[n + 1 : close] if t.kind in ("data", "ref"))
                term = glossary.code_term(text)
                if term is not None and term.key not in section:
                    section.add(term.key)
                    used.setdefault(term.key, term)
                    inner = abbr(term, inner, templates)
                out.append(inner)
                n = close + 1
                continue
            if token.tag not in _VOID:
                skip = _skips(token)
                stack.append((token.tag, skip))
                skipping += skip
        elif token.kind == "end":
            if any(tag == token.tag for tag, _ in stack):
                while stack:
                    tag, skip = stack.pop()
                    skipping -= skip
                    if tag == token.tag:
                        break
        elif token.kind == "data" and not skipping:
            start = offsets[n]
            found = find_terms(stream, start, start + len(token.raw), glossary)
            if found:
                pieces, last = [], 0
                for i, j, term in found:
                    if term.key in section:
                        continue
                    section.add(term.key)
                    used.setdefault(term.key, term)
                    pieces += [token.raw[last : i - start], abbr(term, token.raw[i - start : j - start], templates)]
                    last = j - start
                pieces.append(token.raw[last:])
                out.append("".join(pieces))
                n += 1
                continue
        out.append(token.raw)
        n += 1
    return "".join(out), list(used.values())


def _closing(tokens: list[_Token], n: int) -> int:
    """The index of the end tag closing the element that starts at ``n`` (or the last token)."""
    depth = 0
    tag = tokens[n].tag
    for k in range(n, len(tokens)):
        if tokens[k].tag == tag and tokens[k].kind == "start":
            depth += 1
        elif tokens[k].tag == tag and tokens[k].kind == "end":
            depth -= 1
            if depth == 0:
                return k
    return len(tokens) - 1


def terms_in_text(text: str, glossary: Glossary, templates: Templates) -> list[Term]:
    """Terms a short Markdown text uses (a lesson's objectives, shown in its header)."""
    return annotate(f"<p>{inline_html(text, templates)}</p>", glossary, templates)[1]


