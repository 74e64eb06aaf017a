"""The walls around a snippet's process: its own process group, limits, no network, and a file fence.

Snippets arrive in pull requests, so a run is treated as untrusted. Inside
its own forked process, before the snippet's first line, the child:

- starts a new session (its process group is its pid): the runner kills the
  whole group when the run ends or times out, so a ``subprocess`` it left
  behind dies with it;
- sets resource limits (address space, CPU seconds, file size, processes;
  ``Limits``, overridable per fence);
- turns the network off: a new network namespace where the kernel allows it
  (root, or unprivileged user namespaces), and an audit hook that refuses
  ``socket.connect``/``bind``/``sendto`` to any internet address either way;
- lets the kernel (Landlock, Linux 5.13+) refuse writes outside the scratch
  folder and reads outside the scratch folder, the Python installation and
  the system's library folders: a snippet cannot read the repository (its
  ``.git/config``, another lesson's files) nor write anywhere else. An audit
  hook refuses Python-level writes too where Landlock is missing.

This is defence in depth on one machine, not a VM: a snippet that starts a new
session of its own escapes the group kill, and without Landlock reads are not
fenced. The verdict of a run never comes from inside it (see ``runner``).
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import resource
import socket
import sys
import sysconfig
from dataclasses import asdict, dataclass

_WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_TRUNC
_PATH_EVENTS = {
    "os.remove": (0,),
    "os.rmdir": (0,),
    "os.mkdir": (0,),
    "os.rename": (0, 1),
    "os.replace": (0, 1),
    "os.truncate": (0,),
    "os.chmod": (0,),
    "os.chown": (0,),
    "os.link": (0, 1),
    "os.symlink": (1,),
    "os.utime": (0,),
    "shutil.rmtree": (0,),
    "shutil.copyfile": (1,),
    "shutil.move": (1,),
}
_NETWORK_EVENTS = {"socket.connect", "socket.bind", "socket.sendto", "socket.sendmsg"}
_INTERNET = (socket.AF_INET, socket.AF_INET6)
NETWORK_OFF = 'network access is off for snippets (a fence may opt in with network="on")'

_LANDLOCK_CREATE, _LANDLOCK_ADD_RULE, _LANDLOCK_RESTRICT = 444, 445, 446  # same on x86_64 and arm64
_FS_EXECUTE, _FS_WRITE_FILE, _FS_READ_FILE, _FS_READ_DIR = 1 << 0, 1 << 1, 1 << 2, 1 << 3
_FS_CHANGE_TREE = sum(1 << bit for bit in range(4, 13))  # remove, make dir/file/link/node
_FS_REFER, _FS_TRUNCATE = 1 << 13, 1 << 14
_FS_READ = _FS_EXECUTE | _FS_READ_FILE | _FS_READ_DIR
_CLONE_NEWNET, _CLONE_NEWUSER = 0x40000000, 0x10000000
# System folders a Python process and its libraries read (shared libraries, locales, CPU facts). Of /proc
# only the run's own entries and the machine's: another process's /proc/<pid>/environ may hold secrets.
_SYSTEM_READABLE = ("/usr", "/lib", "/lib64", "/lib32", "/bin", "/sbin", "/etc", "/sys", "/dev", "/opt",
                    "/proc/self", "/proc/thread-self", "/proc/cpuinfo", "/proc/meminfo", "/proc/stat", "/proc/sys",
                    "/proc/mounts", "/proc/filesystems", "/System", "/Library")

_SIZES = {"k": 1 << 10, "m": 1 << 20, "g": 1 << 30}


@dataclass(frozen=True)
class Limits:
    """Resource limits of one run; a fence overrides them with ``limits="memory=16G cpu=300"``."""

    memory: int = 8 << 30  # bytes of address space (torch's import alone maps about 1 GB)
    cpu: int = 0  # CPU seconds; 0: the fence's timeout plus a margin
    files: int = 256 << 20  # bytes any one file may grow to
    procs: int = 64  # processes of this user (the kernel ignores it for root; the group kill still acts)

    KEYS = ("memory", "cpu", "files", "procs")

    @classmethod
    def parse(cls, text: str) -> Limits:
        """``memory=16G cpu=300 files=1G procs=128`` to limits; ValueError says what is wrong."""
        values = {}
        for part in text.replace(",", " ").split():
            key, eq, raw = part.partition("=")
            if not eq or key not in cls.KEYS:
                raise ValueError(f"{part!r}: limits are {', '.join(k + '=…' for k in cls.KEYS)}")
            scale = _SIZES.get(raw[-1:].lower(), 1)
            number = raw[:-1] if scale != 1 else raw
            if not number.isdigit() or int(number) <= 0:
                raise ValueError(f"{part!r}: a limit is a positive whole number (memory and files may end in K, M, G)")
            values[key] = int(number) * scale
        return cls(**values)

    def as_dict(self) -> dict:
        return asdict(self)


def new_process_group() -> None:
    """The run's own session: the runner kills the whole group (the snippet and anything it started)."""
    os.setsid()


def apply_limits(limits: dict, timeout: float) -> None:
    cpu = limits["cpu"] or int(timeout) + 30
    for name, value in (
        ("RLIMIT_AS", limits["memory"]),
        ("RLIMIT_CPU", cpu),
        ("RLIMIT_FSIZE", limits["files"]),
        ("RLIMIT_NPROC", limits["procs"]),
        ("RLIMIT_CORE", 0),
    ):
        which = getattr(resource, name, None)
        if which is None:
            continue
        _, hard = resource.getrlimit(which)
        wanted = value if hard == resource.RLIM_INFINITY else min(value, hard)
        with contextlib.suppress(ValueError, OSError):  # the platform refuses this one: the others still hold
            resource.setrlimit(which, (wanted, wanted))  # the snippet cannot raise it again


def network_off() -> None:
    """A network namespace of our own (no interface but a down loopback) where the kernel allows it,
    and an audit hook that refuses internet sockets either way."""
    if sys.platform.startswith("linux"):
        libc = ctypes.CDLL(None, use_errno=True)
        if libc.unshare(_CLONE_NEWNET) != 0:
            libc.unshare(_CLONE_NEWUSER | _CLONE_NEWNET)  # unprivileged: needs user namespaces

    def hook(event: str, args: tuple) -> None:
        if event in _NETWORK_EVENTS and args and getattr(args[0], "family", None) in _INTERNET:
            raise PermissionError(NETWORK_OFF)

    sys.addaudithook(hook)


def guard_writes(allowed_root: str) -> None:
    """Refuse Python-level writes outside the scratch folder (an audit hook cannot be removed)."""
    root = os.path.realpath(allowed_root)

    def inside(path: object) -> bool:
        if isinstance(path, int):
            return True  # an already open descriptor
        try:
            path = os.fsdecode(os.fspath(path))
        except TypeError:
            return True
        full = os.path.realpath(os.path.join(os.getcwd(), path))
        return full == root or full.startswith(root + os.sep) or full == "/dev/null"

    def hook(event: str, args: tuple) -> None:
        if event == "open":
            path, mode, flags = args
            writing = (mode is not None and any(c in mode for c in "wax+")) or (
                mode is None and isinstance(flags, int) and flags & _WRITE_FLAGS
            )
            if writing and path is not None and not inside(path):
                raise PermissionError(f"a snippet may write only inside its scratch folder, not {path!r}")
        elif event in _PATH_EVENTS:
            for i in _PATH_EVENTS[event]:
                if i < len(args) and args[i] is not None and not inside(args[i]):
                    raise PermissionError(
                        f"a snippet may change files only inside its scratch folder, not {args[i]!r}"
                    )

    sys.addaudithook(hook)


class _PathBeneath(ctypes.Structure):
    _pack_ = 1
    _fields_ = (("allowed_access", ctypes.c_uint64), ("parent_fd", ctypes.c_int32))


def readable_roots(extra: tuple[str, ...] = ()) -> list[str]:
    """Where a snippet may read: the Python installation, its packages, system folders, and ``extra``."""
    paths = {sys.prefix, sys.base_prefix, sys.exec_prefix, *sysconfig.get_paths().values(), *extra}
    paths |= {p for p in sys.path if p and os.path.isdir(p) and not p.startswith(os.getcwd())}
    paths |= set(_SYSTEM_READABLE)
    return sorted({os.path.realpath(p) for p in paths if p and os.path.exists(p)})


def landlock(scratch: str, readable: list[str]) -> bool:
    """Let the kernel fence files: read and write in ``scratch``, read (and run) in ``readable``, write
    ``/dev/null``; nothing else. False where Landlock is missing (the audit hook still guards writes).

    Files opened before this call (the output file) stay usable.
    """
    if not sys.platform.startswith("linux"):
        return False
    libc = ctypes.CDLL(None, use_errno=True)
    abi = libc.syscall(_LANDLOCK_CREATE, None, ctypes.c_size_t(0), ctypes.c_uint32(1))
    if abi < 1:
        return False
    write = _FS_WRITE_FILE | _FS_CHANGE_TREE | (_FS_REFER if abi >= 2 else 0) | (_FS_TRUNCATE if abi >= 3 else 0)
    handled = write | _FS_READ
    attr = ctypes.c_uint64(handled)  # struct landlock_ruleset_attr, first field only
    ruleset = libc.syscall(_LANDLOCK_CREATE, ctypes.byref(attr), ctypes.c_size_t(8), ctypes.c_uint32(0))
    if ruleset < 0:
        return False
    rules = [(scratch, handled), (os.devnull, _FS_WRITE_FILE | _FS_READ_FILE | (write & _FS_TRUNCATE))]
    rules += [(path, _FS_READ if os.path.isdir(path) else _FS_READ_FILE | _FS_EXECUTE) for path in readable]
    try:
        for path, access in rules:
            try:
                fd = os.open(path, os.O_PATH | os.O_CLOEXEC)
            except OSError:
                continue
            try:
                rule = _PathBeneath(access, fd)
                if libc.syscall(_LANDLOCK_ADD_RULE, ruleset, 1, ctypes.byref(rule), 0) != 0:
                    return False
            finally:
                os.close(fd)
        if libc.prctl(38, 1, 0, 0, 0) != 0:  # PR_SET_NO_NEW_PRIVS, required to restrict oneself
            return False
        return libc.syscall(_LANDLOCK_RESTRICT, ruleset, ctypes.c_uint32(0)) == 0
    finally:
        os.close(ruleset)
