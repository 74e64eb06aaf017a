"""The one project object (``pathshala.project``): its options, checked as mkdocs.yml writes them, its layout
in one place, and the options the command line reads from mkdocs.yml (engine only: no MkDocs here)."""

from __future__ import annotations

import ast

import pytest

from pathshala import project as project_mod
from pathshala.project import CACHE, OPTIONS, Project, ProjectError, options_in
from tests.conftest import REPO


def test_the_defaults_are_the_layout_the_course_has_always_had(tmp_path):
    p = Project.of(tmp_path)
    assert p.docs == tmp_path / "docs" and p.snippets == tmp_path / "snippets" and p.course == tmp_path / "course"
    assert p.overrides == tmp_path / "overrides" / "pathshala"
    assert p.runs_cache == tmp_path / ".cache" / "pathshala" / "runs"
    assert p.memo_folder("blocks") == tmp_path / ".cache" / "pathshala" / "memo" / "blocks"
    assert p.path(project_mod.ROADMAP) == tmp_path / "course" / "roadmap.yml"
    assert project_mod.SITE_INPUTS == ("course/glossary.yml", "course/roadmap.yml", "course/terms.yml")


def test_an_option_sets_the_overrides_folder_and_its_templates(tmp_path):
    (tmp_path / "overrides" / "mine" / "glossary").mkdir(parents=True)
    (tmp_path / "overrides" / "mine" / "glossary" / "term.html").write_text("<i>{{ inner }}</i>")
    p = Project.of(tmp_path, {"overrides": "overrides/mine"})
    assert p.overrides == tmp_path / "overrides" / "mine"
    assert str(p.templates.render("glossary/term.html", inner="x", title="t")) == "<i>x</i>"


@pytest.mark.parametrize(("options", "says"), [
    ({"overide": "overrides/x"}, "no option 'overide' (did you mean 'overrides'?)"),
    ({"colour": "red"}, "no option 'colour'; its options are overrides"),
    ({"overrides": 3}, "option 'overrides' is a folder name (text), not int 3"),
    ({"overrides": ["overrides/a"]}, "is a folder name (text), not list"),
])
def test_an_unknown_or_mistyped_option_is_an_error_naming_it(tmp_path, options, says):
    with pytest.raises(ProjectError, match=r"^mkdocs\.yml: ") as err:
        Project.of(tmp_path, options)
    assert says in str(err.value)


@pytest.mark.parametrize("folder", [
    "docs/templates",  # a contributor's pull request may fill it: templates are code
    "snippets/l", "course", "course/tpl", "reports/x", "contributing/t",
    "docs/assets/tpl", "hooks/tpl", "templates",  # code, but not searched for links by the checkout's refusals
    "/etc/templates", "../elsewhere", "overrides/../docs", ".", "",
])
def test_the_overrides_folder_is_a_code_folder_inside_the_project(tmp_path, folder):
    """Hostile: an option that would make content (or a folder outside the project) the site's templates."""
    with pytest.raises(ProjectError, match="overrides"):
        Project.of(tmp_path, {"overrides": folder})


def test_the_command_line_reads_the_plugins_options_from_mkdocs_yml(tmp_path):
    config = tmp_path / "mkdocs.yml"
    config.write_text("site_name: x\ndocs_dir: pages\nplugins:\n  - search\n  - pathshala:\n"
                      "      overrides: overrides/mine\nmarkdown_extensions:\n  - toc:\n"
                      "      slugify: !!python/name:pathshala.content.text.slugify\n")
    assert options_in(config) == ({"overrides": "overrides/mine"}, "pages")
    config.write_text("plugins:\n  - pathshala\n")
    assert options_in(config) == ({}, "docs")
    config.write_text("plugins:\n  - pathshala:\n      overrides: 3\n")
    options, _ = options_in(config)
    with pytest.raises(ProjectError, match="not int 3"):
        Project.of(tmp_path, options)
    assert options_in(REPO / "mkdocs.yml") == ({}, "docs")  # the course's own: every default


COURSE_FILES = ("course/roadmap.yml", "course/glossary.yml", "course/terms.yml", "course/glossary-facts.json")


def test_the_cache_folder_is_spelled_once():
    """``.cache/pathshala`` (and the course files' paths) in one module: project.py."""
    spelled = []
    for path in sorted((REPO / "hooks").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and path.name != "project.py":
                text = node.value
                named = CACHE in text or text in COURSE_FILES
                if named and "\n" not in text and len(text) < 40:  # a path, not a sentence that names one
                    spelled.append(f"{path.relative_to(REPO)}:{node.lineno} {text!r}")
            if (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div)
                    and isinstance(node.right, ast.Constant) and node.right.value == "pathshala"
                    and ".cache" in ast.unparse(node.left)):
                spelled.append(f"{path.relative_to(REPO)}:{node.lineno} {ast.unparse(node)}")
    assert spelled == []


def test_options_are_only_text_folders():
    assert all(isinstance(v, str) for v in OPTIONS.values())
