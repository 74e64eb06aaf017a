"""A run's memory, tasks and disk are bounded as a whole, and a build's run time by a budget (issue 33, item 7).

The limits of ``sandbox.apply_limits`` are per process (address space) or per file (size): four forked
children under ``limits="memory=3G"`` had held 4 × 1.38 GiB at once, and ten 256 MiB files had put
2.5 GiB into the host's temporary folder. Now a cgroup per run (``cgroups``) counts the run's memory and
tasks together, its scratch folder is in a size-capped tmpfs inside the sandbox (``seal.SCRATCH_BYTES``),
and one build may spend at most ``settings.BUILD_BUDGET_S`` seconds of runs, which no fence can raise.
A test that needs a wall this machine lacks skips and says which.
"""

from __future__ import annotations

import contextlib
import shutil
import threading
import time
from pathlib import Path

import pytest

from pathshala.recordings import grants
from pathshala.running import cgroups, seal
from pathshala.running.result import Outcome
from pathshala.running.runner import BUDGET_SPENT, Job, Runner
from pathshala.running.sandbox import Limits
from pathshala.site import SiteBuild

from .conftest import need_walls as need
from .conftest import run_code as run
from .conftest import write_tree

# Four children, each touching 1 GiB and holding it a while: 4 GiB at once under a 3 GiB limit.
FORKED = """\
import os, time
children = []
for _ in range(4):
    pid = os.fork()
    if pid == 0:
        block = bytearray(1 << 30)
        for i in range(0, len(block), 4096):
            block[i] = 1
        time.sleep(3)
        os._exit(0)
    children.append(pid)
print([os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) for pid in children])
"""


def test_forked_children_share_the_runs_memory_limit(runner):
    need(runner, "run_cgroup")
    result = run(runner, FORKED, "forked_memory", limits=Limits(memory=3 << 30))
    if result.outcome is Outcome.CRASH:  # the kernel chose the snippet itself: the whole run is killed
        assert "more than its memory limit (3072 MiB" in result.message, result.message
    else:
        statuses = eval(result.output)  # a list of exit codes the snippet printed
        assert -9 in statuses, f"all four children held 1 GiB at once under memory=3G: {statuses}"


def test_the_runs_cgroup_holds_its_limits_while_it_runs(runner):
    need(runner, "run_cgroup")
    server = runner.start()
    seen: dict[str, str] = {}

    def look() -> None:  # until the run's processes are in its cgroup (it exists a moment before they join)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and int(seen.get("tasks", 0)) < 3:
            for folder in server.cgroups.folders["memory"].glob("run-*"):
                pids = server.cgroups.folders["pids"] / folder.name
                with contextlib.suppress(OSError):
                    seen.update(memory=(folder / "memory.limit_in_bytes").read_text().strip(),
                                pids=(pids / "pids.max").read_text().strip(),
                                tasks=str(len((pids / "cgroup.procs").read_text().split())))
            time.sleep(0.02)

    watcher = threading.Thread(target=look)
    watcher.start()
    result = run(runner, "import time\ntime.sleep(3)\nprint('done')\n", "cgroup",
                 limits=Limits(memory=2 << 30, procs=16))
    watcher.join()
    assert result.output == "done\n", result.output
    assert seen["memory"] == str(2 << 30) and seen["pids"] == "18", seen  # 16 for the snippet, 2 of ours
    assert seen["tasks"] == "3", seen  # the run's first fork, its init and the snippet
    assert not list(server.cgroups.folders["memory"].glob("run-*")), "a run's cgroup outlived it"


TEN_FILES = """\
written = 0
try:
    for i in range(10):
        with open(f"f{i}", "wb") as f:
            f.write(b"x" * (255 << 20))
        written += 1
finally:
    print("written", written)
"""


def test_ten_large_files_stop_at_the_scratch_cap_and_never_reach_the_hosts_disk(runner):
    need(runner, "server_sandbox", "scratch_cap")
    server = runner.start()
    host_folder = Path(server.runs_root)  # the folder of that name on the host: the tmpfs is in the sandbox
    result = run(runner, TEN_FILES, "ten_files")
    written = int(result.output.split("written ", 1)[1].split()[0])  # its output has a tmpfs of its own
    assert written * 255 <= seal.SCRATCH_BYTES >> 20 and written < 10, result.output
    assert "OSError: [Errno 28] No space left on device" in result.output, result.output
    assert shutil.disk_usage(host_folder) and not any(host_folder.iterdir()), "the host's folder holds run files"


# --- the build's budget -------------------------------------------------------------------------------


def test_a_builds_runs_share_one_budget_that_cuts_and_then_refuses(monkeypatch):
    runner = Runner(workers=1, budget_s=3)
    try:
        jobs = [Job(code="import time\ntime.sleep(2)\nprint('slept')\n", display_path=f"snippets/b/s{i}.py",
                    timeout=600) for i in range(3)]
        first, second, third = runner.run_many(jobs)
    finally:
        runner.close()
    assert first.ok and first.output == "slept\n", first.message
    assert second.outcome is Outcome.TIMEOUT and "was stopped after" in second.message, second.message
    assert BUDGET_SPENT in second.message
    assert third.outcome is Outcome.TIMEOUT and third.message.startswith("was not run: " + BUDGET_SPENT)
    assert "(3 s of snippet runs for the whole build)" in third.message


def test_no_fence_raises_the_budget_and_a_cut_run_is_not_cached(tmp_path, monkeypatch):
    slow = "import time\ntime.sleep(3)\nprint('done')\n"
    # a raised timeout is granted (grants.py), as a reviewer would: even then the build's budget holds
    write_tree(tmp_path, {"snippets/b/slow.py": slow,
                          grants.GRANTS: "[grants]\n" + grants.grant_line(slow, {"timeout": "600"}, "b") + "\n"})
    page = {"b.md": '# B\n\n```python exec="on" result="text" timeout="600"\n--8<-- "b/slow.py"\n```\n'}
    monkeypatch.setenv("PATHSHALA_RUN_BUDGET", "1")
    build = SiteBuild(tmp_path, cache_dir=tmp_path / "cache", accept=True)
    try:
        model = build.run(page)
    finally:
        build.runner.close()
    problems = [str(p) for p in model.problems]
    assert any("was stopped after 1 s: " + BUDGET_SPENT in p and p.startswith("docs/b.md:3") for p in problems), \
        problems
    monkeypatch.delenv("PATHSHALA_RUN_BUDGET")
    build = SiteBuild(tmp_path, cache_dir=tmp_path / "cache", accept=True)
    try:
        model = build.run(page)
    finally:
        build.runner.close()
    assert not model.problems and model.ran == 1, [str(p) for p in model.problems]


@pytest.mark.parametrize("raw", ["abc", "0", "-5", "inf", "nan"])
def test_a_budget_that_is_not_a_positive_number_is_refused(monkeypatch, raw):
    monkeypatch.setenv("PATHSHALA_RUN_BUDGET", raw)
    with pytest.raises(ValueError, match="PATHSHALA_RUN_BUDGET"):
        Runner()


# --- where no cgroup can be had, the line says so --------------------------------------------------------


def test_where_the_controllers_are_on_cgroup_v2_the_build_says_why_it_has_no_cgroup(tmp_path):
    (tmp_path / "unified").mkdir()
    (tmp_path / "unified" / "cgroup.controllers").write_text("cpu io memory pids\n")
    made = cgroups.BuildCgroups.make(root=tmp_path)
    assert not made and "cgroup v2" in made.why, made.why
    walls = seal.Walls(server_sandbox=True, run_namespaces=True, landlock=True, process_limit=True,
                       scratch_cap=True, why={"run_cgroup": made.why}, tool="bwrap")
    assert walls.line().startswith("sandbox: runs WITHOUT a cgroup per run (memory and processes as a whole) (")
    assert "cgroup v2" in walls.line() and "Still holding: the server's bubblewrap sandbox" in walls.line()
    assert walls.missing() == ["run_cgroup"] and walls.missing_required() == []


def test_where_there_are_no_controllers_at_all_the_build_says_so(tmp_path):
    made = cgroups.BuildCgroups.make(root=tmp_path)
    assert not made and made.why == "no memory and pids cgroup controllers (cgroup v1) here"
