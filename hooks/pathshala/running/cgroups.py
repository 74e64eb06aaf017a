"""A cgroup per run: its memory and its processes bounded as a whole, not per process.

The limits ``sandbox.apply_limits`` sets are per process (address space) or per user namespace
(processes): ``limits="memory=3G"`` with four forked children had held 4 × 1.38 GiB at once (issue 33).
A cgroup counts every process of the run together, and what the run writes to its scratch file system
(a tmpfs: its pages are the run's memory).

Where they live: the build makes one folder of its own in each hierarchy it uses, next to the cgroup
it runs in (``pathshala-<pid>-<random>``), and one cgroup per run below it (``run-<n>``), whose limits
it writes itself (``memory.limit_in_bytes`` and, with swap accounting, ``memory.memsw.limit_in_bytes``;
``pids.max``). The fork server (another user as root, inside its sandbox, where no cgroup file system is
mounted) receives only an open folder of each build cgroup (a file descriptor), and a run's first fork
moves itself into its run's cgroup through it before anything else happens (``join``), so that every
process the snippet starts is counted; the descriptor is closed before the snippet's first line. The run
cannot see or write any cgroup file: none is mounted in its sandbox and Landlock fences the rest.

What the kernel offers decides the layout. This is written for cgroup v1's ``memory`` and ``pids``
controllers (each its own hierarchy, as on this project's development machine: a hybrid layout with v1
controllers under ``/sys/fs/cgroup/<controller>``). Where the ``memory`` and ``pids`` controllers are on
cgroup v2 (a unified layout), moving a process needs write access to the common ancestor's
``cgroup.procs`` and both cgroups inside the mover's cgroup namespace; that delegation is not built yet,
and the build says so in its sandbox line (``why``), as it does for every missing wall.
"""

from __future__ import annotations

import contextlib
import os
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path("/sys/fs/cgroup")
CONTROLLERS = ("memory", "pids")
PREFIX = "pathshala-"
RUN_PREFIX = "run-"


def _own_path(controller: str, proc_cgroup: str) -> str | None:
    """This process's cgroup in the v1 hierarchy of ``controller`` (``/proc/self/cgroup``)."""
    for line in proc_cgroup.splitlines():
        _, names, path = line.split(":", 2)
        if controller in names.split(","):
            return path
    return None


@dataclass
class BuildCgroups:
    """The build's own cgroup folder in each controller's hierarchy, and a cgroup per run below them."""

    folders: dict[str, Path] = field(default_factory=dict)  # controller -> the build's folder
    why: str = ""  # why there is none ("" when there is)
    kind: str = ""  # "cgroup v1" when made
    _next: int = 0

    @classmethod
    def make(cls, root: Path = ROOT) -> BuildCgroups:
        """The build's folders, made now; or, where they cannot be made, why not (``why``)."""
        made = cls()
        try:
            proc = Path("/proc/self/cgroup").read_text()
        except OSError as err:
            made.why = f"no /proc/self/cgroup ({err.strerror})"
            return made
        # controller -> this process's cgroup in its v1 hierarchy, for those that have one (in CONTROLLERS order)
        v1 = {c: own for c in CONTROLLERS
              if (root / c / "cgroup.procs").exists() and (own := _own_path(c, proc)) is not None}
        if len(v1) < len(CONTROLLERS):
            unified = root if (root / "cgroup.controllers").exists() else root / "unified"
            offered = (unified / "cgroup.controllers").read_text().split() if (
                unified / "cgroup.controllers").exists() else []
            if all(c in offered for c in CONTROLLERS):
                made.why = ("the memory and pids controllers are on cgroup v2 here, which the build cannot use yet "
                            "(it needs v1's memory and pids hierarchies)")
            else:
                made.why = "no memory and pids cgroup controllers (cgroup v1) here"
            return made
        name = f"{PREFIX}{os.getpid()}-{uuid.uuid4().hex[:8]}"
        try:
            for controller, own in v1.items():
                folder = root / controller / own.lstrip("/") / name
                sweep_stale(folder.parent)
                folder.mkdir(mode=0o755)
                made.folders[controller] = folder
        except OSError as err:
            made.close()
            made.folders = {}
            made.why = f"cannot make a cgroup ({err.strerror}): the build needs write access to its cgroup's folder"
            return made
        made.kind = "cgroup v1"
        return made

    def __bool__(self) -> bool:
        return bool(self.folders)

    def open_folders(self) -> list[int]:
        """A descriptor of each build folder, inheritable, for the fork server (in ``CONTROLLERS`` order)."""
        fds = [os.open(self.folders[c], os.O_RDONLY | os.O_DIRECTORY) for c in CONTROLLERS]
        for fd in fds:
            os.set_inheritable(fd, True)
        return fds

    def new_run(self, memory: int, procs: int, owner: tuple[int, int] | None) -> str:
        """A cgroup for one run, limits written: ``memory`` bytes in all, ``procs`` tasks in all. Its name."""
        self._next += 1
        name = f"{RUN_PREFIX}{self._next}"
        memory_folder, pids_folder = self.folders["memory"] / name, self.folders["pids"] / name
        memory_folder.mkdir()
        pids_folder.mkdir()
        (memory_folder / "memory.limit_in_bytes").write_text(str(memory))
        swap = memory_folder / "memory.memsw.limit_in_bytes"
        if swap.exists():  # with swap accounting, swap may not extend the bound either
            swap.write_text(str(memory))
        (pids_folder / "pids.max").write_text(str(procs))
        if owner:  # the server runs as nobody: it may move its own process in, nothing else
            for folder in (memory_folder, pids_folder):
                os.chown(folder / "cgroup.procs", *owner)
        return name

    def ran_out_of_memory(self, name: str) -> bool:
        """The kernel killed a process of this run for its memory bound."""
        with contextlib.suppress(OSError, ValueError):
            for line in (self.folders["memory"] / name / "memory.oom_control").read_text().splitlines():
                key, _, value = line.partition(" ")
                if key == "oom_kill":
                    return int(value) > 0
            return int((self.folders["memory"] / name / "memory.failcnt").read_text()) > 0
        return False

    def end_run(self, name: str) -> None:
        """Remove a run's cgroups (its processes are gone; a dying one may hold it a moment)."""
        for controller in CONTROLLERS:
            folder = self.folders[controller] / name
            for _ in range(50):
                try:
                    folder.rmdir()
                    break
                except FileNotFoundError:
                    break
                except OSError:
                    time.sleep(0.02)

    def close(self) -> None:
        for folder in self.folders.values():
            for run in folder.glob(f"{RUN_PREFIX}*"):
                with contextlib.suppress(OSError):
                    run.rmdir()
            with contextlib.suppress(OSError):
                folder.rmdir()


def sweep_stale(parent: Path) -> None:
    """Remove the cgroup folders of builds that are gone (a build killed before it could)."""
    for folder in parent.glob(f"{PREFIX}*-*"):
        pid = folder.name[len(PREFIX):].split("-", 1)[0]
        if not pid.isdigit():
            continue
        try:
            os.kill(int(pid), 0)
            continue
        except ProcessLookupError:
            pass
        except OSError:
            continue
        for run in folder.glob(f"{RUN_PREFIX}*"):
            with contextlib.suppress(OSError):
                run.rmdir()
        with contextlib.suppress(OSError):
            folder.rmdir()


def join(folder_fds: list[int], name: str) -> None:
    """Move this process into the run cgroup ``name`` below each build folder; OSError if the kernel refuses."""
    for fd in folder_fds:
        target = os.open(f"{name}/cgroup.procs", os.O_WRONLY, dir_fd=fd)
        try:
            os.write(target, b"0")  # "0": the writing process itself
        finally:
            os.close(target)
