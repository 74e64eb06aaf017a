"""Every exercise proved again in the runtime readers use: the site's own Pyodide, under Node, sealed.

The sealed CPython runs (``block.jobs``) prove an exercise's checks in the build's Python. A reader checks
their code in the page's Pyodide (emscripten), where ``sys.platform``, the Python version and the standard
library differ: a ``tests.py`` that skips its check when ``sys.platform == "emscripten"`` passed the CPython
proof while the page marked the untouched skeleton solved. So the same files go through the same harness in
``node_modules/pyodide`` too, and ``block.check`` applies the same rules to both runtimes' verdicts.

One Node process proves every exercise file of a build that the memo does not already hold
(``pyodide_proof.mjs``: one interpreter, reset between files; a file that ends or breaks the interpreter
gets a fresh one for the next). Starting Pyodide costs about 3-5 s on the development machine, each file a
few milliseconds after that (contributing/exercises.md has the figures); a warm build starts nothing.

The sandbox: bubblewrap (the same ``bwrap`` as the snippet server's, ``seal.find_bwrap``) with every
namespace of its own, the network's included (no interface but loopback, and no host's), a read-only
``/usr``, the Pyodide folder and the driver, an empty ``/tmp``, nothing else of the machine. Node runs with
code generation from strings disallowed, and Python in it has no ``js`` module. Without bubblewrap the
proof runs without a sandbox and the build's sandbox line says so (Node's own permission model cannot
stand in: Pyodide's start calls ``process.binding``, which it refuses); ``PATHSHALA_SANDBOX=require``
refuses that instead.

The verdict is ``run_checks``'s return value, handed to the driver, never text the code under test printed
(see the driver). Each verdict is kept in the memo (``.cache/pathshala/memo/exercise-pyodide``) under the
digest of the harness, the driver, the Pyodide version, our code and the file's and tests' text.
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import shutil
import signal
import subprocess
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from .. import PathshalaError
from ..memo import Memo
from ..project import Project
from ..rendering import inpage
from ..running import seal
from ..running.result import Outcome, RunResult
from . import harness as harness_mod

DRIVER = Path(__file__).with_name("pyodide_proof.mjs")
FILE_TIMEOUT_S = 30.0  # one file, as the page's limit (inpage.LIMIT_S) and the CPython proof's
START_TIMEOUT_S = 120.0  # Node and Pyodide starting, on a busy machine
PREFIX = "pyodide:"  # a Pyodide verdict's name among an exercise's runs: "pyodide:answer.py"


@dataclass(frozen=True)
class File:
    key: str  # the memo key: unique per (harness, driver, runtime, reader, tests)
    reader: str
    tests: str


def node() -> str:
    found = shutil.which("node") or shutil.which("nodejs")
    if not found:
        raise PathshalaError("exercises are proved in the page's Pyodide under Node, and no `node` is on PATH "
                             "(Debian: apt-get install nodejs; `make setup` needs it too)")
    return os.path.realpath(found)


def command(core: Path, memory_mb: int = 2048) -> tuple[list[str], str]:
    """The command line that runs the driver on ``core`` (the Pyodide folder), and which walls it has ('' all)."""
    binary = node()
    flags = ["--disallow-code-generation-from-strings", f"--max-old-space-size={memory_mb}"]
    bwrap = seal.find_bwrap()
    why = seal.probe(bwrap)
    if not why and bwrap is not None:  # probe says why when there is none
        argv = [bwrap, "--unshare-all", "--die-with-parent", "--new-session", "--hostname", "pathshala"]
        for top in seal.SYSTEM:
            if os.path.islink(top):
                argv += ["--symlink", os.readlink(top), top]
            elif os.path.isdir(top):
                argv += ["--ro-bind", top, top]
        for name in ("ld.so.cache", "ld.so.conf", "ld.so.conf.d"):
            if os.path.exists(f"/etc/{name}"):
                argv += ["--ro-bind", f"/etc/{name}", f"/etc/{name}"]
        home = str(Path(binary).parent.parent)
        if not any(home == top or home.startswith(top + "/") for top in seal.SYSTEM):
            argv += ["--ro-bind", home, home]  # a Node installed elsewhere (nvm, /opt): its own folder only
        argv += ["--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp", "--ro-bind", str(core.resolve()), "/pyodide",
                 "--ro-bind", str(DRIVER), "/proof.mjs", "--chdir", "/tmp", "--", binary, *flags, "/proof.mjs",
                 "/pyodide"]
        return argv, ""
    if seal.required():
        raise PathshalaError(f"the Pyodide proof of the exercises cannot be sealed ({why}) and "
                             f"{seal.REQUIRE}=require")
    # Node's own permission model is no fallback: Pyodide's start calls process.binding, which it refuses
    # (measured with Node 20.20: ERR_ACCESS_DENIED).
    return [binary, *flags, str(DRIVER), str(core.resolve())], (
        f"the Pyodide proof of the exercises runs WITHOUT a sandbox ({why}): Python there has no js module and "
        "Node no code generation from strings, but nothing stops Node itself reaching files or the network")


def memo(root: Path) -> Memo:
    # The proof renders no template: the project's cache folder is the same whatever its options say.
    return Project(root).memo("exercise-pyodide", inpage.PYODIDE_VERSION, DRIVER.read_text(encoding="utf-8"),
                        Path(harness_mod.__file__).read_text(encoding="utf-8"))


def prove(files: list[File], root: Path) -> tuple[dict[str, RunResult], str]:
    """Each file's verdict in Pyodide as a run (``output``: the verdict's JSON; not OK: no verdict, and why),
    by key; and what the sandbox lacked ('' nothing). Files the memo holds are not run again."""
    book = memo(root)
    results: dict[str, RunResult] = {}
    todo: list[File] = []
    for f in files:
        hit = book.get(f.key)
        if isinstance(hit, dict) and isinstance(hit.get("verdict"), dict):
            results[f.key] = _verdict_run(hit["verdict"], 0.0, cached=True)
        elif f.key not in {t.key for t in todo}:
            todo.append(f)
    if not todo:
        return results, ""
    core = inpage.load_core(root).folder
    argv, missing = command(core)
    text = Path(harness_mod.__file__).read_text(encoding="utf-8")
    while todo:
        done = _one_process(argv, text, todo)
        for f in todo:
            if f.key in done:
                results[f.key] = done[f.key]
                if done[f.key].ok:
                    book.put(f.key, {"verdict": json.loads(done[f.key].output)})
        todo = [f for f in todo if f.key not in done]
    return results, missing


def _verdict_run(verdict: dict, seconds: float, cached: bool = False) -> RunResult:
    verdict = {"error": None, **verdict}
    run = RunResult(output=json.dumps(verdict, ensure_ascii=False, sort_keys=True), outcome=Outcome.OK,
                    duration_s=round(seconds, 4))
    run.cached = cached
    return run


def _one_process(argv: list[str], harness_text: str, todo: list[File]) -> dict[str, RunResult]:
    """Run the driver on ``todo``; the files it finished (a verdict or an error), and, if it hung on one,
    that one as timed out (the caller starts another process for the rest)."""
    # Started and waited for in this one thread: bwrap's --die-with-parent fires when the thread that started
    # it ends (contributing/architecture.md), and this thread ends only after the process has.
    payload = json.dumps({"harness": harness_text,
                          "jobs": [{"key": f.key, "reader": f.reader, "tests": f.tests} for f in todo]})
    proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            start_new_session=True, cwd="/")
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None  # all three piped
    out, err = proc.stdout, proc.stderr
    lines: queue.Queue = queue.Queue()
    running: list = [None, time.monotonic()]  # the file running now, since when
    errors: list[str] = []

    def read_out() -> None:
        for raw in out:
            lines.put(raw)
        lines.put(None)

    def read_err() -> None:
        for raw in err:
            text = raw.decode("utf-8", errors="replace").rstrip("\n")
            if text.startswith("running "):
                running[:] = [text[len("running "):], time.monotonic()]
            else:
                errors.append(text)

    threads = [threading.Thread(target=read_out, daemon=True), threading.Thread(target=read_err, daemon=True)]
    for t in threads:
        t.start()
    try:
        proc.stdin.write(payload.encode("utf-8"))
        proc.stdin.close()
    except OSError:
        pass
    done: dict[str, RunResult] = {}
    started = {f.key: None for f in todo}
    while True:
        try:
            raw = lines.get(timeout=0.2)
        except queue.Empty:
            key, since = running
            limit = FILE_TIMEOUT_S if key is not None else START_TIMEOUT_S
            if time.monotonic() - since > limit:
                _kill(proc)
                if key in started and key not in done:
                    done[key] = RunResult(output="", outcome=Outcome.TIMEOUT, message=(
                        f"did not finish within {limit:g} s in Pyodide and was stopped"))
                break
            continue
        if raw is None:
            break
        try:
            line = json.loads(raw)
        except ValueError:
            continue
        key = line.get("key")
        if key not in started or key in done:
            continue
        seconds = time.monotonic() - running[1]
        if isinstance(line.get("verdict"), dict):
            done[key] = _verdict_run(line["verdict"], seconds)
        else:
            done[key] = RunResult(output="", outcome=Outcome.CRASH, message=f"in Pyodide: {line.get('error')}")
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        _kill(proc)
    if not done:  # Node or Pyodide did not start: no file can be proved in this process, nor in the next
        why = "; ".join(errors[-5:]) or f"exit status {proc.returncode}"
        raise PathshalaError(f"the page's Pyodide could not be started under Node to prove the exercises: {why}")
    return done


def _kill(proc: subprocess.Popen) -> None:
    with contextlib.suppress(OSError):
        os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()
