"""What the runner's walls cost, measured in one run on this machine: the figures behind pathshala/running/seal.py.

open        the fork server without bubblewrap; each run a fork in a session of its own
sealed      the fork server in its bubblewrap sandbox; each run in namespaces of its own (the build's way)
bwrap-each  a bubblewrap sandbox per run, which must start a new interpreter and import torch

For each: the server's start (best of --repeat) and a run of a snippet that prints one line (the
median of --runs runs, the server already up; bwrap-each: the median of --repeat). Printed as
milliseconds and as ratios to `open`, measured in this one run: the machine is shared and noisy,
so only the ratios mean much. `python bench/runner_walls_bench.py`
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "hooks"))

from pathshala.running import seal  # noqa: E402
from pathshala.running.runner import Job, Runner, server_environment  # noqa: E402
from pathshala.running.settings import RunSettings  # noqa: E402

JOB = Job(code="print('ready')\n", display_path="snippets/bench/ready.py")


def measure(sealed: bool, repeat: int, runs: int) -> tuple[float, float, str]:
    """(best server start, median run) in seconds, and the walls line."""
    real_probe = seal.probe
    if not sealed:
        seal.probe = lambda bwrap: "turned off for the benchmark"
    try:
        starts, each, line = [], [], ""
        for _ in range(repeat):
            runner = Runner(workers=1)
            began = time.perf_counter()
            server = runner.start()
            starts.append(time.perf_counter() - began)
            line = server.walls.line()
            for _ in range(runs):
                began = time.perf_counter()
                result = runner.run(JOB)
                each.append(time.perf_counter() - began)
                assert result.output == "ready\n", result
            runner.close()
        return min(starts), statistics.median(each), line
    finally:
        seal.probe = real_probe


def bwrap_each(repeat: int) -> float:
    """A run the way a sandbox per run must do it: bwrap starts python, which imports torch and numpy."""
    bwrap = seal.find_bwrap()
    if seal.probe(bwrap):
        return float("nan")
    user = seal.sandbox_user()
    times = []
    with tempfile.TemporaryDirectory() as root:
        if user:
            import os

            os.chown(root, *user)
        program = "import torch, numpy; print('ready')"
        drop = f"import os; os.setgroups([]); os.setgid({user[1]}); os.setuid({user[0]}); " if user else ""
        argv = seal.server_command(bwrap, [sys.executable, "-s", "-c", drop + program], root, user)
        env = server_environment(RunSettings(), sealed=True)
        for _ in range(repeat):
            began = time.perf_counter()
            done = subprocess.run(argv, env=env, capture_output=True, text=True, cwd="/")
            times.append(time.perf_counter() - began)
            assert done.stdout == "ready\n", done.stderr
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--runs", type=int, default=30)
    args = parser.parse_args()
    open_start, open_run, open_line = measure(False, args.repeat, args.runs)
    sealed_start, sealed_run, sealed_line = measure(True, args.repeat, args.runs)
    each = bwrap_each(args.repeat)
    print(f"open:       {open_line}")
    print(f"sealed:     {sealed_line}")
    print(f"{'':12}{'server start ms':>16}{'a run ms':>10}{'run ratio':>11}")
    for name, start, run in (("open", open_start, open_run), ("sealed", sealed_start, sealed_run),
                             ("bwrap-each", float("nan"), each)):
        print(f"{name:12}{start * 1000:>16.0f}{run * 1000:>10.1f}{run / open_run:>11.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
