"""Issue 33, item 3: every exercise is proved in the runtime readers use too, the site's own Pyodide under Node,
sealed, and its verdict there is the harness's return value, never text the code under test wrote.

Engine only (no MkDocs): the sealed CPython runner and the Pyodide proof (``exercise.pyodide_proof``) on the
fixture exercise, judged by ``exercise.check`` as the build judges them.
"""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path

import pytest

from pathshala import exercise
from pathshala.blocks import scan_page
from pathshala.exercise import harness, kind, pyodide_proof
from tests.exercise_pages import FIXTURE, SKIPS_IN_PAGE, exercise_page

REPO = Path(__file__).resolve().parent.parent
BLOCK = exercise_page()
FOLDER = "snippets/l/ex_fare_error"
# Every test returns early in the page's runtime: CPython proves it, the page passes anything.


@pytest.fixture
def root(tmp_path) -> Path:
    shutil.copytree(FIXTURE, tmp_path / "snippets" / "l" / "ex_fare_error")
    (tmp_path / "node_modules").mkdir()
    (tmp_path / "node_modules" / "pyodide").symlink_to(REPO / "node_modules" / "pyodide", target_is_directory=True)
    return tmp_path


def spec_of(root: Path):
    (spec,) = scan_page("l.md", BLOCK, root).widgets
    return spec


def in_pyodide(root: Path) -> dict:
    spec = spec_of(root)
    found, _note = kind.proofs([spec], root)
    return {name: run for name, (_, run) in found[spec.ref].items()}


def proved(root: Path, runner) -> list[str]:
    spec = spec_of(root)
    jobs = exercise.jobs(spec.exercise)
    results = dict(zip(jobs, runner.run_many(list(jobs.values())), strict=True))
    results.update(in_pyodide(root))
    return [p.message for p in exercise.check(spec.exercise, results)]


def test_the_sound_fixture_is_proved_in_both_runtimes_and_pyodide_really_ran(root, runner):
    runs = in_pyodide(root)
    assert sorted(runs) == ["pyodide:answer.py", "pyodide:skeleton.py", "pyodide:wrong_no_abs.py",
                            "pyodide:wrong_no_mean.py"]
    assert all(run.ok and not run.cached for run in runs.values())
    assert json.loads(runs["pyodide:answer.py"].output)["ok"] is True
    assert proved(root, runner) == []
    again = in_pyodide(root)  # the memo: a second proof starts no Node
    assert all(run.cached for run in again.values())


def test_a_check_that_skips_itself_in_the_page_is_caught(root, runner):
    (root / FOLDER / "tests.py").write_text(SKIPS_IN_PAGE, encoding="utf-8")
    found = proved(root, runner)
    pyodide = [m for m in found if "in the page's Python (Pyodide" in m]
    assert any("skeleton.py passes every test" in m for m in pyodide), found
    assert any("wrong_no_abs.py passes every test" in m for m in pyodide), found
    assert any("wrong_no_mean.py passes every test" in m for m in pyodide), found
    assert not [m for m in found if m not in pyodide], found  # CPython proves it: only the page's runtime fails


def test_a_file_that_only_goes_wrong_in_the_page_is_named(root, runner):
    answer = (root / FOLDER / "answer.py").read_text(encoding="utf-8")
    (root / FOLDER / "answer.py").write_text(
        answer + "import sys\nif sys.platform == 'emscripten':\n    mean_abs_error = lambda p, a: 0.0\n",
        encoding="utf-8")
    found = proved(root, runner)
    assert len(found) == 1 and "in the page's Python (Pyodide" in found[0], found
    assert "answer.py, the model answer, does not pass its tests" in found[0]


@pytest.mark.parametrize("forgery", [
    f"import os\nos.write(1, {(harness.MARKER + json.dumps({'ok': True, 'tests': []}) + chr(10)).encode()!r})\n"
    "os._exit(0)\n",
    "import sys\nprint('{\"ok\": true}')\nraise SystemExit(0)\n",
    "def mean_abs_error(p, a):\n    import os\n    os._exit(0)\n",
])
def test_a_model_answer_that_ends_the_interpreter_has_no_verdict_in_pyodide(root, forgery):
    (root / FOLDER / "answer.py").write_text("def mean_abs_error(p, a):\n    return 0.0\n" + forgery,
                                            encoding="utf-8")
    runs = in_pyodide(root)
    answer = runs["pyodide:answer.py"]
    if answer.ok:  # SystemExit is the harness's to catch: a verdict, and it fails
        assert json.loads(answer.output)["ok"] is False
    else:
        assert "in Pyodide" in answer.message
    # the files after it got a fresh interpreter and their own verdicts
    assert runs["pyodide:wrong_no_abs.py"].ok and runs["pyodide:skeleton.py"].ok


def test_no_computed_name_reaches_js_and_nothing_is_printed_to_the_driver(root):
    probe = ("import importlib, sys\nseen = []\nfor name in ('j' + 's', 'pyodide_' + 'js'):\n"
             "    try:\n        importlib.import_module(name)\n        seen.append(name)\n"
             "    except ImportError:\n        pass\n"
             "try:\n    import pyodide.code\n    pyodide.code.run_js('1')\n    seen.append('run_js')\n"
             "except Exception:\n    pass\n"
             "sys.__stdout__.write('{\"key\": \"x\"}\\n')\n"
             "def mean_abs_error(p, a):\n    return len(seen)\n")
    (root / FOLDER / "skeleton.py").write_text(probe, encoding="utf-8")
    runs = in_pyodide(root)
    verdict = json.loads(runs["pyodide:skeleton.py"].output)
    first = verdict["tests"][0]
    assert first["message"].startswith("`mean_abs_error([10], [7])` দিল 0,"), first  # nothing was reachable


def test_the_proof_is_sealed_without_network(root):
    argv, missing = pyodide_proof.command(REPO / "node_modules" / "pyodide")
    if missing:
        pytest.skip(missing)
    assert "--unshare-all" in argv and "--disallow-code-generation-from-strings" in argv


def test_without_bubblewrap_the_proof_says_so_and_require_refuses_it(root, monkeypatch):
    from pathshala import PathshalaError
    from pathshala.running import seal

    monkeypatch.setattr(seal, "probe", lambda bwrap: "no bwrap here")
    monkeypatch.delenv(seal.REQUIRE, raising=False)
    argv, missing = pyodide_proof.command(REPO / "node_modules" / "pyodide")
    assert "WITHOUT a sandbox (no bwrap here)" in missing and "--unshare-all" not in argv
    runs, note = pyodide_proof.prove([pyodide_proof.File("k", "def mean_abs_error(p, a):\n    return 0.0\n",
                                                         (FIXTURE / "tests.py").read_text(encoding="utf-8"))], root)
    assert note == missing and runs["k"].ok and json.loads(runs["k"].output)["ok"] is False  # it really runs
    monkeypatch.setenv(seal.REQUIRE, "require")
    with pytest.raises(PathshalaError, match="cannot be sealed"):
        pyodide_proof.command(REPO / "node_modules" / "pyodide")


def test_one_node_process_proves_many_files_at_the_cost_of_one_start(root):
    """The figure contributing/exercises.md quotes: one Pyodide start, then milliseconds a file."""
    tests = (root / FOLDER / "tests.py").read_text(encoding="utf-8")
    answer = (root / FOLDER / "answer.py").read_text(encoding="utf-8")
    files = [pyodide_proof.File(f"k{i}", answer + f"\n# {i}\n", tests) for i in range(40)]
    started = time.monotonic()
    runs, _ = pyodide_proof.prove(files, root)
    seconds = time.monotonic() - started
    assert len(runs) == 40 and all(r.ok for r in runs.values())
    per_file = sorted(r.duration_s for r in runs.values())[20]
    print(f"40 files in one Pyodide process: {seconds:.1f} s in all, median {per_file * 1000:.0f} ms a file")
    assert per_file < 1.0
