"""The walls inside each run: namespaces of its own, limits, no network, and a file fence.

Snippets arrive in pull requests, so a run is treated as untrusted. The fork server lives in a
bubblewrap sandbox (``seal``: the machine's files out of sight, its own namespaces). Inside it, each
run's forked child, before the snippet's first line:

- enters namespaces of its own (``enter_run_namespaces``): a user namespace, a PID namespace whose
  first process is a sleeping init (``run_in_pid_namespace``) so that whatever the snippet starts, a
  daemon after a double fork and ``setsid`` included, dies with the run; a mount namespace where a fresh ``/tmp``
  and ``/dev/shm`` cover the server's and only the run's own scratch folder is put back; IPC and UTS
  namespaces; and always a network namespace of its own: nothing but a down loopback, or, where
  the fence asks ``network="loopback"`` (a grant, ``grants.py``), its own loopback up and nothing
  else: never the host's interfaces, its 127.0.0.1, its abstract Unix sockets or its ``/proc/net``.
  The snippet then drops its capabilities (``drop_capabilities``);
- sets resource limits (address space, CPU seconds, file size, processes; ``Limits``, which a fence
  may raise up to fixed ceilings); in its own user namespace the process limit counts this run's
  processes only, and holds for a root build too (the server runs as ``nobody`` then);
- refuses internet sockets with an audit hook too (where there is no network namespace);
- lets the kernel (Landlock, Linux 5.13+) refuse writes outside the scratch folder and reads outside
  the scratch folder, the Python installation and the system's library folders: the inner wall,
  and the only file fence where namespaces are missing. An audit hook refuses Python-level writes
  too where Landlock is missing.

Where namespaces are missing (macOS; a kernel or container without user namespaces) a run gets a
session of its own instead (the runner kills its process group), and ``seal.Walls`` says which walls
are missing. The verdict of a run never comes from inside it (see ``runner``).
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import resource
import select
import shutil
import signal
import socket
import sys
import sysconfig
from dataclasses import asdict, dataclass
from typing import ClassVar

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
NETWORK_OFF = ('network access is off for snippets (a fence granted network="loopback" gets a loopback of its '
               'own, never the host\'s network)')
_SIOCGIFFLAGS, _SIOCSIFFLAGS, _IFF_UP = 0x8913, 0x8914, 0x1

_LANDLOCK_CREATE, _LANDLOCK_ADD_RULE, _LANDLOCK_RESTRICT = 444, 445, 446  # same on x86_64 and arm64
_FS_EXECUTE, _FS_WRITE_FILE, _FS_READ_FILE, _FS_READ_DIR = 1 << 0, 1 << 1, 1 << 2, 1 << 3
_FS_CHANGE_TREE = sum(1 << bit for bit in range(4, 13))  # remove, make dir/file/link/node
_FS_REFER, _FS_TRUNCATE = 1 << 13, 1 << 14
_FS_READ = _FS_EXECUTE | _FS_READ_FILE | _FS_READ_DIR
_CLONE_NEWNS, _CLONE_NEWUTS, _CLONE_NEWIPC = 0x00020000, 0x04000000, 0x08000000
_CLONE_NEWUSER, _CLONE_NEWPID, _CLONE_NEWNET = 0x10000000, 0x20000000, 0x40000000
_MS_NOSUID, _MS_NODEV, _MS_NOEXEC, _MS_BIND, _MS_REC, _MS_PRIVATE = 2, 4, 8, 1 << 12, 1 << 14, 1 << 18
_PR_SET_PDEATHSIG, _PR_SET_DUMPABLE, _PR_SET_NO_NEW_PRIVS = 1, 4, 38
# Fresh, small file systems over the server's shared ones, per run (a run's TMPDIR is in its scratch folder).
_PRIVATE_TMP = (("/tmp", "size=64m,mode=1777"), ("/dev/shm", "size=64m,mode=1777"))
# Of those, what a run with its own mount namespace may write besides its scratch folder (``landlock``):
# /dev/shm, where POSIX semaphores and shared memory live (multiprocessing, DataLoader workers). Its
# tmpfs is the run's own and 64 MiB (SECURITY.md, "Processes and shared memory in a run").
RUN_OWN_WRITABLE = ("/dev/shm",)
# System folders a Python process and its libraries read (shared libraries, locales, CPU facts). Of /proc
# only the run's own entries and the machine's: another process's /proc/<pid>/environ may hold secrets.
_SYSTEM_READABLE = ("/usr", "/lib", "/lib64", "/lib32", "/bin", "/sbin", "/etc", "/sys", "/dev", "/opt",
                    "/proc/self", "/proc/thread-self", "/proc/cpuinfo", "/proc/meminfo", "/proc/stat", "/proc/sys",
                    "/proc/mounts", "/proc/filesystems", "/System", "/Library")

_SIZES = {"k": 1 << 10, "m": 1 << 20, "g": 1 << 30}


@dataclass(frozen=True)
class Limits:
    """Resource limits of one run; a fence overrides them with ``limits="memory=16G cpu=300"``, up to ``CEILINGS``."""

    memory: int = 8 << 30  # bytes of address space (torch's import alone maps about 1 GB)
    cpu: int = 0  # CPU seconds; 0: the fence's timeout plus a margin
    files: int = 256 << 20  # bytes any one file may grow to
    procs: int = 64  # processes (threads count too) of this run, in its own user namespace

    KEYS = ("memory", "cpu", "files", "procs")
    # No fence may ask for more: a lesson's snippet needs far less, and a pull request must not be able
    # to lift the walls by asking (``limits="memory=1000G procs=1000000"``).
    CEILINGS: ClassVar[dict[str, int]] = {"memory": 16 << 30, "cpu": 900, "files": 1 << 30, "procs": 256}

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
            if values[key] > cls.CEILINGS[key]:
                raise ValueError(f"{part!r} is above the ceiling {key}={_shown(key, cls.CEILINGS[key])}: "
                                 "no run may ask for more")
        return cls(**values)

    def as_dict(self) -> dict:
        return asdict(self)


def _shown(key: str, value: int) -> str:
    if key in ("memory", "files"):
        for suffix in ("G", "M", "K"):
            if value % _SIZES[suffix.lower()] == 0:
                return f"{value // _SIZES[suffix.lower()]}{suffix}"
    return str(value)


def new_process_group() -> None:
    """The run's own session: the runner kills the whole group (the snippet and anything it started)."""
    os.setsid()


def apply_limits(limits: dict, timeout: float) -> None:
    """Set the run's limits, never above ``Limits.CEILINGS`` (whoever built the job); the snippet cannot raise them."""
    cpu = limits["cpu"] or int(timeout) + 30
    for name, key, value in (
        ("RLIMIT_AS", "memory", limits["memory"]),
        ("RLIMIT_CPU", "cpu", cpu),
        ("RLIMIT_FSIZE", "files", limits["files"]),
        ("RLIMIT_NPROC", "procs", limits["procs"]),
        ("RLIMIT_CORE", "", 0),
    ):
        which = getattr(resource, name, None)
        if which is None:
            continue
        value = min(value, Limits.CEILINGS[key]) if key else value
        _, hard = resource.getrlimit(which)
        wanted = value if hard == resource.RLIM_INFINITY else min(value, hard)
        with contextlib.suppress(ValueError, OSError):  # the platform refuses this one: the others still hold
            resource.setrlimit(which, (wanted, wanted))  # the snippet cannot raise it again


def _libc() -> ctypes.CDLL:
    return ctypes.CDLL(None, use_errno=True)


def _check(result: int, what: str) -> None:
    if result != 0:
        err = ctypes.get_errno()
        raise OSError(err, f"{what}: {os.strerror(err)}")


def _mount(source: str | None, target: str, fstype: str | None, flags: int, data: str | None = None) -> None:
    encode = lambda text: None if text is None else text.encode()  # noqa: E731
    _check(_libc().mount(encode(source), encode(target), encode(fstype), ctypes.c_ulong(flags), encode(data)),
           f"mount {target}")


def enter_run_namespaces(keep: list[str], hide: str, network: bool) -> None:
    """Move this process (a run's first fork) into namespaces of its own; OSError if the kernel refuses.

    User, mount, IPC, UTS and network now, PID for the children it starts next
    (``run_in_pid_namespace``). The network namespace is always new: ``network`` (a granted
    ``network="loopback"``) only brings its own loopback up, so the run may talk to itself and to
    nothing of the host (issue 33: with the host's namespace it had reached a listener on the host's
    127.0.0.1, a host abstract Unix socket, ``eth0`` and the host's ``/proc/net``).
    In the new mount namespace ``/tmp``, ``/dev/shm`` and ``hide`` (the
    folder of every run's scratch folder) are fresh and small, so the other runs' files are out of
    sight; of what they covered only ``keep`` is bound back, each at its own path: the run's scratch
    folder first, and the Python installation where it lives under one of them (a checkout in /tmp).
    """
    uid, gid = os.getuid(), os.getgid()
    flags = _CLONE_NEWUSER | _CLONE_NEWNS | _CLONE_NEWPID | _CLONE_NEWIPC | _CLONE_NEWUTS | _CLONE_NEWNET
    libc = _libc()
    # A server that became nobody is not "dumpable", so its /proc/self files are root's: this run's must be its own.
    _check(libc.prctl(_PR_SET_DUMPABLE, 1, 0, 0, 0), "dumpable")
    _check(libc.unshare(flags), "unshare")
    for name, text in (("setgroups", "deny"), ("uid_map", f"{uid} {uid} 1"), ("gid_map", f"{gid} {gid} 1")):
        with open(f"/proc/self/{name}", "w") as f:
            f.write(text)
    if network:
        loopback_up()
    _mount(None, "/", None, _MS_REC | _MS_PRIVATE)
    # Opened in the new namespace (a bind's source must be in it), before anything covers them.
    kept = [(path, os.open(path, os.O_PATH | os.O_DIRECTORY | os.O_CLOEXEC)) for path in keep if os.path.isdir(path)]
    try:
        for path, options in _PRIVATE_TMP:
            if os.path.isdir(path):
                _mount("tmpfs", path, "tmpfs", _MS_NOSUID | _MS_NODEV, options)
        if os.path.isdir(hide):  # not under /tmp
            _mount("tmpfs", hide, "tmpfs", _MS_NOSUID | _MS_NODEV, "size=1m,mode=0755")
        for path, fd in kept:
            if not os.path.isdir(path):  # it was under one of them
                os.makedirs(path, mode=0o755)
                _mount(f"/proc/self/fd/{fd}", path, None, _MS_BIND | _MS_REC)
    finally:
        for _, fd in kept:
            os.close(fd)


def loopback_up() -> None:
    """Bring up ``lo`` of this process's own network namespace (it holds CAP_NET_ADMIN in its new user
    namespace, which owns that network namespace); OSError if the kernel refuses."""
    import fcntl
    import struct

    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        request = struct.pack("16sH22x", b"lo", 0)
        flags = struct.unpack("16sH22x", fcntl.ioctl(s.fileno(), _SIOCGIFFLAGS, request))[1]
        fcntl.ioctl(s.fileno(), _SIOCSIFFLAGS, struct.pack("16sH22x", b"lo", flags | _IFF_UP))


def init_command() -> list[str] | None:
    """The program that stands as PID 1 of each run's namespace: ``sleep`` that dies with its parent
    (util-linux's ``setpriv --pdeathsig``). None where either is missing (no namespaces per run then)."""
    setpriv, sleep = shutil.which("setpriv"), shutil.which("sleep")
    return [setpriv, "--pdeathsig", "KILL", sleep, "infinity"] if setpriv and sleep else None


def run_in_pid_namespace(body, init: list[str]) -> int:
    """Start this run's init, then fork ``body`` into its PID namespace; the wait status of ``body``.

    After ``enter_run_namespaces`` the first process this one starts is PID 1 of the run's namespace:
    ``init``, started with ``posix_spawn`` (no copy of the server's torch-sized memory), which only
    sleeps. ``body`` is forked next (PID 2), mounts the namespace's own ``/proc`` and runs. When it
    has ended, the init is killed, and with it, by the kernel, everything left in the namespace (a
    daemon after a double fork and ``setsid`` included). The snippet is not PID 1 itself, so signals
    and ``abort()`` act on it as in ``python name.py``. Both die with this process
    (``PR_SET_PDEATHSIG``): the server kills this process to stop a run.

    Why not a forked init: each fork of the server copies its page tables (torch maps about 1 GB), and
    a forked init would be a third fork per run (``bench/runner_walls_bench.py``).
    """
    alive_r, alive_w = os.pipe()  # held open by this process: EOF in the snippet means it is gone
    leader = os.posix_spawn(init[0], init, {})
    try:
        snippet = os.fork()
        if snippet == 0:
            try:
                os.close(alive_w)
                _libc().prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
                if not select.select([alive_r], [], [], 0)[0]:  # its parent is still there (no EOF)
                    os.close(alive_r)
                    mount_proc()
                    body()
            finally:
                os._exit(70)
        os.close(alive_r)
        _, status = os.waitpid(snippet, 0)
        return status
    finally:
        with contextlib.suppress(OSError):
            os.kill(leader, signal.SIGKILL)
            os.waitpid(leader, 0)
        os.close(alive_w)


def mount_proc() -> None:
    """A fresh ``/proc`` of this process's PID namespace over the old one."""
    _mount("proc", "/proc", "proc", _MS_NOSUID | _MS_NODEV | _MS_NOEXEC)


def end_like(status: int) -> None:
    """End this process the way a wait status says (exit code, or killed by that signal): the server reads it."""
    if os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        with contextlib.suppress(OSError, ValueError):
            resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
            signal.signal(sig, signal.SIG_DFL)
            signal.pthread_sigmask(signal.SIG_UNBLOCK, [sig])
            os.kill(os.getpid(), sig)
        os.kill(os.getpid(), signal.SIGKILL)
    os._exit(os.WEXITSTATUS(status) if os.WIFEXITED(status) else 70)


class _CapHeader(ctypes.Structure):
    _fields_ = (("version", ctypes.c_uint32), ("pid", ctypes.c_int))


class _CapData(ctypes.Structure):
    _fields_ = (("effective", ctypes.c_uint32), ("permitted", ctypes.c_uint32), ("inheritable", ctypes.c_uint32))


def drop_capabilities() -> None:
    """No capabilities, now or after an exec (its user namespace gave it all of them): a snippet
    could otherwise unmount its fresh ``/tmp`` and see the server's."""
    libc = _libc()
    _check(libc.prctl(_PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0), "no_new_privs")
    data = (_CapData * 2)()
    _check(libc.capset(ctypes.byref(_CapHeader(0x20080522, 0)), data), "capset")


def network_off(own_namespace: bool = False) -> None:
    """No network: a network namespace of its own (no interface but a down loopback), and an audit hook
    that refuses internet sockets either way. ``own_namespace``: the run already has one
    (``enter_run_namespaces``); otherwise one is made here where the kernel allows it."""
    if sys.platform.startswith("linux") and not own_namespace:
        libc = _libc()
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
        if isinstance(path, int) or not isinstance(path, str | bytes | os.PathLike):
            return True  # an already open descriptor; or no path at all (os.fspath would refuse it)
        try:
            name = os.fsdecode(os.fspath(path))
        except TypeError:
            return True
        full = os.path.realpath(os.path.join(os.getcwd(), name))
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


def landlock(scratch: str, readable: list[str], writable: tuple[str, ...] = ()) -> bool:
    """Let the kernel fence files: read and write in ``scratch`` and ``writable``, read (and run) in
    ``readable``, write ``/dev/null``; nothing else. False where Landlock is missing (the audit hook still
    guards writes).

    ``writable`` is for the run's own ``/dev/shm`` only (``RUN_OWN_WRITABLE``), and only where the run has
    its own mount namespace, so that the folder is a fresh, small tmpfs no other run or the host sees:
    POSIX semaphores and shared memory (``sem_open``, ``shm_open``) are files there, and
    ``multiprocessing`` (its locks and queues, so DataLoader workers) and torch's tensor sharing between
    processes cannot start without them. Without namespaces ``/dev/shm`` is the machine's, and stays shut.

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
    rules += [(path, handled) for path in writable if path in RUN_OWN_WRITABLE and os.path.isdir(path)]
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
