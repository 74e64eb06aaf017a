"""Errors in the page under `mkdocs serve` (live_errors): collected, shown as escaped text, serve only."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace

import pytest
from pathshala_mkdocs import live_errors

from pathshala.model import SiteModel
from pathshala.problems import Problem, Severity
from pathshala.site import SiteBuild

from .conftest import Project, note_accepted

PAGE = """# পাতা

```python exec="on" result="text"
--8<-- "l/hello.py"
```

```quiz
id: q
question: [ভাঙা
```

ফল [[hello: 42]]।
"""

# What `mkdocs serve` does for a build, minus the HTTP server: the plugins learn the command first.
SERVE_BUILD = """
import logging
logging.basicConfig(level=logging.INFO, format="%(levelname)-8s-  %(message)s")
from mkdocs.commands.build import build
from mkdocs.config import load_config
config = load_config("mkdocs.yml", site_dir="served")
config.plugins.on_startup(command="serve", dirty=False)
build(config, serve_url="http://127.0.0.1:8000/")
config.plugins.on_shutdown()
"""


def model_with(*problems: Problem, warnings: tuple[Problem, ...] = ()) -> SiteModel:
    model = SiteModel(root=None)
    model.found = [*problems, *(replace(w, severity=Severity.WARNING) for w in warnings)]
    return model


def test_banner_lists_this_pages_problems_and_the_site_wide_ones_as_escaped_text():
    other = Problem("docs/b.md", 9, "snippets/b/x.py drifted")
    mine = Problem("docs/a.md", 3, "claim [[x: 1]] does not hold:\n    -<b>old</b>\n    +new")
    sitewide = Problem("snippets/old/gone.out", None, "this recording belongs to no fence of the site")
    noise = Problem("docs/a.md", 5, "prints 3e-18, below 1e-12")
    html = live_errors.page_content(model_with(other, mine, warnings=(sitewide, noise)), "<h1>ক</h1>", "a.md")
    assert html.startswith('<div class="ps-live-errors" role="alert">') and html.endswith("<h1>ক</h1>")
    assert "build-এর ১টি সমস্যা, ২টি সতর্কবার্তা" in html
    shown = html.split('<pre class="ps-live-error')[1:]
    assert [s.split("<code>")[1].split(":")[0] for s in shown] == ["docs/a.md", "docs/a.md", "snippets/old/gone.out"]
    assert "docs/b.md" not in html  # shown on b's own page: a's banner does not change with it
    assert "&lt;b&gt;old&lt;/b&gt;" in html and "<b>" not in html  # a run's text is never markup
    assert "<script" not in html and " on" not in html.split(">", 1)[0]
    assert live_errors.page_content(model_with(other), "<p>x</p>", "a.md") == "<p>x</p>"


def test_no_banner_without_problems():
    assert live_errors.page_content(model_with(), "<p>x</p>", "a.md") == "<p>x</p>"
    assert live_errors.page_content(None, "<p>x</p>", "a.md") == "<p>x</p>"


def test_only_serve_is_live():
    assert live_errors.enabled("serve")
    assert not live_errors.enabled("build") and not live_errors.enabled("gh-deploy") and not live_errors.enabled(None)


def test_blocks_the_site_pass_could_not_read_are_shown_as_plain_code(tmp_path):
    (tmp_path / "snippets/l").mkdir(parents=True)
    (tmp_path / "snippets/l/hello.py").write_text("print('answer', 6 * 7)\n", encoding="utf-8")
    (tmp_path / "snippets/l/hello.out").write_text("answer 42\n", encoding="utf-8")
    note_accepted(tmp_path, ["snippets/l/hello.out"])  # as `make accept` wrote it
    model = SiteBuild(tmp_path).run({"l.md": PAGE})
    assert [p.where for p in model.problems] == ["docs/l.md:10"]  # the faulty value in the quiz YAML
    marked = live_errors.mark_refs(PAGE, model.pages["l.md"])
    assert "```text\n--8<--" in marked and "```text\nid: q" in marked  # shown as written, not run


@pytest.mark.site
def test_serve_builds_with_a_banner_where_a_strict_build_stops(project: Project):
    project.write({"docs/l.md": PAGE, "snippets/l/hello.py": "print('answer', 6 * 7)\n",
                   "snippets/l/hello.out": "answer 41\n"})
    built = project.build()
    output = built.stdout + built.stderr
    assert built.returncode != 0 and "snippet problem(s) above: the build stops here" in output
    assert "shown in the browser" not in output

    served = subprocess.run([sys.executable, "-c", SERVE_BUILD], cwd=project.root, capture_output=True,
                            text=True, timeout=600)
    log = served.stdout + served.stderr
    assert served.returncode == 0, log[-3000:]
    assert "docs/l.md:3: output of snippets/l/hello.py drifted" in log and "shown in the browser until fixed" in log
    page = (project.root / "served" / "l" / "index.html").read_text(encoding="utf-8")
    banner = page.split('<div class="ps-live-errors" role="alert">', 1)[1].split("</div>", 1)[0]
    assert "docs/l.md:3: output of snippets/l/hello.py drifted" in banner
    assert "docs/l.md:10: quiz block" in banner
    assert "-answer 41" in banner and "+answer 42" in banner
    index = project.root / "served" / "index.html"
    assert not index.exists() or "ps-live-errors" in index.read_text(encoding="utf-8")
