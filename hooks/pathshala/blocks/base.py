"""What a kind of block gives the build, the place a block is known by, and what each step hands it.

A kind (``Kind``) is one module of this package: it ``parse``s a fenced block of its language into
a frozen spec that knows its place (``Ref``, page line, the line of every value), ``check``s it
against the page's runs once they ran, renders it to ``html`` from its template, writes it as
``markdown`` (and cells) for the lesson's notebook, and says which ``inputs`` its rendered HTML
depends on (the memo's key). ``blocks/__init__.py`` lists the kinds; nothing else in the engine
dispatches on a kind's name.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from markupsafe import Markup

from .. import PathshalaError
from ..content import claims as claims_mod
from ..content.yamlblock import BlockError, Located, load
from ..problems import Problem
from ..running.runs import RUN
from .syntax import REF, Opening, page_lesson

if TYPE_CHECKING:
    from ..rendering.inpage import Core
    from ..rendering.templates import Templates
    from ..running.result import RunResult
    from ..running.runs import RunSpec


class Family(Enum):
    """Which count a block's place takes on its page: executed fences (``page#n``) or widgets (``page@n``)."""

    FENCE = "#"
    WIDGET = "@"


@dataclass(frozen=True, order=True)
class Ref:
    """A block's place in the build model: its page, its family and its position among that family's blocks.

    The text form (``str``) is what the build writes on a block's opening line (``ps_ref="…"``) for the
    renderer to find it again, and ``Ref.parse`` reads it back; nothing else splits it. A run a block asks
    for is known by its block's ``Ref`` and the run's name (``PageModel.runs``).
    """

    page: str
    family: Family
    index: int

    def __str__(self) -> str:
        return f"{self.page}{self.family.value}{self.index}"

    @classmethod
    def parse(cls, text: str) -> Ref:
        m = _REF.match(text)
        if m is None:
            raise ValueError(f"{text!r} is not the place of a block (page#n or page@n)")
        family = Family.FENCE if m["mark"] == "#" else Family.WIDGET
        return cls(m["page"], family, int(m["index"]))


_REF = re.compile(r"^(?P<page>.+?)(?P<mark>[#@])(?P<index>\d+)$")


class RunView(Protocol):
    """What a kind reads of one run the site pass made (``model.Run``)."""

    @property
    def spec(self) -> RunSpec | None: ...

    @property
    def shown(self) -> RunResult | None: ...


class PageView(Protocol):
    """What a kind reads of its page in the build model (``model.PageModel``): the runs of its blocks, found by
    their place and name, and the page's recorded runs by name. Kinds name this, never the model itself, so
    the build model may hold their specs without the two modules importing each other."""

    @property
    def page(self) -> str: ...

    def shown(self, block: Block, name: str = RUN) -> RunResult | None: ...

    def runs_of(self, block: Block) -> dict[str, RunResult | None]: ...

    def missing(self, block: Block, name: str = RUN) -> dict[str, str]: ...

    def unchecked(self) -> dict[str, str]: ...

    def named(self, name: str) -> RunView | None: ...

    def titles(self) -> dict[str, str]: ...


class SiteView(Protocol):
    """What a kind reads of the whole build model (``model.SiteModel``): the project's folder."""

    @property
    def root(self) -> Path: ...


@dataclass
class Scan:
    """What parsing one page's blocks shares: the page, the project, the places given so far, the ids seen."""

    page: str
    root: Path
    counts: dict[Family, int] = field(default_factory=lambda: {f: 0 for f in Family})
    ids: set[tuple[str, str]] = field(default_factory=set)  # (kind, id) of the widgets so far
    names: dict[str, Any] = field(default_factory=dict)  # executed fences by name (the first of each name)
    _core: Core | PathshalaError | None = None

    def place(self, family: Family) -> Ref:
        """The next place of this family on the page (taken only by a block that parsed)."""
        return Ref(self.page, family, self.counts[family])

    def taken(self, family: Family) -> None:
        self.counts[family] += 1

    def problem(self, line: int, message: str, **kind) -> Problem:
        return Problem.on_page(self.page, line, message, **kind)

    def core(self) -> Core:
        """The self-hosted Pyodide core, read once a page (PathshalaError when it is not installed)."""
        from ..rendering import inpage

        if self._core is None:
            try:
                self._core = inpage.load_core(self.root)
            except PathshalaError as err:
                self._core = err
        if isinstance(self._core, PathshalaError):
            raise self._core
        return self._core


@dataclass
class Render:
    """What rendering one block reads: the build model, its page, the page's Markdown and the templates."""

    model: SiteView
    page: PageView
    md: Any  # the page's Markdown instance (markdown-exec lays out a fence with it)
    templates: Templates

    @property
    def titles(self) -> dict[str, str]:
        """Fence name → its label: a claim's tooltip names the run it quotes."""
        return self.page.titles()

    @property
    def unchecked(self) -> dict[str, str]:
        """Fence name → the capabilities it lacked: its run was not made here, so claims citing it are unchecked."""
        return self.page.unchecked()

    def shown(self, block: Block, name: str = RUN) -> RunResult:
        """A run of this block as the page shows it; an error when the site pass recorded none."""
        found = self.page.shown(block, name)
        if found is None:
            raise PathshalaError(f"{block.where}: no run was recorded for the {block.kind} block here")
        return found


@dataclass
class Notebook:
    """What writing one lesson's notebook shares: links to the page, the code cells so far, the modules carried."""

    page: PageView
    root: Path | None
    link: str | None  # the lesson page's URL from the notebook, for "see it on the page"; None: no link
    count: int = 0  # code cells numbered so far
    written: set[str] = field(default_factory=set)  # sibling modules already written by a %%writefile cell

    def on_page(self, anchor: str, words: str) -> str:
        """An italic line that sends the reader to the page (linked when the notebook knows where it is)."""
        return f"*{words}: [পাতায় দেখুন]({self.link}{anchor})।*" if self.link else f"*{words}: পাতায় দেখুন।*"


@dataclass(frozen=True)
class Reading:
    """What a block adds to its section's reading time (``gate.reading_time``)."""

    code_lines: int = 0
    runs: int = 0
    widgets: int = 0
    files: tuple[tuple[str, int], ...] = ()  # what the code lines are: (a shown file or place, its lines)


def _no_check(spec: Any, page: PageView) -> list[Problem]:
    return []


def _no_runs(spec: Any, root: Path) -> dict[str, RunSpec]:
    return {}


def _no_folders(spec: Any) -> tuple[str, ...]:
    return ()


@dataclass(frozen=True)
class Kind:
    """One kind of block, as its module gives it (see the module docstring of ``blocks/base.py``).

    ``parse(opening, scan)`` → (spec or None, problems); ``check(spec, page)`` → problems once the
    page's runs are in; ``html(spec, render)`` → markup; ``inputs(spec, render)`` → what the HTML
    depends on besides the spec (JSON-able); ``markdown(spec, notebook)`` → the notebook's Markdown
    lines (text) and cells (nbformat cells) for the block; ``reading(spec)`` → its reading time.
    ``runs(spec, root)`` → {name: RunSpec}: every run the block asks for (``runs.py``: a job and what
    it must show): an executed fence's one run, a predict block's hidden snippet, an exercise's proof
    (one per file). The site pass plans, runs, records and verifies them all alike (same sealed runner,
    same cache) and keeps one record per (place, run name); ``check`` reads them with
    ``page.runs_of(spec)``, ``html`` with ``render.shown(spec, name)``. ``folders(spec)``: the snippet
    folders (repo-relative) its runs read besides their jobs' own, so a page is checked again when one
    changes.
    ``proofs``: see the field.
    ``shown_fields``: the paths of a widget's text a reader sees (the gate reads their words);
    ``family``: which count its place takes; ``languages``: the fence languages it reads;
    ``owns(options)``: whether a block of such a language is this kind's (an executed fence needs
    ``exec="on"``; a plain ``python`` block is no block of ours).
    """

    name: str
    languages: tuple[str, ...]
    family: Family
    parse: Callable[[Opening, Scan], tuple[Any, list[Problem]]]
    html: Callable[[Any, Render], Markup]
    inputs: Callable[[Any, Render], dict]
    markdown: Callable[[Any, Notebook], list]
    reading: Callable[[Any], Reading]
    check: Callable[[Any, PageView], list[Problem]] = _no_check
    owns: Callable[[dict[str, str]], bool] = lambda options: True
    runs: Callable[[Any, Path], dict[str, RunSpec]] = _no_runs
    folders: Callable[[Any], tuple[str, ...]] = _no_folders
    shown_fields: frozenset[tuple] = frozenset()
    # proofs(specs, root) -> ({ref: {name: (key, run)}}, note): runs made for all of a build's blocks of this kind
    # at once (an exercise's proof in Pyodide: one Node process for the site), added to each block's runs before
    # ``check``; ``note`` names a missing wall ('' none). None: the kind has none.
    proofs: Callable[[list[Any], Any], tuple[dict, str]] | None = None

    def shows(self, path: tuple) -> bool:
        """Is the text at this path of a widget's YAML shown to the reader? (list indices match ``*``)"""
        return tuple("*" if isinstance(p, int) else p for p in path) in self.shown_fields


# -- widgets: blocks whose body is YAML ------------------------------------------------------------------

_ID = re.compile(r"^[A-Za-z0-9][\w-]*$")


@dataclass(frozen=True, kw_only=True)
class Block:
    """What every block's spec holds, fence or widget: its kind's name, its place, its opening line as written.

    ``lesson`` is the page's name without ``.md`` (anchors are made unique across lessons with it), for
    every block; the folder a run's recordings live in is its ``runs.Recording``'s, never a block's.
    """

    kind: str
    ref: Ref
    line: int  # 1-based line of the block's opening fence in the page file
    info: str  # the opening line's info string, as written

    @property
    def page(self) -> str:
        return self.ref.page

    @property
    def where(self) -> str:
        return f"docs/{self.page}:{self.line}"

    @property
    def lesson(self) -> str:
        """The page's name without ``.md``."""
        return page_lesson(self.page)

    def problem(self, message: str, **kind) -> Problem:
        """A problem located at this block's opening line."""
        return Problem.on_page(self.page, self.line, message, **kind)


@dataclass(frozen=True)
class Widget(Block):
    """A block written as YAML: its YAML (with the page line of each value) and the claims its text makes."""

    located: Located
    claims: tuple[claims_mod.Claim, ...]

    @property
    def data(self) -> Any:
        return self.located.data

    def problem(self, message: str, path: tuple = (), **kind) -> Problem:
        """A problem at this widget, or at the line of the value at ``path``."""
        return Problem.on_page(self.page, self.located.line(*path) if path else self.line, message, **kind)


def load_widget(opening: Opening, scan: Scan, kind: str, required: set[str], optional: set[str],
                check: Callable[[dict, Located], None]) -> tuple[Located | None, tuple, list[Problem]]:
    """A widget's YAML read and checked: (its data with lines, its claims, problems); None when it is refused.

    A widget takes no options on its opening line (its fields are YAML inside); its fields are
    ``required`` and ``optional``; ``check`` raises ``BlockError`` naming the line at fault; an ``id``
    is unique among the page's widgets of the same kind. Every kind written as YAML reads its block
    here (the quiz, the predict block, the exercise).
    """
    a = "an" if kind[:1] in "aeiou" else "a"
    extra = sorted({key for key, _ in opening.options} - {REF})
    if extra:
        return None, (), [scan.problem(opening.line, f"{a} {kind} block takes no options on its first line "
                                                     f"(found {extra[0]}=): its fields are YAML inside")]
    try:
        located = load("\n".join(opening.body), opening.line + 1)
        data = located.data
        if not isinstance(data, dict):
            raise BlockError(opening.line + 1, f"{a} {kind} block is a YAML mapping of its fields")
        for key in sorted(set(data) - required - optional, key=str):  # a YAML key may be a number
            raise BlockError(located.line(key), f"unknown field {key!r} in {a} {kind} block "
                                                f"(its fields: {', '.join(sorted(required | optional))})")
        for key in sorted(required - set(data)):
            raise BlockError(opening.line + 1, f"{a} {kind} block needs {key!r}")
        check(data, located)
    except BlockError as err:
        return None, (), [scan.problem(err.line, f"{kind} block: {err}")]
    if "id" in data:
        if (kind, str(data["id"])) in scan.ids:
            return None, (), [scan.problem(opening.line, f"two {kind} blocks on this page have id {data['id']!r}")]
        scan.ids.add((kind, str(data["id"])))
    claims, problems = [], []
    for path, value in strings(data):  # code spans skipped, as the templates render them
        found, bad = claims_mod.in_text(scan.page, located.line(*path), value)
        claims += found
        problems += bad
    return located, tuple(claims), problems


def strings(data: Any, path: tuple = ()) -> Iterator[tuple[tuple, str]]:
    """Every text value of a block with its path (for claims)."""
    if isinstance(data, dict):
        for key, value in data.items():
            yield from strings(value, (*path, key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from strings(value, (*path, i))
    elif isinstance(data, str):
        yield path, data


def text_field(data: dict, key: Any, located: Located, path: tuple) -> str:
    """A field that must be non-empty text (a number is text too); BlockError names its line."""
    value = data.get(key)
    if not isinstance(value, str | int | float) or isinstance(value, bool) or not str(value).strip():
        raise BlockError(located.line(*path, key), f"{'.'.join(map(str, (*path, key)))} must be non-empty text")
    return str(value)


def list_field(data: dict, key: str, located: Located, minimum: int) -> list:
    value = data.get(key)
    if not isinstance(value, list) or len(value) < minimum:
        raise BlockError(located.line(key), f"{key} must be a list of at least {minimum}")
    return value


def check_id(data: dict, located: Located) -> None:
    if "id" in data and not _ID.match(str(data["id"])):
        raise BlockError(located.line("id"), "id must be letters, digits, - and _")


def one_line(text: object) -> str:
    """A widget's text on one line, claims as their numbers: for the notebook's Markdown."""
    return claims_mod.plain(" ".join(str(text).split()))


def widget_inputs(spec: Widget, render: Render) -> dict:
    """What a widget's HTML is made of: its YAML, its page's name and the labels its claims name."""
    return {"kind": spec.kind, "data": spec.data, "page": spec.page, "titles": render.titles,
            "unchecked": render.unchecked}


def reading_of_widget(spec: Any) -> Reading:
    return Reading(widgets=1)
