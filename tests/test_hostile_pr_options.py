"""A pull request's fence options and recordings against the promise: a page shows only what a run printed.

Issue 33, item 1: with ``varies="."`` a committed recording saying ``0.99`` was published while the run
printed ``0.10``; ``tolerance="0.9999"`` did the same for every number; a recording hand-edited from
``8.`` to ``7.`` within the comparison's allowance passed a strict build. Now a page (its claims and
notebook too) shows the run's text; an option that weakens a check or widens the sandbox holds only
where ``grants.toml`` (code) grants it to that snippet's digest; and a recording whose digest is not
the one ``make accept`` noted in ``accepted.json`` fails the build.
"""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from pathshala.blocks import scan_fences
from pathshala.recordings import grants
from pathshala.recordings.recorded import text_digest
from pathshala.rendering import notebook
from pathshala.rendering.templates import default as default_templates
from pathshala.site import SiteBuild

from .conftest import convert, write_tree

FORGE = "print('test accuracy: 0.10')\nprint('loss: 2.30')\n"
FORGED = "test accuracy: 0.99 (the model learned perfectly)\nloss: 0.01\n"


def page(option: str, claim: str = "") -> str:
    return (f"# L\n\nএকটি অনুচ্ছেদ।\n\n```python exec=\"on\" {option}\n--8<-- \"l/forge.py\"\n```\n\n"
            f"নির্ভুলতা {claim}।\n" if claim else
            f"# L\n\nএকটি অনুচ্ছেদ।\n\n```python exec=\"on\" {option}\n--8<-- \"l/forge.py\"\n```\n")


def forged_acceptance(text: str) -> str:
    """A determined forger's accepted.json: the digest of the forged text, recomputed by hand."""
    return json.dumps({"recordings": {"forge.out": {"accepted": "2026-01-01", "machine": "m-0",
                                                    "sha256": text_digest(text)}}})


def messages(model) -> str:
    return "\n".join(str(p) for p in model.problems)


def build(root, text, accept=False):
    return SiteBuild(root, cache_dir=root / ".cache", accept=accept).run({"l.md": text})


def grant(root, code: str, **options: str) -> None:
    (root / "grants.toml").write_text("[grants]\n" + grants.grant_line(code, options, "docs/l.md: forge") + "\n",
                                      encoding="utf-8")


@pytest.mark.parametrize("option", ['varies="."', 'tolerance="0.9999"', 'returncode="1"', 'limits="memory=12G"',
                                    'timeout="120"', 'network="loopback"', 'limits="cpu=600"'])
def test_a_weakening_option_without_a_grant_stops_the_build_with_page_snippet_and_line(tmp_path, option):
    write_tree(tmp_path, {"snippets/l/forge.py": FORGE})
    fences, problems = scan_fences("l.md", page(option), tmp_path)
    assert not fences
    (found,) = problems
    assert found.where == "docs/l.md:5", found
    assert f"snippets/l/forge.py: {option} weakens a check or widens the run's sandbox" in found.message
    name, _, value = option.partition("=")
    assert f"{name} = '{value.strip(chr(34))}'" in found.message  # the grant line a reviewer would add
    assert grants.digest(FORGE) in found.message


@pytest.mark.parametrize("option", ['tolerance="0.005"', 'returncode="0"', 'limits="memory=4G procs=8"',
                                    'timeout="30"', 'network="off"', 'limits="cpu=90"'])
def test_options_that_weaken_nothing_need_no_grant(tmp_path, option):
    write_tree(tmp_path, {"snippets/l/forge.py": FORGE})
    fences, problems = scan_fences("l.md", page(option), tmp_path)
    assert len(fences) == 1 and not problems, problems


def test_a_grant_holds_only_for_its_snippet_its_option_and_its_value(tmp_path):
    write_tree(tmp_path, {"snippets/l/forge.py": FORGE})
    grant(tmp_path, FORGE, varies="^loss")
    fences, problems = scan_fences("l.md", page('varies="^loss"'), tmp_path)
    assert len(fences) == 1 and not problems, problems
    for option in ('varies="."', 'varies="^loss" tolerance="0.5"'):  # another value; one more option
        fences, problems = scan_fences("l.md", page(option), tmp_path)
        assert not fences and "needs a grant in grants.toml" in problems[0].message, option
    write_tree(tmp_path, {"snippets/l/forge.py": FORGE + "print('one more line')\n"})  # the snippet changed
    fences, problems = scan_fences("l.md", page('varies="^loss"'), tmp_path)
    assert not fences and "needs a grant in grants.toml" in problems[0].message
    (tmp_path / "grants.toml").write_text("[grants\n", encoding="utf-8")  # a broken file grants nothing
    fences, problems = scan_fences("l.md", page('varies="^loss"'), tmp_path)
    assert not fences and "grants.toml cannot be read" in problems[0].message


@pytest.mark.parametrize(("option", "forged"), [('varies="."', FORGED),
                                               ('tolerance="0.9999"', "test accuracy: 0.99\nloss: 0.01\n")])
def test_a_granted_weakening_still_shows_what_the_run_printed_never_the_recording(tmp_path, option, forged):
    # The forger goes all the way: a granted option, a forged recording and its digest in accepted.json.
    write_tree(tmp_path, {"snippets/l/forge.py": FORGE, "snippets/l/forge.out": forged,
                          "snippets/l/accepted.json": forged_acceptance(forged)})
    grant(tmp_path, FORGE, **{option.split("=")[0]: option.split('"')[1]})
    text = page(option, "[[forge#test accuracy: 0.99]]")
    model = build(tmp_path, text)
    fence = model.pages["l.md"].fences[0]
    assert model.pages["l.md"].shown(fence).output == "test accuracy: 0.10\nloss: 2.30\n"
    html = convert(model, "l.md")
    assert "0.10" in html and "2.30" in html
    assert "0.99" not in html.replace("[[forge#test accuracy: 0.99]]", "") and "0.01" not in html
    assert "learned perfectly" not in html
    assert "claim [[forge#test accuracy: 0.99]]" in messages(model)  # the claim is checked against the run
    cells = notebook.dumps(notebook.build(model.pages["l.md"], "L", tmp_path))
    assert "test accuracy: 0.10" in cells and "learned perfectly" not in cells


@pytest.mark.parametrize(("before", "after"), [("12.", "11."), ("0.2661", "0.2662")])
def test_a_recording_edited_by_hand_within_the_allowance_stops_the_build_and_accept_restores_it(
        tmp_path, before, after):
    code = ("import torch\nx = torch.tensor([2.0], requires_grad=True)\n(x ** 3).backward()\n"
            "print(x.grad)\nprint(f'{0.26612:.4f}')\n")
    write_tree(tmp_path, {"snippets/l/forge.py": code})
    model = build(tmp_path, page(""), accept=True)
    assert not model.problems, messages(model)
    recording = tmp_path / "snippets/l/forge.out"
    honest = recording.read_text(encoding="utf-8")
    assert honest == "tensor([12.])\n0.2661\n"
    recording.write_text(honest.replace(before, after), encoding="utf-8")  # within one unit of the last digit
    model = build(tmp_path, page(""))
    (found,) = model.problems
    assert found.where == "docs/l.md:5"
    assert ("snippets/l/forge.out (snippets/l/forge.py) is not the text `make accept` recorded: its sha256 is not "
            "the one snippets/l/accepted.json holds: it was edited by hand") in found.message
    assert "run `make accept`" in found.message
    assert after not in convert(model, "l.md")
    model = build(tmp_path, page(""), accept=True)  # accept replaces it with the run's exact text
    assert recording.read_text(encoding="utf-8") == honest
    assert not build(tmp_path, page("")).problems


def test_a_recording_without_a_digest_is_refused_until_accepted(tmp_path):
    old = json.dumps({"recordings": {"forge.out": {"accepted": "2026-01-01", "machine": "m-0"}}})
    write_tree(tmp_path, {"snippets/l/forge.py": FORGE, "snippets/l/forge.out": "test accuracy: 0.10\nloss: 2.30\n",
                          "snippets/l/accepted.json": old})  # accepted before digests were kept
    model = build(tmp_path, page(""))
    assert "snippets/l/accepted.json holds no digest of it" in messages(model)
    model = build(tmp_path, page(""), accept=True)
    assert model.changes == ["noted the digest of snippets/l/forge.out (its text is this run's)"], model.changes
    entry = json.loads((tmp_path / "snippets/l/accepted.json").read_text())["recordings"]["forge.out"]
    assert entry == {"accepted": "2026-01-01", "machine": "m-0",  # who printed it first stays
                     "sha256": text_digest("test accuracy: 0.10\nloss: 2.30\n")}
    assert not build(tmp_path, page("")).problems


def git(root, *args):
    return subprocess.run(["git", "-C", str(root), *args], capture_output=True, text=True, check=True)


@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
def test_check_pr_lists_each_grant_a_change_adds_or_takes_back(tmp_path):
    root = tmp_path / "repo"
    write_tree(root, {"snippets/l/forge.py": FORGE, "grants.toml": "[grants]\n",
                      "Makefile": "check-pr:\n\t@python -m pathshala check-pr\n"})
    git(root, "init", "-q", "-b", "main")
    git(root, "add", ".")
    git(root, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "base")
    git(root, "checkout", "-q", "-b", "pr")
    grant(root, FORGE, varies=".", network="loopback")
    from pathshala import boundary

    fork, found = boundary.changes(root, "main")
    text, status = boundary.report(fork, "main", found, set())
    assert status == 3 and "  M grants.toml" in text.split("content —")[0]
    listed = boundary.granted(root, fork)
    digest = grants.digest(FORGE)[:16]
    assert f"  granted: network='loopback' to snippet {digest}…" in listed
    assert f"  granted: varies='.' to snippet {digest}…" in listed


def test_a_claim_holds_within_the_last_printed_digit_and_the_page_shows_the_runs_number(tmp_path):
    # The page shows the run: a claim quoting the recording (0.186141) where this CPU printed 0.186142 holds,
    # and the prose shows what the run printed; a claim one digit further off does not hold.
    from pathshala.content import claims

    (claim,), _ = claims.find("l.md", "নর্ম [[norm#|grad| =: 0.186141]]\n")
    assert claims.why_not(claim, "|grad| = 0.186142\n") is None
    assert claims.why_not(claim, "|grad| = 0.186143\n") is not None
    assert claims.why_not(claim, "|grad| = 0.18614\n") is not None  # printed otherwise: not the same number
    shown = claims.render("নর্ম [[norm#|grad| =: 0.186141]]\n", {}, default_templates(),
                          outputs={"norm": "|grad| = 0.186142\n"})
    assert "০.১৮৬১৪২" in shown and "০.১৮৬১৪১" not in shown
    assert claims.plain("[[norm#|grad| =: 0.186141]]", {"norm": "|grad| = 0.186142\n"}) == "০.১৮৬১৪২"
