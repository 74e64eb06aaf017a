"""Run snippets sealed and fast: a fresh fork per snippet from a server holding torch.

A new interpreter per snippet costs about 1.6 s to import torch; a fork of a
server that already imported it costs a few milliseconds, and still gives
each snippet a process of its own, so no state crosses snippets or pages.
The server lives in a bubblewrap sandbox where the machine allows it, and
each run in namespaces of its own inside it (``seal``, ``sandbox``).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import sysconfig
import tempfile
import threading
import time
import weakref
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import IO

from ..content.snippet_folder import copy_inputs
from . import cgroups, seal
from .result import Outcome, RunResult
from .sandbox import Limits
from .settings import BUDGET_ENV, DEFAULT_TIMEOUT_S, MAX_TIMEOUT_S, RunSettings, build_budget

# CXX: the C++ compiler torch.compile's inductor uses, the one a fence's needs="cxx" was probed for (needs.py).
_KEEP_ENV = ("PATH", "PYTHONPATH", "OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE", "VIRTUAL_ENV", "CXX")
_POLL_S = 0.05
START_TIMEOUT_S = 300.0  # importing torch on a loaded machine: slow, but never endless
ANSWER_TIMEOUT_S = 10.0  # the server forks and reports within milliseconds when it is alive
FIGURE_CAP = 2_000_000  # bytes of one figure file
RUN_OWN_TASKS = 2  # tasks of a run's cgroup that are ours, not the snippet's: its first fork and its sleeping init
RUNS_PREFIX = "pathshala-runs-"  # under the system's temporary folder: <prefix><build pid>-<random>/
_SERVE = "import sys; from pathshala.running.forkserver import serve; sys.exit(serve())"
# How Python ends an uncaught exception's report (a traceback, or a SyntaxError's caret lines).
_TRACEBACK = re.compile(
    r"(?m)^(?:Traceback \(most recent call last\):$|[A-Za-z_][\w.]*(?:Error|Exception|Interrupt)\b)"
)
_NOISE = re.compile(r"^(Extension modules: .*|\s+File \"<frozen runpy>\".*)\n?", re.MULTILINE)


@dataclass(frozen=True)
class Job:
    """One snippet to run.

    ``display_path`` is the name tracebacks and warnings show (repo-relative:
    ``snippets/08-x/name.py``, or ``docs/page.md`` for code written in a page,
    whose ``first_line`` keeps the page's line numbers). ``folder`` is copied
    into the scratch folder so sibling modules and data files are at hand.
    """

    code: str
    display_path: str
    folder: Path | None = None
    script_name: str = "snippet.py"
    first_line: int = 0
    timeout: float = DEFAULT_TIMEOUT_S
    figures: tuple[str, ...] = ()  # files the snippet writes in its folder, shown as figures
    limits: Limits = field(default_factory=Limits)
    network: bool = False  # a granted network="loopback": its own loopback up, in its own namespace; never the host's
    others: frozenset[str] = frozenset()  # the folder's other snippets (file names): not copied unless imported

    @property
    def snippets(self) -> frozenset[str]:
        """The folder's snippets, this one's file included (its code is ``code``): inputs only if imported."""
        return self.others | {self.script_name}


def server_environment(settings: RunSettings, sealed: bool = False) -> dict[str, str]:
    """The whole environment of the forkserver: fixed, so a run does not depend on the caller's.

    ``sealed``: only our package is on ``PYTHONPATH`` (the caller's entries may name folders the
    sandbox does not show, such as the repository).
    """
    env = {k: os.environ[k] for k in _KEEP_ENV if k in os.environ}
    if sealed:
        env["PYTHONPATH"] = str(Path(__file__).resolve().parents[2])
    n = str(settings.threads)
    env.update(settings.kernel_env)  # only the sweep's documented kernel settings (see RunSettings)
    env.update(
        PYTHONHASHSEED=str(settings.hash_seed),
        LANG=settings.locale,
        LC_ALL=settings.locale,
        COLUMNS=str(settings.columns),
        LINES=str(settings.lines),
        TERM="dumb",
        PYTHONIOENCODING="utf-8",
        PYTHONDONTWRITEBYTECODE="1",
        PYTHONUNBUFFERED="1",
        OMP_NUM_THREADS=n,
        MKL_NUM_THREADS=n,
        OPENBLAS_NUM_THREADS=n,
        # Threads that wait sleep instead of spinning: on a shared or busy machine (CI, two cores) a
        # spinning OpenMP pool fights the other processes for the cores, and a 4,000-step training
        # loop of tiny ops took 60 s under threads=2 instead of 7 (lesson 06's torch_bridge, one
        # machine, load 8). Numerics are untouched: only how an idle worker waits.
        OMP_WAIT_POLICY="PASSIVE",
    )
    return env


class _Handle:
    def __init__(self, job_id: int) -> None:
        self.id = job_id
        self.pid: int | None = None  # in the server's PID namespace: only the server may signal it when sealed
        self.exitcode: int | None = None
        self.started = threading.Event()
        self.ended = threading.Event()
        self.lost = ""  # why the server could not report this run (it died or stopped answering)


def _read_line(stream, seconds: float, whole: bool = False) -> bytes:
    """One line from a pipe (``whole``: all until it closes), or b"" after ``seconds`` (never an endless wait)."""
    box: list[bytes] = []
    reader = threading.Thread(target=lambda: box.append(stream.read() if whole else stream.readline()), daemon=True)
    reader.start()
    reader.join(seconds)
    return box[0] if box else b""


class _Keeper:
    """The one thread every fork server of this process is started from; it lives as long as the process.

    bubblewrap's ``--die-with-parent`` (``seal``) is ``PR_SET_PDEATHSIG``, and Linux sends that signal
    when the *thread* that started the process ends, not when the process does. A server started from
    a short-lived thread (``mkdocs serve``'s background start, ``live_errors.start``; a pool worker of
    ``run_many`` that replaced a dead server) was killed as soon as that thread returned, and a run under
    way then ended as "the snippet server died during the run": on a busy machine the server takes longer
    to start than a cached first build, so the next build's first run met that death
    (tests/test_site_model.py::test_two_rebuilds_in_one_process_share_no_state failed so, issue 32).
    Started from here, a server dies with the build process and with nothing else.
    """

    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        """No thread, no calls, a new lock: what a forked child starts from (its copy of the lock may be held)."""
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._calls: list[tuple[Callable, Future]] = []
        self._wake = threading.Condition(self._lock)

    def call(self, fn: Callable):
        """``fn()``, called on the keeper thread; its value, or its exception raised here."""
        done: Future = Future()
        with self._lock:
            if self._thread is None or not self._thread.is_alive():  # first use, or a forked child's copy
                self._thread = threading.Thread(target=self._serve, name="pathshala-server-keeper", daemon=True)
                self._thread.start()
            if threading.current_thread() is self._thread:
                raise RuntimeError("the keeper thread cannot wait for itself")
            self._calls.append((fn, done))
            self._wake.notify()
        return done.result()

    def _serve(self) -> None:
        while True:
            with self._lock:
                while not self._calls:
                    self._wake.wait()
                fn, done = self._calls.pop(0)
            try:
                done.set_result(fn())
            except BaseException as err:  # the caller gets it, as if it had called fn itself
                done.set_exception(err)


_KEEPER = _Keeper()
os.register_at_fork(after_in_child=_KEEPER.reset)  # a forked child has no keeper thread, nor its lock


class ForkServer:
    """One server process per settings; it forks a child per job on request.

    Where bubblewrap works, the server starts in its sandbox (``seal``) and ``sealed`` is true: runs
    are stopped through the server (their pids mean nothing outside its namespace), and a run cannot
    see or signal the server. Otherwise the server leads a session of its own and runs are killed
    by process group. Either way every wait on it is bounded: a server that stops answering is
    killed, its runs end as lost, and the runner starts a new server for the next run.
    ``walls`` says which walls stand (``seal.Walls``); with ``PATHSHALA_SANDBOX=require`` a missing
    one is a RuntimeError here.
    """

    def __init__(self, settings: RunSettings):
        self.settings = settings
        self.warm_up_refused: list[str] = []
        self.machine: dict = {}
        bwrap = seal.find_bwrap()
        why = seal.probe(bwrap)
        self.runs_root = ""
        self.host_runs = ""  # where the runner reaches runs_root ("/proc/<pid>/root/…" for the sandbox's tmpfs)
        self.cgroups = cgroups.BuildCgroups.make()
        if not why:
            try:
                self._launch(bwrap)
            except RuntimeError as err:  # bwrap runs here, yet the server did not start inside it
                shutil.rmtree(self.runs_root, ignore_errors=True)
                why = f"the server did not start inside bwrap ({err})"
        if why:
            self._launch(None)
            self.walls.why["server_sandbox"] = why
        self.walls.run_cgroup = bool(self.cgroups)
        if not self.cgroups:
            self.walls.why["run_cgroup"] = self.cgroups.why
        self._lock = threading.Lock()
        self._next = 0
        self._handles: dict[int, _Handle] = {}
        threading.Thread(target=self._read, daemon=True).start()
        if seal.required() and self.walls.missing_required():
            self.close()
            raise RuntimeError(f"{seal.REQUIRE}=require, but {self.walls.line()}")

    def _launch(self, bwrap: str | None) -> None:
        """Start the server: in its bubblewrap sandbox (``bwrap``), or without one (None)."""
        settings = self.settings
        self.sealed = bwrap is not None
        self.user = seal.sandbox_user() if self.sealed else None
        if self.sealed:
            _sweep_stale_roots()
        # The folder of this server's scratch copies, named by the build's pid (see _sweep_stale_roots).
        self.runs_root = tempfile.mkdtemp(prefix=f"{RUNS_PREFIX}{os.getpid()}-") if self.sealed else ""
        if self.user:
            os.chown(self.runs_root, *self.user)
        self.host_runs = self.runs_root
        self.walls = seal.Walls(server_sandbox=self.sealed, tool=seal.bwrap_version(bwrap) if bwrap else "")
        if not self.sealed:
            self.walls.why["scratch_cap"] = "the runs' scratch folders are on the host's disk (no sandbox for a tmpfs)"
        for mode in ("warm", "cold"):
            folder_fds = self.cgroups.open_folders() if self.cgroups else []
            inner = [sys.executable, "-s", "-c", _SERVE, str(settings.seed), str(settings.threads), mode,
                     settings.torch_version, "sealed" if self.sealed else "open", self.runs_root,
                     f"{self.user[0]}:{self.user[1]}" if self.user else "", ",".join(map(str, folder_fds))]
            env = server_environment(settings, sealed=self.sealed)
            info_r = info_w = -1
            try:
                if bwrap is not None:  # sealed
                    info_r, info_w = os.pipe()
                    argv = seal.server_command(bwrap, inner, self.runs_root, self.user)
                    argv[1:1] = ["--info-fd", str(info_w)]  # bwrap says the sandbox's first pid there
                    self._proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env,
                                                  cwd="/", pass_fds=(info_w, *folder_fds))
                else:
                    # -c rather than -m: a crash's stack then shows no runpy frames above the snippet
                    self._proc = subprocess.Popen(inner, stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env,
                                                  cwd=tempfile.gettempdir(), start_new_session=True,
                                                  pass_fds=folder_fds)
            finally:
                for fd in (info_w, *folder_fds):
                    if fd >= 0:
                        os.close(fd)
            line = _read_line(self._proc.stdout, START_TIMEOUT_S)
            info = b""
            if info_r >= 0:
                with os.fdopen(info_r, "rb") as stream:
                    info = _read_line(stream, ANSWER_TIMEOUT_S, whole=True) if line else b""
            if not line:
                self._proc.kill()
                raise RuntimeError("the snippet server did not start (could it import torch and numpy?)")
            ready = json.loads(line)
            if ready["ready"]:
                self.machine = ready.get("machine", {})
                self._note_walls(ready.get("walls", {}))
                if self.sealed:
                    self._reach_scratch(info)
                return
            self.warm_up_refused = ready["warnings"]  # these would be hidden from snippets: no warm-up
            self._proc.wait(START_TIMEOUT_S)

    def _reach_scratch(self, info: bytes) -> None:
        """Where the runner reaches the sandbox's scratch tmpfs: through the root of its first process."""
        try:
            pid = int(json.loads(info)["child-pid"])
        except (ValueError, KeyError, TypeError):
            self._proc.kill()
            raise RuntimeError("bwrap did not say the sandbox's pid (--info-fd)") from None
        host = f"/proc/{pid}/root{self.runs_root}"
        if not os.path.isdir(host) or os.stat(host).st_dev == os.stat(self.runs_root).st_dev:
            self._proc.kill()
            raise RuntimeError(f"the sandbox's scratch tmpfs cannot be reached at {host}")
        self.host_runs = host
        self.walls.scratch_cap = True

    def inner(self, path: Path) -> str:
        """``path`` (under ``host_runs``) as the server and its runs see it."""
        text = str(path)
        return self.runs_root + text[len(self.host_runs):] if self.host_runs != self.runs_root else text

    def _note_walls(self, reported: dict) -> None:
        walls = self.walls
        walls.run_namespaces = bool(reported.get("run_namespaces"))
        if not walls.run_namespaces:
            walls.why["run_namespaces"] = reported.get("why") or "not reported by the server"
        walls.landlock = int(reported.get("landlock", 0)) >= 1
        if not walls.landlock:
            walls.why["landlock"] = "the kernel has no Landlock (Linux 5.13 or newer has it): reads are not fenced"
        # The kernel exempts the real root from RLIMIT_NPROC; a sealed root build runs as nobody.
        walls.process_limit = walls.run_namespaces or reported.get("uid", os.getuid()) != 0
        if not walls.process_limit:
            walls.why["process_limit"] = "the build runs as root, which the kernel exempts from it"

    def alive(self) -> bool:
        return self._proc.poll() is None

    @property
    def _stdin(self) -> IO[bytes]:
        if self._proc.stdin is None:  # never: the server is started with stdin=PIPE
            raise OSError("the snippet server has no stdin")
        return self._proc.stdin

    def _read(self) -> None:
        if self._proc.stdout is None:  # never: the server is started with stdout=PIPE
            return
        for line in self._proc.stdout:
            msg = json.loads(line)
            handle = self._handles.get(msg["id"])
            if handle is None:
                continue
            if "pid" in msg:
                handle.pid = msg["pid"]
                handle.started.set()
            else:
                handle.exitcode = msg["exitcode"]
                handle.ended.set()
                self._handles.pop(msg["id"], None)
        for handle in list(self._handles.values()):  # the server died: release every waiter
            handle.lost = handle.lost or "the snippet server died during the run"
            handle.started.set()
            handle.ended.set()

    def _send(self, message: dict) -> bool:
        try:
            self._stdin.write((json.dumps(message) + "\n").encode())
            self._stdin.flush()
        except (OSError, ValueError):
            return False
        return True

    def start(self, spec: dict) -> _Handle:
        with self._lock:
            self._next += 1
            handle = _Handle(self._next)
            self._handles[self._next] = handle
            if not self._send({"id": handle.id, "spec": spec}):
                handle.lost = "the snippet server is gone"
                handle.started.set()
                handle.ended.set()
        if not handle.started.wait(ANSWER_TIMEOUT_S):
            self.kill("the snippet server stopped answering (did a snippet stop it?); it was killed")
        return handle

    def stop(self, handle: _Handle) -> None:
        """Kill a run and everything it started (its PID namespace, or its process group)."""
        if not self.sealed and handle.pid:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(handle.pid, signal.SIGKILL)  # works even when a snippet stopped the server
        with self._lock:
            self._send({"stop": handle.id})

    def kill(self, why: str) -> None:
        """End a server that cannot be trusted to answer; every run it holds ends as lost."""
        for handle in list(self._handles.values()):
            handle.lost = handle.lost or why
        with contextlib.suppress(OSError):
            self._proc.kill()  # SIGKILL works on a stopped process too; bwrap's sandbox dies with it
        with contextlib.suppress(subprocess.TimeoutExpired):
            self._proc.wait(ANSWER_TIMEOUT_S)

    def close(self) -> None:
        if self.alive():
            with contextlib.suppress(OSError):
                self._stdin.close()
            try:
                self._proc.wait(5)
            except subprocess.TimeoutExpired:
                self._proc.kill()
        if self.runs_root:
            shutil.rmtree(self.runs_root, ignore_errors=True)
        self.cgroups.close()

    def work_folder(self) -> Path:
        """A new folder for one run's scratch copy and output, where the server can reach it."""
        work = Path(tempfile.mkdtemp(prefix="run-", dir=self.host_runs or None))
        if self.user:
            os.chown(work, *self.user)
        return work

    def output_path(self, work: Path) -> Path:
        """Where one run's output goes: the outputs' own tmpfs where there is one (``seal.OUTPUTS``)."""
        if self.walls.scratch_cap:
            return Path(self.host_runs) / seal.OUTPUTS / f"{work.name}.out"
        return work / "output"

    def hand_over(self, folder: Path) -> None:
        """Make a scratch copy the run's own (as root the server runs as another user)."""
        if self.user:
            for path in [folder, *folder.rglob("*")]:
                os.lchown(path, *self.user)


BUDGET_SPENT = "the build's budget of run time is spent"  # such a result is not cached: a new build may run it


class Budget:
    """The seconds of runs one build may still spend: each run takes what it may use (at most what is
    left) before it starts and gives back what it did not use, so runs at once never pass it together."""

    def __init__(self, seconds: float) -> None:
        self.total = seconds
        self.left = seconds
        self._lock = threading.Lock()

    def take(self, wanted: float) -> float:
        with self._lock:
            granted = max(0.0, min(wanted, self.left))
            self.left -= granted
            return granted

    def give_back(self, unused: float) -> None:
        with self._lock:
            self.left += max(0.0, unused)

    def spent_message(self, after: float | None = None) -> str:
        how = f"was stopped after {after:g} s" if after is not None else "was not run"
        return (f"{how}: {BUDGET_SPENT} ({self.total:g} s of snippet runs for the whole build). No fence can "
                f"raise it; whoever starts the build may ({BUDGET_ENV}=seconds)")


def _sweep_stale_roots() -> None:
    """Remove the runs' folders of builds that are gone (killed before they could: ``mkdocs serve`` ended
    by SIGTERM); a live build's folder, or one whose pid came back, is left alone."""
    for folder in Path(tempfile.gettempdir()).glob(f"{RUNS_PREFIX}*-*"):
        pid = folder.name[len(RUNS_PREFIX):].split("-", 1)[0]
        if not pid.isdigit():
            continue
        try:
            os.kill(int(pid), 0)
        except ProcessLookupError:
            shutil.rmtree(folder, ignore_errors=True)
        except OSError:
            pass


def _describe_signal(code: int) -> str:
    try:
        return signal.Signals(-code).name
    except ValueError:
        return f"signal {-code}"


class Runner:
    """Runs jobs in sealed processes, several at a time.

    A runner owns its fork server: started on first use (or by ``start``), kept
    while the runner lives (``mkdocs serve`` keeps one across rebuilds), closed
    by ``close`` or when the runner is collected.
    """

    def __init__(self, settings: RunSettings | None = None, workers: int | None = None,
                 budget_s: float | None = None):
        self.settings = settings or RunSettings()
        self.workers = workers or os.cpu_count() or 1
        self.budget_s = budget_s if budget_s is not None else build_budget()  # per run_many: one build
        self._server: ForkServer | None = None
        self._lock = threading.Lock()

    def start(self) -> ForkServer:
        """The running server, started now if need be (about 2 s: it imports torch)."""
        with self._lock:
            if self._server is None or not self._server.alive():
                if self._server is not None:  # a dead server's runs folder and cgroups go with it
                    self._server.close()
                settings = self.settings  # started on the keeper thread: it outlives the caller (_Keeper)
                self._server = _KEEPER.call(lambda: ForkServer(settings))
                weakref.finalize(self, self._server.close)
            return self._server

    def close(self) -> None:
        with self._lock:
            if self._server is not None:
                self._server.close()
                self._server = None

    def run_many(self, jobs: list[Job]) -> list[RunResult]:
        if not jobs:
            return []
        self.start()
        budget = Budget(self.budget_s)
        with ThreadPoolExecutor(max_workers=min(self.workers, len(jobs))) as pool:
            return list(pool.map(lambda job: self.run(job, budget), jobs))

    def run(self, job: Job, budget: Budget | None = None) -> RunResult:
        """Run one job; ``budget``: the build's seconds left, which the run may not pass (``Budget``)."""
        asked = min(job.timeout, MAX_TIMEOUT_S)
        allowed = budget.take(asked) if budget is not None else asked
        if budget is not None and allowed <= 0:
            return RunResult(output="", outcome=Outcome.TIMEOUT, message=budget.spent_message())
        server = self.start()
        work = server.work_folder()
        started = time.monotonic()
        try:
            result = self._run_in(server, job if allowed >= asked else replace(job, timeout=allowed), work)
        finally:
            shutil.rmtree(work, ignore_errors=True)
            with contextlib.suppress(OSError):
                server.output_path(work).unlink(missing_ok=True)
            if budget is not None:
                budget.give_back(allowed - (time.monotonic() - started))
        if budget is not None and allowed < asked and result.outcome is Outcome.TIMEOUT:
            result.message = budget.spent_message(after=allowed)
        return result

    @property
    def walls(self) -> seal.Walls | None:
        """The walls of the running server (None before it starts)."""
        return self._server.walls if self._server is not None else None

    def _run_in(self, server: ForkServer, job: Job, work: Path) -> RunResult:
        scratch = work / "scratch"
        scratch.mkdir()
        if job.folder is not None:
            copy_inputs(job.folder, job.code, scratch, job.snippets)  # what the cache key covers, nothing else
        script = scratch / job.script_name
        if not script.exists():
            script.write_text(job.code, encoding="utf-8")
        server.hand_over(work)
        before = _listing(scratch)
        out_path = server.output_path(work)
        timeout = min(job.timeout, MAX_TIMEOUT_S)  # fences are checked at scan; a job built elsewhere too
        spec = {
            "code": job.code,
            "display_path": job.display_path,
            "script_path": server.inner(script),
            "scratch": server.inner(scratch),
            "runs_root": server.runs_root,
            "first_line": job.first_line,
            "out_path": server.inner(out_path),
            "settings": self.settings.as_dict(),
            "timeout": timeout,
            "limits": job.limits.as_dict(),
            "network": job.network,
        }
        if self.settings.rounding != "nearest":  # outside the scratch folder: the snippet cannot write it
            spec["rounding_path"] = server.inner(work / "rounding")
            spec["rounding_host"] = str(work / "rounding")
        if server.cgroups:  # the run's memory (its scratch files included) and tasks, as a whole
            memory = min(job.limits.memory, Limits.CEILINGS["memory"])
            procs = min(job.limits.procs, Limits.CEILINGS["procs"]) + RUN_OWN_TASKS
            spec["cgroup"] = cgroup = server.cgroups.new_run(memory, procs, server.user)
        started = time.monotonic()
        try:
            handle = server.start(spec)
            return self._watch(server, job, handle, spec, scratch, out_path, before, timeout, started)
        finally:
            if server.cgroups:
                server.cgroups.end_run(cgroup)

    def _watch(self, server: ForkServer, job: Job, handle: _Handle, spec: dict, scratch: Path, out_path: Path,
               before: list[str], timeout: float, started: float) -> RunResult:
        stopped: Outcome | None = None
        cap = self.settings.output_cap
        while not handle.ended.wait(_POLL_S):
            if out_path.exists() and out_path.stat().st_size > cap:
                stopped = Outcome.FLOOD
            elif time.monotonic() - started > timeout:
                stopped = Outcome.TIMEOUT
            if stopped:
                server.stop(handle)
                if not handle.ended.wait(ANSWER_TIMEOUT_S):  # the child is gone; the server must say so
                    server.kill("the snippet server stopped answering (did a snippet stop it?); it was killed")
                    handle.ended.wait(ANSWER_TIMEOUT_S)
                break
        if not server.sealed:
            server.stop(handle)  # whatever the snippet started dies with it (sealed: with its namespace)
        duration = time.monotonic() - started
        raw = _head(out_path, cap + 1)
        if len(raw) > cap and not stopped:
            stopped = Outcome.FLOOD
        output = _normalize(raw[:cap].decode("utf-8", errors="replace"), spec["scratch"], job)
        written = sorted(p for p in set(_listing(scratch)) - set(before) if not p.startswith(".tmp"))
        machine = server.machine
        conditions = {
            "threads": machine.get("threads", self.settings.threads),
            "hash_seed": self.settings.hash_seed,
            "locale": self.settings.locale,
            "columns": self.settings.columns,
            "seed": self.settings.seed,
            # the direction the run read back (fegetround) before the snippet started; a build's own runs
            # never touch it (round to nearest)
            "rounding": _read_back(Path(spec["rounding_host"])) if "rounding_host" in spec else "nearest",
        }
        result = RunResult(
            output=output,
            outcome=Outcome.OK,
            duration_s=round(duration, 4),
            versions={k: machine[k] for k in ("python", "torch", "numpy") if k in machine},
            conditions=conditions,
            files_written=written,
            machine=dict(machine),
        )
        for name in job.figures:
            path = scratch / name
            if path.is_file() and not path.is_symlink() and path.stat().st_size <= FIGURE_CAP:
                result.figures[name] = path.read_text(encoding="utf-8", errors="replace")
        judge(result, handle, stopped, timeout, cap)
        if result.status == -9 and not stopped and server.cgroups and server.cgroups.ran_out_of_memory(spec["cgroup"]):
            result.message = (f"was killed: its processes together used more than its memory limit "
                              f"({job.limits.memory >> 20} MiB, its scratch files included)")
        return result


def judge(result: RunResult, handle: _Handle, stopped: Outcome | None, timeout: float, cap: int) -> None:
    """How the run ended, from what the runner itself saw: its clock, the output's size, the exit status.

    Nothing the snippet wrote decides it: the status comes from ``waitpid`` in the server.
    """
    code = handle.exitcode
    result.status = code
    if stopped is Outcome.TIMEOUT:
        result.outcome, result.message = Outcome.TIMEOUT, f"did not finish within {timeout:g} s and was stopped"
    elif stopped is Outcome.FLOOD:
        result.outcome = Outcome.FLOOD
        result.message = f"printed more than {cap:,} bytes and was stopped; the output shown is cut there"
    elif handle.lost:
        result.outcome, result.message = Outcome.CRASH, handle.lost
    elif code is not None and code < 0:
        result.outcome = Outcome.CRASH
        result.message = f"crashed: the process was killed by {_describe_signal(code)}"
    elif code == 0:
        result.outcome = Outcome.OK
    elif code == 1 and _TRACEBACK.search(result.output):
        result.outcome, result.message = Outcome.ERROR, "raised an exception that it did not catch"
    else:
        # sys.exit(n) and os._exit(n) look alike from outside, and the verdict comes only
        # from outside (waitpid), so the message names both.
        result.outcome = Outcome.EXIT
        result.message = (
            f"exited with status {code} (a call such as sys.exit({code}) or os._exit({code}) ends a run this way;"
            " a page's snippet should end by itself)"
        )


def _read_back(path: Path) -> str:
    """What a run wrote to its own small file before the snippet started ("" if nothing)."""
    return _head(path, 200).decode("utf-8", errors="replace")


def _head(path: Path, size: int) -> bytes:
    """At most ``size`` bytes from the start of a file (a sparse 100 GB output must not be read whole)."""
    try:
        with path.open("rb") as f:
            return f.read(size)
    except OSError:
        return b""


def _listing(folder: Path) -> list[str]:
    return [str(p.relative_to(folder)) for p in folder.rglob("*") if not p.is_dir()]


def _normalize(text: str, scratch: str, job: Job) -> str:
    """Replace machine-specific paths so outputs are the same on every machine (``scratch``: as the run saw it)."""
    own = str(Path(__file__).parents[1])
    text = "".join(line for line in text.splitlines(True) if own not in line)  # our frames
    text = _NOISE.sub("", text)  # faulthandler's list of loaded extensions, interpreter start-up frames
    shown_dir = str(Path(job.display_path).parent)
    for prefix in {os.path.realpath(scratch), scratch}:
        text = text.replace(prefix, shown_dir)
    for key in ("purelib", "platlib", "stdlib"):
        path = sysconfig.get_paths().get(key)
        if path:
            text = text.replace(path, f"<{key}>")
    return text
