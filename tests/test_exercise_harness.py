"""The exercise harness (one pure-Python file, the same in the build and in the page): what it runs, in what
order, and what it says in Bengali. No MkDocs, no runner: the file is exec'd as the page's worker runs it."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

HARNESS = Path(__file__).resolve().parent.parent / "hooks" / "pathshala" / "exercise" / "harness.py"
FIXTURE = Path(__file__).resolve().parent / "exercise_fixture" / "ex_fare_error"


@pytest.fixture(scope="module")
def h():
    """The harness as the page loads it: a file of its own, run as a module with nothing of ours around it."""
    namespace: dict = {"__name__": "exercise_harness"}
    exec(compile(HARNESS.read_text(encoding="utf-8"), str(HARNESS), "exec"), namespace)
    return type("Harness", (), {k: staticmethod(v) if callable(v) else v for k, v in namespace.items()
                                if not k.startswith("__")})


def fixture(name: str) -> str:
    return (FIXTURE / name).read_text(encoding="utf-8")


def test_it_imports_only_the_standard_library():
    tree = ast.parse(HARNESS.read_text(encoding="utf-8"))
    names = {a.name.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    names |= {n.module.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
    assert names <= {"builtins", "io", "math", "sys", "traceback", "json", "os"}, names


def test_model_answer_passes_every_test_in_file_order(h):
    result = h.run_checks(fixture("answer.py"), fixture("tests.py"))
    assert result["ok"] is True and result["error"] is None
    assert [t["name"] for t in result["tests"]] == ["test_one_pair", "test_signs_cancel_not", "test_three_stops"]
    assert all(t["passed"] and t["message"] == "" for t in result["tests"])


def test_a_wrong_answer_fails_with_call_actual_and_expected_in_bengali(h):
    result = h.run_checks(fixture("wrong_no_abs.py"), fixture("tests.py"))
    assert result["ok"] is False and result["error"] is None
    failed = [t for t in result["tests"] if not t["passed"]]
    assert [t["name"] for t in failed] == ["test_signs_cancel_not"]
    assert failed[0]["message"] == "`mean_abs_error([5, 9], [7, 7])` দিল 0.0, হওয়ার কথা 2.0"


def test_expect_compares_exactly_without_tol_and_within_tol_with_it(h):
    h.expect("f()", 3, 3)
    h.expect("f()", [0.1 + 0.2, 1.0], [0.3, 1.0], tol=1e-12)
    with pytest.raises(AssertionError, match=r"হওয়ার কথা 0\.3"):
        h.expect("f()", 0.1 + 0.2, 0.3)
    with pytest.raises(AssertionError):
        h.expect("f()", float("nan"), 1.0, tol=1.0)
    with pytest.raises(AssertionError):
        h.expect("f()", [1.0], [1.0, 2.0], tol=1.0)
    with pytest.raises(AssertionError):
        h.expect("f()", True, 1.0, tol=0.5)  # a bool is not a number here


def test_a_value_whose_comparison_raises_is_a_failure_not_a_crash(h):
    class Odd:
        def __eq__(self, other):
            raise ValueError("no")

        def __repr__(self):
            raise RuntimeError("no repr")

    with pytest.raises(AssertionError, match="দেখানো গেল না"):
        h.expect("f()", Odd(), 1)


def test_a_syntax_error_is_an_error_naming_the_readers_line(h):
    result = h.run_checks("x = 1\ndef f(:\n", fixture("tests.py"))
    assert result["ok"] is False and result["tests"] == []
    assert "২ নম্বর লাইনে" in result["error"] and "SyntaxError" in result["error"]


def test_an_exception_while_defining_is_an_error_naming_the_line(h):
    result = h.run_checks("print('hello')\nx = 1 / 0\n", fixture("tests.py"))
    assert "২ নম্বর লাইনে" in result["error"] and "ZeroDivisionError" in result["error"]
    assert result["output"] == "hello\n" and result["tests"] == []


def test_sys_exit_in_the_readers_code_does_not_end_the_check(h):
    result = h.run_checks("import sys\nsys.exit(0)\n", fixture("tests.py"))
    assert result["ok"] is False and "SystemExit" in result["error"]


def test_an_exception_inside_a_test_is_that_tests_failure_with_the_readers_line(h):
    reader = "def mean_abs_error(p, a):\n    return p + 1\n"
    result = h.run_checks(reader, fixture("tests.py"))
    assert result["error"] is None
    first = result["tests"][0]
    assert not first["passed"] and first["message"].startswith("TypeError: ")
    assert "২ নম্বর লাইনে" in first["message"]


def test_a_plain_assert_with_a_message_is_the_failure_message(h):
    tests = "def test_positive():\n    assert f() > 0, 'ফল ধনাত্মক হওয়ার কথা'\n"
    result = h.run_checks("def f():\n    return -1\n", tests)
    assert result["tests"] == [{"name": "test_positive", "description": "", "passed": False,
                                "message": "ফল ধনাত্মক হওয়ার কথা"}]


def test_each_test_is_described_to_the_reader_by_its_docstring_not_its_name(h):
    tests = ('def test_between_two_measurements():\n'
             '    """দুই মাপের\n    মাঝের ফারাক `gap(a, b)` দেয়।"""\n'
             '    expect("gap(3, 1)", gap(3, 1), 2)\n\n'
             'def test_plain():\n    assert gap(1, 1) == 0\n')
    result = h.run_checks("def gap(a, b):\n    return a + b\n", tests)
    first, second = result["tests"]
    assert first["description"] == "দুই মাপের মাঝের ফারাক `gap(a, b)` দেয়।"  # its lines joined
    assert first["message"] == "`gap(3, 1)` দিল 4, হওয়ার কথা 2"  # the values as printed
    assert second["description"] == "" and second["passed"] is False


def test_printing_is_kept_apart_and_stdout_is_restored(h):
    import sys

    before = sys.stdout
    result = h.run_checks("print('<script>x</script>')\ndef f():\n    return 1\n",
                          "def test_f():\n    expect('f()', f(), 1)\n")
    assert sys.stdout is before
    assert result["ok"] and result["output"] == "<script>x</script>\n"


def test_no_tests_is_an_error_and_a_readers_test_function_is_not_run(h):
    result = h.run_checks("def test_fake():\n    pass\n", "x = 1\n")
    assert result["ok"] is False and "কোনো পরীক্ষা" in result["error"]


def test_the_reader_cannot_replace_expect(h):
    reader = "def expect(*a, **k):\n    pass\ndef f():\n    return 0\n"
    result = h.run_checks(reader, "def test_f():\n    expect('f()', f(), 1)\n")
    assert result["ok"] is False


def test_report_writes_two_lines_of_its_own_and_nothing_the_reader_writes(h):
    """``report`` in a process of its own (it points fds 1 and 2 at /dev/null): the channel holds the begin line
    and the verdict with one fresh nonce; the reader's print, its os.write(1/2) and its stderr are not on it."""
    import json
    import subprocess
    import sys

    reader = ("import os, sys\nprint('hi')\nos.write(1, b'on fd 1\\n')\nos.write(2, b'on fd 2\\n')\n"
              "sys.stderr.write('err\\n')\ndef f():\n    return 1\n")
    tests = "def test_f():\n    expect(1, f(), 1)\n"
    code = HARNESS.read_text(encoding="utf-8") + f"\nreport({reader!r}, {tests!r})\n"
    runs = [subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True) for _ in "ab"]
    nonces = []
    for run in runs:
        begin, line, end = run.stdout.split("\n")
        assert run.stderr == "" and end == "" and begin.startswith(h.MARKER + "begin ")
        nonce = begin[len(h.MARKER + "begin "):]
        assert len(nonce) == 32 and line.startswith(h.MARKER + nonce + " ")
        verdict = json.loads(line[len(h.MARKER + nonce + " "):])
        assert verdict["ok"] is True and verdict["output"] == "hi\nerr\n"
        nonces.append(nonce)
    assert nonces[0] != nonces[1]
