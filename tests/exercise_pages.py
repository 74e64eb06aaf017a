"""The fare-error exercise as page text and files, one copy for the test modules that build on it.

``tests/exercise_fixture/ex_fare_error`` holds its answer, skeleton, tests and two wrong answers; a test writes
``exercise_page()`` as a page and copies that folder under the page's snippets.
"""

from pathlib import Path

FIXTURE = Path(__file__).resolve().parent / "exercise_fixture" / "ex_fare_error"

_WRONG = """wrong:
  - file: wrong_no_abs.py
    fails: test_signs_cancel_not
    says: "দিল 0.0"
  - file: wrong_no_mean.py
    fails: test_signs_cancel_not
    says: "দিল 4.0"
"""


def exercise_page(ident: str = "fare", folder: str = "ex_fare_error") -> str:
    """A page with one exercise fence over the fixture's files and its two declared wrong answers."""
    return f"# অনুশীলন\n\n```exercise\nid: {ident}\nfolder: {folder}\nhints: [\"`abs`\"]\n{_WRONG}```\n"


# Tests that return early in the page's runtime (Pyodide): CPython proves them, the page would pass anything.
SKIPS_IN_PAGE = """import sys


def test_one_pair():
    "এক জোড়া মানে ভুল হলো পার্থক্যের পরম মান।"
    if sys.platform == "emscripten":
        return
    expect("mean_abs_error([10], [7])", mean_abs_error([10], [7]), 3.0, tol=1e-9)


def test_signs_cancel_not():
    "উল্টো দিকের দুটি ভুল কাটাকাটি হয় না।"
    if sys.platform == "emscripten":
        return
    expect("mean_abs_error([5, 9], [7, 7])", mean_abs_error([5, 9], [7, 7]), 2.0, tol=1e-9)
"""
