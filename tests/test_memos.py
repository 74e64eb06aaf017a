"""Memos register themselves: a build's ``Memos`` prunes every memo made through it, whatever step made it."""

from __future__ import annotations

from pathshala.memo import Memos
from pathshala.project import Project


def _entries(folder) -> set[str]:
    return {p.stem for p in folder.rglob("*.entry")}


def test_a_new_step_is_saved_and_pruned_like_the_others(tmp_path):
    project = Project(tmp_path)
    first = Memos(project)
    steps = {name: first.step(name, "data") for name in ("sanitize", "blocks", "a-step-added-tomorrow")}
    for name, memo in steps.items():
        memo.put(memo.key("kept"), f"{name} kept")
        memo.put(memo.key("stale"), f"{name} stale")  # an entry the next build asks for no more
    assert all(len(_entries(project.memo_folder(name))) == 2 for name in steps)

    second = Memos(project)  # the next build: it uses one entry of each step
    again = {name: second.step(name, "data") for name in steps}
    for name, memo in again.items():
        assert memo.get(memo.key("kept")) == f"{name} kept"  # saved: the next build reads it
    assert second.prune() == 3  # one stale entry of each step, the new step's included
    for name, memo in again.items():
        assert _entries(project.memo_folder(name)) == {memo.key("kept")}, name


def test_a_step_made_twice_keeps_what_both_used(tmp_path):
    memos = Memos(Project(tmp_path))
    one = memos.step("tooltips", "glossary v1")
    one.put(one.key("page"), "x")
    two = memos.step("tooltips", "glossary v1")
    two.put(two.key("other"), "y")
    assert memos.prune() == 0 and len(list(memos)) == 1
