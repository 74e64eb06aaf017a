"""Hostile or broken content fails with page and line: it escapes nothing, crashes nothing, passes on no stale run."""

from __future__ import annotations

import os

import pytest

from pathshala.site import SiteBuild

from .conftest import tree_digest, write_tree

FENCE = '```python exec="on"\n--8<-- "{path}"\n```\n'


@pytest.fixture
def site(tmp_path):
    root = tmp_path / "repo"
    outside = tmp_path / "elsewhere"
    write_tree(outside, {"x.py": "print('outside')\n", "secret.txt": "token\n", "victim.out": "keep me\n"})
    write_tree(root, {"snippets/l/ok.py": "print('ok')\n"})
    return root, outside


def build(root, pages, accept=False):
    return SiteBuild(root, cache_dir=root / ".cache", accept=accept).run(pages)


def messages(model) -> str:
    return "\n".join(str(p) for p in model.problems)


def test_paths_out_of_snippets_are_refused_and_nothing_is_written_outside(site):
    root, outside = site
    before = tree_digest(outside, skip=())
    predict = "```predict\nsnippet: ../../elsewhere/x.py\nprompt: কী ছাপবে\n```\n"
    page = "# L\n\n" + FENCE.format(path="../../elsewhere/x.py") + "\n" + predict
    model = build(root, {"l.md": page}, accept=True)
    assert "docs/l.md:3: included snippet: snippets/../../elsewhere/x.py is outside snippets/" in messages(model)
    assert "docs/l.md:8: predict block: snippets/../../elsewhere/x.py is outside snippets/" in messages(model)
    assert not model.fences()
    assert tree_digest(outside, skip=()) == before


def test_a_recording_that_is_a_link_is_refused_and_never_written_through(site):
    root, outside = site
    os.symlink(outside / "victim.out", root / "snippets/l/ok.out")  # leaving snippets/: the folder is refused
    model = build(root, {"l.md": "# L\n\n" + FENCE.format(path="l/ok.py")}, accept=True)
    assert "snippets/l/ok.out links outside snippets/" in messages(model) and model.ran == 0
    assert (outside / "victim.out").read_text() == "keep me\n"
    assert "keep me" not in messages(model)  # the target is never read into a message
    os.unlink(root / "snippets/l/ok.out")
    write_tree(root, {"snippets/l/notes.txt": "a lesson's own data\n"})
    os.symlink(root / "snippets/l/notes.txt", root / "snippets/l/ok.out")  # inside, but a recording is a file
    model = build(root, {"l.md": "# L\n\n" + FENCE.format(path="l/ok.py")}, accept=True)
    assert "snippets/l/ok.out is a symbolic link: a recording is a plain file" in messages(model)
    assert (root / "snippets/l/notes.txt").read_text() == "a lesson's own data\n"


def test_a_link_leaving_the_folder_or_looping_stops_its_fences(site):
    root, outside = site
    os.symlink(outside / "secret.txt", root / "snippets/l/data.txt")
    model = build(root, {"l.md": "# L\n\n" + FENCE.format(path="l/ok.py")})
    assert "docs/l.md:3: snippets/l/ok.py is not run: snippets/l/data.txt links outside snippets/" in messages(model)
    assert model.ran == 0
    os.unlink(root / "snippets/l/data.txt")
    (root / "snippets/l/sub").mkdir()
    os.symlink(root / "snippets/l", root / "snippets/l/sub/back")
    looped = build(root, {"l.md": "# L\n\n" + FENCE.format(path="l/ok.py")})
    assert "symlink loop" in messages(looped) and looped.ran == 0


def test_an_edit_in_a_sub_package_reruns_a_warm_cache(site):
    root, _ = site
    write_tree(root, {"snippets/l/pkg/__init__.py": "", "snippets/l/pkg/mod.py": "VALUE = 1\n",
                      "snippets/l/use.py": "from pkg.mod import VALUE\nprint('value', VALUE)\n"})
    pages = {"l.md": "# L\n\n" + FENCE.format(path="l/use.py")}
    assert not build(root, pages, accept=True).problems
    (root / "snippets/l/pkg/mod.py").write_text("VALUE = 2\n")
    warm = build(root, pages)
    assert warm.ran == 1 and "-value 1" in messages(warm) and "+value 2" in messages(warm)


def test_a_damaged_cache_entry_is_a_miss_not_a_crash_nor_a_trusted_output(site):
    root, _ = site
    pages = {"l.md": "# L\n\n" + FENCE.format(path="l/ok.py")}
    assert not build(root, pages, accept=True).problems
    # the run cache's (memos live under .cache/pathshala/memo/): the run and, since accept checks repeatability,
    # its second run with another seed
    entries = sorted((root / ".cache").glob("??/*.entry"))
    assert entries
    for entry in entries:
        header, body = entry.read_text().split("\n", 1)
        assert "ok" in body
        entry.write_text(header + "\n" + body.replace("ok", "forged"))  # the output edited, the checksum not
    again = build(root, pages)
    assert again.ran == 1 and not again.problems
    for entry in (root / ".cache").glob("??/*.entry"):
        entry.write_text("{not json")
    assert build(root, pages).ran == 1


@pytest.mark.parametrize(
    ("block", "message"),
    [
        ("```quiz\nid: q\nquestion: &a [x, x]\noptions: [*a, *a]\n```\n", "YAML aliases (*name) are not allowed"),
        ("```quiz\nid: q\nquestion: \"bell \x07\"\noptions: []\n```\n", "a control character (0x07)"),
        ("```stepper\ntitle: t\nsteps: &s [{title: a, body: b}, *s]\n```\n", "YAML aliases"),
    ],
)
def test_widget_yaml_refuses_aliases_and_control_characters_with_the_line(site, block, message):
    root, _ = site
    model = build(root, {"l.md": "# L\n\n" + block})
    # a control character is refused on the page's line as well (invisible.py: Trojan Source), at the same line
    (problem,) = [p for p in model.problems if message in p.message]
    assert problem.where.startswith("docs/l.md:")
    assert all(p.where == problem.where and "U+0007" in p.message for p in model.problems if p is not problem)


def test_text_that_is_not_utf8_is_a_problem_naming_the_file(site):
    root, _ = site
    (root / "snippets/l/latin.py").write_bytes(b"print('caf\xe9')\n")
    model = build(root, {"l.md": "# L\n\n" + FENCE.format(path="l/latin.py")})
    assert "snippets/l/latin.py is not UTF-8 text (byte 10 is 0xe9)" in messages(model)
    (root / "snippets/l/ok.out").write_bytes(b"\xff\n")
    model = build(root, {"l.md": "# L\n\n" + FENCE.format(path="l/ok.py")})
    assert "snippets/l/ok.out is not UTF-8 text" in messages(model)


def test_two_runs_that_would_share_one_recording_fail_at_scan(site):
    root, _ = site
    include = FENCE.format(path="l/ok.py")
    twice = build(root, {"l.md": "# L\n\n" + include, "m.md": "# M\n\n" + include}, accept=True)
    assert not twice.problems  # the same snippet on two pages: one run, one recording
    inline = "# M\n\n```python exec=\"on\" id=\"ok\"\nprint('other')\n```\n"  # also snippets/l/ok.out
    clash = build(root, {"a.md": "# A\n\n" + include, "l.md": inline})
    (problem,) = [p for p in clash.problems if "records too" in p.message]
    assert problem.where == "docs/l.md:3"
    assert "would record snippets/l/ok.out, which snippets/l/ok.py at docs/a.md:3 records too" in problem.message


def test_an_orphan_recording_is_listed(site):
    root, _ = site
    write_tree(root, {"snippets/l/gone.out": "old\n"})
    model = build(root, {"l.md": "# L\n\n" + FENCE.format(path="l/ok.py")}, accept=True)
    assert [str(w) for w in model.warnings] == [
        "snippets/l/gone.out: this recording belongs to no fence of the site: delete it or restore its fence"
    ]


def test_an_output_with_carriage_returns_is_recorded_byte_for_byte(site):
    root, _ = site
    write_tree(root, {"snippets/l/bar.py": "print('10%\\r50%\\r100%')\nprint('done')\n"})
    pages = {"l.md": "# L\n\n" + FENCE.format(path="l/bar.py")}
    assert not build(root, pages, accept=True).problems
    assert (root / "snippets/l/bar.out").read_bytes() == b"10%\r50%\r100%\ndone\n"
    assert not build(root, pages).problems
