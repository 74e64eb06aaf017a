"""A tiny fork server: imports torch and numpy once, then forks one child per snippet.

The standard library's forkserver re-imports the parent's ``__main__`` (MkDocs,
pytest) in every child; this one forks a process that has imported nothing
but the snippet runtime. It runs inside its bubblewrap sandbox where the
machine allows (``seal``), and then puts each run in namespaces of its own
(``sandbox.enter_run_namespaces``). Protocol, one JSON object a line:

    server -> parent   {"ready": true, "machine": {...}, "walls": {...}}  once, when torch is imported
    parent -> server   {"id": 7, "spec": {...}}
    server -> parent   {"id": 7, "pid": 1234}            the child is running
    parent -> server   {"stop": 7}                       kill that run, and all it started
    server -> parent   {"id": 7, "exitcode": 0}          it ended (negative: killed by that signal)

Arguments: seed, threads, "warm" or "cold", a torch version stand-in (or ""), "sealed" or "open",
(sealed) the folder the scratch folders live in, (started by root) "uid:gid" to become, and the
descriptors of the build's cgroup folders, comma-separated (``cgroups``; "" for none): a run joins its
own cgroup below them (the spec's ``cgroup``) before anything else, and no snippet inherits them.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import sys
import threading


def _probe_run_namespaces(runs_root: str, init: list[str] | None) -> str:
    """'' when a run can get namespaces of its own here, else the kernel's reason."""
    from . import sandbox, seal

    if not init:
        return "no setpriv and sleep (util-linux, coreutils) to stand as each run's PID 1"
    probe = os.path.join(runs_root, ".probe")
    os.makedirs(probe, exist_ok=True)
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read)
        try:
            sandbox.enter_run_namespaces([probe, *seal.python_paths()], runs_root, network=False)
            status = sandbox.run_in_pid_namespace(lambda: os._exit(0), init)
            os._exit(0 if os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0 else 1)
        except BaseException as err:
            os.write(write, str(err).encode())
            os._exit(1)
    os.close(write)
    why = os.read(read, 1000).decode(errors="replace")
    os.close(read)
    _, status = os.waitpid(pid, 0)
    os.rmdir(probe)
    return "" if status == 0 else (why or "a run's first process did not start in its namespace")


def serve() -> None:
    sealed = len(sys.argv) > 5 and sys.argv[5] == "sealed"
    runs_root = sys.argv[6] if sealed else ""
    cgroup_fds = [int(fd) for fd in sys.argv[8].split(",")] if len(sys.argv) > 8 and sys.argv[8] else []
    low = 3
    for fd in sorted(cgroup_fds):  # nothing the parent had open reaches a snippet (these are closed in each run)
        os.closerange(low, fd)
        low = fd + 1
    os.closerange(low, 65536)
    from . import sandbox

    if sealed:
        with contextlib.suppress(OSError):  # without it, runs get no namespaces of their own: the probe says why
            sandbox.mount_proc()  # fully visible, so that each run may mount its own
        if len(sys.argv) > 7 and sys.argv[7]:  # started by root: become nobody before anything else
            uid, gid = (int(n) for n in sys.argv[7].split(":"))
            os.setgroups([])
            os.setgid(gid)
            os.setuid(uid)
        sandbox.drop_capabilities()  # what bwrap left for the lines above; no run inherits any

    from . import cgroups, child, seal

    noisy = child.warm_up() if sys.argv[3] == "warm" else []
    if noisy:  # the runner starts a server without warm-up instead: see child.warm_up
        os.write(1, (json.dumps({"ready": False, "warnings": noisy}) + "\n").encode())
        return
    where = child.prepare_server(  # after warm-up: fresh RNG
        seed=int(sys.argv[1]), threads=int(sys.argv[2]), torch_version=sys.argv[4] if len(sys.argv) > 4 else ""
    )
    init = sandbox.init_command() if sealed else None
    why = _probe_run_namespaces(runs_root, init) if sealed else "the server runs without its sandbox"
    init = None if why else init  # how each run starts: in namespaces of its own under this init, or not
    python_paths = seal.python_paths()
    walls = {"run_namespaces": bool(init), "why": why, "landlock": seal.landlock_abi(),
             "uid": os.getuid()}

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    out = os.fdopen(os.dup(1), "w", buffering=1)
    inp = os.fdopen(os.dup(0), "rb")
    devnull = os.open(os.devnull, os.O_RDWR)
    os.dup2(devnull, 0)
    os.dup2(devnull, 1)
    lock = threading.Lock()
    running: dict[int, int] = {}  # job id -> pid of its first fork

    def say(message: dict) -> None:
        with lock:
            out.write(json.dumps(message) + "\n")

    def reap(job_id: int, pid: int) -> None:
        # A thread per child, blocked in waitpid: portable (Linux and macOS), no pidfd needed.
        _, status = os.waitpid(pid, 0)
        with lock:
            running.pop(job_id, None)
        say({"id": job_id, "exitcode": os.waitstatus_to_exitcode(status)})

    def stop(job_id: int) -> None:
        with lock:
            pid = running.get(job_id)
        if pid is None:
            return
        with contextlib.suppress(OSError):
            # Isolated: the run's init dies with its parent, and the whole PID namespace with it.
            # Otherwise the run leads a session of its own: kill its process group.
            os.kill(pid, signal.SIGKILL) if init else os.killpg(pid, signal.SIGKILL)

    say({"ready": True, "machine": where, "walls": walls})
    for line in inp:
        msg = json.loads(line)
        if "stop" in msg:
            stop(msg["stop"])
            continue
        if init:
            msg["spec"]["python_paths"] = python_paths  # bound back into the run where /tmp would cover them
        with lock:  # the reaper must find the run registered
            pid = os.fork()
            if pid == 0:
                signal.signal(signal.SIGINT, signal.SIG_DFL)
                if cgroup_fds:  # before anything else: every process the run starts is counted in its cgroup
                    try:
                        cgroups.join(cgroup_fds, msg["spec"]["cgroup"])
                    except (OSError, KeyError) as err:
                        msg["spec"]["wall_error"] = f"the run could not join its cgroup: {err}"
                os.closerange(3, 65536)
                try:
                    child.execute(msg["spec"], init)
                finally:
                    os._exit(70)
            running[msg["id"]] = pid
        say({"id": msg["id"], "pid": pid})  # before its reaper starts: "running" must reach the parent first
        threading.Thread(target=reap, args=(msg["id"], pid), daemon=True).start()


if __name__ == "__main__":
    serve()
