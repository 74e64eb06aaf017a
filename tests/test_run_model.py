"""One run model (issue 35, item 1): every kind declares its runs one way (``Kind.runs`` → ``{name: RunSpec}``),
and the runner and the recordings know nothing of pages or blocks.

- A kind with a run of its own is one module, one template and one registry line: a toy kind registered in a
  temporary registry (not shipped) gets its run planned, recorded by ``make accept``, compared with its
  recording, failed on its exit status, named by claims and counted, exactly as a fence's, at its own line.
- The engine's import graph (every ``import``, ``TYPE_CHECKING`` and function bodies included) has no cycle
  through the run model or the build model, and the runner, the run cache and the recordings reach no module
  of the page model: before, ``runner.Job.from_fence`` made the runner know fences (blocks ↔ model ↔ recorded
  ↔ runner).
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from pathshala import blocks
from pathshala.blocks import fence as fence_kind
from pathshala.blocks.base import Family, Kind, Widget, load_widget, reading_of_widget, text_field, widget_inputs
from pathshala.running.runs import RUN, Recording, RunSpec
from pathshala.site import SiteBuild

from .conftest import REPO, convert, write_tree

ENGINE = REPO / "hooks" / "pathshala"

# -- the toy kind: a block that runs a snippet and shows its output as a terminal would ----------------------


@dataclass(frozen=True)
class TerminalSpec(Widget):
    snippet: str  # under snippets/


def parse(opening, scan):
    located, claims, problems = load_widget(opening, scan, "terminal", {"snippet"}, set(),
                                            lambda data, located: text_field(data, "snippet", located, ()))
    if located is None:
        return None, problems
    spec = TerminalSpec(kind="terminal", ref=scan.place(Family.WIDGET), line=opening.line, info=opening.info,
                        located=located, claims=claims, snippet=str(located.data["snippet"]))
    scan.taken(Family.WIDGET)
    return spec, problems


def runs(spec, root):
    rel = f"snippets/{spec.snippet}"
    code = (root / rel).read_text(encoding="utf-8")
    job = fence_kind.snippet_job(rel, code, root, fence_kind.FenceOptions())
    return {RUN: RunSpec(job, rel, spec.page, spec.line, 0, Recording(str(Path(spec.snippet).parent),
                                                                      Path(spec.snippet).stem))}


def html(spec, render):
    return render.templates.render("blocks/terminal.html", term=spec, output=render.shown(spec).output)


def inputs(spec, render):
    return {**widget_inputs(spec, render), "output": render.shown(spec).output}


def markdown(spec, notebook):
    return []


KIND = Kind(name="terminal", languages=("terminal",), family=Family.WIDGET, parse=parse, html=html, inputs=inputs,
            markdown=markdown, reading=reading_of_widget, runs=runs)
TEMPLATE = ('<pre class="ps-terminal" id="term-{{ term.ref.index }}"><kbd>$ python {{ term.snippet }}</kbd>'
            "<samp>{{ output }}</samp></pre>\n")

PAGE = """# T

ভাড়া মোট [[fare: 55]] টাকা।

```terminal
snippet: l/fare.py
```
"""


@pytest.fixture
def registered(monkeypatch, tmp_path):
    """The kind in a temporary registry (its one line), its template where a project's templates go."""
    monkeypatch.setitem(blocks.KINDS, "terminal", KIND)
    write_tree(tmp_path, {"overrides/pathshala/blocks/terminal.html": TEMPLATE,
                          "snippets/l/fare.py": "print('fare', 55)\n"})
    return tmp_path


def test_a_new_kind_with_a_run_is_run_recorded_and_rendered_like_a_fence(registered):
    model = SiteBuild(registered, accept=True).run({"l.md": PAGE})
    assert not model.problems, model.problems
    assert model.changes[0] == "recorded snippets/l/fare.out (new, 1 lines)"  # `make accept` wrote its recording
    assert (registered / "snippets/l/fare.out").read_text() == "fare 55\n"
    notes = json.loads((registered / "snippets/l/accepted.json").read_text())
    assert set(notes["recordings"]) == {"fare.out"} and notes["recordings"]["fare.out"]["sha256"]
    page = model.pages["l.md"]
    (term,) = page.widgets
    assert list(page.runs) == [term.ref] and list(page.runs[term.ref]) == [RUN]  # one record per (place, name)
    assert (model.total, page.titles()) == (1, {"fare": "snippets/l/fare.py"})  # counted; claims name it
    html = convert(model, "l.md")
    assert '<pre class="ps-terminal" id="term-0"><kbd>$ python l/fare.py</kbd><samp>fare 55\n</samp></pre>' in html

    again = SiteBuild(registered).run({"l.md": PAGE})  # a build, not accept: the recording is checked
    assert not again.problems and [v.status for v in again.verdicts] == ["unchanged"]
    assert again.cached == 1  # the same run cache as every kind's runs


def test_a_new_kind_s_run_is_checked_like_a_fence_s_at_its_own_line(registered):
    SiteBuild(registered, accept=True).run({"l.md": PAGE})
    (registered / "snippets/l/fare.py").write_text("print('fare', 56)\n")
    model = SiteBuild(registered).run({"l.md": PAGE})
    drift, claim = model.problems
    assert drift.where == "docs/l.md:5" and drift.message.startswith(
        "output of snippets/l/fare.py drifted from snippets/l/fare.out")
    assert claim.where == "docs/l.md:3" and "[[fare: 55]]" in claim.message  # the claim is checked against it
    (registered / "snippets/l/fare.py").write_text("import sys\nprint('fare', 55)\nsys.exit(3)\n")
    (problem,) = SiteBuild(registered).run({"l.md": PAGE}).problems
    assert problem.where == "docs/l.md:5" and problem.message.startswith("snippets/l/fare.py exited with status 3")


# -- the import graph --------------------------------------------------------------------------------------

# The run model: what runs a job, keys it, compares and records its output. It knows no page and no block.
RUN_SIDE = ("pathshala.running.runner", "pathshala.running.runs", "pathshala.recordings.recorded",
            "pathshala.running.cache", "pathshala.recordings.compare", "pathshala.running.result",
            "pathshala.running.child", "pathshala.running.forkserver")
# The page model: blocks and their kinds, the build model, the site pass.
PAGE_SIDE = ("pathshala.blocks", "pathshala.model", "pathshala.site", "pathshala.exercise",
             "pathshala.rendering.render")


def module_name(path: Path, engine: Path) -> str:
    parts = list(path.relative_to(engine.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph(engine: Path = ENGINE) -> dict[str, set[str]]:
    """Each engine module → the engine modules it names in any ``import`` (TYPE_CHECKING blocks and function
    bodies too: a type-only import is still a module that must be understood to read this one)."""
    modules = {module_name(p, engine): p for p in engine.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        found = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[: len(package.split(".")) - node.level + 1]
                    target = ".".join(base + ([node.module] if node.module else []))
                else:
                    target = node.module or ""
                candidates = [target, *(f"{target}.{a.name}" for a in node.names)]
            elif isinstance(node, ast.Import):
                candidates = [a.name for a in node.names]
            else:
                continue
            found |= {c for c in candidates if c in modules and c != name}
        graph[name] = found
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on.add(start)
        while work:
            node, edges = work[-1]
            nxt = next(edges, None)
            if nxt is not None:
                if nxt not in index:
                    index[nxt] = low[nxt] = len(index)
                    stack.append(nxt)
                    on.add(nxt)
                    work.append((nxt, iter(sorted(graph[nxt]))))
                elif nxt in on:
                    low[node] = min(low[node], index[nxt])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def reach(graph: dict[str, set[str]], start: str) -> set[str]:
    seen, todo = set(), [start]
    while todo:
        for nxt in graph[todo.pop()] - seen:
            seen.add(nxt)
            todo.append(nxt)
    return seen


def of(side: tuple[str, ...], names) -> list[str]:
    return sorted(n for n in names if any(n == s or n.startswith(s + ".") for s in side))


def test_no_import_cycle_runs_through_the_run_model_or_the_build_model():
    """Kinds read the build model through ``blocks.base.PageView`` (a protocol), so the model may hold their
    specs without blocks ↔ model. (A package's own modules importing it, as ``exercise/``'s do, is no concern
    of the run model.)"""
    core = (*RUN_SIDE, "pathshala.blocks", "pathshala.model", "pathshala.site", "pathshala.rendering.render")
    bad = [c for c in cycles(import_graph()) if of(core, c)]
    assert not bad, f"import cycles through the run model or the build model: {bad}"


def test_the_runner_the_run_cache_and_the_recordings_know_no_page_model():
    graph = import_graph()
    for module in RUN_SIDE:
        assert not of(PAGE_SIDE, reach(graph, module)), (module, of(PAGE_SIDE, reach(graph, module)))


def test_the_graph_sees_the_circle_the_fence_job_made(tmp_path):
    """The checks above fail on the engine as it was: the runner built a fence's job (``Job.from_fence``, with a
    type-only import of the fence), and the recordings took fences."""
    engine = tmp_path / "pathshala"
    for path in ENGINE.rglob("*.py"):
        (engine / path.relative_to(ENGINE)).parent.mkdir(parents=True, exist_ok=True)
        (engine / path.relative_to(ENGINE)).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    runner = engine / "running" / "runner.py"
    runner.write_text(runner.read_text(encoding="utf-8").replace(
        "from ..content.snippet_folder import copy_inputs\n",
        "from ..content.snippet_folder import copy_inputs\n\nif TYPE_CHECKING:\n    from ..blocks import FenceSpec\n"),
        encoding="utf-8")
    graph = import_graph(engine)
    assert "pathshala.blocks" in graph["pathshala.running.runner"]
    assert of(PAGE_SIDE, reach(graph, "pathshala.running.runner"))
    assert any("pathshala.running.runner" in c and "pathshala.blocks.fence" in c for c in cycles(graph))


def test_importing_the_runner_loads_no_page_model_module():
    code = (f"import json, sys; sys.path.insert(0, {str(REPO / 'hooks')!r}); "
            "import pathshala.running.runner, pathshala.recordings.recorded, pathshala.running.runs; "
            "print(json.dumps(sorted(sys.modules)))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, cwd=REPO)
    assert done.returncode == 0, done.stderr
    assert not of(PAGE_SIDE, json.loads(done.stdout)), of(PAGE_SIDE, json.loads(done.stdout))
