"""`make help` lists every target the Makefile declares, one line each, read from the Makefile itself.

Each target's help is the ``## make <target>…: what it does`` line right above its rule, so adding a target
without its line, or a line that names no target, fails here, and the list cannot go stale.
"""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from tests.conftest import REPO

MAKE = shutil.which("make")


def phony(text: str) -> list[str]:
    return [name for line in re.findall(r"(?m)^\.PHONY:(.*)$", text) for name in line.split()]


def help_problems(text: str) -> list[str]:
    """What is wrong with the Makefile's help lines: a .PHONY target without one right above its rule, a help
    line above no rule or another target's, a target declared twice."""
    lines = text.splitlines()
    problems = []
    targets = phony(text)
    for name in targets:
        rule = [i for i, line in enumerate(lines) if re.match(rf"{re.escape(name)}:(?!=)", line)]
        if len(rule) != 1:
            problems.append(f"{name}: {len(rule)} rules")
            continue
        above = lines[rule[0] - 1] if rule[0] else ""
        if not re.match(rf"## make {re.escape(name)}(?: [^:]*)?: \S", above):
            problems.append(f"{name}: no `## make {name}: …` line right above its rule")
    for i, line in enumerate(lines):
        if line.startswith("## "):
            after = lines[i + 1] if i + 1 < len(lines) else ""
            named = re.match(r"## make ([\w-]+)", line)
            if not named or not after.startswith(f"{named.group(1)}:") or named.group(1) not in targets:
                problems.append(f"line {i + 1}: a help line above no .PHONY target of its name: {line}")
    if len(set(targets)) != len(targets):
        problems.append("a target is declared .PHONY twice")
    return problems


def test_every_target_has_its_help_line():
    assert help_problems((REPO / "Makefile").read_text(encoding="utf-8")) == []


def test_a_target_without_help_and_a_help_line_without_target_are_found():
    text = (REPO / "Makefile").read_text(encoding="utf-8")
    no_help = re.sub(r"(?m)^## make review.*\n", "", text)
    assert help_problems(no_help) == ["review: no `## make review: …` line right above its rule"]
    new_target = text.replace(".PHONY: help", ".PHONY: docs help") + "\ndocs:\n\ttrue\n"
    assert help_problems(new_target) == ["docs: no `## make docs: …` line right above its rule"]
    stray = text + "\n## make gone: a target that was removed\n"
    assert [p for p in help_problems(stray) if "gone" in p]


@pytest.mark.skipif(MAKE is None, reason="make is not installed")
def test_make_help_prints_one_line_per_target(tmp_path):
    """`make help` needs nothing set up (run in an empty folder with the repository's Makefile)."""
    done = subprocess.run([MAKE, "-s", "-f", str(REPO / "Makefile"), "help"], cwd=tmp_path, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    printed = done.stdout.splitlines()
    targets = phony((REPO / "Makefile").read_text(encoding="utf-8"))
    named = [re.match(r"make ([\w-]+)", line).group(1) for line in printed]
    assert sorted(named) == sorted(targets)  # each target once, none else
    assert all(re.fullmatch(r"make [\w-]+(?: \S+)*: .{10,}", line) for line in printed), printed
    assert not list(tmp_path.iterdir())  # it set nothing up
