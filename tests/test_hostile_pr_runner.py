"""A pull request's snippet against the runner's walls: each class of attack, its near variants, its outcome.

Outcomes: nothing of the machine is there to read or connect to; nothing a run started outlives it;
the build cannot be stopped; a ceiling refuses the ask with page and line; the process limit holds
for a root build. Which walls each platform has is named in ``PLATFORM_WALLS`` and checked by
``test_this_platform_has_the_walls_it_should``; a test that needs a wall this machine lacks skips
and says which (where ``PATHSHALA_SANDBOX=require``, as in CI on Linux, the runner would not start).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path

import pytest

from pathshala.blocks import scan_fences
from pathshala.running import cgroups, seal
from pathshala.running.machine_key import key_path
from pathshala.running.runner import Job, Runner
from pathshala.running.sandbox import Limits
from pathshala.site import SiteBuild

from .conftest import REPO, write_tree
from .conftest import need_walls as need
from .conftest import run_code as run

# Which walls stand around a run, by platform (SECURITY.md; pathshala/running/seal.py).
PLATFORM_WALLS = {
    # bubblewrap's sandbox for the server, namespaces per run, Landlock (5.13+), the process limit, the
    # scratch tmpfs; a cgroup per run where cgroup v1's memory and pids hierarchies are the build's to write
    "linux": {"server_sandbox", "run_namespaces", "landlock", "process_limit", "scratch_cap"},
    # no Linux namespaces, no Landlock: a session per run, limits (the process limit for a user that is
    # not root), audit hooks refusing internet sockets and writes outside the scratch folder
    "darwin": {"process_limit"},
}


def processes_with(marker: str) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if marker in (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode():
                    found.append(int(entry.name))
            except OSError:
                pass
    return found


def gone(marker: str, seconds: float = 5) -> bool:
    """No process of the machine carries ``marker`` (within ``seconds``: a bound, not a timing)."""
    deadline = time.monotonic() + seconds
    while processes_with(marker) and time.monotonic() < deadline:
        time.sleep(0.1)
    return not processes_with(marker)


# --- which walls, and the log line that says so ---------------------------------------------------------


def test_this_platform_has_the_walls_it_should(runner):
    walls = runner.start().walls
    present = {name for name in seal.Walls.NAMES if name not in walls.missing()}
    if sys.platform.startswith("linux") and (seal.required() or not seal.probe(seal.find_bwrap())):
        expected = set(PLATFORM_WALLS["linux"])
        if not seal.landlock_abi():
            expected.discard("landlock")  # a kernel before 5.13: the line below says so
        if os.geteuid() == 0 and all((cgroups.ROOT / c / "cgroup.procs").exists() for c in cgroups.CONTROLLERS):
            expected.add("run_cgroup")  # cgroup v1's memory and pids, and root may write them: it must be used
        assert present >= expected, walls.line()
    elif sys.platform == "darwin":
        assert present <= PLATFORM_WALLS["darwin"], walls.line()
    for name in walls.missing():  # whatever is missing is named, with why
        assert seal.Walls.NAMES[name] in walls.line() and walls.why.get(name), walls.line()
    assert walls.line().startswith("sandbox: every wall is up" if not walls.missing() else "sandbox: runs WITHOUT")


def test_without_bubblewrap_the_build_says_which_walls_are_missing_and_still_runs(monkeypatch, tmp_path):
    monkeypatch.setattr(seal, "find_bwrap", lambda: None)
    monkeypatch.delenv(seal.REQUIRE, raising=False)
    write_tree(tmp_path, {"snippets/w/hi.py": "print('hi')\n"})
    build = SiteBuild(tmp_path, cache_dir=tmp_path / "cache", accept=True)
    try:
        model = build.run({"w.md": '# W\n\n```python exec="on" result="text"\n--8<-- "w/hi.py"\n```\n'})
    finally:
        build.runner.close()
    assert not model.problems and model.pages["w.md"].run(model.pages["w.md"].fences[0]).result.output == "hi\n"
    assert model.sandbox.startswith("sandbox: runs WITHOUT the server's bubblewrap sandbox (no bwrap")
    assert "namespaces per run" in model.sandbox
    monkeypatch.setenv(seal.REQUIRE, "require")
    with pytest.raises(RuntimeError, match="PATHSHALA_SANDBOX=require, but sandbox: runs WITHOUT"):
        Runner().start()


def test_a_server_that_cannot_start_in_its_sandbox_starts_without_it_and_says_so(monkeypatch):
    if seal.probe(seal.find_bwrap()):
        pytest.skip("bubblewrap does not run here at all (the test above covers that)")
    monkeypatch.delenv(seal.REQUIRE, raising=False)
    monkeypatch.setattr(seal, "server_command", lambda bwrap, inner, root, user: [bwrap, "--no-such-option"])
    runner = Runner()
    try:
        assert runner.run(Job(code="print('hi')\n", display_path="snippets/w/hi.py")).output == "hi\n"
        assert "the server did not start inside bwrap" in runner.walls.line()
    finally:
        runner.close()


@pytest.mark.site
def test_a_strict_build_logs_its_walls_in_one_line(project):
    project.write({"docs/index.md": '# W\n\n```python exec="on" result="text"\n--8<-- "w/hi.py"\n```\n',
                   "snippets/w/hi.py": "print('hi')\n"})
    accepted = project.accept()
    assert accepted.returncode == 0 and "sandbox: " in accepted.stdout, accepted.stdout
    shutil.rmtree(project.root / ".cache")  # so that the build runs the snippet again
    built = project.build()
    assert built.returncode == 0, built.stderr[-3000:]
    lines = [ln for ln in built.stderr.splitlines() if "sandbox: " in ln]
    assert len(lines) == 1 and lines[0].startswith("INFO"), lines
    walls = Runner()
    try:
        assert walls.start().walls.line() in lines[0]
    finally:
        walls.close()


# --- nothing of the machine is there ---------------------------------------------------------------------


def test_no_secret_path_of_the_machine_is_there(runner, tmp_path):
    need(runner, "server_sandbox")
    probes = [p for p in ("/etc/shadow", "/etc/gshadow", "/opt", "/root/.bash_history", "/root/.ssh", "/home",
                          "/var", "/run", "/var/run/docker.sock", "/srv", str(REPO / ".git" / "config"),
                          str(REPO / "README.md"), str(key_path()), str(tmp_path)) if os.path.exists(p)]
    assert "/etc/shadow" in probes and str(REPO / "README.md") in probes  # the host has them: not vacuous
    code = (f"import os\nfor p in {probes!r}:\n    print(p, os.path.exists(p))\n"
            "print('/usr/lib', os.path.isdir('/usr/lib'))\n")
    result = run(runner, code, "paths")
    assert result.ok, result.output
    assert result.output == "".join(f"{p} False\n" for p in probes) + "/usr/lib True\n"


def test_a_pathname_unix_socket_of_the_host_cannot_be_reached(runner, tmp_path):
    need(runner, "server_sandbox", "run_namespaces")
    host = socket.socket(socket.AF_UNIX)
    path = tmp_path / "docker.sock"  # where a hosted runner's docker socket would be: a host path
    host.bind(str(path))
    host.listen(1)
    abstract = socket.socket(socket.AF_UNIX)
    name = f"\0pathshala-{uuid.uuid4().hex}"  # an abstract socket: bound to the network namespace
    abstract.bind(name)
    abstract.listen(1)
    code = (
        "import os, socket\n"
        f"os.symlink({str(path)!r}, 'link.sock')\n"  # near variant: a link in its own folder to the host path
        f"for where in ({str(path)!r}, 'link.sock', {name!r}):\n"
        "    s = socket.socket(socket.AF_UNIX)\n"
        "    try:\n        s.connect(where)\n        print('connected', repr(where))\n"
        "    except OSError as err:\n        print(type(err).__name__)\n"
    )
    try:
        result = run(runner, code, "sockets")
    finally:
        host.close()
        abstract.close()
    assert "connected" not in result.output, result.output
    assert result.output == "FileNotFoundError\nFileNotFoundError\nConnectionRefusedError\n", result.output


def test_a_run_sees_neither_the_other_runs_nor_their_processes(runner):
    need(runner, "run_namespaces")
    server = runner.start()
    other = Path(server.host_runs) / "run-other" / "scratch"  # as another run's folder is, seen by the runner
    other.mkdir(parents=True)
    (other / "answer.txt").write_text("42\n")
    server.hand_over(other.parent)
    code = (
        f"import os\nprint(os.path.exists({server.inner(other / 'answer.txt')!r}))\n"
        "print(os.getpid(), os.getppid(), os.getpgid(0) == os.getpid())\n"  # PID 2 under its own init
    )
    try:
        results = runner.run_many([Job(code=code, display_path=f"snippets/hostile/twin{i}.py") for i in range(2)])
    finally:
        shutil.rmtree(other.parent)
    for result in results:
        assert result.output == "False\n2 0 True\n", result.output


# --- nothing outlives a run; nothing stops the build -----------------------------------------------------


@pytest.mark.parametrize("how", ["double fork and setsid", "new session, SIGTERM and SIGHUP ignored",
                                 "daemon left by a run that times out"])
def test_a_daemon_dies_with_its_run(runner, how):
    need(runner, "run_namespaces")
    marker = f"{uuid.uuid4().int % 10**6}.25"  # sleep's argument: unique enough to find the process
    daemons = {
        "double fork and setsid": (
            "import os\nif os.fork() == 0:\n    os.setsid()\n    if os.fork() == 0:\n"
            f"        os.execvp('sleep', ['sleep', '{marker}'])\n    os._exit(0)\nos.wait()\nprint('left')\n"
        ),
        "new session, SIGTERM and SIGHUP ignored": (
            "import signal, subprocess\n"
            "for s in (signal.SIGTERM, signal.SIGHUP):\n    signal.signal(s, signal.SIG_IGN)\n"
            f"subprocess.Popen(['sleep', '{marker}'], start_new_session=True, restore_signals=False)\nprint('left')\n"
        ),
        "daemon left by a run that times out": (
            f"import subprocess, time\nsubprocess.Popen(['setsid', 'sleep', '{marker}'])\n"
            "print('left', flush=True)\ntime.sleep(60)\n"
        ),
    }
    result = run(runner, daemons[how], "daemon", timeout=3)
    assert result.output == "left\n", result.output
    assert result.outcome == ("timeout" if "times out" in how else "ok"), result.message
    assert gone(marker), f"{how}: the daemon outlived its run"


@pytest.mark.parametrize("how", [
    "os.killpg(os.getpgid(os.getppid()), signal.SIGSTOP)",
    "os.kill(os.getppid(), signal.SIGSTOP)",
    "os.kill(1, signal.SIGSTOP)",
    "os.kill(-1, signal.SIGSTOP)",
    "os.killpg(0, signal.SIGSTOP)",
])
def test_stopping_what_it_can_reach_never_stops_the_build(runner, how):
    need(runner, "server_sandbox", "run_namespaces")  # without them kill(-1) as root would reach the machine
    server = runner.start()
    result = run(runner, f"import os, signal\n{how}\nprint('after')\n", "stopper", timeout=5)
    # It may stop itself (a timeout) or find nothing to signal (kill(-1): ESRCH), never stop another.
    assert result.outcome in ("ok", "timeout") or "ProcessLookupError" in result.output, result.output
    assert runner.start() is server and server.alive()  # the same server: it was never stopped
    after = run(runner, "print('fine')\n", "after")
    assert after.ok and after.output == "fine\n"


# --- ceilings, and the process limit as root -------------------------------------------------------------


@pytest.mark.parametrize(("option", "said"), [
    ('timeout="1e9"', "above the ceiling of 600 s"),
    ('timeout="inf"', "not a positive number"),
    ('timeout="nan"', "not a positive number"),
    ('limits="memory=1000G procs=1000000"', "'memory=1000G' is above the ceiling memory=16G"),
    ('limits="procs=1000000"', "'procs=1000000' is above the ceiling procs=256"),
    ('limits="files=2G"', "'files=2G' is above the ceiling files=1G"),
    ('limits="cpu=100000"', "'cpu=100000' is above the ceiling cpu=900"),
])
def test_a_fence_cannot_lift_the_ceilings(tmp_path, option, said):
    write_tree(tmp_path, {"snippets/c/x.py": "print(1)\n"})
    text = f'# C\n\nপাঠ।\n\n```python exec="on" {option}\n--8<-- "c/x.py"\n```\n'
    fences, problems = scan_fences("c.md", text, tmp_path)
    assert not fences
    assert [(p.where, said in p.message) for p in problems] == [("docs/c.md:5", True)], problems


def test_a_job_built_elsewhere_gets_the_ceilings_too(runner):
    code = ("import resource as r\nprint(r.getrlimit(r.RLIMIT_AS)[0] <= 16 << 30,"
            " r.getrlimit(r.RLIMIT_CPU)[0] <= 900, r.getrlimit(r.RLIMIT_NPROC)[0] <= 256)\n")
    asks = Limits(memory=1000 << 30, procs=1_000_000, files=1 << 40)
    result = run(runner, code, "asks", limits=asks, timeout=1e9)
    assert result.output == "True True True\n", result.output


def test_the_process_limit_holds_even_for_a_root_build(runner):
    need(runner, "process_limit")
    code = (
        "import os, time\nborn = 0\ntry:\n    for _ in range(40):\n        if os.fork() == 0:\n"
        "            time.sleep(5)\n            os._exit(0)\n        born += 1\n"
        "except OSError as err:\n    print(type(err).__name__)\nprint(born < 8)\n"
    )
    result = run(runner, code, "forks", limits=Limits(procs=8))
    assert result.output == "BlockingIOError\nTrue\n", result.output


# --- control bytes of a run never reach the terminal raw -------------------------------------------------

ESCAPES = "\\x1b]0;owned\\x07\\x1b[2J\\x1b]8;;https://evil.example\\x1b\\\\link\\x1b]8;;\\x1b\\\\\\r\\u202e"


@pytest.mark.site
def test_a_runs_control_bytes_reach_the_terminal_visible_never_raw(project):
    """Build log (a drift diff and a traceback) and `make accept`'s listing: ESC, OSC, BEL, CR, bidi shown escaped."""
    project.write({
        "docs/index.md": '# T\n\n```python exec="on" result="text"\n--8<-- "t/loud.py"\n```\n\n'
                         '```python exec="on" result="text"\n--8<-- "t/raises.py"\n```\n',
        "snippets/t/loud.py": f'print("{ESCAPES}")\n',
        "snippets/t/loud.out": "what the page was written against\n",
        "snippets/t/raises.py": f'raise ValueError("{ESCAPES}")\n',
    })
    built = project.build()
    assert built.returncode != 0
    said = built.stdout + built.stderr
    assert "t/loud.py" in said and "t/raises.py" in said and "ValueError" in said
    for raw in ("\x1b", "\x07", "\r", "\u202e"):
        assert raw not in said, f"{raw!r} reached the terminal"
    assert "\\x1b]0;owned\\x07" in said and "\\u202e" in said  # shown, so the author sees what it printed
    accepted = project.accept()
    printed = accepted.stdout + accepted.stderr
    assert "t/loud" in printed and "\x1b" not in printed and "\\x1b[2J" in printed


def test_a_checkout_under_tmp_still_runs_where_each_run_gets_a_fresh_tmp(tmp_path):
    """Each run's /tmp is fresh: what of the Python installation lives under /tmp (a checkout there, as
    CI's fresh clone may be) is bound back, or a snippet's first import of a module would fail."""
    hooks = tmp_path / "hooks"
    shutil.copytree(REPO / "hooks" / "pathshala", hooks / "pathshala", ignore=shutil.ignore_patterns("__pycache__"))
    snippet = "import pathshala.content.text, json\n" \
              f"print(pathshala.content.text.__file__.startswith({str(hooks)!r}), " \
              "pathshala.content.text.to_bengali_digits(json.dumps(12)))\n"  # first imports of both, inside the run
    program = (
        "from pathshala.running.runner import Job, Runner\nrunner = Runner()\n"
        f"result = runner.run(Job(code={snippet!r}, display_path='snippets/t/tmp.py'))\n"
        "print(runner.start().walls.run_namespaces, result.output, end='')\nrunner.close()\n"
    )
    env = {**os.environ, "PYTHONPATH": str(hooks)}
    done = subprocess.run([sys.executable, "-c", program], env=env, capture_output=True, text=True, timeout=600,
                          cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    namespaces, rest = done.stdout.split(" ", 1)
    assert rest == "True ১২\n", done.stdout
    if sys.platform.startswith("linux") and seal.required():
        assert namespaces == "True"


def test_a_build_killed_before_it_could_clean_up_leaves_no_runs_folder_behind():
    """mkdocs serve ended by SIGTERM runs no clean-up: the next server removes that build's runs folder."""
    program = ("from pathshala.running.runner import Runner\nimport time\nrunner = Runner()\n"
               "print(runner.start().runs_root, flush=True)\ntime.sleep(120)\n")
    killed = subprocess.Popen([sys.executable, "-c", program], stdout=subprocess.PIPE, text=True,
                              env={**os.environ, "PYTHONPATH": str(REPO / "hooks")})
    root = killed.stdout.readline().strip()
    killed.terminate()
    killed.wait(60)
    if not root:
        pytest.skip("no bubblewrap here: no runs folder to leave")
    assert os.path.isdir(root)  # left behind
    runner = Runner()
    try:
        runner.start()
        assert not os.path.exists(root)
    finally:
        runner.close()


def test_a_run_with_a_granted_loopback_reaches_nothing_of_the_host(runner):
    # Issue 33: network="on" shared the host's network namespace: a run got the reply of a listener on the
    # host's 127.0.0.1 and of a host abstract Unix socket, saw eth0 and read the host's /proc/net/unix.
    need(runner, "server_sandbox", "run_namespaces")
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.bind(("127.0.0.1", 0))  # the test's own listener on the host's loopback
    listener.listen(4)
    port = listener.getsockname()[1]
    replies = threading.Thread(target=_answer, args=(listener,), daemon=True)
    replies.start()
    abstract = socket.socket(socket.AF_UNIX)
    name = f"\0pathshala-host-{uuid.uuid4().hex}"
    abstract.bind(name)
    abstract.listen(1)
    code = (
        "import socket, threading\n"
        "print('interfaces', sorted(n for _, n in socket.if_nameindex()))\n"
        f"s = socket.socket()\ntry:\n    s.settimeout(5)\n    s.connect(('127.0.0.1', {port}))\n"
        "    print('host listener said', s.recv(64))\n"
        "except OSError as err:\n    print('host listener:', type(err).__name__)\n"
        f"u = socket.socket(socket.AF_UNIX)\ntry:\n    u.connect({name!r})\n    print('host abstract socket reached')\n"
        "except OSError as err:\n    print('host abstract socket:', type(err).__name__)\n"
        "with open('/proc/net/unix') as f:\n"
        f"    print('host socket listed', {name[1:]!r} in f.read())\n"
        # its own loopback works: a server and a client inside the run
        "own = socket.socket()\nown.bind(('127.0.0.1', 0))\nown.listen(1)\n"
        "threading.Thread(target=lambda: own.accept()[0].sendall(b'own'), daemon=True).start()\n"
        "c = socket.create_connection(own.getsockname(), timeout=5)\nprint('own loopback said', c.recv(8))\n"
    )
    try:
        result = run(runner, code, "loopback", network=True)
    finally:
        listener.close()
        abstract.close()
    assert result.ok, result.output
    assert result.output == ("interfaces ['lo']\nhost listener: ConnectionRefusedError\n"
                             "host abstract socket: ConnectionRefusedError\nhost socket listed False\n"
                             "own loopback said b'own'\n"), result.output


def _answer(listener: socket.socket) -> None:
    with contextlib.suppress(OSError):
        while True:
            conn, _ = listener.accept()
            conn.sendall(b"host secret")
            conn.close()


def test_network_on_is_refused_with_page_and_line(tmp_path):
    write_tree(tmp_path, {"snippets/n/net.py": "print(1)\n"})
    page = '# N\n\ntext\n\n```python exec="on" network="on"\n--8<-- "n/net.py"\n```\n'
    fences, problems = scan_fences("n.md", page, tmp_path)
    assert not fences
    assert 'docs/n.md:5: network="on": a run never reaches the build machine\'s network' in str(problems[0])
