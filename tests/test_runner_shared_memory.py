"""A run's own /dev/shm: writable, so multiprocessing (DataLoader workers) starts; private, small, and the only
door opened (SECURITY.md, "Processes and shared memory in a run")."""

from __future__ import annotations

import os
import uuid

import pytest

from pathshala.running.runner import Runner
from pathshala.running.sandbox import Limits

from .conftest import run_code as run


def need_isolation(runner: Runner) -> None:
    walls = runner.start().walls
    if not (walls.run_namespaces and walls.landlock):
        pytest.skip("no namespaces per run or no Landlock here: /dev/shm stays shut (the machine's own)")


def test_dataloader_workers_start_in_a_run(runner):
    """Before: multiprocessing's first lock (sem_open in /dev/shm) failed with PermissionError."""
    need_isolation(runner)
    code = (
        "import torch\nfrom torch.utils.data import DataLoader\n"
        "batches = list(DataLoader(torch.arange(10), batch_size=5, num_workers=2))\n"
        "print([b.tolist() for b in batches])\n"
    )
    result = run(runner, code, "workers")
    assert result.ok, result.output
    assert result.output == "[[0, 1, 2, 3, 4], [5, 6, 7, 8, 9]]\n"


def test_shared_memory_is_the_runs_own_and_gone_after_it(runner):
    need_isolation(runner)
    name = f"pathshala-hostile-{uuid.uuid4().hex[:8]}"
    leave = (
        "from multiprocessing import shared_memory\n"
        f"block = shared_memory.SharedMemory(name={name!r}, create=True, size=4096)\n"
        "block.buf[:5] = b'owned'\nprint('left', block.name)\n"
    )
    assert run(runner, leave, "leaves").output == f"left {name}\n"
    find = (
        "from multiprocessing import shared_memory\ntry:\n"
        f"    shared_memory.SharedMemory(name={name!r})\n    print('found it')\n"
        "except FileNotFoundError:\n    print('not here')\n"
    )
    assert run(runner, find, "finds").output == "not here\n"  # the next run does not see it
    assert not os.path.exists(f"/dev/shm/{name}")  # nor does the machine


def test_the_runs_shared_memory_is_small(runner):
    need_isolation(runner)
    code = (
        "import _posixshmem, os\nfd = _posixshmem.shm_open('/big', os.O_CREAT | os.O_RDWR, 0o600)\n"
        "try:\n    os.posix_fallocate(fd, 0, 256 << 20)\n    print('got 256 MiB')\n"
        "except OSError as err:\n    print(err.errno == 28)\n"  # ENOSPC: the tmpfs is 64 MiB
    )
    assert run(runner, code, "big").output == "True\n"


def test_only_dev_shm_opens_other_writes_stay_refused(runner):
    """A child process (no audit hook there, Landlock only) may write /dev/shm but not /tmp or the server's files."""
    need_isolation(runner)
    code = (
        "import subprocess\n"
        "for path in ('/dev/shm/x', '/tmp/x', '/etc/x', '/usr/x'):\n"
        "    done = subprocess.run(['sh', '-c', f'echo x > {path}'], capture_output=True)\n"
        "    print(path, done.returncode == 0)\n"
    )
    result = run(runner, code, "writes")
    assert result.output == "/dev/shm/x True\n/tmp/x False\n/etc/x False\n/usr/x False\n", result.output


def test_workers_do_not_lift_the_process_limit(runner):
    """A fork bomb through multiprocessing (what DataLoader workers use) still meets the process limit."""
    need_isolation(runner)
    code = (
        "import multiprocessing as mp, time\nborn = 0\ntry:\n    for _ in range(60):\n"
        "        mp.Process(target=time.sleep, args=(5,)).start()\n        born += 1\n"
        "except OSError as err:\n    print(type(err).__name__)\nprint(born < 16)\n"
    )
    result = run(runner, code, "bomb", limits=Limits(procs=16))
    assert result.output == "BlockingIOError\nTrue\n", result.output
