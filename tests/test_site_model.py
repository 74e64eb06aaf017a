"""Whole-site builds and the build model: plugin order is free, rebuilds in one process share no state."""

from __future__ import annotations

import logging
import re

import pytest

from pathshala.site import SiteBuild

from .conftest import tree_digest

pytestmark = pytest.mark.site

FENCE = '```python exec="on" result="text"\n--8<-- "{path}"\n```\n'
MAIN = "from helper import WHO\nprint('from', WHO)\n"


def test_two_pages_with_the_same_code_each_show_their_own_run(project):
    project.write(
        {
            "snippets/a/main.py": MAIN, "snippets/a/helper.py": "WHO = 'lesson a'\n",
            "snippets/b/main.py": MAIN, "snippets/b/helper.py": "WHO = 'lesson b'\n",
            "docs/a.md": "# A\n\n" + FENCE.format(path="a/main.py"),
            "docs/b.md": "# B\n\n" + FENCE.format(path="b/main.py"),
        }
    )
    assert project.accept().returncode == 0
    built = project.build()
    assert built.returncode == 0, built.stderr[-2000:]
    a, b = project.html("a"), project.html("b")
    assert "from lesson a" in a and "from lesson b" not in a
    assert "from lesson b" in b and "from lesson a" not in b


def test_the_plugins_may_be_listed_in_any_order(real_project):
    """Pathshala orders its own steps; reversing the plugin list gives the same site."""
    assert real_project.build(site_dir="site-a").returncode == 0
    config = real_project.root / "mkdocs.yml"
    text = config.read_text(encoding="utf-8")
    block = re.search(r"(?ms)^plugins:\n(.*?)^\S", text).group(1)
    entries = re.split(r"(?m)^(?=  - )", block)
    reversed_block = "".join(reversed([e for e in entries if e.strip()]))
    config.write_text(text.replace(block, reversed_block), encoding="utf-8")
    assert re.search(r"(?m)^plugins:\n  - search:", config.read_text(encoding="utf-8"))
    result = real_project.build(site_dir="site-b")
    assert result.returncode == 0, result.stderr[-3000:]
    a = tree_digest(real_project.root / "site-a", skip=())
    b = tree_digest(real_project.root / "site-b", skip=())
    assert a.keys() == b.keys()
    assert [k for k in a if a[k] != b[k]] == []


def test_two_rebuilds_in_one_process_share_no_state(project, caplog, monkeypatch):
    """As under `mkdocs serve`: one plugin instance, two builds; the second sees only its own inputs."""
    from mkdocs.commands.build import build
    from mkdocs.config import load_config

    project.write(
        {
            "course/glossary.yml": "- term: gradient\n  en: gradient\n  bn: ঢাল কতটা খাড়া\n",
            "snippets/s/fare.py": "print('fare', 40)\n",
            "docs/s.md": "# ভাড়া\n\nএকটি gradient।\n\n" + FENCE.format(path="s/fare.py"),
        }
    )
    assert not SiteBuild(project.root, accept=True).run({"s.md": (project.root / "docs/s.md").read_text()}).problems

    def one_build():  # not strict: the second build's warning is what this test looks for
        config = load_config(str(project.root / "mkdocs.yml"), site_dir=str(project.root / "site"), strict=False)
        config.plugins.on_startup(command="serve", dirty=False)
        build(config)
        return config

    monkeypatch.chdir(project.root)  # as `mkdocs serve` runs: pymdownx.snippets reads paths from here
    caplog.set_level(logging.INFO)
    first = one_build()
    plugin = first.plugins["pathshala"]
    assert plugin.build is None  # dropped when the build ended
    assert "fare 40" in project.html("s")
    project.write(
        {"snippets/s/fare.py": "print('fare', 45)\n", "snippets/s/fare.out": "fare 45\n",
         "docs/s.md": "# ভাড়া\n\nএকটি ঢাল।\n\n" + FENCE.format(path="s/fare.py")}
    )
    caplog.clear()
    second = one_build()
    try:
        assert second.plugins["pathshala"] is plugin  # the same instance, as `mkdocs serve` keeps it
        html = project.html("s")
        assert "fare 45" in html and "fare 40" not in html
        assert "snippets: 1 total, 1 ran, 0 cached" in caplog.text
        # the first build's use of "gradient" did not carry over: the term is now unused
        assert "glossary term 'gradient' is used on no page" in caplog.text
        assert plugin.build is None
    finally:
        second.plugins.on_shutdown()
