"""Each way a snippet can go wrong ends as a clear outcome, and the repository is untouched."""

from __future__ import annotations

from pathlib import Path

from .conftest import REPO, run_code, tree_digest


def run(runner, code: str, name: str = "fault", timeout: float = 60.0):
    return run_code(runner, code, name, folder="faults", timeout=timeout)


def test_uncaught_exception_names_snippet_file_and_line(runner):
    result = run(runner, "x = 1\n\ndef f():\n    return 1 / 0\n\nf()\n", "raises")
    assert result.outcome == "error"
    assert 'File "snippets/faults/raises.py", line 6, in <module>' in result.output
    assert 'File "snippets/faults/raises.py", line 4, in f' in result.output
    assert "    return 1 / 0" in result.output  # source lines shown, as a terminal shows them
    assert result.output.rstrip().endswith("ZeroDivisionError: division by zero")
    assert "<code block" not in result.output and "child.py" not in result.output


def test_syntax_error_is_reported_like_python(runner):
    result = run(runner, "print('a'\n", "syntax")
    assert result.outcome == "error"
    assert "snippets/faults/syntax.py" in result.output and "SyntaxError" in result.output


def test_timeout_stops_the_snippet(runner):
    result = run(runner, "import time\nprint('started', flush=True)\ntime.sleep(30)\n", "hangs", timeout=1)
    assert result.outcome == "timeout"
    assert "did not finish within 1 s" in result.message
    assert result.output == "started\n"
    assert result.duration_s < 10


def test_sys_exit_status(runner):
    result = run(runner, "import sys\nprint('bye')\nsys.exit(3)\n", "exits")
    assert (result.outcome, result.status) == ("exit", 3)
    assert result.message.startswith("exited with status 3 ")
    assert result.output == "bye\n"


def test_sys_exit_zero_is_a_normal_end(runner):
    result = run(runner, "import sys\nsys.exit()\n", "exits0")
    assert result.ok


def test_os_exit_is_judged_by_its_status_alone(runner):
    """The runner sees only the exit status (waitpid): os._exit(3) is an exit with status 3."""
    result = run(runner, "import os\nprint('half', flush=True)\nos._exit(3)\n", "osexit")
    assert (result.outcome, result.status) == ("exit", 3)
    assert result.message.startswith("exited with status 3 ")
    assert result.output == "half\n"


def test_interpreter_crash(runner):
    result = run(runner, "import ctypes\nctypes.string_at(0)\n", "crash")
    assert result.outcome == "crash"
    assert "SIGSEGV" in result.message
    assert 'File "snippets/faults/crash.py", line 2' in result.output  # faulthandler's stack


def test_flood_is_cut_at_the_cap(runner):
    result = run(runner, "import sys\nsys.stdout.write('x' * 10_000_000)\n", "flood")
    assert result.outcome == "flood"
    assert "more than 1,000,000 bytes" in result.message
    assert len(result.output.encode()) == runner.settings.output_cap


def test_endless_printing_is_stopped(runner):
    result = run(runner, "while True:\n    print('again and again')\n", "endless", timeout=30)
    assert result.outcome == "flood"


def test_writing_into_the_repository_is_refused(runner):
    before = tree_digest(REPO, skip=(".cache", "site", ".venv", ".git", ".pytest_cache", ".ruff_cache"))
    target = REPO / "docs" / "written-by-a-snippet.md"
    code = f"open({str(target)!r}, 'w').write('oops')\n"
    result = run(runner, code, "writes")
    assert result.outcome == "error"
    assert "PermissionError" in result.output and "scratch folder" in result.output
    assert not target.exists()
    code = f"import os\nos.remove({str(REPO / 'README.md')!r})\n"
    assert "PermissionError" in run(runner, code, "removes").output
    after = tree_digest(REPO, skip=(".cache", "site", ".venv", ".git", ".pytest_cache", ".ruff_cache"))
    assert before == after


def test_writing_in_the_scratch_folder_is_allowed_and_recorded(runner):
    code = (
        "import tempfile, pathlib\n"
        "pathlib.Path('model.txt').write_text('weights')\n"
        "print(pathlib.Path('model.txt').read_text())\n"
        "with tempfile.NamedTemporaryFile('w') as f:\n    f.write('tmp')\n"
    )
    result = run(runner, code, "saves")
    assert result.ok, result.output
    assert result.output == "weights\n"
    assert result.files_written == ["model.txt"]
    assert not Path("model.txt").exists()
