"""The portability sweep: outputs recorded under one CPU kernel hold under the others; noise is caught."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from pathshala.recordings import grants
from pathshala.recordings.portable import rounding_settings, settings_for
from pathshala.running.result import Outcome, RunResult
from pathshala.running.runner import Job, Runner
from pathshala.running.settings import RunSettings
from pathshala.site import SiteBuild

from .conftest import write_tree

FENCE = '```python exec="on"\n--8<-- "{path}"\n```\n'
# A deep sigmoid net's last-layer gradient norm in float32: its sixth decimal flips between
# torch's plain and AVX2 kernels (0.186141 / 0.186142), a real value rounded differently.
GRAD_NORM = """import torch
torch.manual_seed(0)
sizes = [64] + [128] * 6 + [1]
Ws = [(torch.randn(i, o) / i**0.5).requires_grad_() for i, o in zip(sizes, sizes[1:])]
h = torch.randn(256, 64)
for W in Ws:
    h = torch.sigmoid(h @ W)
((h - torch.rand(256, 1)) ** 2).mean().backward()
print(f"layer 7: |grad| = {Ws[-1].grad.norm().item():.6f}")
"""
# Rounding noise on purpose: a float32 sum printed to nine digits, a float64 matmul's sum to seventeen.
NOISY = """import torch
g = torch.Generator().manual_seed(0)
a, b = torch.randn(300, 300, generator=g, dtype=torch.float64), torch.randn(300, 300, generator=g, dtype=torch.float64)
print(f"{(a @ b).sum().item():.17g}")
print(f"{torch.randn(100000, generator=g).exp().sum().item():.9g}")
"""


@pytest.fixture(scope="module")
def machine():
    runner = Runner()
    try:
        yield runner.start().machine
    finally:
        runner.close()


def test_each_setting_takes_effect_inside_the_run(machine):
    """The sweep reads every setting back from inside a run (torch's dispatch level, numpy's SIMD, threads)."""
    settings = settings_for(machine)
    names = [s.name for s in settings]
    assert "ATEN_CPU_CAPABILITY=default" in names and "threads=2" in names
    job = Job(code="print('ok')\n", display_path="snippets/p/ok.py")
    for setting in settings:
        runner = Runner(setting.settings)
        try:
            result = runner.run(job)
        finally:
            runner.close()
        assert result.ok and setting.took_effect(result) == "", (setting.name, result.machine, result.conditions)


def test_a_recording_made_on_plain_kernels_holds_on_this_cpu(tmp_path, machine):
    write_tree(tmp_path, {"snippets/l/norm.py": GRAD_NORM})
    page = {"l.md": "# L\n\n" + FENCE.format(path="l/norm.py") + "\nনর্ম [[norm#layer 7: |grad| =: 0.186141]]\n"}
    plain = RunSettings(kernel_env=(("ATEN_CPU_CAPABILITY", "default"),))
    recorded = SiteBuild(tmp_path, settings=plain, accept=True).run(page)
    assert (tmp_path / "snippets/l/norm.out").read_text() == "layer 7: |grad| = 0.186141\n", recorded.problems
    here = SiteBuild(tmp_path, cache_dir=tmp_path / "fresh-cache").run(page)  # this CPU's own kernels
    assert not here.problems and not here.warnings
    if machine["torch_cpu_capability"] != "DEFAULT":  # the CPU has wider kernels: the run really differed
        (verdict,) = here.verdicts
        assert verdict.status == "within-tolerance" and "recorded 0.186141, now 0.186142" in verdict.detail
    accepted = SiteBuild(tmp_path, cache_dir=tmp_path / "fresh-cache", accept=True).run(page)
    assert not accepted.changes  # accepting on another CPU rewrites nothing


def test_the_sweep_names_a_noisy_snippet_and_passes_a_clean_one(tmp_path):
    write_tree(
        tmp_path,
        {
            "snippets/l/noisy.py": NOISY,
            "snippets/l/clean.py": "print(sum(range(10)))\n",
            "docs/l.md": "# L\n\n" + FENCE.format(path="l/clean.py") + "\n" + FENCE.format(path="l/noisy.py"),
        },
    )
    assert not SiteBuild(tmp_path, accept=True).run({"l.md": (tmp_path / "docs/l.md").read_text()}).problems
    done = subprocess.run(
        [sys.executable, "-m", "pathshala", "check-portable", "--root", str(tmp_path)],
        capture_output=True, text=True, timeout=600,
    )
    assert done.returncode == 1, done.stdout + done.stderr
    errors = [line for line in done.stderr.splitlines() if line.startswith("ERROR ")]
    assert errors and all(e.startswith("ERROR docs/l.md:7: under ") for e in errors), done.stderr
    assert all("snippets/l/noisy.py output differs from snippets/l/noisy.out" in e for e in errors)
    assert "under threads=2" in done.stderr  # a two-thread reduction adds in another order
    assert "clean.py" not in done.stderr


def test_the_noise_floor_warns_naming_page_and_line(tmp_path):
    write_tree(tmp_path, {"snippets/l/gap.py": "print('ok')\nprint(f'gap {3.5e-18:.1e}')\n"})
    page = {"l.md": "# L\n\n" + FENCE.format(path="l/gap.py")}
    report = SiteBuild(tmp_path, accept=True).run(page)
    (warning,) = report.warnings
    assert warning.where == "docs/l.md:3"
    assert "snippets/l/gap.out line 2 prints 3.5e-18, below 1e-12" in warning.message
    lowered = {"l.md": page["l.md"].replace('exec="on"', 'exec="on" noise_floor="1e-19"')}
    assert not SiteBuild(tmp_path).run(lowered).warnings  # an exact tiny value may lower the floor


# Rounding noise that every kernel of a machine prints alike: a float64 series summed one term at a
# time (scalar Python arithmetic, no SIMD kernel involved), printed to seventeen digits. Only the
# rounding sweep can see that those digits are noise; the fixed version prints what the lesson means.
HARMONIC = "print(repr(sum(1.0 / k for k in range(1, 100001))))\n"
HARMONIC_FIXED = "print(f'{sum(1.0 / k for k in range(1, 100001)):.6f}')\n"


def _check_portable(root):
    return subprocess.run([sys.executable, "-m", "pathshala", "check-portable", "--root", str(root)],
                          capture_output=True, text=True, timeout=900)


def test_the_rounding_sweep_catches_noise_that_every_kernel_prints_alike(tmp_path, machine):
    write_tree(tmp_path, {"snippets/l/harmonic.py": HARMONIC,
                          "docs/l.md": "# L\n\n" + FENCE.format(path="l/harmonic.py")})
    page = {"l.md": (tmp_path / "docs/l.md").read_text()}
    assert not SiteBuild(tmp_path, accept=True).run(page).problems
    for setting in settings_for(machine):  # every kernel setting of this machine prints the same digits
        runner = Runner(setting.settings)
        try:
            assert runner.run(Job(code=HARMONIC, display_path="h.py")).output == (
                tmp_path / "snippets/l/harmonic.out").read_text(), setting.name
        finally:
            runner.close()
    done = _check_portable(tmp_path)
    assert done.returncode == 1, done.stdout + done.stderr
    errors = [line for line in done.stderr.splitlines() if line.startswith("ERROR ")]
    assert errors and all("under rounding=" in e for e in errors), done.stderr
    assert "ERROR docs/l.md:3: under rounding=upward, snippets/l/harmonic.py output differs" in done.stderr
    notes = json.loads((tmp_path / "snippets/l/accepted.json").read_text())["recordings"]["harmonic.out"]
    assert notes["swept"] == ""  # accepted, never swept: the drift message says so

    (tmp_path / "snippets/l/harmonic.py").write_text(HARMONIC_FIXED)
    assert not SiteBuild(tmp_path, accept=True).run(page).problems
    done = _check_portable(tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "rounding=towardzero: 1 snippets, all hold" in done.stdout
    data = json.loads((tmp_path / "snippets/l/accepted.json").read_text())
    sweep = data["sweeps"][data["recordings"]["harmonic.out"]["swept"]]
    assert {"rounding=upward", "rounding=downward", "rounding=towardzero", "threads=2"} <= set(sweep["settings"])
    assert sweep["machine"] in data["machines"]
    # the drift message says which sweep the recording held under
    (tmp_path / "snippets/l/harmonic.py").write_text(HARMONIC_FIXED.replace("6f", "5f"))
    (drift,) = [p for p in SiteBuild(tmp_path).run(page).problems if "drifted" in p.message]
    assert "sweep: held under ATEN_CPU_CAPABILITY=default" in drift.message and "rounding=towardzero" in drift.message


def test_a_rounding_setting_is_read_back_inside_the_run():
    job = Job(code="print('ok')\n", display_path="snippets/p/ok.py")
    for setting in rounding_settings():
        runner = Runner(setting.settings)
        try:
            result = runner.run(job)
        finally:
            runner.close()
        assert result.ok and result.conditions["rounding"] == setting.settings.rounding
        assert setting.took_effect(result) == ""
    # a run that says it rounded otherwise is refused (the check is not a formality)
    assert "read back rounding nearest, not upward" in rounding_settings()[0].took_effect(
        RunResult("ok\n", Outcome.OK, conditions={"rounding": "nearest"}))


def test_literals_are_compiled_before_the_direction_is_set():
    """Under round-up, float('0.3') is 0.30000000000000004; the literal 0.3 must stay what `python` reads."""
    runner = Runner(RunSettings(rounding="upward"))
    try:
        result = runner.run(Job(code="print(repr(0.3), repr(float('0.3')))\n", display_path="t.py"))
    finally:
        runner.close()
    assert result.output == "0.3 0.30000000000000004\n"


def test_a_fence_that_says_rounding_nearest_is_skipped_by_the_directions_only(tmp_path):
    write_tree(tmp_path, {"snippets/l/harmonic.py": HARMONIC,
                          "docs/l.md": "# L\n\n" + FENCE.format(path="l/harmonic.py").replace(
                              'exec="on"', 'exec="on" rounding="nearest"'),
                          # an option that weakens a check is granted in grants.toml (issue 33)
                          "grants.toml": "[grants]\n" + grants.grant_line(HARMONIC, {"rounding": "nearest"}, "l")
                          + "\n"})
    page = {"l.md": (tmp_path / "docs/l.md").read_text()}
    assert not SiteBuild(tmp_path, accept=True).run(page).problems
    done = _check_portable(tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert 'say rounding="nearest"' in done.stdout and "docs/l.md:3: snippets/l/harmonic.py" in done.stdout
    assert "rounding=upward: 0 snippets (1 skipped" in done.stdout
    assert "ATEN_CPU_CAPABILITY=default: 1 snippets" in done.stdout  # the kernel settings still run it
    bad = {"l.md": page["l.md"].replace('rounding="nearest"', 'rounding="upward"')}
    (problem,) = SiteBuild(tmp_path).scan(bad).problems
    assert 'rounding="upward": the one value is "nearest"' in problem.message


def test_check_portable_blames_no_setting_for_a_clock(tmp_path):
    clock = "import time\nprint(f'{time.time_ns()}')\n"
    write_tree(tmp_path, {"snippets/l/clock.py": clock, "snippets/l/clock.out": "1700000000000000000\n",
                          "docs/l.md": "# L\n\n" + FENCE.format(path="l/clock.py")})
    done = _check_portable(tmp_path)
    assert done.returncode == 1
    errors = [line for line in done.stderr.splitlines() if line.startswith("ERROR ")]
    assert len(errors) == 1 and "already under the build's own settings" in errors[0], done.stderr
    assert "a clock" in errors[0] and "under ATEN" not in done.stderr and "under rounding" not in done.stderr


def test_a_predict_block_can_say_rounding_nearest_as_a_fence_does(tmp_path):
    """A predict block's snippet is swept like a fence (lesson ০৩'s float32 counter stalls at 2**24 only under
    round-to-nearest, its point); ``rounding: nearest`` in its YAML skips the directions for it, nothing else."""
    predict = "```predict\nsnippet: l/harmonic.py\nprompt: কী ছাপবে?\n{extra}```\n"
    write_tree(tmp_path, {"snippets/l/harmonic.py": HARMONIC, "docs/l.md": "# L\n\n" + predict.format(extra="")})
    page = {"l.md": (tmp_path / "docs/l.md").read_text()}
    assert not SiteBuild(tmp_path, accept=True).run(page).problems
    done = _check_portable(tmp_path)
    assert done.returncode == 1 and "under rounding=upward, snippets/l/harmonic.py output differs" in done.stderr

    (tmp_path / "docs/l.md").write_text("# L\n\n" + predict.format(extra="rounding: nearest\n"))
    page = {"l.md": (tmp_path / "docs/l.md").read_text()}
    # it weakens the sweep as the fence option does, so it needs the same grant (grants.toml, keyed by the code)
    (ungranted,) = SiteBuild(tmp_path).scan(page).problems
    assert ungranted.where == "docs/l.md:6" and "needs a grant in grants.toml" in ungranted.message
    (tmp_path / "grants.toml").write_text(
        f'[grants]\n"{grants.digest(HARMONIC)}" = {{ rounding = \'nearest\' }}  # docs/l.md: harmonic\n')
    assert not SiteBuild(tmp_path, accept=True).run(page).problems
    done = _check_portable(tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "rounding=upward: 0 snippets (1 skipped" in done.stdout
    assert "ATEN_CPU_CAPABILITY=default: 1 snippets" in done.stdout  # the kernel settings still run it

    bad = {"l.md": page["l.md"].replace("rounding: nearest", "rounding: upward")}
    (problem,) = SiteBuild(tmp_path).scan(bad).problems
    assert problem.where == "docs/l.md:6" and 'the one value is "nearest"' in problem.message
