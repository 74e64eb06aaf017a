"""pymdownx.snippets section markers in a snippet: a named section shown and counted, a whole file shown without them.

Lesson ০৫ quotes three lines of ০৪'s one_day.py by a named section (``one_day.py:quoted-in-05``) instead of
a line range that breaks when ০৪ edits the file; ০৪ runs and shows the same file whole.
"""

from __future__ import annotations

import pytest

from pathshala.content.sections import MarkerError, drop_markers, section, without_markers
from pathshala.content.snippet_folder import read_snippet

from .conftest import gate_of
from .test_gate_time import lesson

MARKED = ("def f(x):\n"
          "    y = 2 * x\n"
          "    # --8<-- [start:middle]\n"
          "    z = y + 1\n"
          "    w = z * z\n"
          "    # --8<-- [end:middle]\n"
          "    return w\n")


def test_a_named_section_is_the_lines_between_its_markers():
    assert section(MARKED, "middle", "07-x/m.py") == "    z = y + 1\n    w = z * z\n"


def test_a_whole_file_shows_and_runs_without_its_marker_lines(tmp_path):
    (tmp_path / "snippets" / "07-x").mkdir(parents=True)
    (tmp_path / "snippets" / "07-x" / "m.py").write_text(MARKED, encoding="utf-8")
    shown = read_snippet(tmp_path, "07-x/m.py")  # what an executed fence shows, edits in the page and runs
    assert "8<-" not in shown and shown.count("\n") == 5
    ns: dict = {}
    exec(shown + "r = f(3)\n", ns)
    assert ns["r"] == 49


@pytest.mark.parametrize("line", [
    "    z = y + 1  # --8<-- [start:middle]\n",       # code before a marker
    "    # --8<-- [start:middle] z = y + 1\n",        # "code" after it, which pymdownx would hide too
    '    s = "--8<-- [end:middle]"\n',                # a string that pymdownx reads as a marker
])
def test_a_marker_sharing_its_line_with_code_is_refused_not_hidden(line):
    # pymdownx.snippets drops the whole line from the page; python would still run it: the page and the run
    # would differ. The build refuses the file, naming the line.
    text = "a = 1\n" + line
    with pytest.raises(MarkerError, match=r"snippets/07-x/m\.py line 2: a section marker"):
        without_markers(text, "07-x/m.py")
    assert drop_markers(text) == "a = 1\n"  # what pymdownx would show


def test_an_escaped_marker_is_code_not_a_marker():
    text = 'print(";--8<-- [start:x]")\n'
    assert without_markers(text, "07-x/m.py") == text


@pytest.mark.parametrize(("text", "says"), [
    (MARKED.replace("[end:middle]", "[end:other]"), "section 'middle' is not closed"),
    (MARKED.replace("middle", "other"), "has no section 'middle'"),
    ("    # --8<-- [end:middle]\n" + MARKED, "has no section 'middle'"),  # an end first: pymdownx shows none
    (MARKED.replace("[start:middle]", "[start:Middle]"), "has no section 'middle'"),  # pymdownx compares exactly
])
def test_a_missing_or_unclosed_section_is_refused(text, says):
    with pytest.raises(MarkerError, match=says):
        section(text, "middle", "07-x/m.py")


def test_the_gate_counts_a_named_section_and_a_whole_file_without_markers(tmp_path):
    files = {"snippets/07-x/m.py": MARKED}
    page = lesson(body='```python\n--8<-- "07-x/m.py:middle"\n```\n\n```python\n--8<-- "07-x/m.py"\n```\n')
    gate = gate_of(tmp_path, {"07-x.md": page}, files)[1]["07-x.md"]
    [part] = gate.time.parts
    assert gate.problems == []
    assert part.files == [("snippets/07-x/m.py", 2), ("snippets/07-x/m.py", 5)]  # marker lines never count
