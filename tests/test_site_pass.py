"""The engine's site pass on its own (no MkDocs): drift, accept, outcomes, claims, counts."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from pathshala.recordings import grants
from pathshala.site import SiteBuild

from .conftest import note_accepted, write_tree

FENCE = '```python exec="on" source="above" result="text"\n--8<-- "{}"\n```\n'


@pytest.fixture
def site(tmp_path):
    write_tree(
        tmp_path,
        {
            "snippets/l1/rain.py": "print('Sylhet rain 0.75 m')\nprint('Khulna rain 0.25 m')\n",
            "snippets/l2/fare.py": "print('fare', 40 + 15)\n",
        },
    )
    pages = {
        "l1.md": "# One\n\nRain is [[rain: 0.75]] m.\n\n" + FENCE.format("l1/rain.py"),
        "l2.md": "# Two\n\n" + FENCE.format("l2/fare.py") + "\nThe fare is [[fare: 55]] taka.\n",
    }
    return tmp_path, pages


def build(root, accept=False):
    return SiteBuild(root, accept=accept)


def test_missing_recorded_output_is_an_error_until_accepted(site):
    root, pages = site
    report = build(root).run(pages)
    assert {str(p).split(":")[0] for p in report.problems} == {"docs/l1.md", "docs/l2.md"}
    assert all("make accept" in p.message for p in report.problems)
    accepted = build(root, accept=True).run(pages)
    assert not accepted.problems
    assert sorted(c.split()[1] for c in accepted.changes) == [
        "snippets/l1/accepted.json:", "snippets/l1/rain.out", "snippets/l2/accepted.json:", "snippets/l2/fare.out",
    ]
    stamp = json.loads((root / "snippets/l1/accepted.json").read_text())
    assert {"accepted", "python", "torch", "numpy", "machine", "machines", "recordings"} <= set(stamp)
    assert stamp["torch"].startswith("2.13.0") and stamp["recordings"]["rain.out"]["machine"] == stamp["machine"]
    assert stamp["machines"][stamp["machine"]]["torch_cpu_capability"]  # where it was recorded
    assert (root / "snippets/l2/fare.out").read_text() == "fare 55\n"
    assert not build(root).run(pages).problems


def test_one_changed_character_drifts_with_a_diff_and_accept_restores(site):
    root, pages = site
    build(root, accept=True).run(pages)
    out = root / "snippets/l1/rain.out"
    out.write_text(out.read_text().replace("0.25", "0.35"))  # beyond a last-digit flip
    (root / "snippets/l2/fare.out").write_text("fare 56\n")
    note_accepted(root, ["snippets/l1/rain.out", "snippets/l2/fare.out"])  # accepted elsewhere, not hand edits
    report = build(root).run(pages)
    assert len(report.problems) == 2  # every drift is reported, not just the first
    drift = next(p for p in report.problems if p.where == "docs/l1.md:5")
    assert "snippets/l1/rain.py drifted from snippets/l1/rain.out" in drift.message
    assert "-Khulna rain 0.35 m" in drift.message and "+Khulna rain 0.25 m" in drift.message
    assert "number 2 (line 2): recorded 0.35, now 0.25" in drift.message
    assert "recorded on:" in drift.message and "this run on:" in drift.message and "make accept" in drift.message
    accepted = build(root, accept=True).run(pages)
    assert any("-Khulna rain 0.35 m" in c for c in accepted.changes)
    assert not build(root).run(pages).problems


def test_counts_ran_and_cached(site):
    root, pages = site
    first = build(root, accept=True).run(pages)
    assert (first.total, first.ran, first.cached) == (2, 2, 0)
    second = build(root).run({k: v + "\nMore prose.\n" for k, v in pages.items()})
    assert (second.total, second.ran, second.cached) == (2, 0, 2)
    (root / "snippets/l2/fare.py").write_text("print('fare', 40 + 16)\n")
    third = build(root).run(pages)
    assert (third.ran, third.cached) == (1, 1)
    assert third.summary.startswith("snippets: 2 total, 1 ran, 1 cached, ")


def test_fence_may_expect_an_exit_status(tmp_path):
    code = "import sys\nprint('bye')\nsys.exit(3)\n"
    write_tree(tmp_path, {"snippets/p/quit.py": code,  # returncode= other than 0 is granted by a review
                          "grants.toml": "[grants]\n" + grants.grant_line(code, {"returncode": "3"}, "p") + "\n"})
    expects = {"p.md": '```python exec="on" returncode="3"\n--8<-- "p/quit.py"\n```\n'}
    assert not build(tmp_path, accept=True).run(expects).problems
    plain = {"p.md": '```python exec="on"\n--8<-- "p/quit.py"\n```\n'}
    (problem,) = build(tmp_path).run(plain).problems
    assert "exited with status 3" in problem.message and "bye" in problem.message


def test_claims_checked_against_their_own_page(site):
    root, pages = site
    build(root, accept=True).run(pages)
    pages["l1.md"] += "\nWrong: [[rain: 0.7]]. Elsewhere: [[fare: 55]].\n"
    problems = build(root).run(pages).problems
    assert [p.where for p in problems] == ["docs/l1.md:9", "docs/l1.md:9"]
    assert "is not supported by the output of snippets/l1/rain.py" in problems[0].message
    assert "no executed fence on this page shows (fences here: rain)" in problems[1].message


def test_engine_runs_without_importing_mkdocs(site):
    root, pages = site
    code = (
        "import sys, pathlib\n"
        "import pathshala.rendering.render, pathshala.rendering.banner\n"
        "import pathshala.content.claims, pathshala.content.text\n"
        "from pathshala.site import SiteBuild\n"
        f"report = SiteBuild(pathlib.Path({str(root)!r}), accept=True).run({pages!r})\n"
        "assert not report.problems, report.problems\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('mkdocs', 'markdown_exec', 'material')))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
