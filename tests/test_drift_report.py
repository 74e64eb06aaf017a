"""Drift report: what changed, per page and snippet, without touching recordings."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from pathshala.recordings import drift_report
from pathshala.site import SiteBuild

from .conftest import note_accepted, tree_digest, write_tree

FENCE = '```python exec="on"{opts}\n--8<-- "{path}"\n```\n'


@pytest.fixture
def site(tmp_path):
    write_tree(
        tmp_path,
        {
            "snippets/l/blas.py": "print('sum', 0.1 + 0.2)\n",
            "snippets/l/fixed.py": "print('fixed', 7)\n",
            "snippets/l/broken.py": "print('fine')\n",
            # the course data every site has (the report reads it as a build does), empty
            "course/roadmap.yml": "total_lessons: 1\ntotal_modules: 1\nlessons: []\n",
            "course/glossary.yml": "[]\n",
        },
    )
    page = (
        "# L\n\n"
        + FENCE.format(opts=' tolerance="1e-9"', path="l/blas.py")
        + FENCE.format(opts="", path="l/fixed.py")
        + FENCE.format(opts="", path="l/broken.py")
        + "\nSeven is [[fixed: 7]].\n"
    )
    assert not SiteBuild(tmp_path, accept=True).run({"l.md": page}).problems
    return tmp_path, page


def test_report_lists_unchanged_tolerated_drifted_failed_and_claims(site):
    root, page = site
    # another BLAS, say: beyond the last printed digit, within the fence's declared tolerance
    (root / "snippets/l/blas.out").write_text("sum 0.3000000000000002\n")
    note_accepted(root, ["snippets/l/blas.out"])  # accepted on that machine: a drift, not a hand edit
    (root / "snippets/l/fixed.py").write_text("print('fixed', 8)\n")
    (root / "snippets/l/broken.py").write_text("raise ValueError('new torch says no')\n")
    before = tree_digest(root)
    report = SiteBuild(root).run({"l.md": page})
    statuses = {(v.run.recording.name, v.status) for v in report.verdicts}
    assert statuses == {("blas", "within-tolerance"), ("fixed", "drifted"), ("broken", "failed")}
    data = drift_report.summary(report, "torch-x", {"torch": "x"}, "2026-11-29")
    assert data["ok"] is False
    assert data["pages"] == {"l.md": {"drifted": 1, "failed": 1, "within-tolerance": 1}}
    assert any("claim [[fixed: 7]]" in p for p in data["problems"])
    text = drift_report.to_markdown(report, "torch-x", {"torch": "x"}, "2026-11-29")
    assert "-fixed 7" in text and "+fixed 8" in text  # the diff
    assert "ValueError: new torch says no" in text  # the traceback
    assert "সহনসীমার মধ্যে" in text and "বদলেছে" in text and "ব্যর্থ" in text
    assert "<table>" in drift_report.to_html(text, "torch-x")
    assert tree_digest(root) == before  # a report never rewrites a recording


def test_report_command_writes_files_and_fails_on_drift(site):
    root, _ = site
    (root / "docs").mkdir()
    (root / "docs" / "l.md").write_text(
        "# L\n\n" + FENCE.format(opts="", path="l/fixed.py"), encoding="utf-8"
    )
    command = [sys.executable, "-m", "pathshala", "report", "--root", str(root), "--label", "t"]
    clean = subprocess.run(command, capture_output=True, text=True, timeout=300)
    assert clean.returncode == 0, clean.stderr
    assert json.loads((root / "reports/t.json").read_text())["ok"] is True
    (root / "snippets/l/fixed.py").write_text("print('fixed', 9)\n")
    drifted = subprocess.run(command, capture_output=True, text=True, timeout=300)
    assert drifted.returncode == 1 and "DRIFT" in drifted.stdout
    assert (root / "snippets/l/fixed.out").read_text() == "fixed 7\n"
    assert (root / "reports/t.html").is_file() and "+fixed 9" in (root / "reports/t.md").read_text()


def test_verification_page_shows_versions_per_lesson():
    reports = [{"label": "torch-2.14.1", "date": "2026-11-29", "pages": {"a.md": {"unchanged": 3}}, "ok": True}]
    text = drift_report.verification_markdown(
        {"a.md": "পর্ব এ", "b.md": "পর্ব বি"}, {"a.md": {"torch": "2.13.0+cpu", "numpy": "2.4.6"}}, reports, {}
    )
    assert "| [পর্ব এ](a.md) | torch 2.13.0+cpu, numpy 2.4.6: সব মিলেছে | ✓ অপরিবর্তিত 3 |" in text
    assert "| [পর্ব বি](b.md) | চালানোর কিছু নেই | — |" in text


def test_glossary_facts_are_recorded_and_their_drift_reported(tmp_path):
    from pathshala.__main__ import FACTS_RECORD, facts_drift, glossary_facts

    write_tree(
        tmp_path,
        {
            "course/glossary.yml": (
                "- term: gradcheck\n  en: gradient check\n  code: true\n"
                "  bn: \"ডিফল্ট `eps={{ signature: torch.autograd.gradcheck eps }}`\"\n"
            ),
        },
    )
    now = glossary_facts(tmp_path)
    assert now == {"signature: torch.autograd.gradcheck eps": "1e-06"}
    (tmp_path / FACTS_RECORD).write_text(json.dumps({"signature: torch.autograd.gradcheck eps": "1e-07"}))
    (problem,) = facts_drift(tmp_path)
    assert "recorded '1e-07', the library now says '1e-06'" in problem.message
    (tmp_path / FACTS_RECORD).write_text(json.dumps(now))
    assert facts_drift(tmp_path) == []
