"""Build the site four ways in one run and print how they compare.

cold       empty run cache (.cache/pathshala): every snippet runs in the sealed runner
warm       full cache, after a prose edit: no snippet runs
noexec     bench/baselines.py off: nothing is executed at all
inprocess  bench/baselines.py stock: markdown-exec's own in-process Python formatter

Each figure is the best of --repeat builds (this machine is shared and
noisy; the best is the least disturbed), each build a fresh `mkdocs build`
process on a copy of the site. overhead_ms is the sealed runner's cost per
snippet: the mean wall time of running a snippet that does nothing, with the
fork server already up (--overhead-runs of them).

The smallest run (`make bench REPEAT=1`, or --repeat 1 --overhead-runs 5) is what
tests/test_bench.py runs: it measures nothing worth keeping, but it goes through every
step, so a change that breaks the benchmark fails the tests. A build that fails stops
the benchmark with the records of its log that say why (bench/failure.py).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(HERE))

from failure import why  # noqa: E402

from pathshala.content.text import to_bengali_digits  # noqa: E402

SUMMARY = re.compile(r"snippets: (\d+) total, (\d+) ran, (\d+) cached")


def copy_site(dest: Path) -> None:
    for name in ("docs", "snippets", "hooks", "course", "reports", "overrides"):
        shutil.copytree(REPO / name, dest / name, ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
    shutil.copy(REPO / "mkdocs.yml", dest / "mkdocs.yml")
    shutil.copy(REPO / "grants.toml", dest / "grants.toml")  # the options the real content is granted
    (dest / "node_modules").mkdir()  # the self-hosted Pyodide that in-page blocks need (linked: 13 MB)
    (dest / "node_modules" / "pyodide").symlink_to(REPO / "node_modules" / "pyodide", target_is_directory=True)


def build(root: Path, mode: str = "sealed") -> tuple[float, str]:
    env = {
        **os.environ,
        "NO_MKDOCS_2_WARNING": "1",
        # each way keeps its own notebook-rendering cache, as a real site would keep one
        "PATHSHALA_NOTEBOOK_CACHE": str(root / ".cache" / f"mkdocs-jupyter-{mode}"),
    }
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, *(["-m", "pathshala_mkdocs"] if mode == "sealed" else [str(REPO / "bench" / "baselines.py"),
                                                                               mode]),
         "build", "--strict", "--site-dir", str(root / "site")],
        cwd=root, env=env, capture_output=True, text=True,
    )
    seconds = time.perf_counter() - started
    if done.returncode != 0:
        sys.exit(f"bench: the {mode} build failed (exit {done.returncode}):\n{why(done.stderr + done.stdout)}")
    return seconds, done.stderr


def summary(log: str, what: str) -> tuple[int, int]:
    """(total, ran) of the plugin's ``snippets: …`` line; the benchmark stops if the build logged none."""
    found = SUMMARY.search(log)
    if found is None:
        sys.exit(f"bench: the {what} build logged no `snippets: N total, R ran, C cached` line:\n{why(log)}")
    return int(found.group(1)), int(found.group(2))


def runner_overhead_ms(count: int) -> float:
    from pathshala.running.runner import Job, Runner

    runner = Runner()
    runner.run(Job(code="pass", display_path="snippets/bench/warmup.py"))  # the server's start is not overhead
    started = time.perf_counter()
    for i in range(count):
        result = runner.run(Job(code="pass", display_path=f"snippets/bench/empty{i}.py"))
        if not result.ok:
            sys.exit(f"bench: an empty snippet failed ({result.message}):\n{result.output}")
    return (time.perf_counter() - started) / count * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description="make bench")
    parser.add_argument("--repeat", type=int, default=int(os.environ.get("REPEAT") or 5),
                        help="builds of each way, the best kept (default 5, or REPEAT)")
    parser.add_argument("--overhead-runs", type=int, default=50, help="empty runs timed for overhead_ms")
    args = parser.parse_args()
    if args.repeat < 1 or args.overhead_runs < 1:
        parser.error("--repeat and --overhead-runs are at least 1")
    with tempfile.TemporaryDirectory(prefix="pathshala-bench-") as tmp:
        root = Path(tmp)
        copy_site(root)
        cache = root / ".cache" / "pathshala"  # the run cache: cold means no snippet result is kept
        cold, warm, noexec, inprocess = [], [], [], []
        snippets = 0
        for i in range(args.repeat):
            shutil.rmtree(cache, ignore_errors=True)
            seconds, log = build(root)
            total, ran = summary(log, "cold")
            if ran != total:
                sys.exit(f"bench: a cold build ran {ran} of {total} snippets (the run cache was not empty?)")
            snippets = total
            cold.append(seconds)
            page = root / "docs" / "index.md"  # a prose edit, in Bengali digits (the authoring gate refuses 0-9)
            sentence = f"\nএকটি নতুন বাক্য {to_bengali_digits(str(i))}।\n"
            page.write_text(page.read_text(encoding="utf-8") + sentence, encoding="utf-8")
            seconds, log = build(root)
            if summary(log, "warm")[1] != 0:
                sys.exit(f"bench: a prose edit ran a snippet:\n{SUMMARY.search(log).group(0)}")
            warm.append(seconds)
            noexec.append(build(root, "off")[0])
            inprocess.append(build(root, "stock")[0])
        for name, values in (("cold", cold), ("warm", warm), ("noexec", noexec), ("inprocess", inprocess)):
            print(f"{name:>9}: " + "  ".join(f"{v:.2f}" for v in values) + " s")
    overhead = runner_overhead_ms(args.overhead_runs)
    c, w, n, p = min(cold), min(warm), min(noexec), min(inprocess)
    print(
        f"bench: snippets={snippets} cold_s={c:.2f} warm_s={w:.2f} noexec_s={n:.2f} inprocess_s={p:.2f} "
        f"warm_ratio={w / n:.2f} cold_ratio={c / p:.2f} overhead_ms={overhead:.1f}"
    )


if __name__ == "__main__":
    main()
