"""Every template of the engine can be overridden by a project, wherever the build renders it (issue 35).

``test_each_template_renders_through_an_override`` is parametrized over the templates found on disk
(``templates.names()``), so a new template without a render site here fails; each case writes an override of
that one template into the project's overrides folder (a folder mkdocs.yml chose, not the default) and renders
it through the function the build calls, with the project the build would make.
"""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest

from pathshala import glossary
from pathshala.content import claims, course_map, lesson
from pathshala.problems import Problem
from pathshala.project import Project
from pathshala.rendering import templates
from pathshala.rendering.banner import banner_html
from pathshala.site import SiteBuild
from tests.conftest import REPO, convert, write_tree
from tests.exercise_pages import FIXTURE, exercise_page

FOLDER = "overrides/site-templates"  # what a project's mkdocs.yml may name: `pathshala: {overrides: …}`
FENCE = '```python exec="on" result="text"\n--8<-- "l/hello.py"\n```\n'
QUIZ = ("```quiz\nid: q\nquestion: কোনটি?\noptions:\n  - {text: ক, why: কারণ, correct: true}\n"
        "  - {text: খ, why: কারণ}\n```\n")
ORDER = "```order\nid: o\nquestion: সাজান\nitems: [এক, দুই, তিন]\n```\n"
STEPPER = "```stepper\ntitle: ধাপ\nsteps:\n  - {title: ক, body: খ}\n  - {title: গ, body: ঘ}\n```\n"
PREDICT = "```predict\nsnippet: l/hello.py\nprompt: কী ছাপবে?\n```\n"
ROADMAP = ("total_lessons: 2\ntotal_modules: 1\nmodules:\n  - {number: 1, title: ভিত্তি, first: 1, last: 2}\n"
           "lessons:\n  - {number: 1, title: এক, page: 01-one.md}\n  - {number: 2, title: দুই}\n")
TERMS = "- term: tensor\n  en: tensor\n  bn: সংখ্যার `ঘর`\n"


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """One site pass over a page with every kind of block (its runs real), and an exercise page scanned."""
    root = tmp_path_factory.mktemp("override")
    write_tree(root, {"snippets/l/hello.py": "print('hello', 42)\n", "course/roadmap.yml": ROADMAP,
                      "course/glossary.yml": TERMS})
    (root / "node_modules").mkdir()  # the self-hosted Pyodide an exercise needs, as tests/test_exercise_fence.py
    (root / "node_modules" / "pyodide").symlink_to(REPO / "node_modules" / "pyodide", target_is_directory=True)
    for path in FIXTURE.iterdir():
        write_tree(root, {f"snippets/ex/{FIXTURE.name}/{path.name}": path.read_text(encoding="utf-8")})
    page = "# T\n\n" + "\n".join([FENCE, QUIZ, ORDER, STEPPER, PREDICT])
    model = SiteBuild(root, accept=True).run({"l.md": page})
    assert not model.problems, model.problems
    exercise = SiteBuild(root).scan({"ex.md": exercise_page()})
    assert not exercise.problems, exercise.problems
    return root, model, exercise


def _with(model, project: Project):
    return dataclasses.replace(model, project=project)


def _block(model, project: Project) -> str:
    return convert(_with(model, project), "l.md")  # render.format_block: the build's own path


def _not_made(site, project: Project) -> str:
    """A fence whose ``needs="cxx"`` this machine lacks (``CXX`` naming no file, as tests/test_needs.py makes it)."""
    import os
    from unittest import mock

    page = '# T\n\n```python exec="on" source="above" needs="cxx"\n--8<-- "l/hello.py"\n```\n'
    with mock.patch.dict(os.environ, {"CXX": "/nonexistent/c++"}):
        os.environ.pop("PATHSHALA_REQUIRE_ALL", None)
        model = SiteBuild(site[0]).run({"l.md": page})
    assert model.skipped and not model.problems, model.problems
    return convert(_with(model, project), "l.md")


def _exercise(site, project: Project) -> str:
    return convert(_with(site[2], project), "ex.md")


def _roadmap(root: Path):
    roadmap, problems = lesson.load_roadmap(root / "course/roadmap.yml", {"01-one.md"})
    assert not problems
    return roadmap


def _terms(root: Path):
    terms, problems = glossary.load(root / "course/glossary.yml")
    assert not problems
    return terms


def _live_errors(site, project: Project) -> str:
    from pathshala_mkdocs import live_errors

    model = _with(site[1], project)
    model.found = [*model.found, Problem("docs/l.md", 1, "a problem")]
    return live_errors.page_content(model, "<h1>T</h1>", "l.md")


def _notebook_links(site, project: Project) -> str:
    from pathshala_mkdocs import notebooks

    class File:  # what the adapter asks of MkDocs' File: where the notebook is, relative to the page
        src_uri = "notebooks/l.ipynb"

        def url_relative_to(self, other) -> str:
            return "../notebooks/l/"

    class Files:
        def get_file_from_path(self, path: str):
            return File() if path == "notebooks/l.ipynb" else None

    page = dataclasses.replace(site[1].pages["l.md"], meta={"lesson": 1})
    return notebooks.page_markdown("# T\n", page, None, Files(), project.templates)


# Each template of the engine, and how a build renders it (the engine's function, or the adapter's).
def _split():
    from pathshala.content.parts import Part, Split

    return Split("01-x.md", (Part(1, 0, 2, "এক", 1, 31.0), Part(2, 2, 4, "দুই", 9, 35.0)))


RENDER = {
    "banner.html": lambda s, p: banner_html(s[1].pages["l.md"].run_conditions(), templates=p.templates),
    "claim.html": lambda s, p: claims.render("[[hello: 42]]\n", {}, p.templates),
    "live_errors.html": _live_errors,
    "notebook_links.html": _notebook_links,
    "blocks/fence.html": lambda s, p: _block(s[1], p),
    "blocks/quiz.html": lambda s, p: _block(s[1], p),
    "blocks/order.html": lambda s, p: _block(s[1], p),
    "blocks/stepper.html": lambda s, p: _block(s[1], p),
    "blocks/predict.html": lambda s, p: _block(s[1], p),
    "blocks/exercise.html": _exercise,
    "blocks/fence_not_made.html": _not_made,
    "course/map.html": lambda s, p: course_map.map_html(_roadmap(s[0]), lambda src: src, p.templates),
    "course/start.html": lambda s, p: course_map.start_html(_roadmap(s[0]), lambda src: src, p.templates),
    "lesson/header.html": lambda s, p: lesson.header_markdown({"lesson": 1, "objectives": ["x"]}, 5,
                                                               templates=p.templates),
    "lesson/footer.html": lambda s, p: lesson.footer_html(_roadmap(s[0]).lessons[0], _roadmap(s[0]), lambda src: src,
                                                           p.templates),
    "lesson/parts.html": lambda s, p: lesson.parts_html(_roadmap(s[0]).lessons[0], _split(), lambda src: src,
                                                         p.templates),
    "lesson/part_header.html": lambda s, p: lesson.part_header_html(_roadmap(s[0]).lessons[0], "m", _split(), 2,
                                                                     "../#ps-parts", p.templates),
    "glossary/definition.html": lambda s, p: glossary.inline_html("সংখ্যার `ঘর`", p.templates),
    "glossary/entries.html": lambda s, p: glossary.page_markdown(_terms(s[0]), p.templates),
    "glossary/section.html": lambda s, p: glossary.section_html([], "../glossary/", p.templates),
    "glossary/term.html": lambda s, p: glossary.annotate("<p>tensor</p>", _terms(s[0]), p.templates)[0],
}


def test_every_template_on_disk_has_a_render_site_here():
    assert sorted(RENDER) == templates.names()
    assert len(templates.names()) == 21


@pytest.mark.parametrize("name", templates.names())
def test_each_template_renders_through_an_override(site, name, tmp_path):
    root = site[0]
    marker = f"OVERRIDDEN-{name.replace('/', '-')}"
    folder = f"{FOLDER}-{name.replace('/', '-').removesuffix('.html')}"  # one folder a case: nothing cached
    assert marker not in RENDER[name](site, Project.of(root))  # the engine's own template
    write_tree(root, {f"{folder}/{name}": f"<p>{marker}</p>\n"})
    project = Project.of(root, {"overrides": folder})
    assert marker in RENDER[name](site, project), f"{name} is rendered without the project's override"


def test_no_module_renders_from_the_engine_defaults_or_a_template_set_of_its_own():
    """Nothing of hooks/ calls ``templates.default()`` or makes a Jinja environment besides ``Templates`` (and
    ``pathshala_mkdocs/compat.py``, which reads Material's templates, not ours): every render site takes the
    project's."""
    found = []
    for path in sorted((REPO / "hooks").rglob("*.py")):
        rel = path.relative_to(REPO / "hooks")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name == "default" and str(rel) != "pathshala/rendering/templates.py":
                owner = ast.unparse(func.value) if isinstance(func, ast.Attribute) else ""
                if owner in ("", "templates"):
                    found.append(f"{rel}:{node.lineno} renders from the engine's defaults")
            allowed = ("pathshala/rendering/templates.py", "pathshala_mkdocs/compat.py")
            if name == "Environment" and str(rel) not in allowed:
                found.append(f"{rel}:{node.lineno} makes a Jinja environment of its own")
    assert found == []
