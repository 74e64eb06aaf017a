"""``needs="cxx"`` on a fence opens nothing: a strict MkDocs build of a small site, with and without a C++ compiler.

Content may write ``needs=`` on any fence (SECURITY.md says why that weakens no check). These builds show it:
where g++ exists a fence with ``needs="cxx"`` whose recording no run printed still fails the strict build; where
the compiler is missing (made so by the environment: ``CXX`` naming a file that does not exist, which is where
inductor then looks, and the only place) the strict build completes, logs the fence's one line, and the page holds
the notice, none of the recorded text, and its claim marked unchecked; with ``PATHSHALA_REQUIRE_ALL=1`` (CI) the
same build fails with that line.
"""

from __future__ import annotations

import shutil

import pytest

from pathshala.running import needs

pytestmark = pytest.mark.site

MISSING = {"CXX": "/nonexistent/c++"}
CODE = "print('compiled matches eager: True')\nprint('calls to break even > 10000: True')\n"
FORGED = "FORGED: compiled is 100x faster\ncalls to break even > 99999: True\n"
PAGE = ('# L\n\nএকটি অনুচ্ছেদ।\n\n```python exec="on" source="above" needs="cxx"\n--8<-- "l/fast.py"\n```\n\n'
        "খরচ উঠতে [[fast#break even >: 99999 | 99,999]] call লাগে।\n")
LINE = 'docs/l.md:5: snippets/l/fast.py not run: needs="cxx", a C++ compiler'


def write(project, recorded: str) -> None:
    project.write({"docs/index.md": "# হোম\n\nশুরু।\n", "docs/l.md": PAGE, "snippets/l/fast.py": CODE,
                   "snippets/l/fast.out": recorded})


def test_where_the_compiler_is_missing_the_strict_build_completes_logs_the_line_and_shows_no_recording(project):
    write(project, FORGED)
    built = project.build(env={**MISSING, needs.REQUIRE_ALL: ""})
    assert built.returncode == 0, built.stderr[-3000:]
    (line,) = [x for x in built.stderr.splitlines() if "not run:" in x]
    assert LINE in line and "/nonexistent/c++" in line and "install g++" in line
    html = project.html("l")
    assert "FORGED" not in html and "100x" not in html and "break even &gt; 99999" not in html
    assert "এই output এই build-এ তৈরি হয়নি" in html and "README-র set-up" in html
    assert 'class="claim ps-claim-unchecked"' in html and "(যাচাই হয়নি)" in html
    assert "হাতে লেখা নয়" not in html  # no "from a run" tooltip on the page


def test_where_every_run_must_happen_the_same_build_fails_with_that_line(project):
    write(project, FORGED)
    built = project.build(env={**MISSING, needs.REQUIRE_ALL: "1"})
    assert built.returncode != 0
    assert LINE in built.stderr and f"{needs.REQUIRE_ALL} is set, so every run must happen" in built.stderr


@pytest.mark.skipif(shutil.which("g++") is None, reason="this machine has no g++ (README: set-up)")
def test_where_the_compiler_exists_a_recording_no_run_printed_still_fails_the_strict_build(project):
    write(project, FORGED)
    built = project.build(env={"CXX": shutil.which("g++") or "g++"})
    assert built.returncode != 0
    assert "snippets/l/fast.out" in built.stderr and "not run:" not in built.stderr
