"""The executed fence: a snippet the build runs, whose code and real output the page shows.

Pages keep markdown-exec's syntax: ``python exec="on" source="above" result="text"`` with one
``--8<-- "lesson/name.py"`` include of a snippet file, or code written in the page (which then needs
an ``id``). markdown-exec's own options are read by markdown-exec (``exec_options``); ours are the
table ``OPTIONS``: each ``Option`` reads its value as written into part of a frozen ``FenceOptions``
(its ceilings included), or says what is wrong. Here: the spec, the run it asks for (``runs``: its
job and what it must show, as every kind declares its runs), its HTML and its notebook cells; running,
recording and checking it are the site pass's (``site.py``), the same for every kind's runs.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from difflib import get_close_matches
from pathlib import Path
from typing import Any

from markupsafe import Markup

from .. import PathshalaError
from ..content import invisible
from ..content.content_regex import ContentPattern, compile_content
from ..content.snippet_folder import FolderError, local_modules, read_snippet, recordings_folder
from ..content.text import to_bengali_digits
from ..problems import Problem, Stage
from ..recordings import grants
from ..recordings.compare import NOISE_FLOOR
from ..rendering import figure_size, inpage, run_mark
from ..rendering.markup import text_block
from ..running import needs as needs_mod
from ..running.runner import Job
from ..running.runs import RUN, Recording, RunSpec
from ..running.sandbox import Limits
from ..running.settings import DEFAULT_TIMEOUT_S, MAX_TIMEOUT_S
from ..walls import svg
from .base import Block, Family, Kind, Notebook, Reading, Render, Scan
from .syntax import REF, Opening, page_lesson, truthy

LANGUAGES = ("python", "py")
_INCLUDE = re.compile(r"""^-+8<-+\s+(?:"(?P<dq>[^"]+)"|'(?P<sq>[^']+)')\s*$""")
_NAME = re.compile(r"^[A-Za-z0-9][\w-]*$")
_REFUSED = {
    "session": "sessions share state between blocks; here every snippet runs alone",
    "workdir": "every snippet runs in its own scratch folder",
}
# markdown-exec's own options (its validator reads them at render time) and the code block's.
MARKDOWN_EXEC_OPTIONS = frozenset(
    {"exec", "id", "idprefix", "html", "source", "result", "returncode", "session", "updatetoc", "tabs", "workdir",
     "width", "title", "hl_lines", "linenums"}
)


# -- our options: a table ------------------------------------------------------------------------------

def _timeout(raw: str) -> float:
    try:
        value = float(raw)
    except ValueError:
        value = math.nan
    if not 0 < value < math.inf:  # nan fails this too
        raise ValueError(" is not a positive number of seconds")
    if value > MAX_TIMEOUT_S:
        raise ValueError(f" is above the ceiling of {MAX_TIMEOUT_S:g} s: no run may take longer")
    return value


def _fraction(low_open: bool, message: str) -> Callable[[str], float]:
    def parse(raw: str) -> float:
        try:
            value = float(raw)
        except ValueError:
            raise ValueError(message) from None
        if not ((value > 0) if low_open else (value >= 0)) or not value < 1:
            raise ValueError(message)
        return value

    return parse


def _limits(raw: str) -> Limits:
    try:
        return Limits.parse(raw)
    except ValueError as err:
        raise ValueError(f": {err}") from None


def _network(raw: str) -> bool:
    if raw == "on":
        raise ValueError(': a run never reaches the build machine\'s network. network="loopback" gives it a '
                         'loopback of its own (127.0.0.1 inside its own network namespace, nothing of the host), '
                         'granted in grants.toml')
    if raw not in ("loopback", "off"):
        raise ValueError(': it is "loopback" (a loopback of the run\'s own) or "off" (the default)')
    return raw == "loopback"


def _varies(raw: str) -> ContentPattern:
    try:
        pattern = compile_content(raw)  # content: matched in linear time, whatever the pattern
    except ValueError as err:
        raise ValueError(f" is not a regular expression: {err}") from None
    if pattern.search(""):
        raise ValueError(' matches an empty line, so every line: name the line that changes '
                         '(e.g. varies="^Python .* torch ")')
    return pattern


def _inpage(raw: str) -> str:
    if raw not in inpage.RUNTIMES:
        raise ValueError(': the in-page runtimes are "python" (the site\'s own Pyodide, standard library only) '
                         'and "numpy" (NumPy from Pyodide\'s CDN)')
    return raw


def _figures(raw: str) -> tuple[str, ...]:
    names = tuple(n.strip() for n in raw.split(",") if n.strip())
    if not all(re.fullmatch(r"[\w-]+\.svg", name) for name in names):
        raise ValueError(": each figure is a file name like graph.svg")
    return names


def _rounding(raw: str) -> str:
    if raw != "nearest":
        raise ValueError(': the one value is "nearest" (this fence\'s point is exact IEEE round-to-nearest '
                         'arithmetic: machine epsilon, (1+x)-1, subnormals); without it the sweep runs it '
                         'under every rounding direction')
    return raw


def _returncode(raw: str) -> int:
    try:
        return int(raw)
    except ValueError:
        raise ValueError(" is not a whole number") from None


@dataclass(frozen=True)
class Option:
    """One option of ours on a fence's opening line: its name and how its text becomes a value.

    ``parse`` raises ValueError with what follows ``name="value"`` in the message (``" is not …"``,
    ``": …"``); the value goes to the ``FenceOptions`` field of the same name.
    """

    name: str
    parse: Callable[[str], Any]
    doc: str


OPTIONS = (
    Option("timeout", _timeout, f"seconds the run may take (default {DEFAULT_TIMEOUT_S:g}, at most {MAX_TIMEOUT_S:g})"),
    Option("tolerance", _fraction(True, " is not a number between 0 and 1 (e.g. 0.5)"),
           "numbers may also differ by this fraction of their size"),
    Option("noise_floor", _fraction(False, " is not a number from 0 to 1 (e.g. 1e-15; 0: off)"),
           "smaller printed numbers are flagged as rounding noise (0: never)"),
    Option("limits", _limits, "the run's resources, up to the sandbox's ceilings (sandbox.Limits)"),
    Option("network", _network, "loopback: the run gets a loopback of its own, never the host's network (off by "
           "default)"),
    Option("varies", _varies, "output lines this regular expression finds may change with the libraries"),
    Option("inpage", _inpage, "python or numpy: a reader may also run the code in the page"),
    Option("figures", _figures, "SVG files the run writes, shown under its output"),
    Option("returncode", _returncode, "the exit status the run must end with (default 0; markdown-exec's too)"),
    Option("needs", needs_mod.parse, 'capabilities of the build machine the run needs ("cxx": a C++ compiler); '
           "where one is missing the run is not made and the page says so (needs.py)"),
    Option("rounding", _rounding, 'nearest: its point is exact round-to-nearest arithmetic; the portability sweep '
           "skips its other rounding directions (make review lists it)"),
)
OUR_OPTIONS = frozenset(o.name for o in OPTIONS) - MARKDOWN_EXEC_OPTIONS


@dataclass(frozen=True)
class FenceOptions:
    """Our options of one fence, each read by its ``Option`` (defaults where the fence says nothing)."""

    timeout: float = DEFAULT_TIMEOUT_S
    tolerance: float | None = None  # numbers may also differ by this fraction of their size (see compare)
    noise_floor: float = NOISE_FLOOR  # smaller printed numbers are flagged as rounding noise (0: never)
    limits: Limits = field(default_factory=Limits)
    network: bool = False  # network="loopback": its run gets a loopback of its own (never the host's network)
    # varies="regex": output lines it matches may change with the libraries (a printed version);
    # a run that differs from its recording only on such lines is "varies", not drift (recorded.py).
    varies: ContentPattern | None = None
    inpage: str = ""  # "python" or "numpy": a reader may also run it in the page (Pyodide; see inpage.py)
    figures: tuple[str, ...] = ()  # SVG files the snippet writes, shown under its output
    returncode: int = 0
    # "nearest": the fence's point is exact IEEE round-to-nearest arithmetic (machine epsilon, (1+x)-1,
    # subnormals), so `make check-portable` skips the other rounding directions for it, says so, and
    # `make review` lists it. It weakens a check: a reviewer reads each one ("" = swept).
    rounding: str = ""
    # needs="cxx": what the run needs of the build machine (running/needs.py, an allow-list). Where it is
    # missing the run is not made and the page shows a notice, never the recording; PATHSHALA_REQUIRE_ALL=1
    # (CI) makes that an error. It skips a run only where the machine cannot make it: SECURITY.md.
    needs: tuple[str, ...] = ()


def unknown_options(written: dict[str, str]) -> list[str]:
    """A message for each option neither markdown-exec nor we know, with the nearest valid name."""
    known = MARKDOWN_EXEC_OPTIONS | {o.name for o in OPTIONS}
    messages = []
    for key in sorted(set(written) - known - {REF}):
        near = get_close_matches(key, sorted(known), n=1, cutoff=0.6)
        hint = f"; did you mean {near[0]}=?" if near else f"; fence options are {', '.join(sorted(known))}"
        messages.append(f"unknown fence option {key}={hint}")
    return messages


def read_options(written: dict[str, str]) -> tuple[FenceOptions, list[str]]:
    """Our options as a frozen value, and a message for everything wrong on the opening line."""
    messages = unknown_options(written)
    messages += [f"{key}= is not supported: {why}" for key, why in _REFUSED.items() if key in written]
    if truthy(written.get("html", "")):
        messages.append('html= is not supported: a run\'s output is shown as text, never as markup')
    values = {}
    for option in OPTIONS:
        raw = written.get(option.name)
        if raw is None or (option.name == "figures" and not raw):
            continue
        try:
            values[option.name] = option.parse(raw)
        except ValueError as err:
            messages.append(f'{option.name}="{raw}"{err}')
    return FenceOptions(**values), messages


# -- the spec ------------------------------------------------------------------------------------------

@dataclass(frozen=True, kw_only=True)
class FenceSpec(Block):
    """One executed fence as the page wrote it (its run and verdicts are the page's, found by ``ref``)."""

    kind: str = "fence"
    code: str
    name: str
    recordings: str  # the folder under snippets/ its recordings live in (a page's name for code in the page)
    snippet: str | None = None  # repo-relative "snippets/<lesson>/<name>.py", None for code in the page
    options: FenceOptions = field(default_factory=FenceOptions)
    written: tuple[tuple[str, str], ...] = ()  # every option of its opening line as written (markdown-exec's too)

    @property
    def label(self) -> str:
        return self.snippet or f"code in docs/{self.page} (id {self.name})"

    @property
    def display_path(self) -> str:
        return self.snippet or f"docs/{self.page}"

    @property
    def folder(self) -> Path | None:
        """The snippet's folder, repo-relative (None for code written in the page)."""
        return Path(self.snippet).parent if self.snippet else None

    @property
    def recording(self) -> Recording:
        """Where its run is recorded and how a new run is compared with the recording (its options)."""
        o = self.options
        return Recording(self.recordings, self.name, o.figures, o.tolerance, o.varies, o.noise_floor, o.rounding)

    @property
    def recorded(self) -> str:
        return self.recording.output

    def recorded_figure(self, name: str) -> str:
        return self.recording.figure(name)

    def modules(self, root: Path) -> dict[str, bytes]:
        """The sibling modules this code imports (they travel with it: scratch folder, notebook, page)."""
        return local_modules(self.code, root / self.folder if self.folder else None)

    def exec_options(self) -> dict[str, Any]:
        """markdown-exec's own options of this fence, as its validator reads them (ours are left out)."""
        inputs = {k: v for k, v in self.written if k not in OUR_OPTIONS and k != REF}
        inputs["exec"] = "on"
        options: dict[str, Any] = {}
        markdown_exec().validator("python", inputs, options, {}, None)
        return options


def snippet_job(rel: str, code: str, root: Path, options: FenceOptions) -> Job:
    """The run of a snippet file (``rel``: repo-relative, ``snippets/<lesson>/<name>.py``), as ``python
    name.py`` in a scratch copy of its folder would run it, under a fence's options."""
    path = root / rel
    return Job(code=code, display_path=rel, folder=path.parent, script_name=path.name, timeout=options.timeout,
               figures=options.figures, limits=options.limits, network=options.network)


def job(spec: FenceSpec, root: Path) -> Job:
    """The run a fence asks for: its snippet file, or its code written in the page (tracebacks keep the
    page's line numbers)."""
    if spec.snippet:
        return snippet_job(spec.snippet, spec.code, root, spec.options)
    o = spec.options
    return Job(code=spec.code, display_path=spec.display_path, first_line=spec.line, timeout=o.timeout,
               figures=o.figures, limits=o.limits, network=o.network)


def runs(spec: FenceSpec, root: Path) -> dict[str, RunSpec]:
    """One run: its job, the exit status it must end with (``returncode=``) and its recording."""
    return {RUN: RunSpec(job(spec, root), spec.label, spec.page, spec.line, spec.options.returncode,
                         spec.recording, spec.options.needs)}


# markdown-exec lays an executed fence out (reads its options, writes its code and output as HTML). Its package
# imports its MkDocs plugin, so the engine never imports it (tests/test_engine_imports.py): the host adapter hands
# it in before a build renders a page (pathshala_mkdocs.compat.lay_out_fences).
_LAYOUT: list[Any] = []


def use_markdown_exec(module: Any) -> None:
    """Lay executed fences out with ``module`` (the ``markdown_exec`` package: ``validator``, ``base_format``)."""
    _LAYOUT[:] = [module]


def markdown_exec() -> Any:
    """The markdown-exec the host handed in; an error saying so when none was."""
    if not _LAYOUT:
        raise PathshalaError("an executed fence is laid out by markdown-exec, which the host adapter hands to the "
                             "engine (pathshala_mkdocs.compat.lay_out_fences) before it renders a page: none was")
    return _LAYOUT[0]


def owns(options: dict[str, str]) -> bool:
    """A ``python`` block is an executed fence when markdown-exec would execute it (``exec="on"``)."""
    return truthy(options.get("exec", ""))


def parse(opening: Opening, scan: Scan) -> tuple[FenceSpec | None, list[Problem]]:
    """The spec of one executed fence, or None and what is wrong with it (each at the opening line)."""
    written = opening.option
    options, bad = read_options(written)

    def problem(message: str) -> Problem:
        return scan.problem(opening.line, message, stage=Stage.RECORD)  # a fence the build cannot run

    fields: dict[str, Any] = {"recordings": page_lesson(scan.page)}
    includes = [_INCLUDE.match(b.strip()) for b in opening.body if b.strip()]
    # An option's problem names the fence's snippet too (page and line come with the problem)
    named = next((f"snippets/{m['dq'] or m['sq']}" for m in includes if m), written.get("id") or "code in the page")
    problems = [problem(f"{message} (the fence of {named})") for message in bad]
    include = includes[0] if len(includes) == 1 else None
    if include is not None:
        rel = next(v for v in (include["dq"], include["sq"]) if v)
        try:
            fields["code"] = read_snippet(scan.root, rel)
        except FolderError as err:
            return None, [*problems, problem(f"included snippet: {err}")]
        fields.update(snippet=f"snippets/{rel}", name=Path(rel).stem, recordings=recordings_folder(rel, scan.page))
        if written.get("id") and written["id"] != fields["name"]:
            problems.append(problem(f"id {written['id']!r} differs from the snippet's name"))
    elif any(includes):
        return None, [*problems, problem("an executed fence holds either one --8<-- include of a snippet or code, "
                                         "not both")]
    else:
        fields.update(code="\n".join(opening.body) + "\n", name=written.get("id", ""))
        if not _NAME.match(fields["name"]):
            return None, [*problems, problem(
                'code written in the page needs an id="name" (letters, digits, - and _): '
                f"its recorded output is snippets/{fields['recordings']}/<name>.out")]
    if bad:
        return None, problems
    spec = FenceSpec(ref=scan.place(Family.FENCE), line=opening.line, options=options, written=opening.options,
                     info=opening.info, **fields)
    hidden = invisible.find(spec.code) if spec.snippet else []  # code in the page: the page's own check
    if hidden and spec.snippet:  # Trojan Source: never shown, never run
        return None, [*problems, problem(f"{spec.label} cannot be shown: "
                                         f"{invisible.describe(hidden, spec.snippet)}: {invisible.WHY}")]
    granted = grants.load(scan.root)
    missing = granted.missing(spec.code, written)
    if missing:  # an option that weakens a check is code: grants.toml, reviewed (issue 33)
        return None, [*problems, problem(grants.problem_text(spec.label, spec.code, missing,
                                                             f"docs/{scan.page}: {spec.name}", granted.error))]
    if options.inpage:
        try:
            core = scan.core()
        except PathshalaError as err:
            # This machine lacks Pyodide: a problem of the setup, not of the page. The fence is still the
            # fence (its run, its lines in the reading time): only the in-page check waits for `make setup`.
            problems.append(problem(str(err)))
            core = None
        refused = core and inpage.refusal(options.inpage, spec.label, spec.code, scan.root / spec.folder
                                          if spec.folder else None, core)
        if refused:
            return None, [*problems, problem(refused)]
    scan.taken(Family.FENCE)
    first = scan.names.setdefault(spec.name, spec)
    if first is not spec and (spec.snippet is None or first.snippet != spec.snippet):
        problems.append(problem(f"two fences on this page are named {spec.name!r}"))
    return spec, problems


# -- HTML, its memo's inputs, the notebook, the reading time --------------------------------------------

def inpage_note(runtime: str, core_size: int) -> str:
    """What pressing the button downloads, said before it does: sizes (Bengali digits) and hosts."""
    core, numpy = to_bengali_digits(inpage.mb(core_size)), to_bengali_digits(str(inpage.NUMPY_MB_ESTIMATE))
    note = (f"প্রথমবার চাপলে Pyodide (browser-এ চলা Python, প্রায় {core} MB) এই site থেকেই "
            "নামবে; পরে browser সেটি রেখে দেয়। কোড চলে পাতার বাইরে আলাদা একটি worker-এ; "
            f"{to_bengali_digits(str(inpage.LIMIT_S))} সেকেন্ডে শেষ না হলে থেমে যায়, আগেও \"থামান\" চেপে থামাতে পারেন।")
    if runtime == "numpy":
        note += (f" এই block-এ NumPy-ও লাগে: প্রায় {numpy} MB, নামবে {inpage.CDN_HOST} থেকে "
                 "(Pyodide নিজে যেখান থেকে package আনে), এই site থেকে নয়।")
    return note


def _inpage_parts(spec: FenceSpec, root: Path) -> dict | None:
    """What the in-page editor shows besides the code: the download note and the modules that travel with it."""
    if not spec.options.inpage:
        return None
    modules = inpage.modules_for(spec.code, root / spec.folder if spec.folder else None)
    return {"note": inpage_note(spec.options.inpage, inpage.load_core(root).size), "modules": modules,
            "names": ", ".join(modules), "rows": min(20, spec.code.count("\n") + 2)}


def exec_layout(spec: FenceSpec) -> dict[str, Any]:
    """markdown-exec's options for laying this fence out, its HTML ids prefixed by its place on the page."""
    options = spec.exec_options()
    if not options.get("id") and options.get("id_prefix") is None:  # the author's id or prefix wins
        options["id_prefix"] = f"exec-{spec.ref.index}--"
    return options


def not_made(spec: FenceSpec, render: Render) -> Markup:
    """A fence whose run this build did not make (a capability its ``needs=`` names is missing here): its code
    as the fence shows it, and in the output's place a notice saying why. Never its recording (issue 33), never
    the run's mark: no run printed anything here."""
    options = {**exec_layout(spec), "html": False, "result": ""}
    shown = markdown_exec().base_format(language="python", run=lambda *a, **k: "", code=spec.code, md=render.md,
                                      **options) if options.get("source") else ""
    return render.templates.render("blocks/fence_not_made.html", shown=Markup(shown),
                                   notices=needs_mod.notices(render.page.missing(spec)))


def html(spec: FenceSpec, render: Render) -> Markup:
    """The fence's code and the output the page shows (laid out by markdown-exec), figures, in-page controls."""
    if render.page.missing(spec):
        return not_made(spec, render)
    result = render.shown(spec)
    options = {**exec_layout(spec), "html": False}
    output = invisible.visible(result.output)  # what it printed, a bidi override or ESC as <U+202E>
    language = options.get("result") or "text"
    if options.get("source") != "console":
        # Wrap the output ourselves, in a fence longer than any backtick run it holds:
        # markdown-exec's fixed 8-backtick fence lets an output close it and become markup.
        options["result"] = ""
        output = text_block(language, output)
    elif re.search(r"`{8}", output):
        raise PathshalaError(f'{spec.where}: source="console" cannot show an output holding 8 backticks in a row')
    else:
        options["result"] = language
    shown = markdown_exec().base_format(language="python", run=lambda *a, **k: output, code=spec.code, md=render.md,
                                      **options)
    # checked by the site pass; each keeps its text readable on a phone (figure_size)
    figures = [Markup(figure_size.readable(svg.inline(text))) for _, text in sorted(result.figures.items())]
    mark = {"frame": run_mark.frame_id(spec.ref.index), "label": run_mark.label_id(spec.ref.index),
            "text": run_mark.LABEL}
    return render.templates.render("blocks/fence.html", fence=spec, shown=Markup(shown), figures=figures,
                                   inpage=_inpage_parts(spec, render.model.root), mark=mark)


def inputs(spec: FenceSpec, render: Render) -> dict:
    """All the HTML reads: the code, markdown-exec's options, the output and figures shown, the in-page parts."""
    missing = render.page.missing(spec)
    if missing:  # not made here: the code and the notice
        return {"code": spec.code, "options": exec_layout(spec), "missing": sorted(missing),
                "notices": needs_mod.notices(missing)}
    result = render.shown(spec)
    parts = _inpage_parts(spec, render.model.root)
    return {"code": spec.code, "options": exec_layout(spec), "output": result.output,
            "figures": sorted(result.figures.items()), "network": spec.options.network,
            "inpage": spec.options.inpage, "parts": parts, "mark": run_mark.frame_id(spec.ref.index)}


# A figure cell: the file the snippet wrote, shown in the notebook as it is (no re-encoding).
SHOW_FIGURE = """# ওপরের cell ছবিটি {name} ফাইলে লিখেছে; এখানে সেটি দেখাই
from IPython.display import display

with open("{name}", encoding="utf-8") as f:
    display({{"image/svg+xml": f.read()}}, raw=True)"""


def markdown(spec: FenceSpec, notebook: Notebook) -> list:
    """The fence's cells: the modules it imports (once a notebook), its code with the output shown, its figures."""
    import nbformat

    cells: list = []
    result = notebook.page.shown(spec)
    for name, source in sorted((spec.modules(notebook.root) if notebook.root is not None else {}).items()):
        if name not in notebook.written:  # a module the snippet imports travels with the notebook
            notebook.written.add(name)
            cells.append(nbformat.v4.new_code_cell(f"%%writefile {name}.py\n" + source.decode("utf-8").rstrip("\n"),
                                                   metadata={"pathshala": {"module": f"{name}.py"}}))
    notebook.count += 1
    outputs = []
    if result is not None and result.output:
        outputs.append(nbformat.v4.new_output("stream", name="stdout", text=invisible.visible(result.output)))
    cells.append(nbformat.v4.new_code_cell(spec.code.rstrip("\n"), execution_count=notebook.count, outputs=outputs,
                                           metadata={"pathshala": {"recorded": spec.recorded}}))
    for notice in needs_mod.notices(notebook.page.missing(spec)):  # not made here: no output, and why
        cells.append(nbformat.v4.new_markdown_cell(f"**এই build-এ এই run হয়নি।** {notice}"))
    for name in spec.options.figures:  # the figure the snippet wrote, shown inline as on the page
        notebook.count += 1
        figure = result.figures.get(name) if result is not None else None
        shown = [nbformat.v4.new_output("display_data", data={"image/svg+xml": figure})] if figure else []
        cells.append(nbformat.v4.new_code_cell(SHOW_FIGURE.format(name=name), execution_count=notebook.count,
                                               outputs=shown, metadata={"pathshala": {"figure":
                                                                                      spec.recorded_figure(name)}}))
    return cells


def code_lines(code: str) -> int:
    """Lines of code a reader reads: the non-blank ones."""
    return sum(1 for line in code.splitlines() if line.strip())


def shown_as(spec: FenceSpec) -> str:
    """How the reading time names the code a fence shows: its snippet file, or its place in the page."""
    return spec.snippet or f"docs/{spec.ref.page}:{spec.line} (written in the page)"


def reading(spec: FenceSpec) -> Reading:
    """Every run shows its output (2 minutes); its code counts only where the fence shows its source."""
    if not dict(spec.written).get("source"):
        return Reading(runs=1)
    lines = code_lines(spec.code)
    return Reading(code_lines=lines, runs=1, files=((shown_as(spec), lines),))


KIND = Kind(name="fence", languages=LANGUAGES, family=Family.FENCE, owns=owns, parse=parse, html=html, inputs=inputs,
            markdown=markdown, reading=reading, runs=runs)
