"""Run a reader's answer against an exercise's tests and say, in Bengali, what failed.

One pure-Python file with no imports beyond the standard library: the build runs it
(in the sealed runner, under CPython) to prove each exercise's checks right, and the
site serves this very file to the page, whose Web Worker runs it under Pyodide when a
reader presses "যাচাই করুন". Same file, same verdicts.

``run_checks(reader_source, tests_source)`` returns
``{"ok": bool, "error": str | None, "tests": [{"name", "description", "passed", "message"}], "output": str}``:

- the reader's code runs first, in a fresh namespace; a syntax error or an exception
  while it runs becomes ``error`` (Bengali, naming the reader's line) and no test runs;
- then the tests file runs in the same namespace, with ``expect`` injected (tests never
  import it), and each ``def test_…():`` it defines runs in file order;
- a test fails on ``AssertionError`` (its message, from ``expect`` or the test's own
  ``assert cond, "…"``) or on any other exception (``TypeError: …``);
- each test's ``description`` is its docstring, its lines joined: the Bengali sentence a reader
  sees in place of the test's name (``test_between_two_…`` means nothing to them; the build
  requires one for every test: ``block.check_descriptions``); '' when it has none;
- ``output`` is what the reader's code printed meanwhile (kept apart, so the result's
  own line is never mixed with it; capped).

The page shows a message's `backquoted` spans as code (``exercise.js``, as text, never as
markup); numbers in a message are as the test printed them (values, in ASCII digits), and the
harness's own words put theirs in Bengali digits (``bn``).

``ok`` is true only when there was no error, at least one test ran, and every test passed.
"""

import builtins
import io
import math
import sys
import traceback

READER_FILE = "<আপনার কোড>"
TESTS_FILE = "<tests.py>"
OUTPUT_CAP = 20000  # characters of the reader's printing kept
SHOWN_CAP = 300  # characters of one value shown in a message
_BN = "০১২৩৪৫৬৭৮৯"


def bn(value):
    """ASCII digits to Bengali digits (for numbers in Bengali sentences, never in values)."""
    return "".join(_BN[int(c)] if c in "0123456789" else c for c in str(value))


def _show(value):
    try:
        text = repr(value)
    except Exception as err:  # a reader's class whose __repr__ raises
        text = "<দেখানো গেল না: " + type(err).__name__ + ">"
    return text if len(text) <= SHOWN_CAP else text[:SHOWN_CAP] + "…"


def _close(actual, expected, tol):
    if isinstance(expected, (list, tuple)):
        if not isinstance(actual, (list, tuple)) or len(actual) != len(expected):
            return False
        return all(_close(a, e, tol) for a, e in zip(actual, expected, strict=True))
    if isinstance(expected, bool) or isinstance(actual, bool):  # True is not 1.0 here
        return isinstance(expected, bool) and isinstance(actual, bool) and actual == expected
    if isinstance(expected, (int, float)) and isinstance(actual, (int, float)):
        if math.isnan(expected):
            return math.isnan(actual)
        return math.isfinite(actual) and abs(actual - expected) <= tol
    return _equal(actual, expected)


def _equal(actual, expected):
    try:
        return bool(actual == expected)
    except Exception:  # an == that raises or returns something with no truth value
        return False


def expect(call, actual, expected, tol=None):
    """Check one call's value; on a mismatch, AssertionError naming the call, what it gave and what it should.

    ``tol``: an absolute tolerance for floats (also element by element in lists and tuples);
    None compares with ``==``.
    """
    same = _equal(actual, expected) if tol is None else _close(actual, expected, tol)
    if not same:
        message = "`" + str(call) + "` দিল " + _show(actual) + ", হওয়ার কথা " + _show(expected)
        raise AssertionError(message)


def _reader_line(err):
    """The last line of the reader's code in an exception's traceback, or None."""
    line = None
    for frame in traceback.extract_tb(err.__traceback__):
        if frame.filename == READER_FILE:
            line = frame.lineno
    return line


def _describe(err):
    text = str(err)
    return type(err).__name__ + (": " + text if text else "")


def _failure(err):
    """A test's failure message: an assertion's own text, otherwise the exception and the reader's line."""
    if isinstance(err, AssertionError):
        return str(err) or "একটি শর্ত মেলেনি (assert)"
    message = _describe(err)
    line = _reader_line(err)
    if line is not None:
        message += " (আপনার কোডের " + bn(line) + " নম্বর লাইনে)"
    return message


class _Capped(io.StringIO):
    def write(self, text):
        room = OUTPUT_CAP - self.tell()
        if room > 0:
            super().write(text[:room])
        return len(text)


def run_checks(reader_source, tests_source):
    """Run the reader's code, then every test; the verdict as a dict of plain values (JSON-ready)."""
    result = {"ok": False, "error": None, "tests": [], "output": ""}
    namespace = {"__name__": "__exercise__", "__builtins__": builtins}
    printed = _Capped()
    saved = sys.stdout, sys.stderr
    sys.stdout = sys.stderr = printed
    try:
        result["error"] = _define(reader_source, tests_source, namespace)
        if result["error"] is None:
            tests = [value for name, value in namespace.items()
                     if name.startswith("test_") and callable(value)
                     and getattr(getattr(value, "__code__", None), "co_filename", "") == TESTS_FILE]
            tests.sort(key=lambda fn: fn.__code__.co_firstlineno)
            for test in tests:
                result["tests"].append(_one(test))
            if not tests:
                result["error"] = "tests.py-তে কোনো পরীক্ষা (def test_…) নেই।"
    finally:
        sys.stdout, sys.stderr = saved
    result["output"] = printed.getvalue()
    result["ok"] = result["error"] is None and all(t["passed"] for t in result["tests"])
    return result


def _define(reader_source, tests_source, namespace):
    """Run the reader's code and define the tests; a Bengali error, or None."""
    try:
        code = compile(reader_source, READER_FILE, "exec")
    except SyntaxError as err:
        return "আপনার কোডের " + bn(err.lineno or 1) + " নম্বর লাইনে লেখার (syntax) ভুল: SyntaxError: " + str(err.msg)
    try:
        exec(code, namespace)
    except BaseException as err:  # SystemExit too: the reader's code must not end the check
        if isinstance(err, KeyboardInterrupt):
            raise
        line = _reader_line(err)
        where = " " + bn(line) + " নম্বর লাইনে" if line is not None else ""
        return "আপনার কোড চালাতেই" + where + " error হলো: " + _describe(err)
    namespace["expect"] = expect
    try:
        exec(compile(tests_source, TESTS_FILE, "exec"), namespace)
    except BaseException as err:
        if isinstance(err, KeyboardInterrupt):
            raise
        return "পরীক্ষার ফাইল (tests.py) চালানো গেল না: " + _describe(err)
    return None


def description(test):
    """A test's Bengali description for the reader: its docstring with its lines joined ('' without one)."""
    doc = getattr(test, "__doc__", None)
    return " ".join(doc.split()) if isinstance(doc, str) else ""


def _one(test):
    said = {"name": test.__name__, "description": description(test)}
    try:
        test()
    except BaseException as err:
        if isinstance(err, KeyboardInterrupt):
            raise
        return {**said, "passed": False, "message": _failure(err)}
    return {**said, "passed": True, "message": ""}


MARKER = "@@pathshala-exercise@@ "  # starts each line of the verdict's channel (``report``)


def report(reader_source, tests_source):
    """The build's proof run (CPython, sealed runner): the verdict on a channel the reader's code does not hold.

    Before the reader's code runs, the run's real output (fd 1) is kept on a private descriptor and fds 1
    and 2 are pointed at ``/dev/null``: whatever the reader's or the tests' code prints or writes to a
    descriptor goes nowhere the build reads (``run_checks`` keeps the ``print``-ed part for the result). The
    channel then carries exactly two lines, both ours: ``MARKER begin <nonce>`` before the reader's code and
    ``MARKER <nonce> <verdict JSON>`` after the last test, ``nonce`` fresh from ``os.urandom`` each run. The build
    (``block.verdict``) takes a verdict only from a run that exited with status 0 and whose output is exactly
    those two lines with one nonce: a run that left early (``os._exit(0)``), printed a marker of its own, or
    wrote anything else to the output is no verdict. (In one process the reader's code could still read this
    frame or find the descriptor on purpose; that is code on the page for all to read, and the page's runtime,
    Pyodide, proves the same files again through a channel of its own: SECURITY.md.)
    """
    import json
    import os

    nonce = os.urandom(16).hex()
    channel = os.dup(1)  # not inherited by a child process (PEP 446)
    quiet = os.open(os.devnull, os.O_WRONLY)
    os.dup2(quiet, 1)
    os.dup2(quiet, 2)
    os.close(quiet)
    _send(channel, MARKER + "begin " + nonce)
    verdict = run_checks(reader_source, tests_source)
    _send(channel, MARKER + nonce + " " + json.dumps(verdict, ensure_ascii=False))
    os.close(channel)


def _send(fd, line):
    import os

    data = (line + "\n").encode("utf-8")
    while data:
        data = data[os.write(fd, data):]
