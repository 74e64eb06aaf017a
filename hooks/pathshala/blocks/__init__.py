"""The kinds of block a page may hold, one module each, registered here (as markdown-exec registers its
formatters): the executed fence, the widgets written as YAML (quiz, order, stepper, predict), and the
checked exercise (a package of its own, ``pathshala.exercise``).

Adding a kind is one module here (its ``parse``, ``check``, ``html``, ``markdown``, ``inputs``,
``reading`` and, if it runs code, ``runs``, bundled as its ``KIND``), its template under
``templates/blocks/``, and one line below. Everything else (finding its blocks in a page, placing
them in the build model, running, recording and checking its runs, SuperFences' formatter, the memo
of rendered blocks, the notebook, the authoring gate's word count and reading time) goes through
this registry. ``contributing/architecture.md`` walks through an example.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from pathlib import Path

from ..problems import Problem
from .base import Block, Family, Kind, Notebook, Reading, Ref, Render, Scan, Widget, reading_of_widget
from .fence import FenceSpec
from .syntax import REF, Opening, iter_blocks, openings, page_lesson, parse_info, prose_lines, truthy

__all__ = [
    "KINDS",
    "REF",
    "Block",
    "Family",
    "FenceSpec",
    "Kind",
    "Notebook",
    "Opening",
    "PageBlocks",
    "Reading",
    "Ref",
    "Render",
    "Widget",
    "iter_blocks",
    "kind_of",
    "languages",
    "openings",
    "page_lesson",
    "parse_info",
    "prose_lines",
    "scan_fences",
    "scan_page",
    "truthy",
    "widget_kind",
]


def registry(*modules: str) -> dict[str, Kind]:
    """Each module's kind, by its name (the first kind that owns a language reads its blocks).

    A module is named relative to this package (``"quiz"``: ``blocks/quiz.py``) or in full
    (``"pathshala.exercise"``: a package of its own). It gives its ``KIND``, or the functions a
    ``Kind`` is made of under their own names (``parse``, ``html``, ``inputs``, ``markdown``, and
    optionally ``check``, ``reading``, ``owns``, ``runs``, ``folders``, with ``LANGUAGES``, ``FAMILY`` and
    ``SHOWN_FIELDS``; see ``kind_of_module``). The kind is named after its module's last part.
    """
    kinds = {}
    for dotted in modules:
        module = importlib.import_module(dotted if "." in dotted else f"{__name__}.{dotted}")
        name = dotted.rpartition(".")[2]
        kind = getattr(module, "KIND", None) or kind_of_module(module, name)
        if kind.name != name:
            raise ValueError(f"{module.__name__} registers a kind named {kind.name!r}: name it after its module")
        kinds[name] = kind
    return kinds


def kind_of_module(module, name: str) -> Kind:
    """The kind a module gives as functions (no ``KIND``): a widget of language ``name`` unless it says otherwise."""
    missing = [f for f in ("parse", "html", "inputs", "markdown") if not callable(getattr(module, f, None))]
    if missing:
        raise ValueError(f"{module.__name__} is no kind of block: it has no KIND and no {', '.join(missing)}")
    optional = {f: getattr(module, f) for f in ("check", "reading", "owns", "runs", "folders")
                if callable(getattr(module, f, None))}
    return Kind(name=name, languages=tuple(getattr(module, "LANGUAGES", (name,))),
                family=getattr(module, "FAMILY", Family.WIDGET), parse=module.parse, html=module.html,
                inputs=module.inputs, markdown=module.markdown, reading=optional.pop("reading", reading_of_widget),
                shown_fields=frozenset(getattr(module, "SHOWN_FIELDS", ())), **optional)


KINDS: dict[str, Kind] = registry(
    "fence",
    "quiz",
    "order",
    "stepper",
    "predict",
    "pathshala.exercise",
)


def kind_of(language: str, options: dict[str, str]) -> Kind | None:
    """The kind of a block with this language and these options, None for a block that is not ours."""
    return next((k for k in KINDS.values() if language in k.languages and k.owns(options)), None)


def widget_kind(language: str) -> Kind | None:
    """The kind of widget a block of this language is (a widget's opening line has no options), or None."""
    kind = kind_of(language, {})
    return kind if kind is not None and kind.family is Family.WIDGET else None


def languages() -> list[str]:
    """Every fence language some kind reads (SuperFences gets a formatter for each)."""
    return sorted({language for kind in KINDS.values() for language in kind.languages})


@dataclass
class PageBlocks:
    """A page's blocks as the site pass keeps them: executed fences and widgets, each in page order, and what
    is wrong with each family's (a reader of the build log expects a page's runs before its quizzes)."""

    fences: list[FenceSpec] = field(default_factory=list)
    widgets: list[Widget] = field(default_factory=list)
    problems: dict[Family, list[Problem]] = field(default_factory=lambda: {f: [] for f in Family})


def scan_page(page: str, text: str, root: Path) -> PageBlocks:
    """Every block of one page parsed by its kind, and what is wrong with any of them."""
    scan = Scan(page, root)
    found = PageBlocks()
    for opening in openings(page, text):
        kind = kind_of(opening.language, opening.option)
        if kind is None:
            continue
        spec, problems = kind.parse(opening, scan)
        found.problems[kind.family] += problems
        if spec is not None:
            (found.fences if kind.family is Family.FENCE else found.widgets).append(spec)
    return found


def scan_fences(page: str, text: str, root: Path) -> tuple[list[FenceSpec], list[Problem]]:
    """A page's executed fences alone, and what is wrong with them (for tools that run snippets, not pages)."""
    found = scan_page(page, text, root)
    return found.fences, found.problems[Family.FENCE]
