"""A fence's ``needs="cxx"``: the probe, the allow-list, and what the site pass does where a capability is missing.

Issue 37: lesson ১৩'s ``torch.compile`` needs a C++ compiler at build time, and the build must keep working (with
a clear message) where there is none. "Missing" is made here as on a real machine, by the environment: ``CXX``
naming a file that does not exist (inductor then never looks for g++) or a ``PATH`` without g++. Engine tests:
no MkDocs (the strict MkDocs build: ``test_hostile_pr_needs.py``).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

from pathshala.blocks import scan_fences
from pathshala.running import needs
from pathshala.site import SiteBuild

from .conftest import convert, write_tree

GXX = shutil.which("g++")
needs_gxx = pytest.mark.skipif(GXX is None, reason="this machine has no g++ (README: set-up)")
MISSING = "/nonexistent/c++"

CODE = "print('compiled matches eager: True')\nprint('calls to break even > 10000: True')\n"
RECORDED = "compiled matches eager: True\ncalls to break even > 10000: True\n"
PAGE = ('# L\n\nএকটি অনুচ্ছেদ।\n\n```python exec="on" source="above" needs="cxx"\n--8<-- "l/fast.py"\n```\n\n'
        "খরচ উঠতে [[fast#break even >: 10000 | 10,000]] call লাগে।\n\n"
        '```quiz\nid: q\nquestion: "কত?"\noptions:\n  - text: "অনেক"\n    why: "কারণ।"\n    correct: true\n'
        '  - text: "কম"\n    why: "না।"\nproof: {run: fast, shows: "break even > 10000: True"}\n```\n')


def site(root, recorded: str = RECORDED):
    from .conftest import note_accepted

    write_tree(root, {"snippets/l/fast.py": CODE, "snippets/l/fast.out": recorded})
    note_accepted(root, ["snippets/l/fast.out"])


def build(root, accept: bool = False):
    return SiteBuild(root, cache_dir=root / ".cache", accept=accept).run({"l.md": PAGE})


def messages(model) -> str:
    return "\n".join(str(p) for p in model.problems)


# -- the probe: inductor's own lookup ------------------------------------------------------------------------

def test_the_probe_follows_inductors_lookup_as_torch_writes_it():
    from torch._inductor import config

    # torch 2.13: cpp.cxx = (None, os.environ.get("CXX", "g++")) on Linux; the None entry is a conda download
    # only under TORCH_INDUCTOR_INSTALL_GXX. The probe names the same compiler for the same environment.
    assert config.cpp.cxx[0] is None and config.cpp.cxx[1] == needs.inductor_compiler(os.environ)
    assert needs.inductor_compiler({}, "linux") == "g++"
    assert needs.inductor_compiler({}, "darwin") == "clang++"
    assert needs.inductor_compiler({"CXX": "/opt/c++"}, "linux") == "/opt/c++"
    assert needs.inductor_compiler({"CXX": ""}, "linux") == ""  # set but empty: inductor finds nothing


def test_cxx_naming_a_missing_file_is_missing_even_with_gxx_on_path():
    why = needs.probe_cxx({"CXX": MISSING, "PATH": os.environ.get("PATH", "")})
    assert why == f"$CXX ('{MISSING}') is not an executable file"


def test_a_path_without_gxx_is_missing(tmp_path):
    assert needs.probe_cxx({"PATH": str(tmp_path)}) == "g++ (inductor's choice without $CXX) is not on PATH"
    assert needs.probe_cxx({"CXX": "", "PATH": os.environ.get("PATH", "")})  # inductor does not fall back


def test_a_compiler_that_does_not_run_is_missing(tmp_path):
    broken = tmp_path / "g++"
    broken.write_text("#!/bin/sh\nexit 3\n")
    broken.chmod(0o755)
    assert needs.probe_cxx({"PATH": str(tmp_path)}) == f"g++ (inductor's choice without $CXX): `{broken} --version` " \
                                                       "exited with status 3"


@needs_gxx
def test_a_real_gxx_is_present():
    assert needs.probe_cxx({"PATH": os.path.dirname(GXX)}) == ""
    assert needs.probe_cxx({"CXX": GXX, "PATH": ""}) == ""


@needs_gxx
def test_inductor_agrees_with_the_probe_in_a_fresh_interpreter(tmp_path):
    # The same environment, asked of torch itself: a compiler it finds, and none where CXX names a missing file.
    probe = ("from torch._inductor import cpp_builder, exc\n"
             "try:\n    print(cpp_builder.get_cpp_compiler())\nexcept exc.InvalidCxxCompiler:\n    print('none')\n")
    for env, present in (({"CXX": GXX}, True), ({"CXX": MISSING}, False)):
        full = {**os.environ, **env, "TORCHINDUCTOR_CACHE_DIR": str(tmp_path)}
        full.pop("TORCH_INDUCTOR_INSTALL_GXX", None)
        said = subprocess.run([sys.executable, "-c", probe], env=full, capture_output=True, text=True, timeout=300)
        assert (said.stdout.strip() != "none") is present, said
        assert (needs.probe_cxx(full) == "") is present


# -- the option: an allow-list ---------------------------------------------------------------------------------

def test_an_unknown_capability_is_refused_naming_page_snippet_and_line(tmp_path):
    write_tree(tmp_path, {"snippets/l/fast.py": CODE})
    fences, problems = scan_fences("l.md", PAGE.replace('needs="cxx"', 'needs="cuda"'), tmp_path)
    assert not fences
    (found,) = problems
    assert found.where == "docs/l.md:5"
    assert "needs=\"cuda\": 'cuda' is not a capability the build knows" in found.message
    assert '"cxx": a C++ compiler' in found.message and "snippets/l/fast.py" in found.message


def test_a_known_capability_parses():
    assert needs.parse("cxx") == ("cxx",) and needs.parse(" cxx , cxx") == ("cxx",)
    with pytest.raises(ValueError, match="nothing is not a capability"):
        needs.parse(" , ")


# -- the site pass ---------------------------------------------------------------------------------------------

@needs_gxx
def test_where_the_compiler_is_present_the_run_is_made_and_a_wrong_recording_fails(tmp_path, monkeypatch):
    monkeypatch.delenv("CXX", raising=False)
    monkeypatch.delenv(needs.REQUIRE_ALL, raising=False)
    site(tmp_path, RECORDED.replace("True\n", "False\n"))  # a recording no run printed
    model = build(tmp_path)
    assert "differs" in messages(model) or "drift" in messages(model).lower(), messages(model)
    assert not model.skipped and model.total == 1


@needs_gxx
def test_where_the_compiler_is_present_nothing_changes(tmp_path, monkeypatch):
    monkeypatch.delenv("CXX", raising=False)
    monkeypatch.delenv(needs.REQUIRE_ALL, raising=False)
    site(tmp_path)
    model = build(tmp_path)
    assert not model.problems and not model.skipped, messages(model)
    html = convert(model, "l.md")
    assert "calls to break even &gt; 10000: True" in html and "এই build-এ এই run হয়নি" not in html
    assert "ps-claim-unchecked" not in html


def test_where_the_compiler_is_missing_the_run_is_not_made_and_nothing_of_it_is_shown(tmp_path, monkeypatch):
    monkeypatch.setenv("CXX", MISSING)
    monkeypatch.delenv(needs.REQUIRE_ALL, raising=False)
    site(tmp_path, "FORGED: compiled is 100x faster\nrecorded line two\n")  # never shown, never compared
    model = build(tmp_path)
    assert not model.problems and not model.warnings, messages(model)
    (line,) = model.skipped
    assert line.startswith("docs/l.md:5: snippets/l/fast.py not run: needs=\"cxx\", a C++ compiler")
    assert f"$CXX ('{MISSING}') is not an executable file" in line and "install g++" in line
    assert model.total == 0 and model.ran == 0
    page = model.pages["l.md"]
    assert page.unchecked() == {"fast": "cxx"}
    html = convert(model, "l.md")
    assert "FORGED" not in html and "100x" not in html and "recorded line two" not in html
    assert "এই output এই build-এ তৈরি হয়নি" in html and "g++ ইনস্টল করে আবার build করুন" in html
    assert "print(&#39;compiled matches eager: True&#39;)" in html or "compiled matches eager" in html  # the code
    assert "ps-run" not in html  # no run's mark: no run printed anything
    assert "প্রমাণ যাচাই হয়নি" in html and "-এর আসল output-এ আছে" not in html


def test_a_claim_citing_a_run_not_made_is_shown_unchecked(tmp_path, monkeypatch):
    from pathshala.content import claims
    from pathshala.rendering.templates import default as default_templates

    monkeypatch.setenv("CXX", MISSING)
    monkeypatch.delenv(needs.REQUIRE_ALL, raising=False)
    site(tmp_path)
    model = build(tmp_path)
    page = model.pages["l.md"]
    shown = claims.render(PAGE, page.titles(), default_templates(), page.outputs(), page.unchecked())
    assert 'class="claim ps-claim-unchecked"' in shown and "(যাচাই হয়নি)" in shown
    assert "যাচাই হয়নি" in shown and "হাতে লেখা নয়" not in shown  # no "from a run" tooltip
    checked = claims.render(PAGE, page.titles(), default_templates(), page.outputs(), {})
    assert 'class="claim"' in checked and "হাতে লেখা নয়" in checked


@pytest.mark.parametrize("accept", [False, True])
def test_where_every_run_must_happen_a_missing_capability_is_an_error_with_that_line(tmp_path, monkeypatch, accept):
    monkeypatch.setenv("CXX", MISSING)
    if accept:  # make accept never records without the run, whatever the switch says
        monkeypatch.delenv(needs.REQUIRE_ALL, raising=False)
    else:
        monkeypatch.setenv(needs.REQUIRE_ALL, "1")
    site(tmp_path, "stale\n")
    model = build(tmp_path, accept=accept)
    (problem,) = model.problems
    assert problem.where == "docs/l.md:5"
    assert "snippets/l/fast.py not run: needs=\"cxx\"" in problem.message
    assert f"{needs.REQUIRE_ALL} is set, so every run must happen" in problem.message
    assert problem in model.recording_problems  # accept fails on it
    assert (tmp_path / "snippets/l/fast.out").read_text() == "stale\n"  # nothing recorded without the run
    assert not model.skipped


def test_the_runs_environment_carries_cxx_so_the_run_uses_the_compiler_the_probe_found(monkeypatch):
    from pathshala.running.runner import server_environment
    from pathshala.running.settings import RunSettings

    monkeypatch.setenv("CXX", MISSING)
    assert server_environment(RunSettings())["CXX"] == MISSING
    monkeypatch.delenv("CXX")
    assert "CXX" not in server_environment(RunSettings())


@pytest.mark.parametrize("required", ["", "1"])
def test_check_portable_reports_a_run_not_made_as_not_run_never_as_holding(tmp_path, required):
    site(tmp_path)
    write_tree(tmp_path, {"docs/l.md": PAGE})
    env = {**os.environ, "CXX": MISSING, needs.REQUIRE_ALL: required}
    done = subprocess.run([sys.executable, "-m", "pathshala", "check-portable", "--root", str(tmp_path)], env=env,
                          cwd=tmp_path, capture_output=True, text=True, timeout=600)
    said = done.stdout + done.stderr
    assert 'docs/l.md:5: snippets/l/fast.py not run: needs="cxx"' in said, said
    assert "portable: 0 snippets, 0 difference(s)" in said and "1 not run" in said and "not checked" in said
    assert "1 snippets" not in said  # no setting counts it among those that hold
    assert done.returncode == (1 if required else 0), said
    assert "swept" not in (tmp_path / "snippets/l/accepted.json").read_text()  # never noted as having held
