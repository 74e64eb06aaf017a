"""A pull request against the cache: forged, foreign and replayed entries, and inputs the key might miss.

Outcomes: an entry this machine did not sign is a miss (the snippet runs again and fails as it
should; the page is rendered again and published without the script); the key that signs lives
outside the repository, its owner alone reads it, and no run can; a module loaded by a computed
name is in the scratch folder and in the key, so an edit to it under a warm cache runs again.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat

import pytest

from pathshala import PathshalaError
from pathshala.content.snippet_folder import input_paths, top_of
from pathshala.memo import Memo, entry_path, read_entry, write_entry
from pathshala.running import machine_key
from pathshala.running.cache import Cache
from pathshala.running.result import RunResult
from pathshala.running.runner import Job
from pathshala.site import SiteBuild

from .conftest import REPO, write_tree

FENCE = '```python exec="on" result="text"\n--8<-- "{path}"\n```\n'
ATTACKER = b"a key made on the attacker's own machine"[:32]


def forged_header(key: str, field: str, body: bytes) -> bytes:
    """What anyone can compute offline: the key is derivable, a SHA-256 is no secret."""
    return json.dumps({"key": key, "field": field, "sha256": hashlib.sha256(body).hexdigest()}).encode()


# --- the run cache ---------------------------------------------------------------------------------------


@pytest.fixture
def failing(tmp_path):
    """A snippet that always fails, with a recording that says it passed, as a pull request could commit."""
    write_tree(tmp_path, {"snippets/f/fails.py": "print('ok')\nraise SystemExit(3)\n", "snippets/f/fails.out": "ok\n"})
    pages = {"f.md": "# F\n\n" + FENCE.format(path="f/fails.py")}
    build = SiteBuild(tmp_path)
    plan = build.plan(build.scan(pages))
    key = next(iter(plan.jobs))  # computable offline: everything in it is in the repository or public
    return tmp_path, pages, key


@pytest.mark.parametrize("forgery", ["checksum", "foreign key", "replayed entry", "edited body"])
def test_a_committed_run_cache_entry_cannot_pass_a_failing_snippet(failing, forgery):
    root, pages, key = failing
    cache = root / ".cache" / "pathshala" / "runs"
    path = entry_path(cache, key)
    passed = RunResult(output="ok\n", outcome="ok", status=0).to_json()
    if forgery == "checksum":  # the old entry format: header with the body's SHA-256
        path.parent.mkdir(parents=True)
        path.write_bytes(forged_header(key, "result", passed.encode()) + b"\n" + passed.encode())
    elif forgery == "foreign key":  # signed, but on another machine (a restored CI cache, a committed one)
        write_entry(path, key, "result", passed, secret=ATTACKER)
    elif forgery == "replayed entry":  # this machine's genuine entry for another key, under this key's name
        write_entry(path, "0" * 64, "result", passed)
        path.write_bytes(path.read_bytes().replace(b"0" * 64, key.encode(), 1))
    else:  # this machine's genuine entry for this key, its body edited
        write_entry(path, key, "result", RunResult(output="x\n", outcome="ok", status=0).to_json())
        path.write_bytes(path.read_bytes().replace(b'"x\\n"', b'"ok\\n"'))
    assert Cache(cache).get(key) is None
    model = SiteBuild(root).run(pages)
    assert model.ran == 1 and model.cached == 0
    assert any("exited with status 3" in p.message for p in model.problems), model.problems


def test_entries_hold_on_the_machine_that_wrote_them_only(tmp_path):
    ok = RunResult(output="1\n", outcome="ok", status=0)
    Cache(tmp_path, secret=ATTACKER).put("a" * 64, ok)
    assert Cache(tmp_path).get("a" * 64) is None  # another machine's entry: a miss
    assert Cache(tmp_path, secret=ATTACKER).get("a" * 64).output == "1\n"  # its own machine reads it
    Cache(tmp_path).put("b" * 64, ok)
    assert Cache(tmp_path).get("b" * 64).output == "1\n"
    memo = Memo(tmp_path / "memo", "code")
    memo.put(memo.key("x"), "<p>x</p>")
    assert Memo(tmp_path / "memo", "code").get(memo.key("x")) == "<p>x</p>"
    path = entry_path(tmp_path / "memo", memo.key("x"))
    assert read_entry(path, memo.key("x"), "value", secret=ATTACKER) is None


# --- the memo: an edited sanitizer entry -----------------------------------------------------------------


@pytest.mark.site
def test_an_edited_memo_entry_cannot_publish_a_script(project):
    project.write({"docs/index.md": "# হোম\n\nএকটি নিরীহ অনুচ্ছেদ।\n"})
    assert project.build().returncode == 0
    entries = sorted((project.root / ".cache" / "pathshala" / "memo").rglob("*.entry"))
    assert entries, "the build kept no memo entry: nothing to forge"
    for entry in entries:
        header, body = entry.read_bytes().split(b"\n", 1)
        meta = json.loads(header)
        evil = body.replace("নিরীহ".encode(), b"<script>alert('memo')</script>")
        entry.write_bytes(forged_header(meta["key"], meta["field"], evil) + b"\n" + evil)
    built = project.build()
    assert built.returncode == 0, built.stderr[-3000:]
    published = "".join(p.read_text(encoding="utf-8") for p in (project.root / "site").rglob("*.html"))
    assert "alert('memo')" not in published and "নিরীহ" in published


# --- the key ---------------------------------------------------------------------------------------------


def test_the_key_is_made_once_per_machine_outside_the_repository_for_its_owner_only(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    path = machine_key.key_path()
    assert path == tmp_path / "state" / "pathshala" / "cache-key"
    key = machine_key.read_or_create(path)
    assert len(key) == 32 and machine_key.read_or_create(path) == key  # made once, then read
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    monkeypatch.delenv("XDG_STATE_HOME")
    assert REPO not in machine_key.key_path().parents  # the default: ~/.local/state, never the checkout
    path.chmod(0o644)  # readable by others: anyone could forge with it
    with pytest.raises(PathshalaError, match="only you can read"):
        machine_key.read_or_create(path)
    path.unlink()
    path.symlink_to(tmp_path / "planted")  # a link planted where the key goes is never followed
    (tmp_path / "planted").write_bytes(b"k" * 32)
    os.chmod(tmp_path / "planted", 0o600)
    with pytest.raises(OSError):
        machine_key.read_or_create(path)


def test_no_run_can_read_the_key(runner):
    machine_key.machine_key()  # it exists on this machine
    assert machine_key.key_path().is_file()
    code = (f"try:\n    open({str(machine_key.key_path())!r}, 'rb').read()\n    print('read it')\n"
            "except OSError as err:\n    print(type(err).__name__)\n")
    result = runner.run(Job(code=code, display_path="snippets/hostile/key.py"))
    assert result.output in ("FileNotFoundError\n", "PermissionError\n"), result.output


# --- what the key covers: every file copied into the scratch folder --------------------------------------


@pytest.mark.parametrize(("name", "code", "module"), [
    ("importlib", 'import importlib\nprint(importlib.import_module("dyn" + "helper").VALUE)\n', "dynhelper.py"),
    ("__import__", 'print(__import__("dyn" + "helper").VALUE)\n', "dynhelper.py"),
    ("sub-package", 'import importlib\nprint(importlib.import_module("pkg.m" + "od").VALUE)\n', "pkg/mod.py"),
    ("exec of a file", 'ns = {}\nexec(open("dyn" + "helper.py").read(), ns)\nprint(ns["VALUE"])\n', "dynhelper.py"),
])
def test_a_module_loaded_by_a_computed_name_runs_again_when_edited(tmp_path, name, code, module):
    write_tree(tmp_path, {"snippets/d/main.py": code, f"snippets/d/{module}": "VALUE = 1\n",
                          "snippets/d/pkg/__init__.py": ""})
    pages = {"d.md": "# D\n\n" + FENCE.format(path="d/main.py")}
    first = SiteBuild(tmp_path, accept=True).run(pages)
    assert not first.problems and (tmp_path / "snippets/d/main.out").read_text() == "1\n", first.problems
    assert SiteBuild(tmp_path).run(pages).ran == 0  # warm
    (tmp_path / "snippets/d" / module).write_text("VALUE = 2\n")
    again = SiteBuild(tmp_path).run(pages)
    assert again.ran == 1, f"{name}: an edit under a warm cache did not run again"
    assert again.problems and "2" in again.problems[0].message  # the recording (1) no longer holds


def test_the_scratch_folder_holds_exactly_what_the_key_covers(tmp_path, runner):
    folder = tmp_path / "snippets" / "s"
    write_tree(tmp_path, {"snippets/s/main.py": "", "snippets/s/helper.py": "X = 1\n", "snippets/s/dyn.py": "",
                          "snippets/s/data/rain.csv": "1\n", "snippets/s/other.py": "print(2)\n",
                          "snippets/s/other.out": "2\n", "snippets/s/main.out": "", "snippets/s/accepted.json": "{}"})
    code = ("import os, helper\nfor here, _, files in sorted(os.walk('.')):\n    for f in sorted(files):\n"
            "        print(os.path.normpath(os.path.join(here, f)))\n")
    job = Job(code=code, display_path="snippets/s/main.py", folder=folder, script_name="main.py")
    copied = set(runner.run(job).output.split())
    keyed = set(input_paths(folder, code, top_of(folder), others=job.snippets))
    assert keyed == {"helper.py", "dyn.py", "data/rain.csv"}  # not the recordings, not the other snippet
    assert copied == keyed | {"main.py"}  # and the snippet itself, written from its code (in the key too)
