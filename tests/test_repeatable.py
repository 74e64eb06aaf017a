"""Record-time repeatability: `make accept` refuses an output that a second run (another seed, another hash
seed) does not print again, and says what is not repeatable; the drift message blames no CPU on one machine."""

from __future__ import annotations

import pytest

from pathshala.recordings.recorded import SAME_MACHINE
from pathshala.site import SiteBuild

from .conftest import write_tree

pytestmark = pytest.mark.site

FENCE = '# L\n\n```python exec="on" result="text"\n--8<-- "l/{name}.py"\n```\n'
CLOCK = "import time\nprint('started at', time.time())\n"
ADDRESS = ("import torch\nx = torch.ones(2, requires_grad=True)\nz = (x * 2).sum()\n"
           "print('grad_fn:', z.grad_fn)\n")
UNSEEDED = "import torch\nprint('weights:', torch.randn(3))\n"
SEEDED = "import torch\ntorch.manual_seed(0)\nprint('weights:', torch.randn(3))\n"


def accept(project, name: str, code: str):
    project.write({"docs/l.md": FENCE.format(name=name), f"snippets/l/{name}.py": code})
    done = project.accept()
    return done, done.stdout + done.stderr


@pytest.mark.parametrize(("name", "code", "cause"), [
    ("clock", CLOCK, "a clock"),
    ("address", ADDRESS, "an address (`0x7f…`"),
    ("unseeded", UNSEEDED, "random numbers without a seed of their own"),
])
def test_accept_refuses_what_a_second_run_does_not_print_again(project, name, code, cause):
    done, log = accept(project, name, code)
    assert done.returncode == 1, log
    assert f"snippets/l/{name}.py is not repeatable" in log and "line 1: first run" in log, log
    assert cause in log, log
    assert "docs/l.md:3" in log
    assert not (project.root / f"snippets/l/{name}.out").exists()  # nothing recorded


def test_accept_records_a_seeded_snippet(project):
    done, log = accept(project, "seeded", SEEDED)
    assert done.returncode == 0, log
    assert (project.root / "snippets/l/seeded.out").read_text().startswith("weights: tensor(")


def test_a_build_names_a_changed_snippet_that_is_not_repeatable(tmp_path):
    """Under serve (any build), a new or changed snippet is run twice as well, before anyone accepts it."""
    write_tree(tmp_path, {"snippets/l/r.py": SEEDED.replace("manual_seed(0)", "manual_seed(1)")})
    page = {"l.md": FENCE.format(name="r")}
    assert not SiteBuild(tmp_path, accept=True).run(page).problems
    (tmp_path / "snippets/l/r.py").write_text(UNSEEDED)
    model = SiteBuild(tmp_path).run(page)
    messages = [p.message for p in model.problems]
    assert any("snippets/l/r.py is not repeatable" in m for m in messages), messages


def test_the_drift_message_blames_no_cpu_when_both_runs_are_on_this_machine(tmp_path):
    write_tree(tmp_path, {"snippets/l/d.py": "print('fare', 40)\n"})
    page = {"l.md": FENCE.format(name="d")}
    assert not SiteBuild(tmp_path, accept=True).run(page).problems
    (tmp_path / "snippets/l/d.py").write_text("print('fare', 45)\n")
    model = SiteBuild(tmp_path).run(page)
    (drift,) = [p for p in model.problems if "drifted" in p.message]
    assert "(the same machine)" in drift.message and SAME_MACHINE in drift.message
    assert "they depend on the CPU" not in drift.message
    assert "sweep: none since it was accepted" in drift.message
