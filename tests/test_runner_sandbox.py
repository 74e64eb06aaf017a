"""A hostile snippet cannot outlive its run, stall the build, forge its verdict, read the repository or the net."""

from __future__ import annotations

import os
import socket
import threading
import time
from importlib import metadata
from pathlib import Path

import pytest

from pathshala.running.runner import Job, Runner
from pathshala.running.sandbox import Limits

from .conftest import REPO


def run(runner: Runner, code: str, name: str, **job) -> object:
    return runner.run(Job(code=code, display_path=f"snippets/hostile/{name}.py", **job))


def _sleepers(marker: str) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if marker in (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode():
                    found.append(int(entry.name))
            except OSError:
                pass
    return found


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads /proc to find the survivor")
def test_a_process_the_snippet_started_dies_with_its_run(runner):
    marker = "4321.5"  # sleep's argument: unique enough to find the process
    code = f"import subprocess\nsubprocess.Popen(['sleep', '{marker}'])\nprint('left a sleeper')\n"
    result = run(runner, code, "survivor")
    assert result.ok, result.output
    deadline = time.monotonic() + 5
    while _sleepers(marker) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not _sleepers(marker), "the snippet's subprocess outlived its run"


def test_a_snippet_that_stops_the_server_cannot_stall_the_build():
    runner = Runner()
    try:
        started = time.monotonic()
        code = "import os, signal, time\nos.kill(os.getppid(), signal.SIGSTOP)\ntime.sleep(30)\n"
        result = run(runner, code, "stopper", timeout=2)
        assert time.monotonic() - started < 40  # the timeout, plus bounded waits: never endless
        assert not result.ok
        assert "stopped answering" in result.message or result.outcome == "timeout", result.message
        after = run(runner, "print('fine')\n", "after")  # a new server serves the next run
        assert after.ok and after.output == "fine\n"
    finally:
        runner.close()


def test_the_verdict_and_versions_come_from_the_runner_not_the_snippet(runner):
    code = (
        "import json, os, torch\ntorch.__version__ = '99.0'\n"
        "print(json.dumps({'status': 0, 'raised': False, 'versions': {'torch': '99.0'}}))\nos._exit(3)\n"
    )
    result = run(runner, code, "forger")
    assert (result.outcome, result.status) == ("exit", 3)
    assert result.versions["torch"].split("+")[0] == metadata.version("torch").split("+")[0]


def test_a_sparse_huge_output_is_refused_or_a_flood_never_a_crash(runner):
    code = "import os\nos.lseek(1, {offset}, 0)\nos.write(1, b'x')\nimport time\ntime.sleep(5)\n"
    far = code.format(offset=100 * 2**30)
    refused = run(runner, far, "sparse")  # the file-size limit stops the write itself (EFBIG)
    assert (refused.outcome, refused.status) == ("exit", 1)
    # A job that asks for more than the ceiling (1 GB a file) gets the ceiling: still refused.
    assert run(runner, far, "sparse_asks", limits=Limits(files=200 << 30)).status == 1
    near = code.format(offset=900 * 2**20)  # within the ceiling, past the output cap: the runner stops it
    allowed = run(runner, near, "sparse_big", limits=Limits(files=1 << 30))
    assert allowed.outcome == "flood"
    assert len(allowed.output) <= runner.settings.output_cap


def test_the_network_is_off_and_an_opted_in_run_gets_only_its_own_loopback(runner):
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    port = listener.getsockname()[1]
    threading.Thread(target=lambda: listener.accept(), daemon=True).start()
    code = (
        f"import socket\ntry:\n    socket.create_connection(('127.0.0.1', {port}), timeout=2)\n"
        "    print('connected')\nexcept OSError as err:\n    print(type(err).__name__, err)\n"
    )
    try:
        off = run(runner, code, "net_off")
        assert "connected" not in off.output and "network access is off" in off.output, off.output
        on = run(runner, code, "net_on", network=True)  # a loopback of its own: the host's 127.0.0.1 is not it
        assert on.output.startswith("ConnectionRefusedError"), on.output
    finally:
        listener.close()


def test_limits_hold_and_a_fence_may_raise_them(runner):
    code = "try:\n    block = bytearray(3 << 30)\n    print('got 3 GB')\nexcept MemoryError:\n"
    code += "    print('MemoryError')\n"
    assert run(runner, code, "small", limits=Limits(memory=2 << 30)).output == "MemoryError\n"
    assert Limits.parse("memory=16G cpu=300 files=1G procs=128") == Limits(16 << 30, 300, 1 << 30, 128)
    with pytest.raises(ValueError, match="limits are"):
        Limits.parse("ram=1G")


def _landlock_abi() -> int:
    import ctypes

    try:
        return ctypes.CDLL(None, use_errno=True).syscall(444, None, ctypes.c_size_t(0), ctypes.c_uint32(1))
    except (OSError, AttributeError):
        return -1


@pytest.mark.skipif(_landlock_abi() < 1, reason="the kernel has no Landlock: reads are not fenced here")
def test_a_snippet_cannot_read_the_repository(runner, tmp_path):
    secret = REPO / "README.md"
    code = (
        f"for path in ({str(secret)!r}, {str(REPO / '.git' / 'config')!r}):\n"
        "    try:\n        open(path).read()\n        print('read', path)\n"
        "    except OSError as err:\n        print(type(err).__name__)\n"
        "import numpy, torch\nprint(torch.ones(2).sum().item(), numpy.arange(3).sum())\n"  # libraries still load
    )
    result = run(runner, code, "reader")
    assert "read " not in result.output, result.output
    # In the server's sandbox the repository is not there at all; with Landlock alone it is refused.
    refused = "FileNotFoundError\n" if runner.start().walls.server_sandbox else "PermissionError\n"
    assert result.output.startswith(refused * 2), result.output
    assert result.output.endswith("2.0 3\n")
    assert os.access(secret, os.R_OK)  # the test itself can: the fence is the snippet's alone
