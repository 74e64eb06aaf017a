"""The plugin's typed configuration in mkdocs.yml: the options the engine's project takes, unknown or mistyped
ones refused with a clear error, and the course's mkdocs.yml (no options) building as before (issue 35)."""

from __future__ import annotations

import pytest

from pathshala.project import OPTIONS

pytestmark = pytest.mark.site

PAGE = "# হোম\n\nএকটি tensor।\n"
TERMS = "- term: tensor\n  en: tensor\n  bn: সংখ্যার ঘর।\n"


def configured(project, options: str) -> None:
    config = (project.root / "mkdocs.yml").read_text(encoding="utf-8")
    assert "\n  - pathshala\n" in config
    (project.root / "mkdocs.yml").write_text(config.replace("\n  - pathshala\n", f"\n  - pathshala:\n{options}", 1),
                                             encoding="utf-8")


def test_the_typed_configuration_declares_the_engines_options():
    from pathshala_mkdocs.config import PathshalaConfig

    assert {name for name, _ in PathshalaConfig._schema} == set(OPTIONS)
    assert {name: option.default for name, option in PathshalaConfig._schema} == OPTIONS


@pytest.mark.parametrize(("options", "says"), [
    ("      overide: overrides/mine\n", "Plugin 'pathshala' option 'overide': the pathshala plugin has no option "
                                        "'overide' (did you mean 'overrides'?)"),
    ("      overrides: 7\n", "Plugin 'pathshala' option 'overrides': the pathshala plugin's option 'overrides' is "
                             "a folder name (text), not int 7"),
    ("      overrides: docs/tpl\n", "overrides: 'docs/tpl' is a content folder"),
])
def test_an_unknown_mistyped_or_refused_option_stops_the_build_naming_it(project, options, says):
    project.write({"docs/index.md": PAGE})
    configured(project, options)
    built = project.build()
    assert built.returncode != 0
    assert says in built.stdout + built.stderr


def test_the_overrides_option_chooses_the_templates_every_page_renders_from(project):
    project.write({"docs/index.md": PAGE, "course/glossary.yml": TERMS,
                   "overrides/mine/glossary/term.html": '<b class="mine" title="{{ title }}">{{ inner }}</b>\n'})
    configured(project, "      overrides: overrides/mine\n")
    built = project.build()
    assert built.returncode == 0, built.stdout + built.stderr
    assert '<b class="mine" title="সংখ্যার ঘর। (tensor)">tensor</b>' in project.html("")  # the home page
