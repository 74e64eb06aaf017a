"""Whole-site builds with exercise blocks: a broken check fails the build naming page and line; a sound one
is published with the harness the build proved it with, and reads whole without JavaScript."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from pathshala import exercise
from tests.exercise_pages import FIXTURE, SKIPS_IN_PAGE

from .conftest import error_records

pytestmark = pytest.mark.site

SAYS_99 = 'says: "দিল 9.9"'
WRONGS = """wrong:
  - file: wrong_no_abs.py
    fails: {fails_abs}
    says: "{says_abs}"
  - file: wrong_no_mean.py
    fails: test_signs_cancel_not
    says: "দিল 4.0"
"""


def block(folder: str, fails_abs: str = "test_signs_cancel_not", says_abs: str = "দিল 0.0") -> str:
    return (f"```exercise\nid: {folder.replace('_', '-')[3:]}\nfolder: {folder}\nhints:\n  - \"`abs` দেখুন\"\n"
            + WRONGS.format(fails_abs=fails_abs, says_abs=says_abs) + "```\n")


def add_folder(root: Path, name: str, replace: dict[str, str] | None = None) -> None:
    """The fixture exercise as snippets/l/<name>/, with some files' text taken from others of it."""
    dest = root / "snippets" / "l" / name
    shutil.copytree(FIXTURE, dest)
    for target, source in (replace or {}).items():
        (dest / target).write_text((FIXTURE / source).read_text(encoding="utf-8"), encoding="utf-8")


def line_of(text: str, needle: str, after: str = "") -> int:
    start = text.index(after) if after else 0
    return text[:text.index(needle, start)].count("\n") + 1


def test_each_kind_of_broken_check_fails_the_build_naming_page_and_line(project):
    cases = {
        "ex_skeleton_passes": ({"skeleton.py": "answer.py"}, {}),  # a test that passes the untouched skeleton
        "ex_wrong_passes": ({"wrong_no_abs.py": "answer.py"}, {}),  # a wrong answer the tests do not catch
        "ex_says_differs": ({}, {"says_abs": "দিল 9.9"}),  # a message the test does not say
        "ex_model_fails": ({"answer.py": "wrong_no_mean.py"}, {}),  # a model answer that fails
        "ex_other_test_first": ({}, {"fails_abs": "test_three_stops"}),  # the mistake fails another test first
    }
    page = "# অনুশীলন\n\n" + "\n".join(f"**{name}**\n\n{block(name, **fence)}" for name, (_, fence) in cases.items())
    for name, (replace, _) in cases.items():
        add_folder(project.root, name, replace)
    project.write({"docs/index.md": "# হোম\n", "docs/l.md": page})
    result = project.build()
    assert result.returncode != 0
    errors = "\n".join(error_records(result.stderr))
    expected = {
        f"docs/l.md:{line_of(page, '```exercise', 'ex_skeleton_passes**')}: snippets/l/ex_skeleton_passes/"
        "skeleton.py passes every test",
        f"docs/l.md:{line_of(page, '- file: wrong_no_abs.py', 'ex_wrong_passes**')}: snippets/l/ex_wrong_passes/"
        "wrong_no_abs.py passes every test",
        f"docs/l.md:{line_of(page, SAYS_99)}: snippets/l/ex_says_differs/wrong_no_abs.py fails "
        "test_signs_cancel_not saying '`mean_abs_error([5, 9], [7, 7])` দিল 0.0, হওয়ার কথা 2.0', which does not "
        "contain says: 'দিল 9.9'",
        f"docs/l.md:{line_of(page, '```exercise', 'ex_model_fails**')}: snippets/l/ex_model_fails/answer.py, the "
        "model answer, does not pass its tests",
        f"docs/l.md:{line_of(page, 'fails: test_three_stops')}: snippets/l/ex_other_test_first/wrong_no_abs.py "
        "fails test_signs_cancel_not first, not test_three_stops",
    }
    for message in expected:
        assert message in errors, f"{message!r} not in:\n{errors}\n{result.stderr[-3000:]}"
    assert errors.count("docs/l.md:") == len(expected)  # one problem each, nothing else


def test_a_sound_exercise_is_published_with_the_harness_that_proved_it(project):
    add_folder(project.root, "ex_fare_error")
    page = "# অনুশীলন\n\n**১.** ভাড়ার ভুল মাপুন।\n\n" + block("ex_fare_error")
    project.write({"docs/index.md": "# হোম\n", "docs/l.md": page})
    result = project.build()
    assert result.returncode == 0, result.stderr[-4000:]
    served = project.root / "site" / exercise.block.SITE_HARNESS
    assert served.read_bytes() == exercise.HARNESS.read_bytes()  # the very file, not a copy kept by hand
    assert (project.root / "site" / "assets" / "pyodide" / "pyodide.mjs").is_file()
    html = project.html("l")
    box = re.search(r'<div class="ps-exercise" id="exercise-l-fare-error" data-exercise="l/fare-error">.*?'
                    r'নমুনা উত্তর দেখুন</summary>.*?</details>\s*</div>', html, re.DOTALL)
    assert box, "no exercise block in the page"
    text = box.group(0)
    answer = re.search(r"নমুনা উত্তর দেখুন</summary>(.*?)</details>", text, re.DOTALL).group(1)
    skeleton = re.search(r'class="ps-exercise-skeleton">(.*?)</div></div>', text, re.DOTALL).group(1)
    assert "return 0.0" in re.sub(r"<[^>]+>", "", skeleton)
    assert "total += abs(p - a)" in re.sub(r"<[^>]+>", "", answer)  # skeleton shown, model answer behind a reveal
    assert 'class="ps-exercise-editor" hidden' in text
    # a second build runs nothing again: the proof's runs are cached like any snippet's
    again = project.build()
    assert again.returncode == 0 and re.search(r"snippets: 4 total, 0 ran, 4 cached", again.stderr), again.stderr




def test_a_check_that_skips_itself_in_the_page_fails_the_build(project):
    """Issue 33: CPython alone proved it, and the page marked the untouched skeleton solved."""
    add_folder(project.root, "ex_fare_error")
    (project.root / "snippets/l/ex_fare_error/tests.py").write_text(SKIPS_IN_PAGE, encoding="utf-8")
    page = "# অনুশীলন\n\n**১.** ভাড়ার ভুল মাপুন।\n\n" + block("ex_fare_error")
    project.write({"docs/index.md": "# হোম\n", "docs/l.md": page})
    result = project.build()
    assert result.returncode != 0, result.stderr[-3000:]
    errors = "\n".join(error_records(result.stderr))
    fence = line_of(page, "```exercise")
    assert (f"docs/l.md:{fence}: in the page's Python (Pyodide" in errors
            and "snippets/l/ex_fare_error/skeleton.py passes every test" in errors), errors
    assert errors.count("docs/l.md:") == 3  # the skeleton and both wrong answers, each once, in Pyodide only
