"""Each benchmark runs at its smallest size and ends with its figure line (issue 32: benchmarks that cannot rot).

`make bench` failed for weeks (its prose edit wrote an ASCII digit the authoring gate refuses, then its
in-process baseline imported another lesson's module) and nothing noticed, because nothing ran it.
Here each one runs as `make` runs it, at the size that still goes through every step (one repeat,
the real lessons and one copy, one page, one Lighthouse run: contributing/benchmarks.md). The
figures themselves mean nothing at this size and on a shared machine: only the line is asserted.
Selected with ``-m bench`` (skipped with ``-m 'not bench'``); everything stays on 127.0.0.1.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from .conftest import REPO

pytestmark = pytest.mark.bench

NUMBER = r"[0-9]+(?:\.[0-9]+)?"
TIMEOUT_S = 1800  # a loaded 2-core machine; a bound, not a target


def run_bench(script: str, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(REPO / "bench" / script), *args], cwd=REPO, capture_output=True,
                          text=True, timeout=TIMEOUT_S,
                          env={**os.environ, "NO_MKDOCS_2_WARNING": "1", **(env or {})})


def last_line(done: subprocess.CompletedProcess) -> str:
    lines = done.stdout.strip().splitlines()
    print(*lines[-3:], sep="\n")  # the figure lines, for `pytest -rP`
    return lines[-1] if lines else ""


def said(done: subprocess.CompletedProcess) -> str:
    return f"exit {done.returncode}\n--- stdout\n{done.stdout[-4000:]}\n--- stderr\n{done.stderr[-4000:]}"


def test_make_bench_ends_with_its_figure_line():
    done = run_bench("build_bench.py", "--overhead-runs", "3", env={"REPEAT": "1"})  # REPEAT: as `make bench REPEAT=1`
    assert done.returncode == 0, said(done)
    figures = " ".join(f"{name}={NUMBER}" for name in ("cold_s", "warm_s", "noexec_s", "inprocess_s", "warm_ratio",
                                                         "cold_ratio", "overhead_ms"))
    assert re.fullmatch(rf"bench: snippets=[1-9][0-9]* {figures}", last_line(done)), said(done)
    for way in ("cold", "warm", "noexec", "inprocess"):  # one build each: REPEAT reached the benchmark
        assert re.search(rf"(?m)^ *{way}: {NUMBER} s$", done.stdout), said(done)


def test_make_bench_scale_ends_with_its_figure_line():
    from bench.synthetic_course import real_lessons

    lessons = len(real_lessons()) + 1  # the smallest course with a copied lesson in it
    done = run_bench("scale_bench.py", env={"LESSONS": str(lessons), "REPEAT": "1"})
    assert done.returncode == 0, said(done)
    figures = " ".join(f"{name}={NUMBER}" for name in (
        "cold_s", "warm_s", "plain_s", "warm_ratio", "edit_prose_s", "edit_snippet_s", "index_raw_kb", "index_gz_kb",
        "first_view_kb"))
    assert re.fullmatch(rf"scale: lessons={lessons} snippets=[1-9][0-9]* {figures}", last_line(done)), said(done)
    assert len(re.findall(r"(?m)^edit (prose|snippet) ", done.stdout)) == 2, said(done)  # REPEAT=1: one of each


@pytest.mark.site  # on the real site the suite builds once (built_site)
def test_make_bench_reader_ends_with_its_figure_line(built_site):
    """On the site the suite builds once (the benchmark's own build step is `mkdocs build --strict`)."""
    done = run_bench("reader_bench.py", "--no-build", "--site", str(built_site.root / "site"),
                     env={"RUNS": "1", "PAGES": "08-autograd-internals/"})
    # exit 1 is a missed target (a loaded machine misses the speed ones): only the lines are asserted
    assert done.returncode in (0, 1), said(done)
    figures = " ".join(f"{name}={NUMBER}" for name in ("perf", "fcp_s", "lcp_s", "tbt_ms", "cls", "dom",
                                                         "transfer_kb", "a11y"))
    last_line(done)
    lines = done.stdout.strip().splitlines()
    assert len(lines) >= 2, said(done)
    assert re.fullmatch(rf"reader-worst: {figures} load=[0-9./]+", lines[-2]), said(done)
    assert lines[-1] == "targets: met" if done.returncode == 0 else lines[-1].startswith("targets: missed "), said(done)
    assert re.findall(r"(?m)^reader: page=(\S+) ", done.stdout) == ["08-autograd-internals"], said(done)
    assert len(re.findall(r"(?m)^  run \d/1 ", done.stdout)) == 1, said(done)  # RUNS=1 reached it
