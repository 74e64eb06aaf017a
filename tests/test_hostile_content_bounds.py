"""Content that costs the build more than its size: backtracking regexes, quadratic scans, deep nesting.

Each is bounded by construction (issue 33, items 8 and 9): content regexes run on RE2 (linear in the
text), the claim, fact and code-span scanners are linear, and YAML nests at most ``MAX_DEPTH`` levels,
checked without recursion, with page and line. The scanners' tests measure growth, never a bare
wall-clock threshold: the CPU time for 16 n against the time for n, in the same run, beside a scan known to be
linear (a linear scan grows about 16 times, a quadratic one 256 times).
"""

from __future__ import annotations

import gc
import re
import signal
import time
from contextlib import contextmanager

import pytest
import yaml

from pathshala.blocks import Family, scan_page
from pathshala.blocks.syntax import prose_lines
from pathshala.content import claims, yamlblock
from pathshala.gate import prose, terms
from pathshala.recordings import grants
from pathshala.recordings.recorded import mask_varying
from pathshala.rendering import facts

from .conftest import REPO, gate_of

EVIL = "(a|aa)+$"  # exponential backtracking in Python's re against "aaa…a" followed by anything else


class TooSlow(Exception):
    pass


@contextmanager
def at_most(seconds: int, what: str):
    """Stop a hang after ``seconds`` (Python's re checks signals while it backtracks), failing the test:
    a guard against the old code hanging the suite, far above what the new code takes (milliseconds)."""

    def stop(signum, frame):
        raise TooSlow(f"{what} ran for more than {seconds} s")

    old = signal.signal(signal.SIGALRM, stop)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


FACTOR = 16  # the larger text is this many times the smaller: a linear scan grows 16 times, a quadratic one 256


def growth(function, make, n: int) -> float:
    """How much more CPU time ``function(make(FACTOR n))`` takes than ``function(make(n))``, each the best of
    five (CPU time of this process: other processes on a busy machine do not count)."""

    def best(size: int) -> float:
        text = make(size)
        times = []
        gc.collect()
        gc.disable()  # a collection that falls in one timing and not the other is noise, not growth
        try:
            for _ in range(5):
                start = time.process_time()
                function(text)
                times.append(time.process_time() - start)
        finally:
            gc.enable()
        return max(min(times), 1e-6)

    best(n)  # warm up
    return best(FACTOR * n) / best(n)


_EVERY_CHARACTER = re.compile(".", re.DOTALL)


def assert_linear(function, make, n: int, what: str) -> None:
    """``function`` grows, from n to 16 n, at most 3 times as much as a scan known to be linear (a match
    object for every character) over the same texts, measured in the same run: memory and caches make
    a large text cost a little more per character for any scan, and a quadratic one grows 16 times more."""
    baseline = growth(lambda text: [[m.span() for m in _EVERY_CHARACTER.finditer(text)] for _ in range(10)], make, n)
    ratio = growth(function, make, n)
    bound = 3 * min(max(baseline, FACTOR), 2 * FACTOR)  # 48 to 96: a quadratic scan grows 256 times
    assert ratio < bound, f"{what} grew {ratio:.0f}x for {FACTOR}x the text (a linear scan: {baseline:.0f}x)"


# --- item 8: content regexes run in linear time ----------------------------------------------------------


def test_a_backtracking_terms_pattern_does_not_hang_the_gate(tmp_path):
    terms = f'- use: b\n  pattern: "{EVIL}"\n  why: a hostile pattern\n'
    line = "a" * 60 + " শেষ।"
    with at_most(60, "the gate on one prose line"):
        _, gates = gate_of(tmp_path, {"index.md": f"# পাতা\n\nপ্রথম লাইন।\n{line}\nশেষে aa\n"},
                           {"course/terms.yml": terms})
    found = [str(p) for p in gates["index.md"].problems if "vocabulary" in str(p)]
    assert len(found) == 1 and found[0].startswith("docs/index.md:5: vocabulary: write 'b', not 'aa'"), found


@pytest.mark.parametrize("pattern", ["(?<![ক-হ])এক ঘর", "(a)\\\\1", "(?=x)y"])
def test_a_terms_pattern_that_needs_backtracking_is_refused_with_its_line(pattern):
    written = "- use: layer\n  refuse: [স্তর]\n  why: one word\n" + f'- use: b\n  pattern: "{pattern}"\n  why: w\n'
    entries, (problem,) = terms.loads(written, "course/terms.yml")
    assert str(problem).startswith("course/terms.yml:4: terms: pattern "), problem
    assert "linear time (RE2)" in str(problem) and [e.use for e in entries] == ["layer"]


def test_a_backtracking_varies_pattern_does_not_hang_the_comparison(tmp_path):
    (tmp_path / "snippets" / "l").mkdir(parents=True)
    code = "print('a' * 40 + '!')\n"
    (tmp_path / "snippets" / "l" / "v.py").write_text(code)
    # varies= weakens a check, so a reviewer grants it (grants.py); the pattern is what must stay linear
    (tmp_path / grants.GRANTS).write_text("[grants]\n" + grants.grant_line(code, {"varies": EVIL}, "docs/l.md") + "\n")
    page = f'# T\n\n```python exec="on" result="text" varies="{EVIL}"\n--8<-- "l/v.py"\n```\n'
    found = scan_page("l.md", page, tmp_path)
    assert not found.problems[Family.FENCE], found.problems
    (fence,) = found.fences
    old, new = "a" * 40 + "!\nloss 1\n", "a" * 40 + "!\nloss 2\n"
    with at_most(60, "varies= on a 41-character output line"):
        assert mask_varying(old, new, fence.options.varies) == new


def test_a_varies_pattern_that_needs_backtracking_is_refused_with_page_and_line(tmp_path):
    (tmp_path / "snippets" / "l").mkdir(parents=True)
    (tmp_path / "snippets" / "l" / "v.py").write_text("print(1)\n")
    page = '# T\n\n```python exec="on" result="text" varies="(?<=x)y"\n--8<-- "l/v.py"\n```\n'
    (problem,) = scan_page("l.md", page, tmp_path).problems[Family.FENCE]
    assert str(problem).startswith("docs/l.md:3: ") and "linear time (RE2)" in str(problem), problem


def test_varies_still_names_a_version_line_as_re_did():
    from pathshala.content.content_regex import compile_content

    pattern = compile_content(r"^Python \S+ \| torch \S+$")
    old, new = "Python 3.11.1 | torch 2.1\nx 1\n", "Python 3.11.2 | torch 2.2\nx 1\n"
    assert mask_varying(old, new, pattern) == old  # `$` ends the line, as in re


# --- item 8: the claim, fact and code-span scanners are linear ---------------------------------------------


def test_the_claim_scanner_is_linear_on_claims_that_never_close():
    assert_linear(lambda text: claims.in_text("p.md", 1, text), lambda n: "[[a#" * n, 1000, "claims.in_text")


def test_the_claim_scanner_is_linear_on_many_claims():
    assert_linear(lambda text: claims.in_text("p.md", 1, text), lambda n: "[[s: 1]] [[s#" * n, 1000, "claims.in_text")


def test_the_code_span_scanner_is_linear_on_a_line_of_backticks():
    assert_linear(claims._mask_code, lambda n: "`" * n, 500, "code spans")


def test_the_fact_scanner_is_linear_on_placeholders_that_never_close():
    assert_linear(facts.find, lambda n: "{{" * n, 1000, "facts.find")
    assert_linear(lambda text: facts.substitute(text, {}), lambda n: "{{" * n, 1000, "facts.substitute")


def test_the_gate_masks_claims_that_never_close_in_linear_time():
    assert_linear(prose.mask, lambda n: "[[a#" * n, 1000, "the gate's prose mask")


@pytest.mark.parametrize(("line", "found"), [
    ("x [[s#a [b]: 1]] y", ["[[s#a [b]: 1]]"]),  # a label may hold single brackets
    ("x [[s#[[36: 7]] y", ["[[s#[[36: 7]]"]),  # and `[[`, a printed matrix's first row
    ("[[s#[[t#x: 1]]", ["[[t#x: 1]]"]),  # but not the start of another labelled claim
    ("`[[s: 2]]` [[t: 3]]", ["[[t: 3]]"]),  # never in code
    ("``a`b`` [[t: 3]] ```", ["[[t: 3]]"]),  # a span closes on a run of its own length
    ("[[s#x: 1]]] [[t: 2]]", ["[[t: 2]]"]),  # `]]]` does not close a labelled claim
])
def test_the_linear_scanners_find_what_the_regexes_found(line, found):
    assert [c.raw for c in claims.in_text("p.md", 1, line)[0]] == found
    assert facts.find("a {{ version: torch }} b {{x") == [("{{ version: torch }}", facts.Fact("version", "torch"))]
    assert facts.substitute("{{ version: torch }} {{ {{", {"version: torch": "2.1"}) == "2.1 {{ {{"


def test_every_claim_of_the_course_is_found_as_the_old_regex_found_it():
    old = re.compile(r"\[\[(?P<body>[^\[\]\n]*|\s*[A-Za-z_][\w.-]*\s*#[^\n]*?)\]\](?!\])")
    checked = 0
    for page in sorted((REPO / "docs").rglob("*.md")):
        for number, line in prose_lines(page.read_text(encoding="utf-8")):
            if "[[" in line:
                masked = claims._mask_code(line)
                assert [m.span() for m in claims.CLAIM.finditer(masked)] == [
                    m.span() for m in old.finditer(masked)], f"{page}:{number}"
                checked += 1
    assert checked > 100


# --- item 9: a quiz nested 990 levels deep is a problem with page and line, never a RecursionError -------


def deep_quiz(n: int) -> str:
    return f'# T\n\n```quiz\nid: deep\nquestion: "কী?"\noptions: {"[" * n}{"]" * n}\n```\n'


@pytest.mark.parametrize("loader", ["libyaml", "python"])
def test_a_quiz_nested_990_levels_is_a_problem_with_page_and_line(tmp_path, monkeypatch, loader):
    if loader == "python":  # PyYAML without libyaml composes recursively: what a machine without it runs
        monkeypatch.setattr(yamlblock, "_LOADER", yaml.SafeLoader)
    (tmp_path / "snippets").mkdir()
    (problem,) = scan_page("l.md", deep_quiz(990), tmp_path).problems[Family.WIDGET]
    assert str(problem).startswith("docs/l.md:6: ") and f"more than {yamlblock.MAX_DEPTH} levels" in str(problem)


def test_yaml_is_walked_without_recursion(tmp_path):
    """Below the depth bound the walk itself is a loop: even with a stack nearly full it never recurses."""
    node = yamlblock.compose("a: " + "[" * 60 + "]" * 60 + "\n", 1)
    lines: dict = {}

    def deep(k: int) -> None:
        if k:
            deep(k - 1)
        else:
            yamlblock._walk(node, (), 1, lines, set())

    import sys

    deep(sys.getrecursionlimit() - 60 - len(__import__("inspect").stack()))
    assert lines[("a",)] == 1 and lines[("a", 0, 0)] == 1
