"""A tiny fork server: imports torch and numpy once, then forks one child per snippet.

The standard library's forkserver re-imports the parent's ``__main__`` (MkDocs,
pytest) in every child; this one forks a process that has imported nothing
but the snippet runtime. Protocol, one JSON object a line:

    server -> parent   {"ready": true, "machine": {...}}  once, when torch is imported
    parent -> server   {"id": 7, "spec": {...}}
    server -> parent   {"id": 7, "pid": 1234}            the child is running
    server -> parent   {"id": 7, "exitcode": 0}          it ended (negative: killed by that signal)
"""

from __future__ import annotations

import json
import os
import signal
import sys
import threading


def serve() -> None:
    from . import child  # imports torch and numpy: paid once, here

    noisy = child.warm_up() if sys.argv[3] == "warm" else []
    if noisy:  # the runner starts a server without warm-up instead: see child.warm_up
        os.write(1, (json.dumps({"ready": False, "warnings": noisy}) + "\n").encode())
        return
    where = child.prepare_server(  # after warm-up: fresh RNG
        seed=int(sys.argv[1]), threads=int(sys.argv[2]), torch_version=sys.argv[4] if len(sys.argv) > 4 else ""
    )

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    out = os.fdopen(os.dup(1), "w", buffering=1)
    inp = os.fdopen(os.dup(0), "rb")
    devnull = os.open(os.devnull, os.O_RDWR)
    os.dup2(devnull, 0)
    os.dup2(devnull, 1)
    lock = threading.Lock()

    def say(message: dict) -> None:
        with lock:
            out.write(json.dumps(message) + "\n")

    def reap(job_id: int, pid: int) -> None:
        # A thread per child, blocked in waitpid: portable (Linux and macOS), no pidfd needed.
        _, status = os.waitpid(pid, 0)
        say({"id": job_id, "exitcode": os.waitstatus_to_exitcode(status)})

    say({"ready": True, "machine": where})
    for line in inp:
        msg = json.loads(line)
        pid = os.fork()
        if pid == 0:
            signal.signal(signal.SIGINT, signal.SIG_DFL)
            os.closerange(3, 65536)
            try:
                child.execute(msg["spec"])
            finally:
                os._exit(70)
        say({"id": msg["id"], "pid": pid})  # before its reaper starts: "running" must reach the parent first
        threading.Thread(target=reap, args=(msg["id"], pid), daemon=True).start()


if __name__ == "__main__":
    sys.exit(serve())
