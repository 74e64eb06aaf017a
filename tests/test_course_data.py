"""The roadmap and the glossary are read and reported by the engine: ``python -m pathshala check`` reports
exactly what a build reports, the same message naming the same file and line (issue 35)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.conftest import error_records

pytestmark = pytest.mark.site

PAGE = "# হোম\n\nশুরু।\n"
GLOSSARY = "- term: tensor\n  en: tensor\n  bn: খোপ।\n- term: node\n  en: node\n  bn: ''\n"  # an empty definition
ROADMAP = ("total_lessons: 91\ntotal_modules: 14\nlessons:\n  - {number: 1, title: এক}\n"
           "  - {number: one, title: দুই}\n")  # a lesson without a whole number


def check(project) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pathshala", "check", "--root", str(project.root)],
                          cwd=project.root, capture_output=True, text=True, timeout=600)


def errors_of_check(result: subprocess.CompletedProcess) -> list[str]:
    return sorted(line.removeprefix("ERROR ") for line in result.stderr.splitlines() if line.startswith("ERROR "))


def errors_of_build(result: subprocess.CompletedProcess) -> list[str]:
    return sorted(record.strip() for record in error_records(result.stdout + result.stderr)
                  if not record.strip().startswith(("Aborted", "Error: ")))


def test_a_malformed_glossary_and_roadmap_entry_are_reported_alike_by_check_and_build(project):
    project.write({"docs/index.md": PAGE, "course/glossary.yml": GLOSSARY, "course/roadmap.yml": ROADMAP})
    built, checked = project.build(), check(project)
    assert built.returncode != 0 and checked.returncode != 0
    found = errors_of_check(checked)
    assert any(line.startswith("course/glossary.yml:6: 'node' has an empty 'bn'") for line in found), found
    assert any(line.startswith("course/roadmap.yml:5: ") for line in found), found
    assert errors_of_build(built) == found


def test_a_page_the_roadmap_does_not_list_is_a_warning_in_both(project):
    project.write({"docs/index.md": PAGE, "docs/03-three.md": "# তিন\n\nপাঠ।\n"})
    built, checked = project.build(), check(project)
    warning = "this lesson page is not in course/roadmap.yml"
    assert built.returncode != 0 and warning in built.stdout + built.stderr  # strict
    assert checked.returncode != 0 and warning in checked.stderr
