"""The exercise fence: validation names the page line at fault, its folder is read only inside the lesson's
snippets, and the build's proof (in the sealed runner) catches a broken check. Engine only: no MkDocs."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from pathshala import exercise
from pathshala.blocks import Family
from pathshala.blocks import scan_page as scan_blocks
from pathshala.rendering.templates import default as default_templates


def scan_page(page: str, text: str, root):
    """A page's widgets and what is wrong with them, as the site pass's block scan finds them."""
    found = scan_blocks(page, text, root)
    return found.widgets, found.problems[Family.WIDGET]


REPO = Path(__file__).resolve().parent.parent
FIXTURE = Path(__file__).resolve().parent / "exercise_fixture" / "ex_fare_error"

BLOCK = """# অনুশীলন

**১.** ভাড়ার ভুল মাপুন।

```exercise
id: fare
folder: ex_fare_error
hints:
  - "`abs` দিয়ে চিহ্ন বাদ দিন"
wrong:
  - file: wrong_no_abs.py
    fails: test_signs_cancel_not
    says: "দিল 0.0"
  - file: wrong_no_mean.py
    fails: test_signs_cancel_not
    says: "দিল 4.0"
```
"""
FENCE_LINE = 5  # the opening line of BLOCK's fence
WRONG_LINE, FAILS_LINE, SAYS_LINE = 11, 12, 13  # the first wrong answer's entry


@pytest.fixture
def root(tmp_path) -> Path:
    """A project with the fixture exercise in snippets/l/ and the self-hosted Pyodide (its stdlib list)."""
    shutil.copytree(FIXTURE, tmp_path / "snippets" / "l" / "ex_fare_error")
    (tmp_path / "node_modules").mkdir()
    (tmp_path / "node_modules" / "pyodide").symlink_to(REPO / "node_modules" / "pyodide", target_is_directory=True)
    return tmp_path


def problems(root: Path, text: str = BLOCK) -> list[str]:
    _, found = scan_page("l.md", text, root)
    return [f"{p.where} {p.message}" for p in found]


def test_the_fixture_block_is_valid_and_reads_its_files(root):
    widgets, found = scan_page("l.md", BLOCK, root)
    assert found == []
    ex = widgets[0].exercise
    assert ex.id == "fare" and ex.folder == "snippets/l/ex_fare_error" and ex.line == FENCE_LINE
    assert set(ex.sources) == {"skeleton.py", "answer.py", "tests.py", "wrong_no_abs.py", "wrong_no_mean.py"}
    assert [w.file for w in ex.wrong] == ["wrong_no_abs.py", "wrong_no_mean.py"]


@pytest.mark.parametrize(
    ("old", "new", "line", "message"),
    [
        ("hints:", "hint: x\nhints:", 8, "unknown field 'hint'"),
        ("id: fare\n", "", 6, "needs 'id'"),
        ("id: fare", "id: Fare_1", 6, "lowercase ASCII"),
        ("folder: ex_fare_error", "folder: ../../etc", 7, "no path"),
        ("folder: ex_fare_error", "folder: ex_fare/../../x", 7, "no path"),
        ("    fails: test_signs_cancel_not\n    says: \"দিল 0.0\"", "    fails: test_signs_cancel_not\n    says: x\n"
         "    because: y", 14, "unknown field 'because'"),
        ("file: wrong_no_abs.py", "file: ../answer.py", WRONG_LINE, "wrong_<mistake>.py"),
        ("file: wrong_no_mean.py", "file: wrong_no_abs.py", 14, "listed twice"),
        ("fails: test_signs_cancel_not\n    says: \"দিল 0.0\"", "fails: signs\n    says: \"দিল 0.0\"", FAILS_LINE,
         "names a test"),
        ("hints:\n  - \"`abs` দিয়ে চিহ্ন বাদ দিন\"", "hints: []", 8, "one or more hints"),
        ("    says: \"দিল 0.0\"", "    says: \"\"", SAYS_LINE, "says must be non-empty"),
    ],
)
def test_a_malformed_block_names_its_line(root, old, new, line, message):
    assert old in BLOCK
    found = problems(root, BLOCK.replace(old, new, 1))
    assert len(found) == 1 and found[0].startswith(f"docs/l.md:{line} ") and message in found[0], found


def test_a_missing_folder_or_file_names_the_line(root):
    found = problems(root, BLOCK.replace("folder: ex_fare_error", "folder: ex_nowhere"))
    assert found == ["docs/l.md:7 snippets/l/ex_nowhere/ does not exist (an exercise's files live in "
                     "snippets/l/<folder>/)"]
    (root / "snippets/l/ex_fare_error/tests.py").unlink()
    found = problems(root)
    assert len(found) == 1 and found[0].startswith("docs/l.md:7 ") and "tests.py does not exist" in found[0]
    (root / "snippets/l/ex_fare_error/wrong_no_abs.py").unlink()
    assert any(p.startswith(f"docs/l.md:{WRONG_LINE} ") and "wrong_no_abs.py does not exist" in p
               for p in problems(root))


def test_an_unlisted_wrong_answer_is_refused(root):
    (root / "snippets/l/ex_fare_error/wrong_forgot.py").write_text("def mean_abs_error(p, a):\n    return 1\n")
    found = problems(root)
    assert len(found) == 1 and found[0].startswith("docs/l.md:10 ") and "wrong_forgot.py is not listed" in found[0]


def test_fails_must_name_a_test_that_tests_py_defines(root):
    found = problems(root, BLOCK.replace("fails: test_signs_cancel_not", "fails: test_nothing", 1))
    assert found == [f"docs/l.md:{FAILS_LINE} wrong_no_abs.py names test_nothing, which snippets/l/ex_fare_error/"
                     "tests.py does not define (its tests: test_one_pair, test_signs_cancel_not, test_three_stops)"]


def test_every_test_must_say_in_bengali_what_it_checks(root):
    """A reader whose answer fails a test reads its docstring, never its name: the build requires one."""
    tests = root / "snippets/l/ex_fare_error/tests.py"
    text = tests.read_text(encoding="utf-8")
    text = text.replace('    """উল্টো দিকের দুটি ভুল একে অপরকে কাটে না: আগে পরম মান, তারপর গড়।"""\n', "")
    text = text.replace('"""তিনটি স্টপের ভুলের গড়: যোগফলকে জোড়ার সংখ্যা দিয়ে ভাগ।"""', '"""Mean of three stops."""')
    tests.write_text(text, encoding="utf-8")
    found = problems(root)
    assert [f.split(" has no")[0] for f in found] == [
        f"docs/l.md:{FENCE_LINE} snippets/l/ex_fare_error/tests.py line 6: test_signs_cancel_not",
        f"docs/l.md:{FENCE_LINE} snippets/l/ex_fare_error/tests.py line 11: test_three_stops"], found
    assert all("has no Bengali description" in f and "contributing/exercises.md" in f for f in found)


def test_a_folder_linked_from_elsewhere_is_refused(root, tmp_path_factory):
    outside = tmp_path_factory.mktemp("outside") / "ex_secret"
    shutil.copytree(FIXTURE, outside)
    (root / "snippets/l/ex_linked").symlink_to(outside, target_is_directory=True)
    found = problems(root, BLOCK.replace("folder: ex_fare_error", "folder: ex_linked"))
    assert len(found) == 1 and found[0].startswith("docs/l.md:7 ") and "the build refuses it" in found[0]


def test_a_file_linked_to_another_lessons_file_is_refused(root):
    other = root / "snippets" / "m"
    other.mkdir()
    (other / "answer.py").write_text("def mean_abs_error(p, a):\n    return 0\n")
    target = root / "snippets/l/ex_fare_error/answer.py"
    target.unlink()
    target.symlink_to(other / "answer.py")
    found = problems(root)
    assert len(found) == 1 and "answer.py is a symbolic link" in found[0], found


def test_a_file_importing_numpy_is_refused_it_could_not_run_in_the_page(root):
    answer = root / "snippets/l/ex_fare_error/answer.py"
    answer.write_text("import numpy\n" + answer.read_text(encoding="utf-8"))
    found = problems(root)
    assert len(found) == 1 and "answer.py imports numpy" in found[0] and found[0].startswith("docs/l.md:5 ")


def test_the_job_runs_the_served_harness_with_that_file_and_the_tests(root):
    widgets, _ = scan_page("l.md", BLOCK, root)
    ex = widgets[0].exercise
    jobs = exercise.jobs(ex)
    assert sorted(jobs) == ["answer.py", "skeleton.py", "wrong_no_abs.py", "wrong_no_mean.py"]
    job = jobs["answer.py"]
    assert job.code.startswith(exercise.HARNESS.read_text(encoding="utf-8"))
    assert repr(ex.sources["answer.py"]) in job.code and repr(ex.sources["tests.py"]) in job.code
    assert job.folder is None  # nothing of the folder but these texts reaches the run


def test_html_reads_without_js_and_escapes_the_files(root):
    answer = root / "snippets/l/ex_fare_error/skeleton.py"
    answer.write_text(answer.read_text(encoding="utf-8") + "# </textarea><script>alert(1)</script>\n")
    widgets, _ = scan_page("l.md", BLOCK, root)
    out = exercise.html(widgets[0].exercise, {}, default_templates())
    assert "<script>" not in out and "&lt;/textarea&gt;&lt;script&gt;" in out
    assert out.count("<textarea") == 1 and 'class="ps-exercise-editor" hidden' in out
    assert "<summary data-search-exclude>নমুনা উত্তর দেখুন</summary>" in out
    assert "<summary data-search-exclude>সংকেত ১</summary>" in out
    assert "<code>abs</code>" in out  # a hint is Markdown


def test_the_notebook_gets_the_skeleton_the_hints_and_a_link_to_the_check(root):
    widgets, _ = scan_page("l.md", BLOCK, root)
    ex = widgets[0].exercise
    lines = exercise.markdown(ex, "../l/")
    text = "\n".join(lines)
    assert "```python\n" + ex.sources["skeleton.py"].rstrip("\n") + "\n```" in text
    assert "- `abs` দিয়ে চিহ্ন বাদ দিন" in lines
    assert "(../l/#exercise-l-fare)" in text and "total += abs" not in text  # the answer stays on the page
