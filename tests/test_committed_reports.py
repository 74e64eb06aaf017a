"""A committed drift report (reports/*.{md,html,json}) names only pages and snippets the course still has.

A report is a verification of the course as it was on its date; one that names a renamed or deleted
snippet (``reports/torch-2.14.1.md`` named ``graph_inside.py`` and ``vjp_layer.py`` long after they were
gone) describes another course, and the site's verification page would show it as this one's. Regenerate
it (``make check-torch TORCH=<version>``) or remove it (contributing/maintaining.md).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from tests.conftest import REPO, write_tree

_SNIPPET = re.compile(r"snippets/[\w./-]+?\.py\b")
_PAGE = re.compile(r"docs/[\w./-]+?\.md\b")


def stale_names(root: Path) -> list[str]:
    """Every page or snippet a committed report names that ``root`` does not have, as ``report: name``."""
    stale = []
    for report in sorted((root / "reports").glob("*")):
        if report.suffix not in (".md", ".html", ".json"):
            continue
        text = report.read_text(encoding="utf-8")
        named = set(_SNIPPET.findall(text)) | set(_PAGE.findall(text))
        if report.suffix == ".json":
            data = json.loads(text)
            named |= {f"docs/{page}" for page in data.get("pages", {})}
            named |= {v[key] for v in data.get("verdicts", []) for key in ("page", "snippet") if v.get(key)}
        stale += [f"reports/{report.name}: {name}" for name in sorted(named) if not (root / name).is_file()]
    return stale


def test_every_committed_report_names_only_what_exists():
    stale = stale_names(REPO)
    assert not stale, ("a committed report names what the course no longer has; regenerate it with "
                       "`make check-torch TORCH=<version>` or remove it:\n  " + "\n  ".join(stale))


def test_a_stale_report_is_found(tmp_path):
    """The lines of the report that was committed stale, against a course without those snippets."""
    write_tree(tmp_path, {
        "docs/08-autograd-internals.md": "# ৮\n",
        "snippets/08-autograd-internals/vjp_basic.py": "print(1)\n",
        "reports/torch-2.14.1.md": "| `snippets/08-autograd-internals/graph_inside.py` | output | বদলেছে |\n"
                                   "| `snippets/08-autograd-internals/vjp_basic.py` | output | অপরিবর্তিত |\n",
        "reports/torch-2.14.1.json": json.dumps({
            "pages": {"04-forward-backprop.md": {"unchanged": 16}, "08-autograd-internals.md": {"unchanged": 1}},
            "verdicts": [{"page": "docs/08-autograd-internals.md",
                          "snippet": "snippets/08-autograd-internals/vjp_layer.py"}],
        }),
    })
    assert stale_names(tmp_path) == [
        "reports/torch-2.14.1.json: docs/04-forward-backprop.md",
        "reports/torch-2.14.1.json: snippets/08-autograd-internals/vjp_layer.py",
        "reports/torch-2.14.1.md: snippets/08-autograd-internals/graph_inside.py",
    ]
