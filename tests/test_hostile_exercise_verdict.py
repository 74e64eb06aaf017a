"""Issue 33, item 3: an exercise's verdict cannot be forged by the code under test.

The build used to read the verdict from the last marker line of the run's stdout, which the reader's
code (here: a contributor's ``answer.py``) writes too, and ignored the exit status. A wrong model answer
that prints a passing verdict of its own and leaves with ``os._exit(0)`` was accepted. Each case below runs
in the sealed runner, as the build runs the proof.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from pathshala import exercise
from pathshala.blocks import scan_page
from pathshala.exercise import harness
from tests.exercise_pages import FIXTURE, exercise_page

REPO = Path(__file__).resolve().parent.parent
BLOCK = exercise_page()
PASSING = json.dumps({"ok": True, "error": None, "output": "",
                      "tests": [{"name": n, "passed": True, "message": ""}
                                for n in ("test_one_pair", "test_signs_cancel_not", "test_three_stops")]})
LINE = (harness.MARKER + PASSING + "\n").encode()
WRONG = "def mean_abs_error(predicted, actual):\n    return 0.0\n"
FORGERIES = {
    "printed marker, os._exit(0)": f"import os\nprint({harness.MARKER + PASSING!r}, flush=True)\nos._exit(0)\n",
    "marker on fd 1, os._exit(0)": f"import os\nos.write(1, {LINE!r})\n"
                                   "os._exit(0)\n",
    "marker on fd 2 at exit": "import atexit, os\n"
                                               f"atexit.register(lambda: os.write(2, {LINE!r}))\n",
    "marker printed by a test-time call": "import sys\n"
                                          "def mean_abs_error(p, a):\n"
                                          f"    sys.__stdout__.write({LINE.decode()!r}); sys.__stdout__.flush()\n"
                                          "    import os; os._exit(0)\n",
}


@pytest.fixture
def root(tmp_path) -> Path:
    shutil.copytree(FIXTURE, tmp_path / "snippets" / "l" / "ex_fare_error")
    (tmp_path / "node_modules").mkdir()
    (tmp_path / "node_modules" / "pyodide").symlink_to(REPO / "node_modules" / "pyodide", target_is_directory=True)
    return tmp_path


def proved(root: Path, runner) -> list[str]:
    found = scan_page("l.md", BLOCK, root)
    (spec,) = found.widgets
    ex = spec.exercise
    jobs = exercise.jobs(ex)
    results = dict(zip(jobs, runner.run_many(list(jobs.values())), strict=True))
    return [p.message for p in exercise.check(ex, results)]


def test_the_sound_fixture_is_proved(root, runner):
    assert proved(root, runner) == []


@pytest.mark.parametrize("how", sorted(FORGERIES))
def test_a_forged_verdict_from_the_model_answer_is_refused(root, runner, how):
    (root / "snippets/l/ex_fare_error/answer.py").write_text(WRONG + FORGERIES[how], encoding="utf-8")
    found = proved(root, runner)
    assert any("answer.py" in m for m in found), found


def test_a_forged_failing_verdict_cannot_hide_that_the_skeleton_passes(root, runner):
    """The other way round: a skeleton that solves it and forges a failure is still caught."""
    failing = json.dumps({"ok": False, "error": None, "output": "",
                          "tests": [{"name": "test_one_pair", "passed": False, "message": "x"}]})
    line = (harness.MARKER + failing + "\n").encode()
    (root / "snippets/l/ex_fare_error/skeleton.py").write_text(
        "import os\n"
        "def mean_abs_error(predicted, actual):\n"
        f"    os.write(1, {line!r})\n"
        "    os._exit(0)\n", encoding="utf-8")
    found = proved(root, runner)
    assert any("skeleton.py" in m for m in found), found
