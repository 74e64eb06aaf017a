"""The glossary: one data file of terms, tooltips on their first use, a শব্দকোষ per lesson.

``course/glossary.yml`` is a YAML list; each entry has ``term`` (as prose
writes it), optional ``forms`` (other surface forms), ``en`` (English name),
``bn`` (Bengali definition), optional ``note``, optional ``code: true`` (an
identifier: it also matches a whole inline ``code`` element, ``grad_fn`` or
``retain_grad()``). Definitions may hold code spans and library facts
(``facts.py``). Duplicate terms or forms, empty definitions, unknown keys and
malformed YAML are problems that name the file's line.

Matching is Bengali-aware, unlike Python-Markdown's ``abbr`` (whose ``\\b``
never ends a word after a vowel sign and happily splits a letter cluster): a
term matches only where the character before it is not a letter, mark, digit
or ``_``, and the character after it is none of those nor a ZWJ/ZWNJ. A
hyphen joins a compound (``non-leaf`` is not ``leaf``), except before a
Bengali ending: ``tensor-এর`` is ``tensor``. Latin script is matched without
regard to case. Where terms overlap, the longest wins.

``annotate`` works on rendered HTML: the first use of a term in each ``h2``
section becomes ``<abbr class="ps-term" tabindex="0" title="…">`` (Material's
``content.tooltips`` shows it), never inside code, headings, links, buttons,
summaries, SVG, claims or another tooltip.
"""

from __future__ import annotations

import html as html_mod
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from . import facts as facts_mod
from .problems import Problem
from .runner import Runner
from .text import slugify

FILE = "course/glossary.yml"
PAGE = "glossary.md"  # the generated site glossary page
TITLE = "শব্দকোষ"
SLOT = '<div class="ps-glossary-slot"></div>'
_KEYS = {"term", "forms", "en", "bn", "note", "code"}
_TEXT_KEYS = ("term", "en", "bn", "note")
_CODE_SPAN = re.compile(r"(`+)(.+?)\1", re.DOTALL)

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
_HYPHENS = frozenset("-\u2010\u2011")
_JOINERS = frozenset("\u200c\u200d")


def _marks_class() -> str:
    """Every combining mark of the Basic Multilingual Plane, as character-class ranges."""
    ranges: list[list[int]] = []
    for code in range(0x300, 0x10000):
        if unicodedata.category(chr(code))[0] == "M":
            if ranges and ranges[-1][1] == code - 1:
                ranges[-1][1] = code
            else:
                ranges.append([code, code])
    return "".join(f"\\u{a:04x}-\\u{b:04x}" if a != b else f"\\u{a:04x}" for a, b in ranges)


# Runs of word characters with their marks (``\w`` alone stops at every vowel sign and virama).
_WORD_RUN = re.compile(rf"[\w{_marks_class()}\u200c\u200d]+")


# ----------------------------------------------------------------------------- data


@dataclass
class Term:
    term: str
    en: str
    bn: str  # a definition: text with code spans; library facts filled by ``fill_facts``
    forms: tuple[str, ...] = ()
    note: str = ""
    code: bool = False
    line: int = 0  # the entry's line in the data file
    lines: dict[str, int] = field(default_factory=dict)  # first line of each key's value
    ends: dict[str, int] = field(default_factory=dict)  # last line of each key's value
    anchor: str = ""  # id on the site glossary page

    @property
    def key(self) -> str:
        return fold(self.term)

    @property
    def surfaces(self) -> tuple[str, ...]:
        return (self.term, *self.forms)

    @property
    def title(self) -> str:
        """The tooltip text: the definition in plain text, then the English name."""
        return f"{plain(self.bn)} ({self.en})"


@dataclass
class Glossary:
    terms: list[Term] = field(default_factory=list)
    file: str = FILE
    source: list[str] = field(default_factory=list)  # the data file's lines, to point at a placeholder

    def __post_init__(self) -> None:
        self._index: _Matcher | None = None
        taken = {slugify(TITLE)}
        for term in self.terms:
            anchor = base = slugify(term.term) or "term"
            n = 1
            while anchor in taken:
                n += 1
                anchor = f"{base}-{n}"
            taken.add(anchor)
            term.anchor = anchor

    def where(self, line: int) -> str:
        return f"{self.file}:{line}"

    def line_of(self, term: Term, key: str, written: str) -> int:
        """The line of ``key``'s value that holds ``written`` (a placeholder), else the value's first line."""
        first = term.lines.get(key, term.line)
        for number in range(first, term.ends.get(key, first) + 1):
            if 0 < number <= len(self.source) and written in self.source[number - 1]:
                return number
        return first

    def by_key(self) -> dict[str, Term]:
        return {t.key: t for t in self.terms}

    def matcher(self) -> _Matcher:
        if self._index is None:
            self._index = _Matcher(self.terms)
        return self._index

    def code_term(self, text: str) -> Term | None:
        """The code term a whole inline code element shows: ``grad_fn`` or ``retain_grad()``."""
        text = unicodedata.normalize("NFC", text.strip())
        return self.matcher().code.get(text[:-2] if text.endswith("()") else text)


class _Matcher:
    """Every surface form of every term, ready to be looked up."""

    def __init__(self, terms: list[Term]):
        self.nfc: dict[str, list[tuple[str, Term]]] = {}  # for text in NFC (nearly all): by first character
        self.nfd: dict[str, list[tuple[str, Term]]] = {}  # for other text, compared character by character
        self.code: dict[str, Term] = {}
        for term in terms:
            for surface in term.surfaces:
                if term.code:
                    self.code.setdefault(unicodedata.normalize("NFC", surface), term)
            for index, forms in ((self.nfc, {_nfc_lower(s) for s in term.surfaces}),
                                 (self.nfd, {_folded(s)[0] for s in term.surfaces})):
                for form in forms:
                    index.setdefault(form[0], []).append((form, term))
        for index in (self.nfc, self.nfd):
            for forms in index.values():
                forms.sort(key=lambda ft: (-len(ft[0]), ft[0]))


def _nfc_lower(text: str) -> str:
    return unicodedata.normalize("NFC", text).lower()


def fold(text: str) -> str:
    """The form two terms are compared in: NFC, case folded, inner spaces collapsed."""
    return " ".join(unicodedata.normalize("NFC", text).casefold().split())


# ----------------------------------------------------------------------------- loading


def load(path: Path, display: str = FILE) -> tuple[Glossary, list[Problem]]:
    """Read and check the data file; every problem names its line."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as err:
        return Glossary(file=display), [Problem(f"{display}:1", f"cannot read the glossary: {err}")]
    return loads(text, display)


def loads(text: str, display: str = FILE) -> tuple[Glossary, list[Problem]]:
    def at(line: int) -> str:
        return f"{display}:{line}"

    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        line = mark.line + 1 if mark else 1
        message = f"the glossary is not valid YAML: {err.problem or err}"
        lines = text.splitlines()
        if any("{{" in lines[n] for n in range(max(0, line - 2), min(len(lines), line))):
            message += " (a library fact holds ': ' and '{': write such a value in quotes or as a block, bn: >-)"
        return Glossary(file=display), [Problem(at(line), message)]
    except yaml.YAMLError as err:
        return Glossary(file=display), [Problem(at(1), f"the glossary is not valid YAML: {err}")]
    if root is None:
        return Glossary(file=display), []
    if not isinstance(root, yaml.SequenceNode):
        return Glossary(file=display), [
            Problem(at(root.start_mark.line + 1), "the glossary must be a YAML list of entries (- term: …)")
        ]
    terms: list[Term] = []
    problems: list[Problem] = []
    for node in root.value:
        term, found = _entry(node, at)
        problems += found
        if term is not None:
            terms.append(term)
    problems += _duplicates(terms, at)
    glossary = Glossary(terms, display, text.splitlines())
    for term in terms:
        for key in ("bn", "note"):
            for written, fact in facts_mod.find(getattr(term, key)):
                if isinstance(fact, ValueError):
                    message = f"{term.term!r}: malformed library fact {written}: {fact}"
                    problems.append(Problem(at(glossary.line_of(term, key, written)), message))
    return glossary, problems


def _entry(node: yaml.Node, at) -> tuple[Term | None, list[Problem]]:
    line = node.start_mark.line + 1
    if not isinstance(node, yaml.MappingNode):
        message = "a glossary entry is a mapping: term, en, bn, and optionally forms, note, code"
        return None, [Problem(at(line), message)]
    values: dict[str, yaml.Node] = {}
    problems: list[Problem] = []
    for key_node, value_node in node.value:
        key = key_node.value if isinstance(key_node, yaml.ScalarNode) else str(key_node)
        where = at(key_node.start_mark.line + 1)
        if key not in _KEYS:
            problems.append(Problem(where, f"unknown key {key!r} (allowed: {', '.join(sorted(_KEYS))})"))
        elif key in values:
            problems.append(Problem(where, f"key {key!r} appears twice in one entry"))
        else:
            values[key] = value_node
    lines = {k: v.start_mark.line + 1 for k, v in values.items()}
    ends = {k: max(lines[k], v.end_mark.line + (1 if v.end_mark.column else 0)) for k, v in values.items()}
    text: dict[str, str] = {}
    for key in _TEXT_KEYS:
        value = values.get(key)
        if value is None:
            text[key] = ""
        elif isinstance(value, yaml.ScalarNode):
            text[key] = unicodedata.normalize("NFC", " ".join(value.value.split()))
        else:
            problems.append(Problem(at(lines[key]), f"{key!r} must be text"))
            text[key] = ""
    name = text["term"] or "(no term)"
    if not text["term"]:
        problems.append(Problem(at(lines.get("term", line)), "an entry needs a term: the word as prose writes it"))
    for key, what in (("en", "an English name"), ("bn", "a Bengali definition")):
        if not text[key]:
            problems.append(Problem(at(lines.get(key, line)), f"{name!r} has an empty {key!r}: give it {what}"))
    forms: list[str] = []
    value = values.get("forms")
    items = [] if value is None else value.value if isinstance(value, yaml.SequenceNode) else [value]
    for item in items:
        if isinstance(item, yaml.ScalarNode) and " ".join(item.value.split()):
            forms.append(unicodedata.normalize("NFC", " ".join(item.value.split())))
        else:
            problems.append(Problem(at(item.start_mark.line + 1), f"{name!r}: each form is a non-empty word"))
    code = False
    if "code" in values:
        raw = values["code"].value if isinstance(values["code"], yaml.ScalarNode) else ""
        if str(raw).lower() in {"true", "yes", "on"}:
            code = True
        elif str(raw).lower() not in {"false", "no", "off"}:
            problems.append(Problem(at(lines["code"]), f"{name!r}: code is true or false"))
    for surface in (text["term"], *forms):
        if surface and not (_wordish(surface[0]) and unicodedata.category(surface[0])[0] != "M"
                            and _wordish(surface[-1])):
            problems.append(Problem(at(line), f"{name!r}: {surface!r} must begin with a letter or digit and end "
                                              "with a letter, vowel sign or digit"))
    if not text["term"]:
        return None, problems
    term = Term(text["term"], text["en"], text["bn"], tuple(forms), text["note"], code, line, lines, ends)
    return term, problems


def _duplicates(terms: list[Term], at) -> list[Problem]:
    seen: dict[str, tuple[Term, int]] = {}
    problems = []
    for term in terms:
        for n, surface in enumerate(term.surfaces):
            other, first = seen.setdefault(fold(surface), (term, n))
            if other is term and first == n:
                continue
            written = other.surfaces[first]
            same = "this entry" if other is term else f"{other.term!r} (line {other.line})"
            problems.append(
                Problem(at(term.line), f"duplicate term {surface!r}: {written!r} is already in {same}")
            )
    return problems


def fill_facts(
    glossary: Glossary, cache_dir: Path, runner: Runner | None = None
) -> tuple[list[Problem], facts_mod.Reading]:
    """Replace every library-fact placeholder with what the installed library says."""
    wanted: list[facts_mod.Fact] = []
    for term in glossary.terms:
        for key in ("bn", "note"):
            wanted += [f for _, f in facts_mod.find(getattr(term, key)) if isinstance(f, facts_mod.Fact)]
    reading = facts_mod.read(wanted, cache_dir, runner)
    problems = []
    if reading.failure:
        first = next(t for t in glossary.terms if facts_mod.PLACEHOLDER.search(t.bn + t.note))
        problems.append(
            Problem(glossary.where(first.line), f"the program that reads the library facts {reading.failure}")
        )
        return problems, reading
    for term in glossary.terms:
        for key in ("bn", "note"):
            for written, fact in facts_mod.find(getattr(term, key)):
                if isinstance(fact, facts_mod.Fact) and fact.key in reading.errors:
                    message = f"{term.term!r}: {written}: {reading.errors[fact.key]}"
                    problems.append(Problem(glossary.where(glossary.line_of(term, key, written)), message))
            setattr(term, key, facts_mod.substitute(getattr(term, key), reading.values))
    return problems, reading


# ----------------------------------------------------------------------------- text of a definition


def inline_html(text: str) -> str:
    """A definition to HTML: code spans become ``<code>``, everything else is escaped."""
    out, last = [], 0
    for m in _CODE_SPAN.finditer(text):
        out.append(html_mod.escape(text[last : m.start()], quote=False))
        out.append(f"<code>{html_mod.escape(m.group(2).strip(), quote=False)}</code>")
        last = m.end()
    out.append(html_mod.escape(text[last:], quote=False))
    return "".join(out)


def plain(text: str) -> str:
    """A definition as plain text (for a tooltip): code spans lose their backticks."""
    return _CODE_SPAN.sub(lambda m: m.group(2).strip(), text)


def term_html(term: Term) -> str:
    name = html_mod.escape(term.term, quote=False)
    return f"<code>{name}</code>" if term.code else name


# ----------------------------------------------------------------------------- matching


def _wordish(ch: str) -> bool:
    """Part of a word: a letter, a combining mark (vowel sign, virama, nukta…), a digit, ``_``, a joiner."""
    return unicodedata.category(ch)[0] in "LMN" or ch == "_" or ch in _JOINERS


def _bengali(ch: str) -> bool:
    return "\u0980" <= ch <= "\u09ff"


def _starts_word(stream: str, i: int) -> bool:
    if i == 0:
        return True
    before = stream[i - 1]
    if _wordish(before):
        return False
    # a hyphen after a word makes a compound: "non-leaf" holds no "leaf"
    return not (before in _HYPHENS and i >= 2 and _wordish(stream[i - 2]))


def _ends_word(stream: str, j: int) -> bool:
    if j >= len(stream):
        return True
    after = stream[j]
    if _wordish(after):
        return False
    # "tensor-এর" is tensor with a Bengali ending; "tensor-based" is another word
    return not (after in _HYPHENS and j + 1 < len(stream) and _wordish(stream[j + 1]) and not _bengali(stream[j + 1]))


def _folded(text: str) -> tuple[str, list[int]]:
    """Each character decomposed (NFD) and in lower case, and where each one begins in the result.

    Text and terms are compared in this form, so ``য়`` written as one code point
    or as ``য`` + nukta is the same letter, and a match can only begin and end
    where a whole character of the text does (it never takes half of ``ো``).
    """
    parts, starts, pos = [], [], 0
    for ch in text:
        part = ch.lower() if ch.isascii() else unicodedata.normalize("NFD", ch).lower()
        starts.append(pos)
        parts.append(part)
        pos += len(part)
    return "".join(parts), starts


def find_terms(stream: str, start: int, end: int, glossary: Glossary) -> list[tuple[int, int, Term]]:
    """Matches inside ``stream[start:end]`` (boundaries may look outside it), longest first, not overlapping."""
    matcher = glossary.matcher()
    text = stream[start:end]
    candidates = []
    if unicodedata.is_normalized("NFC", text):
        for run in _WORD_RUN.finditer(text):  # a term begins where a word does
            k = run.start()
            forms = matcher.nfc.get(text[k].lower())
            if not forms or not _starts_word(stream, start + k):
                continue
            for form, term in forms:
                stop = k + len(form)
                if text[k:stop].lower() == form and _ends_word(stream, start + stop):
                    candidates.append((start + k, start + stop, term))
    else:  # compare character by character, each decomposed
        folded, starts = _folded(text)
        char_at = {pos: k for k, pos in enumerate(starts)}
        char_at[len(folded)] = len(text)
        for k, pos in enumerate(starts):
            forms = matcher.nfd.get(folded[pos])
            if not forms or not _starts_word(stream, start + k):
                continue
            for form, term in forms:
                stop = char_at.get(pos + len(form))
                if stop is not None and folded.startswith(form, pos) and _ends_word(stream, start + stop):
                    candidates.append((start + k, start + stop, term))
    candidates.sort(key=lambda c: (c[0] - c[1], c[0]))
    chosen: list[tuple[int, int, Term]] = []
    taken = [False] * (end - start)
    for i, j, term in candidates:
        if not any(taken[i - start : j - start]):
            chosen.append((i, j, term))
            for k in range(i - start, j - start):
                taken[k] = True
    return sorted(chosen, key=lambda c: c[0])


def matches(text: str, glossary: Glossary) -> list[tuple[str, Term]]:
    """Terms in a plain text, in order: (the text matched, its term). For tests and tools."""
    return [(text[i:j], term) for i, j, term in find_terms(text, 0, len(text), glossary)]


# ----------------------------------------------------------------------------- HTML


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


def abbr(term: Term, inner: str) -> str:
    title = html_mod.escape(term.title, quote=True)
    return f'<abbr class="ps-term" tabindex="0" title="{title}">{inner}</abbr>'


def annotate(source: str, glossary: Glossary) -> tuple[str, list[Term]]:
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
                    inner = abbr(term, inner)
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
                    pieces += [token.raw[last : i - start], abbr(term, token.raw[i - start : j - start])]
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


def terms_in_text(text: str, glossary: Glossary) -> list[Term]:
    """Terms a short Markdown text uses (a lesson's objectives, shown in its header)."""
    return annotate(f"<p>{inline_html(text)}</p>", glossary)[1]


# ----------------------------------------------------------------------------- generated sections and page


def add_section(markdown: str) -> str:
    """A lesson's Markdown with an empty শব্দকোষ section at its end (filled after rendering)."""
    return f"{markdown.rstrip()}\n\n## {TITLE}\n\n{SLOT}\n"


def _entries(terms: Iterable[Term], href: str | None) -> str:
    rows = []
    for term in terms:
        name = term_html(term)
        if href is not None:
            name = f'<a href="{html_mod.escape(href, quote=True)}#{term.anchor}">{name}</a>'
        en = ""
        if fold(term.en) != term.key:
            en = f' <span class="ps-glossary__en" lang="en">{html_mod.escape(term.en, quote=False)}</span>'
        anchor = "" if href is not None else f' id="{term.anchor}"'
        note = f'<p class="ps-glossary__note">{inline_html(term.note)}</p>' if term.note else ""
        rows.append(f"<dt{anchor}>{name}{en}</dt>\n<dd><p>{inline_html(term.bn)}</p>{note}</dd>")
    return '<dl class="ps-glossary">\n' + "\n".join(rows) + "\n</dl>"


def section_html(terms: list[Term], glossary_href: str) -> str:
    """The body of a lesson's শব্দকোষ: the terms it used, in the order it first used them."""
    link = f'<a href="{html_mod.escape(glossary_href, quote=True)}">শব্দকোষের পাতায়</a>'
    if not terms:
        return f'<p class="ps-glossary-intro">এই পর্বে শব্দকোষের কোনো পরিভাষা আসেনি। সব পরিভাষা আছে {link}।</p>'
    intro = (
        f'<p class="ps-glossary-intro">এই পর্বে যে পরিভাষাগুলো এসেছে, প্রথম দেখা পাওয়ার ক্রমে। '
        f"সব পরিভাষা একসঙ্গে আছে {link}।</p>"
    )
    return intro + "\n" + _entries(terms, glossary_href)


def fill_section(source: str, terms: list[Term], glossary_href: str) -> str:
    """Put the list into the slot ``add_section`` left (a page without the slot is returned as is)."""
    return source.replace(SLOT, section_html(terms, glossary_href), 1)


def sorted_terms(glossary: Glossary) -> list[Term]:
    """Alphabetical by term: Latin before Bengali, each by code point, case ignored."""
    return sorted(glossary.terms, key=lambda t: (t.key, t.term))


def page_markdown(glossary: Glossary) -> str:
    """The site glossary page (generated, never committed): every term, alphabetically."""
    intro = (
        "এই course-এ যে পরিভাষাগুলো আসে, তাদের মানে এক জায়গায়। পাঠের ভেতরে কোনো পরিভাষার প্রথম ব্যবহারের "
        "নিচে বিন্দু-রেখা থাকে। তার ওপর মাউস রাখলে, বা Tab চেপে সেখানে পৌঁছালে, এই মানেটিই ছোট করে দেখা যায়।"
    )
    body = _entries(sorted_terms(glossary), None) if glossary.terms else "<p>এখনো কোনো পরিভাষা যোগ হয়নি।</p>"
    return f"# {TITLE}\n\n{intro}\n\n{body}\n"


def unused(glossary: Glossary, used_keys: set[str]) -> list[Problem]:
    """Terms no page of the site uses (a warning: the term is dead weight or the prose lacks it)."""
    return [
        Problem(glossary.where(t.line), f"glossary term {t.term!r} is used on no page of the site")
        for t in glossary.terms
        if t.key not in used_keys
    ]
