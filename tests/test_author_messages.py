"""Messages an author meets say what happened and what to do (issue 39 item 6), each on a real sealed run.

- a misspelled fence option names the option, and its recording is not called an orphan to delete;
- `make accept` with a raising snippet never says "every recorded output already matches its run";
- `[[jacobian: 4.]]` says to quote 4 (PyTorch's bare point), not that 4. is no number;
- a snippet that reaches for the network hears that runs have no network and where data goes;
- a timeout says how to shorten the run or raise `timeout=`;
- an uncaught exception says to fix the line or catch and print it.
"""

from __future__ import annotations

import pytest

from pathshala.content import claims
from pathshala.site import SiteBuild

from .conftest import write_tree

FENCE = '```python exec="on"{options}\n--8<-- "l/{name}.py"\n```\n'


def build(root, pages, accept=False):
    return SiteBuild(root, cache_dir=root / ".cache", accept=accept).run(pages)


def page(name: str, options: str = "") -> dict[str, str]:
    return {"l.md": "# L\n\n" + FENCE.format(name=name, options=options)}


def messages(model) -> str:
    return "\n".join(str(p) for p in model.problems)


def test_a_misspelled_option_does_not_call_its_good_recording_an_orphan(tmp_path):
    root = tmp_path / "repo"
    write_tree(root, {"snippets/l/ok.py": "print('ok')\n", "snippets/l/gone.out": "old\n"})
    assert not build(root, page("ok"), accept=True).problems
    assert (root / "snippets/l/ok.out").is_file()
    model = build(root, page("ok", ' timout="5"'))
    assert "unknown fence option timout=; did you mean timeout=?" in messages(model)
    warned = [str(w) for w in model.warnings]
    assert not any(w.startswith("snippets/l/ok.out") for w in warned), warned  # its fence is broken, not gone
    assert any(w.startswith("snippets/l/gone.out: this recording belongs to no fence") for w in warned), warned


def test_a_claim_of_pytorchs_bare_point_says_to_quote_the_whole_number():
    found, problems = claims.in_text("l.md", 3, "জ্যাকোবিয়ান [[jacobian: 4.]], আর [[j#row 1: 8.]]।")
    assert found == []
    assert [p.message for p in problems] == [
        "malformed claim [[jacobian: 4.]]: '4.' ends in a bare point, as PyTorch prints a whole float "
        "(`tensor(4.)`): quote the number without the point, [[jacobian: 4]] (the output's '4.' holds the whole "
        "number 4), or show it as a decimal, [[jacobian: 4 | 4.0]]",
        "malformed claim [[j#row 1: 8.]]: '8.' ends in a bare point, as PyTorch prints a whole float "
        "(`tensor(8.)`): quote the number without the point, [[j#row 1: 8]] (the output's '8.' holds the whole "
        "number 8), or show it as a decimal, [[j#row 1: 8 | 8.0]]",
    ]
    assert claims.parse("jacobian: 4")[1] == "4"  # the advice holds: the quoted 4 is a claim


@pytest.mark.parametrize(
    ("code", "options", "said"),
    [
        # A download with the network off (127.0.0.1 only: the run's namespace has no network at all).
        ("import urllib.request\n\nurllib.request.urlopen('http://127.0.0.1:9/data.csv', timeout=5)\n", "",
         "It reached for the network: snippets run sealed, without network, so nothing downloads during a run. "
         "Put the data file in snippets/l/ (committed with the lesson, copied beside the snippet when it runs: "
         "open it by its name) or make the data in code; then `make accept`."),
        ("import time\n\ntime.sleep(30)\n", ' timeout="2"',
         "Shorten it (fewer steps or epochs, smaller tensors or data), or, if it needs the time, give its fence a "
         "longer `timeout=\"120\"` (seconds, up to 600; above 60 it needs a grant in grants.toml, whose line the "
         "build prints); then `make accept`."),
        ("x = [1, 2]\nprint(x[5])\n", "",
         "Fix the line its traceback names (the last `File \"snippets/…\"` line), or, if the error is the lesson's "
         "point, catch it and print it (try/except); then `make accept`."),
    ],
    ids=["network", "timeout", "exception"],
)
def test_a_failed_run_says_what_to_do(tmp_path, code, options, said):
    root = tmp_path / "repo"
    write_tree(root, {"snippets/l/s.py": code})
    model = build(root, page("s", options), accept=True)
    (problem,) = [p for p in model.problems if p.where == "docs/l.md:3"]
    assert problem.message.endswith("\n" + said), problem.message
    if "network" in said:
        assert 'File "snippets/l/s.py", line 3' in problem.message  # the snippet's own frame is shown


@pytest.mark.site
def test_accept_with_a_raising_snippet_never_says_every_output_matches(project):
    project.write({"docs/l.md": "# L\n\n" + FENCE.format(name="boom", options=""),
                   "snippets/l/boom.py": "raise ValueError('boom')\n"})
    first = project.accept()  # records the glossary's facts of a fresh copy, and fails on the fence
    assert first.returncode == 1 and "already matches" not in first.stdout, first.stdout + first.stderr
    result = project.accept()  # nothing else left to record: the words the issue saw
    log = result.stdout + result.stderr
    assert result.returncode == 1, log
    assert "already matches" not in log
    assert "accept: nothing recorded: 1 fence(s) could not be recorded (below); fix each, then `make accept` " \
           "again" in result.stdout
    assert "recording failed for 1 fence(s):" in result.stdout
    assert "catch it and print it (try/except)" in result.stdout
