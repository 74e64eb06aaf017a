"""The code that runs inside each snippet's own process.

The forkserver imports this module once (and with it torch and numpy); every
snippet then runs in a fresh fork of that server, so it starts from the same
clean state and whatever it changes dies with its process.
"""

from __future__ import annotations

import builtins
import contextlib
import faulthandler
import importlib
import io
import linecache
import os
import random
import sys
import tempfile
import traceback
import types
import warnings
from typing import NoReturn

import numpy
import torch

from . import sandbox

# Bound now: a snippet may monkeypatch os, and we still need it after it.
_exit = os._exit

# fesetround's constants (<fenv.h>) per architecture: the values differ, and a wrong one would set
# another direction (or none) without a word. FE_TONEAREST is 0 on both.
FE_CONSTANTS = {
    "x86_64": {"nearest": 0x000, "downward": 0x400, "upward": 0x800, "towardzero": 0xC00},
    "aarch64": {"nearest": 0x000000, "upward": 0x400000, "downward": 0x800000, "towardzero": 0xC00000},
}
_FENV: list = []  # (fesetround, fegetround), bound once in the server (before a run's walls go up)


def _fenv():
    import ctypes
    import ctypes.util

    if not _FENV:
        libm = ctypes.CDLL(ctypes.util.find_library("m") or "libm.so.6")
        _FENV.extend((libm.fesetround, libm.fegetround))
    return _FENV


def rounding_constants() -> dict[str, int]:
    """fesetround's constants on this machine; RuntimeError on an architecture whose we do not know."""
    import platform

    arch = platform.machine().lower().replace("amd64", "x86_64").replace("arm64", "aarch64")
    if arch not in FE_CONSTANTS:
        raise RuntimeError(f"the rounding sweep knows fesetround's constants for {' and '.join(FE_CONSTANTS)}, "
                           f"not for this machine's {platform.machine()!r}: add them (<fenv.h>) to "
                           "child.FE_CONSTANTS")
    return FE_CONSTANTS[arch]


def set_rounding(name: str) -> str:
    """Set the calling thread's rounding direction (its MXCSR/x87 word on x86, FPCR on arm) and read it back:
    the direction now in effect, by name ("?0x…" for a value that is none of them)."""
    constants = rounding_constants()
    fesetround, fegetround = _fenv()
    fesetround(constants[name])
    got = fegetround()
    return next((n for n, v in constants.items() if v == got), f"?{got:#x}")

def _redirect_output(fd: int) -> None:
    """Point fds 1 and 2 at one file (``fd``, opened by the run's first fork), unbuffered, so the file
    holds terminal order."""
    os.dup2(fd, 1)
    os.dup2(fd, 2)
    os.close(fd)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    for name, num in (("stdout", 1), ("stderr", 2)):
        stream = io.TextIOWrapper(
            io.FileIO(num, "w", closefd=False), encoding="utf-8", errors="backslashreplace",
            write_through=True,
        )
        setattr(sys, name, stream)
        setattr(sys, f"__{name}__", stream)
    sys.stdin = io.TextIOWrapper(io.FileIO(0, "r", closefd=False), encoding="utf-8")
    setattr(sys, "__stdin__", sys.stdin)  # noqa: B010 (typeshed declares it Final; the child replaces it all the same)


def _print_traceback(exc: BaseException, filename: str) -> None:
    """Print the traceback a script would show, starting at the snippet's frame."""
    tb = exc.__traceback__
    while tb is not None and tb.tb_frame.f_code.co_filename != filename:
        tb = tb.tb_next
    report = traceback.TracebackException(type(exc), exc, tb)
    own = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    report.stack = traceback.StackSummary.from_list(
        [frame for frame in report.stack if not frame.filename.startswith(own)]
    )
    sys.stderr.write("".join(report.format()))


def warm_up() -> list[str]:
    """Pay once, in the server, what every snippet's first call would pay again.

    ``gradcheck``, an optimizer step and ``torch.func`` each cost 0.5–2 s on
    first use in a process (lazy imports, first-call setup); forks inherit
    the result. Returns the warnings this raised: a warning shown here would
    be hidden from the snippets that trigger it, so the runner then starts a
    server without warm-up instead (a run must print what ``python name.py``
    prints).
    """
    with warnings.catch_warnings(record=True) as caught:
        x = torch.ones(2, dtype=torch.float64, requires_grad=True)
        torch.autograd.gradcheck(torch.sin, (x,))
        p = torch.nn.Parameter(torch.ones(2))
        opt = torch.optim.SGD([p], lr=0.1)
        (p * p).sum().backward()
        opt.step()
        opt.zero_grad()
        torch.func.jacrev(torch.sin)(torch.ones(2))
        torch.autograd.functional.jacobian(torch.sin, torch.ones(2))
    return [f"{w.category.__name__}: {w.message}" for w in caught]


def prepare_server(seed: int, threads: int, torch_version: str = "") -> dict:
    """Fix the random state and thread count once, in the server: every fork inherits them.

    (Seeding in each child would cost ~20 ms: ``torch.manual_seed`` probes
    every device backend.) A reader running ``python name.py`` gets other
    random numbers unless the snippet seeds; our builds are reproducible.
    Returns the machine the server runs on (``machine()``), read once here.
    ``torch_version`` replaces ``torch.__version__`` (``RunSettings.torch_version``: tests only).
    """
    if torch_version:
        torch.__version__ = torch.torch_version.TorchVersion(torch_version)  # a str, compared as a version
    random.seed(seed)
    numpy.random.seed(seed)
    torch.manual_seed(seed)
    torch.set_num_threads(threads)
    return machine()


def machine() -> dict:
    """Where a run happens, as the libraries themselves report it (never compared, only shown).

    The kernels that ran are what make the last digits of a float differ from
    one machine to another: torch's CPU capability (its own dispatch, which
    ``ATEN_CPU_CAPABILITY`` can lower), NumPy's SIMD targets in use (which
    ``NPY_DISABLE_CPU_FEATURES`` can lower), the BLAS each was built with, and
    the thread count.
    """
    import platform

    umath = importlib.import_module("numpy._core._multiarray_umath")  # private: its typing stubs do not list it

    config = torch.__config__.show()
    parts = config.replace(",", " ").split()
    blas = next((part.split("=", 1)[1] for part in parts if part.startswith("BLAS_INFO=")), "?")
    numpy_blas = numpy.__config__.CONFIG.get("Build Dependencies", {}).get("blas", {})
    cpu = ""
    with contextlib.suppress(OSError), open("/proc/cpuinfo", encoding="utf-8") as info:
        cpu = next((ln.split(":", 1)[1].strip() for ln in info if ln.startswith("model name")), "")
    with contextlib.suppress(RuntimeError, OSError, AttributeError):
        rounding_constants()
        _fenv()  # bound here, in the server: a run's walls may not let it open libm
    return {
        "python": sys.version.split()[0],
        "torch": torch.__version__,
        "numpy": numpy.__version__,
        "os": platform.system(),
        "arch": platform.machine(),
        "cpu": cpu or platform.processor() or "?",
        "torch_cpu_capability": torch.backends.cpu.get_cpu_capability(),
        "numpy_simd": " ".join(t for t in umath.__cpu_dispatch__ if umath.__cpu_features__.get(t))
        or "baseline " + " ".join(umath.__cpu_baseline__),
        "torch_blas": blas,
        "numpy_blas": f"{numpy_blas.get('name', '?')} {numpy_blas.get('version', '')}".strip(),
        "threads": torch.get_num_threads(),
    }


def _fixed_state(job: dict) -> None:
    random.seed(job["settings"]["seed"])  # CPython reseeds `random` from the OS in every fork
    scratch = job["scratch"]
    os.environ["HOME"] = scratch
    os.environ["TMPDIR"] = os.path.join(scratch, ".tmp")
    os.environ["MPLCONFIGDIR"] = os.path.join(scratch, ".tmp")
    os.makedirs(os.environ["TMPDIR"], exist_ok=True)
    tempfile.tempdir = None


def execute(job: dict, init: list[str] | None = None) -> None:
    """Run one snippet as ``python <file>`` would, inside its walls (``sandbox``), then exit with its status.

    ``init`` (the server's sandbox works here): the run gets namespaces of its own
    (``sandbox.enter_run_namespaces``), the snippet runs as PID 2 of its PID namespace under ``init``,
    and this process then ends with the snippet's wait status; without it the run leads a session of
    its own, which the runner kills as a group.

    The exit status is the whole verdict, and the runner reads it from
    ``waitpid``, never from a file: 0 when the script ends, ``n`` for
    ``sys.exit(n)``, 1 after an uncaught exception (its traceback printed, as
    Python prints it). Nothing the snippet writes can change what the parent sees.
    """
    out = os.open(job["out_path"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_CLOEXEC, 0o600)
    if job.get("wall_error"):  # a wall the runner asked for could not be put up: the snippet does not run
        os.write(out, f"{job['wall_error']}\n".encode())
        _exit(71)
    if job.get("rounding_path"):  # where the run says which rounding direction took effect (the sweep)
        job["rounding_fd"] = os.open(job["rounding_path"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_CLOEXEC,
                                     0o600)
    sandbox.new_process_group()  # out of the server's group: kill(0, …) inside reaches the run's own only
    if not init:
        _run(job, out, isolated=False)
    try:
        keep = [job["scratch"], *job.get("python_paths", ())]
        sandbox.enter_run_namespaces(keep, job["runs_root"], network=bool(job.get("network")))
    except OSError as err:
        os.write(out, f"the run's namespaces could not be made: {err}\n".encode())
        _exit(71)
    sandbox.end_like(sandbox.run_in_pid_namespace(lambda: _run(job, out, isolated=True), init))


def _rounding(job: dict) -> None:
    """The sweep's rounding direction (``RunSettings.rounding``), set immediately before the snippet runs.

    Compiling first matters: under round-up ``float("0.3")`` is 0.30000000000000004, so a literal
    parsed under the direction would change the program, not only its rounding noise. What took
    effect (``fegetround``) is written to the run's own file and closed before the snippet starts,
    outside its scratch folder; the sweep refuses a run that says anything else. A build (nearest)
    touches nothing.
    """
    wanted = job["settings"].get("rounding", "nearest")
    fd = job.pop("rounding_fd", None)
    if wanted == "nearest" and fd is None:
        return
    try:
        got = set_rounding(wanted)
    except Exception as exc:  # an unknown architecture, no libm: said in the readback and in the output
        got = f"not set: {exc}"
        sys.stderr.write(f"pathshala: the rounding direction {wanted} could not be set: {exc}\n")
    if fd is not None:
        os.write(fd, got.encode())
        os.close(fd)


def _run(job: dict, out: int, isolated: bool) -> NoReturn:
    if isolated:
        sandbox.new_process_group()  # the snippet's own group in its namespace, apart from its init's
        sandbox.drop_capabilities()
    _redirect_output(out)
    faulthandler.enable(file=sys.stderr, all_threads=False)
    os.chdir(job["scratch"])
    _fixed_state(job)
    sys.dont_write_bytecode = True
    sys.argv = [job["script_path"]]
    sys.path[0] = job["scratch"]  # where `python name.py` puts the script's folder
    filename = job["display_path"]
    source = job["code"]
    # Inline code keeps the page's line numbers: blank lines stand for the page above it.
    padded = "\n" * job.get("first_line", 0) + source
    linecache.cache[filename] = (len(padded), None, padded.splitlines(True), filename)

    module = types.ModuleType("__main__")
    module.__dict__.update({"__file__": job["script_path"], "__builtins__": builtins, "__cached__": None})
    sys.modules["__main__"] = module
    sandbox.apply_limits(job["limits"], job["timeout"])
    if not (job.get("network") and isolated):  # without a namespace of its own a granted loopback is refused too
        sandbox.network_off(own_namespace=isolated)
    sandbox.guard_writes(job["scratch"])
    # The run's own /dev/shm (a fresh tmpfs of its mount namespace) is writable only when isolated.
    sandbox.landlock(job["scratch"], sandbox.readable_roots(tuple(job.get("readable", ()))),
                     writable=sandbox.RUN_OWN_WRITABLE if isolated else ())

    status = 0
    try:
        code = compile(padded, filename, "exec", dont_inherit=True)
        _rounding(job)  # after compile: literals are parsed under round-to-nearest, as `python name.py` does
        exec(code, module.__dict__)
    except SystemExit as exc:
        if exc.code is None:
            status = 0
        elif isinstance(exc.code, int):
            status = exc.code & 0xFF
        else:
            sys.stderr.write(f"{exc.code}\n")
            status = 1
    except BaseException as exc:
        with contextlib.suppress(Exception):  # the output itself may be what failed (a full disk, a size limit)
            _print_traceback(exc, filename)
        status = 1
    finally:
        for stream in (sys.stdout, sys.stderr):
            with contextlib.suppress(Exception):
                stream.flush()
    # Skip interpreter shutdown: torch's teardown costs more than the snippet.
    _exit(status)
