"""The engine's folders show its stages (issue 35 item 4): the tree in contributing/architecture.md is the tree on disk.

Each stage folder says in its ``__init__`` docstring what it owns, and every module left at the top of
``hooks/pathshala/`` is one the guide's tree names there, so a new module cannot land beside the stages unseen.
"""

from __future__ import annotations

import ast
import re

from tests.conftest import REPO

ENGINE = REPO / "hooks" / "pathshala"
GUIDE = REPO / "contributing" / "architecture.md"


def guide_tree() -> str:
    text = GUIDE.read_text(encoding="utf-8")
    start = text.index("```\nhooks/pathshala/\n")
    return text[start + 4:text.index("```", start + 4)]


def named_in_tree() -> tuple[set[str], set[str]]:
    """(folders, top-level modules) the guide's tree names."""
    tree = guide_tree()
    folders = set(re.findall(r"(?<![\w/])(\w+)/", tree)) - {"hooks", "pathshala", "templates"}
    modules = set(re.findall(r"(?<![\w/])(\w+)\.py", tree))
    return folders, modules


def test_every_stage_folder_the_guide_names_exists_and_says_what_it_owns():
    folders, _ = named_in_tree()
    assert {"content", "running", "recordings", "rendering", "walls", "blocks", "gate"} <= folders
    for name in sorted(folders):
        init = ENGINE / name / "__init__.py"
        assert init.is_file(), f"the guide names {name}/, which is not an engine package"
        doc = ast.get_docstring(ast.parse(init.read_text(encoding="utf-8")))
        assert doc and len(doc) > 40, f"{name}/__init__.py does not say what the folder owns"


def test_every_engine_folder_and_top_level_module_is_in_the_guide():
    folders, modules = named_in_tree()
    on_disk = {p.name for p in ENGINE.iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    assert on_disk - folders == set(), "engine folders the guide's tree does not show"
    top = {p.stem for p in ENGINE.glob("*.py")} - {"__init__"}
    assert top - modules == set(), "modules at the top of hooks/pathshala/ the guide's tree does not name"
