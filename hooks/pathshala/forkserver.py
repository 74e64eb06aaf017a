"""A tiny fork server: imports torch and numpy once, then forks one child per snippet.

The standard library's forkserver re-imports the parent's ``__main__`` (MkDocs,
pytest) in every child; this one forks a process that has imported nothing
but the snippet runtime. Protocol, one JSON object a line:

    parent -> server   {"id": 7, "spec": {...}}
    server -> parent   {"id": 7, "pid": 1234}            the child is running
    server -> parent   {"id": 7, "exitcode": 0}          it ended (negative: killed by that signal)
"""

from __future__ import annotations

import json
import os
import selectors
import signal
import sys


def serve() -> None:
    from . import child  # imports torch and numpy: paid once, here

    noisy = child.warm_up() if sys.argv[3] == "warm" else []
    if noisy:  # the runner starts a server without warm-up instead: see child.warm_up
        os.write(1, (json.dumps({"ready": False, "warnings": noisy}) + "\n").encode())
        return
    child.prepare_server(seed=int(sys.argv[1]), threads=int(sys.argv[2]))  # after warm-up: fresh RNG

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    out = os.fdopen(os.dup(1), "w", buffering=1)
    inp = os.dup(0)
    devnull = os.open(os.devnull, os.O_RDWR)
    os.dup2(devnull, 0)
    os.dup2(devnull, 1)
    sel = selectors.DefaultSelector()
    sel.register(inp, selectors.EVENT_READ, None)
    out.write(json.dumps({"ready": True}) + "\n")
    pending = b""
    while True:
        for key, _ in sel.select():
            if key.data is not None:
                job_id, pid = key.data
                sel.unregister(key.fd)
                os.close(key.fd)
                _, status = os.waitpid(pid, 0)
                code = os.waitstatus_to_exitcode(status)
                out.write(json.dumps({"id": job_id, "exitcode": code}) + "\n")
                continue
            chunk = os.read(inp, 1 << 16)
            if not chunk:
                return
            pending += chunk
            *lines, pending = pending.split(b"\n")
            for line in lines:
                msg = json.loads(line)
                pid = os.fork()
                if pid == 0:
                    signal.signal(signal.SIGINT, signal.SIG_DFL)
                    os.closerange(3, 65536)
                    try:
                        child.execute(msg["spec"])
                    finally:
                        os._exit(70)
                pidfd = os.pidfd_open(pid)
                sel.register(pidfd, selectors.EVENT_READ, (msg["id"], pid))
                out.write(json.dumps({"id": msg["id"], "pid": pid}) + "\n")


if __name__ == "__main__":
    sys.exit(serve())
