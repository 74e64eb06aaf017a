"""Find the executed fences of a page, in markdown-exec's syntax, before MkDocs renders.

The build needs every snippet of the site up front (to run the uncached ones
in parallel and to report every drift at once), so it reads the fences from
the raw Markdown itself. A fence is executed when markdown-exec would execute
it (``exec="on"``); its body is either one ``--8<-- "lesson/name.py"`` include
of a snippet file, or code written in the page (which then needs an ``id``).
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from difflib import get_close_matches
from pathlib import Path
from typing import TYPE_CHECKING

from . import PathshalaError, inpage
from .compare import NOISE_FLOOR
from .problems import Problem, Stage
from .sandbox import Limits
from .settings import DEFAULT_TIMEOUT_S, MAX_TIMEOUT_S
from .snippet_folder import FolderError, figure_recording, local_modules, output_recording, read_snippet

if TYPE_CHECKING:
    from .recorded import Verdict
    from .result import RunResult

_OPEN = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})[ \t]*(?P<info>.*)$")
_OPTION = re.compile(r"""(?P<key>[A-Za-z_][\w-]*)=(?:"(?P<dq>[^"]*)"|'(?P<sq>[^']*)'|(?P<bare>[^\s"']+))""")
_INCLUDE = re.compile(r"""^-+8<-+\s+(?:"(?P<dq>[^"]+)"|'(?P<sq>[^']+)')\s*$""")
_NAME = re.compile(r"^[A-Za-z0-9][\w-]*$")
EXEC_LANGUAGES = {"python", "py"}
_REFUSED = {
    "session": "sessions share state between blocks; here every snippet runs alone",
    "workdir": "every snippet runs in its own scratch folder",
}
# markdown-exec's own options (its validator reads them at render time) and the code block's.
MARKDOWN_EXEC_OPTIONS = frozenset(
    {"exec", "id", "idprefix", "html", "source", "result", "returncode", "session", "updatetoc", "tabs", "workdir",
     "width", "title", "hl_lines", "linenums"}
)
OUR_OPTIONS = frozenset(
    {"timeout", "figures", "inpage", "tolerance", "noise_floor", "limits", "network", "varies"}
)
REF = "ps_ref"  # the attribute the build adds to a fence's opening line: its place in the build model


@dataclass
class Fence:
    """One executed fence of a page."""

    page: str  # docs-relative, e.g. "08-autograd-internals.md"
    line: int  # 1-based line of the opening fence in the page file
    code: str
    options: dict[str, str] = field(default_factory=dict)
    snippet: str | None = None  # repo-relative "snippets/<lesson>/<name>.py", None for code in the page
    name: str = ""
    lesson: str = ""  # the snippets/ folder its recorded output lives in
    timeout: float = DEFAULT_TIMEOUT_S
    returncode: int = 0
    figures: tuple[str, ...] = ()  # SVG files the snippet writes, shown under its output
    inpage: str = ""  # "python" or "numpy": a reader may also run it in the page (Pyodide; see inpage.py)
    tolerance: float | None = None  # numbers may also differ by this fraction of their size (see compare)
    noise_floor: float = NOISE_FLOOR  # smaller printed numbers are flagged as rounding noise (0: never)
    limits: Limits = field(default_factory=Limits)  # resources of its run (sandbox.Limits)
    network: bool = False  # may its run reach the network? (off unless the fence says network="on")
    # varies="regex": output lines it matches may change with the libraries (a printed version);
    # a run that differs from its recording only on such lines is "varies", not drift (recorded.py).
    varies: re.Pattern | None = None
    exercise: bool = False  # a predict block's snippet: run and checked, its code not shown as a fence
    info: str = ""  # the opening line's info string, as written
    ref: str = ""  # its place in the build model: "<page>#<n>", n counting this page's fences
    key: str = ""  # its run's cache key (the site pass's plan)
    # Filled by the site pass:
    run: RunResult | None = None  # what this build's run printed
    shown: RunResult | None = None  # what the page shows: the recording where the run agrees with it
    verdicts: list[Verdict] = field(default_factory=list)

    def recorded_figure(self, name: str) -> str:
        return figure_recording(self.lesson, self.name, name)

    @property
    def folder(self) -> Path | None:
        """The snippet's folder, repo-relative (None for code written in the page)."""
        return Path(self.snippet).parent if self.snippet else None

    def modules(self, root: Path) -> dict[str, bytes]:
        """The sibling modules this code imports (they travel with it: scratch folder, notebook, page)."""
        return local_modules(self.code, root / self.folder if self.folder else None)

    @property
    def where(self) -> str:
        return f"docs/{self.page}:{self.line}"

    def problem(self, message: str, **kind) -> Problem:
        """A problem located at this fence's opening line."""
        return Problem.on_page(self.page, self.line, message, **kind)

    @property
    def label(self) -> str:
        return self.snippet or f"code in docs/{self.page} (id {self.name})"

    @property
    def recorded(self) -> str:
        return output_recording(self.lesson, self.name)

    @property
    def display_path(self) -> str:
        return self.snippet or f"docs/{self.page}"


def truthy(value: str) -> bool:
    return value.strip().lower() not in {"", "no", "off", "false", "0"}


def parse_info(info: str) -> tuple[str, dict[str, str]]:
    """A fence's info string (``python exec="on" result="text"``) to language and options."""
    info = info.strip().lstrip("{").rstrip("}").strip()
    language, _, rest = info.partition(" ")
    language = language.lstrip(".")
    options = {}
    for m in _OPTION.finditer(rest):
        value = next(v for v in (m["dq"], m["sq"], m["bare"]) if v is not None)
        options[m["key"]] = value
    return language, options


def iter_blocks(text: str) -> Iterator[tuple[int, str, str, list[str]]]:
    """Yield every fenced block: (1-based opening line, indent, info string, body lines dedented)."""
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        m = _OPEN.match(lines[i])
        if not m or (m["fence"][0] == "`" and "`" in m["info"]):
            i += 1
            continue
        indent, fence = m["indent"], m["fence"]
        close = re.compile(rf"^[ \t]*{re.escape(fence[0])}{{{len(fence)},}}[ \t]*$")
        j = i + 1
        while j < len(lines) and not close.match(lines[j]):
            j += 1
        body = [ln[len(indent):] if ln.startswith(indent) else ln.lstrip() for ln in lines[i + 1 : j]]
        yield i + 1, indent, m["info"], body
        i = j + 1


def prose_lines(text: str) -> Iterator[tuple[int, str]]:
    """Yield (1-based number, line) for every line outside fenced blocks."""
    inside: set[int] = set()
    for start, _, _, body in iter_blocks(text):
        inside.update(range(start, start + len(body) + 2))
    for number, line in enumerate(text.splitlines(), start=1):
        if number not in inside:
            yield number, line


def page_lesson(page: str) -> str:
    """The snippets/ folder of a page: ``08-autograd-internals.md`` -> ``08-autograd-internals``."""
    return page[:-3] if page.endswith(".md") else page


def scan_page(page: str, text: str, root: Path) -> tuple[list[Fence], list[Problem]]:
    """Every executed fence of one page, and what is wrong with any of them."""
    fences: list[Fence] = []
    problems: list[Problem] = []
    core: inpage.Core | PathshalaError | None = None  # the Pyodide core, read when a block needs it
    for line, _, info, body in iter_blocks(text):
        language, options = parse_info(info)
        if language not in EXEC_LANGUAGES or not truthy(options.get("exec", "")):
            continue
        fence = Fence(page=page, line=line, code="", options=options, lesson=page_lesson(page), info=info)
        bad = _check_options(fence, options)
        problems.extend(Problem.on_page(page, line, msg, stage=Stage.RECORD) for msg in bad)
        includes = [_INCLUDE.match(b.strip()) for b in body if b.strip()]
        if includes and all(includes) and len(includes) == 1:
            rel = next(v for v in (includes[0]["dq"], includes[0]["sq"]) if v)
            try:
                fence.code = read_snippet(root, rel)
            except FolderError as err:
                problems.append(Problem.on_page(page, line, f"included snippet: {err}", stage=Stage.RECORD))
                continue
            fence.snippet = f"snippets/{rel}"
            fence.name = Path(rel).stem
            fence.lesson = str(Path(rel).parent)
            if options.get("id") and options["id"] != fence.name:
                problems.append(Problem.on_page(page, line, f"id {options['id']!r} differs from the snippet's name",
                                                stage=Stage.RECORD))
        elif any(includes):
            problems.append(
                Problem.on_page(page, line, "an executed fence holds either one --8<-- include of a snippet or code, "
                                "not both", stage=Stage.RECORD)
            )
            continue
        else:
            fence.code = "\n".join(body) + "\n"
            fence.name = options.get("id", "")
            if not _NAME.match(fence.name):
                problems.append(
                    Problem.on_page(page, line,
                        'code written in the page needs an id="name" (letters, digits, - and _): '
                        f"its recorded output is snippets/{fence.lesson}/<name>.out", stage=Stage.RECORD,
                    )
                )
                continue
        if bad:
            continue
        if fence.inpage:
            if core is None:
                try:
                    core = inpage.load_core(root)
                except PathshalaError as err:
                    core = err
            if isinstance(core, PathshalaError):
                problems.append(Problem.on_page(page, line, str(core), stage=Stage.RECORD))
                continue
            folder = root / fence.folder if fence.folder else None
            refused = inpage.refusal(fence.inpage, fence.label, fence.code, folder, core)
            if refused:
                problems.append(Problem.on_page(page, line, refused, stage=Stage.RECORD))
                continue
        fence.ref = f"{page}#{len(fences)}"
        fences.append(fence)
    problems.extend(_duplicate_names(fences))
    return fences, problems


def unknown_options(options: dict[str, str]) -> list[str]:
    """A message for each option neither markdown-exec nor we know, with the nearest valid name."""
    known = MARKDOWN_EXEC_OPTIONS | OUR_OPTIONS
    messages = []
    for key in sorted(set(options) - known - {REF}):
        near = get_close_matches(key, sorted(known), n=1, cutoff=0.6)
        hint = f"; did you mean {near[0]}=?" if near else f"; fence options are {', '.join(sorted(known))}"
        messages.append(f"unknown fence option {key}={hint}")
    return messages


def _check_options(fence: Fence, options: dict[str, str]) -> list[str]:
    messages = unknown_options(options)
    messages += [f"{key}= is not supported: {why}" for key, why in _REFUSED.items() if key in options]
    if truthy(options.get("html", "")):
        messages.append('html= is not supported: a run\'s output is shown as text, never as markup')
    if "timeout" in options:
        try:
            fence.timeout = float(options["timeout"])
            if not 0 < fence.timeout < math.inf:  # nan fails this too
                raise ValueError
        except ValueError:
            messages.append(f'timeout="{options["timeout"]}" is not a positive number of seconds')
        else:
            if fence.timeout > MAX_TIMEOUT_S:
                messages.append(f'timeout="{options["timeout"]}" is above the ceiling of {MAX_TIMEOUT_S:g} s: '
                                "no run may take longer")
    if "tolerance" in options:
        try:
            fence.tolerance = float(options["tolerance"])
            if not 0 < fence.tolerance < 1:
                raise ValueError
        except ValueError:
            messages.append(f'tolerance="{options["tolerance"]}" is not a number between 0 and 1 (e.g. 0.5)')
    if "noise_floor" in options:
        try:
            fence.noise_floor = float(options["noise_floor"])
            if not 0 <= fence.noise_floor < 1:
                raise ValueError
        except ValueError:
            messages.append(f'noise_floor="{options["noise_floor"]}" is not a number from 0 to 1 (e.g. 1e-15; 0: off)')
    if "limits" in options:
        try:
            fence.limits = Limits.parse(options["limits"])
        except ValueError as err:
            messages.append(f'limits="{options["limits"]}": {err}')
    if "network" in options:
        if options["network"] not in ("on", "off"):
            messages.append(f'network="{options["network"]}": it is "on" or "off" (default off)')
        fence.network = options["network"] == "on"
    if "varies" in options:
        try:
            fence.varies = re.compile(options["varies"])
        except re.error as err:
            messages.append(f'varies="{options["varies"]}" is not a regular expression: {err}')
        else:
            if fence.varies.search(""):
                messages.append(f'varies="{options["varies"]}" matches an empty line, so every line: '
                                "name the line that changes (e.g. varies=\"^Python .* torch \")")
    if "inpage" in options:
        if options["inpage"] in inpage.RUNTIMES:
            fence.inpage = options["inpage"]
        else:
            messages.append(f'inpage="{options["inpage"]}": the in-page runtimes are "python" (the site\'s own '
                            'Pyodide, standard library only) and "numpy" (NumPy from Pyodide\'s CDN)')
    if options.get("figures"):
        fence.figures = tuple(n.strip() for n in options["figures"].split(",") if n.strip())
        for name in fence.figures:
            if not re.fullmatch(r"[\w-]+\.svg", name):
                messages.append(f'figures="{options["figures"]}": each figure is a file name like graph.svg')
    try:
        fence.returncode = int(options.get("returncode", "0"))
    except ValueError:
        messages.append(f'returncode="{options["returncode"]}" is not a whole number')
    return messages


def _duplicate_names(fences: list[Fence]) -> list[Problem]:
    seen: dict[str, Fence] = {}
    problems = []
    for fence in fences:
        first = seen.setdefault(fence.name, fence)
        if first is not fence and (fence.snippet is None or first.snippet != fence.snippet):
            problems.append(fence.problem(f"two fences on this page are named {fence.name!r}", stage=Stage.RECORD))
    return problems
