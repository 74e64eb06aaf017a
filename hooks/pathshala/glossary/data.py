"""The glossary's data: one YAML file of terms, read and checked; library facts filled from a run.

``course/glossary.yml`` is a YAML list; each entry has ``term`` (as prose
writes it), optional ``forms`` (other surface forms), ``en`` (English name),
``bn`` (Bengali definition), optional ``note``, optional ``code: true`` (an
identifier: it also matches a whole inline ``code`` element, ``grad_fn`` or
``retain_grad()``), optional ``spoken`` (Bengali spellings a reader types in
search, গ্রেডিয়েন্ট for gradient: ``search_words.py``). Definitions may hold code spans and library facts
(``facts.py``). Duplicate terms or forms, empty definitions, unknown keys and
malformed YAML are problems that name the file's line.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import yaml

from ..content.text import slugify
from ..content.yamlblock import BlockError, compose
from ..problems import Problem, Stage
from ..project import GLOSSARY
from ..rendering import facts as facts_mod
from .definition import plain
from .forms import bengali, fold, folded, nfc_lower, wordish

if TYPE_CHECKING:
    from ..running.runner import Runner

FILE = GLOSSARY  # project.py spells every course path
TITLE = "শব্দকোষ"
_KEYS = {"term", "forms", "en", "bn", "note", "code", "spoken"}
_TEXT_KEYS = ("term", "en", "bn", "note")


@dataclass
class Term:
    term: str
    en: str
    bn: str  # a definition: text with code spans; library facts filled by ``fill_facts``
    forms: tuple[str, ...] = ()
    note: str = ""
    code: bool = False
    spoken: tuple[str, ...] = ()  # Bengali spellings a reader may type in search (গ্রেডিয়েন্ট): search_words.py
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

    def problem(self, line: int, message: str, **kind) -> Problem:
        """A problem of this data file at ``line`` (course data, unless ``kind`` says otherwise)."""
        return Problem(self.file, line, message, **{"stage": Stage.COURSE, **kind})

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
            for index, forms in ((self.nfc, {nfc_lower(s) for s in term.surfaces}),
                                 (self.nfd, {folded(s)[0] for s in term.surfaces})):
                for form in forms:
                    index.setdefault(form[0], []).append((form, term))
        for index in (self.nfc, self.nfd):
            for listed in index.values():
                listed.sort(key=lambda ft: (-len(ft[0]), ft[0]))


def load(path: Path, display: str = FILE) -> tuple[Glossary, list[Problem]]:
    """Read and check the data file; every problem names its line."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as err:
        return Glossary(file=display), [Problem(display, 1, f"cannot read the glossary: {err}", stage=Stage.COURSE)]
    return loads(text, display)


def loads(text: str, display: str = FILE) -> tuple[Glossary, list[Problem]]:
    def at(line: int, message: str) -> Problem:
        return Problem(display, line, message, stage=Stage.COURSE)

    try:
        root = compose(text, 1)
    except BlockError as err:
        line = err.line
        message = f"the glossary: {err}"
        lines = text.splitlines()
        if any("{{" in lines[n] for n in range(max(0, line - 2), min(len(lines), line))):
            message += " (a library fact holds ': ' and '{': write such a value in quotes or as a block, bn: >-)"
        return Glossary(file=display), [at(line, message)]
    if root is None:
        return Glossary(file=display), []
    if not isinstance(root, yaml.SequenceNode):
        return Glossary(file=display), [
            at(root.start_mark.line + 1, "the glossary must be a YAML list of entries (- term: …)")
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
                    problems.append(at(glossary.line_of(term, key, written), message))
    return glossary, problems


def _entry(node: yaml.Node, at) -> tuple[Term | None, list[Problem]]:
    line = node.start_mark.line + 1
    if not isinstance(node, yaml.MappingNode):
        message = "a glossary entry is a mapping: term, en, bn, and optionally forms, note, code, spoken"
        return None, [at(line, message)]
    values: dict[str, yaml.Node] = {}
    problems: list[Problem] = []
    for key_node, value_node in node.value:
        key = key_node.value if isinstance(key_node, yaml.ScalarNode) else str(key_node)
        where = key_node.start_mark.line + 1
        if key not in _KEYS:
            problems.append(at(where, f"unknown key {key!r} (allowed: {', '.join(sorted(_KEYS))})"))
        elif key in values:
            problems.append(at(where, f"key {key!r} appears twice in one entry"))
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
            problems.append(at(lines[key], f"{key!r} must be text"))
            text[key] = ""
    name = text["term"] or "(no term)"
    if not text["term"]:
        problems.append(at(lines.get("term", line), "an entry needs a term: the word as prose writes it"))
    for key, what in (("en", "an English name"), ("bn", "a Bengali definition")):
        if not text[key]:
            problems.append(at(lines.get(key, line), f"{name!r} has an empty {key!r}: give it {what}"))
    forms: list[str] = []
    value = values.get("forms")
    items = [] if value is None else value.value if isinstance(value, yaml.SequenceNode) else [value]
    for item in items:
        if isinstance(item, yaml.ScalarNode) and " ".join(item.value.split()):
            forms.append(unicodedata.normalize("NFC", " ".join(item.value.split())))
        else:
            problems.append(at(item.start_mark.line + 1, f"{name!r}: each form is a non-empty word"))
    code = False
    if "code" in values:
        raw = values["code"].value if isinstance(values["code"], yaml.ScalarNode) else ""
        if str(raw).lower() in {"true", "yes", "on"}:
            code = True
        elif str(raw).lower() not in {"false", "no", "off"}:
            problems.append(at(lines["code"], f"{name!r}: code is true or false"))
    spoken: list[str] = []
    value = values.get("spoken")
    items = [] if value is None else value.value if isinstance(value, yaml.SequenceNode) else [value]
    for item in items:
        word = unicodedata.normalize("NFC", item.value.strip()) if isinstance(item, yaml.ScalarNode) else ""
        if word and all(bengali(ch) for ch in word):
            spoken.append(word)
        else:
            problems.append(at(item.start_mark.line + 1, f"{name!r}: each spoken spelling is one word in Bengali "
                                                        f"letters, as a reader types it in search (got {word!r})"))
    for surface in (text["term"], *forms):
        if surface and not (wordish(surface[0]) and unicodedata.category(surface[0])[0] != "M"
                            and wordish(surface[-1])):
            problems.append(at(line, f"{name!r}: {surface!r} must begin with a letter or digit and end "
                                              "with a letter, vowel sign or digit"))
    if not text["term"]:
        return None, problems
    term = Term(text["term"], text["en"], text["bn"], tuple(forms), text["note"], code, tuple(spoken), line, lines,
                ends)
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
                at(term.line, f"duplicate term {surface!r}: {written!r} is already in {same}")
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
        first = next(t for t in glossary.terms if facts_mod.placeholders(t.bn + t.note))
        problems.append(
            glossary.problem(first.line, f"the program that reads the library facts {reading.failure}")
        )
        return problems, reading
    for term in glossary.terms:
        for key in ("bn", "note"):
            for written, fact in facts_mod.find(getattr(term, key)):
                if isinstance(fact, facts_mod.Fact) and fact.key in reading.errors:
                    message = f"{term.term!r}: {written}: {reading.errors[fact.key]}"
                    problems.append(glossary.problem(glossary.line_of(term, key, written), message))
            setattr(term, key, facts_mod.substitute(getattr(term, key), reading.values))
    return problems, reading
