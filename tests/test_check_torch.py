"""`check-torch` in a stand-in environment: a "new torch" whose only change is its version string.

``PATHSHALA_TORCH_STANDIN`` (honoured by the check, see ``pathshala.running.torch_env``) makes
the snippet server report another ``torch.__version__``; nothing is installed.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from pathshala.blocks import scan_fences
from pathshala.recordings import grants
from pathshala.running import torch_env

pytestmark = pytest.mark.site

VERSION_LINE = 'import sys, torch, numpy\nprint(f"Python {sys.version.split()[0]} | torch {torch.__version__}")\n'
PAGE = """# পাঠ

গুনতি [[n: 12]]।

```python exec="on" result="text" varies="^Python \\S+ \\| torch \\S+$"
--8<-- "l/v.py"
```

```python exec="on" result="text"
--8<-- "l/n.py"
```
"""


# varies= is code: a review grants it to the snippet (grants.py)
GRANTS = "[grants]\n" + grants.grant_line(VERSION_LINE, {"varies": "^Python \\S+ \\| torch \\S+$"}, "l") + "\n"


def check_torch(root, version="2.99.0", standin="2.99.0+cpu"):
    env = {**os.environ, torch_env.STANDIN: standin}
    return subprocess.run(
        [sys.executable, "-m", "pathshala", "check-torch", "--torch", version, "--root", str(root)],
        cwd=root, capture_output=True, text=True, env=env, timeout=600,
    )


# Where a stand-in's report goes: a drill with a fake torch never writes the real reports/ (test below).
DRILL = ".cache/pathshala/standin-reports"


def reports(root, folder=DRILL) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted((root / folder).iterdir())}


def test_only_the_version_line_changes_and_the_check_passes(project):
    project.write({"docs/l.md": PAGE, "snippets/l/v.py": VERSION_LINE, "snippets/l/n.py": "print('n', 3 * 4)\n",
                   "grants.toml": GRANTS})
    assert project.accept().returncode == 0
    recorded = (project.root / "snippets/l/v.out").read_text(encoding="utf-8")
    assert "2.99.0" not in recorded

    done = check_torch(project.root)
    log = done.stdout + done.stderr
    assert done.returncode == 0, log
    assert "expected change  docs/l.md:5 snippets/l/v.py (output, varies=)" in done.stdout, log
    assert "no drift: only lines marked varies= changed" in done.stdout, log
    data = json.loads((project.root / DRILL / "torch-2.99.0.json").read_text(encoding="utf-8"))
    assert data["ok"] is True and data["versions"]["torch"] == "2.99.0+cpu"  # the full string, local tag kept
    by_name = {v["snippet"]: v for v in data["verdicts"]}
    assert by_name["snippets/l/v.py"] == {
        "page": "docs/l.md", "line": 5, "snippet": "snippets/l/v.py", "what": "output",
        "recorded": "snippets/l/v.out", "status": "varies",
    }
    assert by_name["snippets/l/n.py"]["status"] == "unchanged"
    assert (project.root / "snippets/l/v.out").read_text(encoding="utf-8") == recorded  # never written
    assert "torch 2.99.0+cpu" in (project.root / DRILL / "torch-2.99.0.md").read_text(encoding="utf-8")

    # Committed on another day: a run with nothing new leaves every byte as committed (no date churn).
    today = data["date"]
    for path in (project.root / DRILL).iterdir():
        path.write_bytes(path.read_bytes().replace(today.encode(), b"2026-01-01"))
    committed = reports(project.root)
    assert b"2026-01-01" in committed["torch-2.99.0.json"]
    again = check_torch(project.root)
    assert again.returncode == 0, again.stdout + again.stderr
    assert reports(project.root) == committed


def test_a_real_change_drifts_with_page_line_and_next_step(project):
    unmarked = PAGE.replace(' varies="^Python \\S+ \\| torch \\S+$"', "")
    project.write({"docs/l.md": unmarked, "snippets/l/v.py": VERSION_LINE, "snippets/l/n.py": "print('n', 3 * 4)\n"})
    assert project.accept().returncode == 0
    done = check_torch(project.root)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "drifted          docs/l.md:5 snippets/l/v.py (output)" in done.stdout, done.stdout
    assert "DRIFT. Next: read" in done.stdout and "Moving the torch pin" in done.stdout
    data = json.loads((project.root / DRILL / "torch-2.99.0.json").read_text(encoding="utf-8"))
    assert {v["snippet"]: v["status"] for v in data["verdicts"]} == {
        "snippets/l/v.py": "drifted", "snippets/l/n.py": "unchanged",
    }


def test_a_standin_for_another_version_is_refused(project):
    done = check_torch(project.root, version="2.99.0", standin="2.98.0+cpu")
    assert done.returncode == 2 and "stand-in for another version" in done.stderr


def test_a_version_line_pattern_marks_that_line_only(tmp_path):
    """varies= names the line a new torch changes (the versions), and no other line of the run."""
    (tmp_path / "snippets" / "l").mkdir(parents=True)
    (tmp_path / "snippets" / "l" / "v.py").write_text(VERSION_LINE, encoding="utf-8")
    (tmp_path / "snippets" / "l" / "n.py").write_text('print("n = 12")\n', encoding="utf-8")
    (tmp_path / "grants.toml").write_text(GRANTS, encoding="utf-8")
    fences, problems = scan_fences("l.md", PAGE, tmp_path)
    assert not problems
    fence = next(f for f in fences if f.options.varies)
    code = VERSION_LINE + 'print("গুনতি 12 | torch-এর নিজের হিসাব")\n'
    printed = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    lines = printed.splitlines()
    assert [line for line in lines if fence.options.varies.search(line)] == [lines[0]]
    assert lines[0].startswith("Python ") and "| torch " in lines[0]
    import torch

    assert fence.options.varies.search(lines[0].replace(torch.__version__, "2.99.1+cpu"))


def test_a_varies_pattern_must_compile_and_name_a_line(tmp_path):
    for bad, why in (('varies="(torch"', "not a regular expression"), ('varies=".*"', "matches an empty line")):
        page = f'```python exec="on" id="v" {bad}\nprint(1)\n```\n'
        _, problems = scan_fences("p.md", page, tmp_path)
        assert len(problems) == 1 and why in problems[0].message and problems[0].where == "docs/p.md:1"


def test_a_standin_drill_leaves_the_committed_reports_untouched(project):
    """The maintainer's drill (contributing/maintaining.md) run in a checkout with committed reports: reports/
    keeps every byte, the drill's report goes to the scratch folder it names, and an --out into reports/ is
    refused (the site's verification page reads every report there as a real run)."""
    project.write({"docs/l.md": PAGE, "snippets/l/v.py": VERSION_LINE, "snippets/l/n.py": "print('n', 3 * 4)\n",
                   "grants.toml": GRANTS,
                   "reports/torch-2.13.0.json": '{"date": "2026-01-01", "label": "torch-2.13.0", "ok": true}\n',
                   "reports/torch-2.13.0.md": "# committed\n"})
    assert project.accept().returncode == 0
    committed = reports(project.root, "reports")

    done = check_torch(project.root)
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"the report goes to {(project.root / DRILL).resolve()} (never reports/)" in done.stdout
    assert reports(project.root, "reports") == committed  # no torch-2.99.0.* beside the committed report
    assert {"torch-2.99.0.json", "torch-2.99.0.md", "torch-2.99.0.html"} <= set(reports(project.root))

    for into in ("reports", "reports/sub"):
        refused = subprocess.run(
            [sys.executable, "-m", "pathshala", "check-torch", "--torch", "2.99.0", "--root", str(project.root),
             "--out", str(project.root / into)], cwd=project.root, capture_output=True, text=True, timeout=600,
            env={**os.environ, torch_env.STANDIN: "2.99.0+cpu"})
        assert refused.returncode == 2 and "may not be written into reports/" in refused.stderr, refused.stderr
    assert reports(project.root, "reports") == committed
