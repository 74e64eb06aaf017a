"""Two clean builds of the real site give byte-identical pages."""

from __future__ import annotations

import difflib
import shutil

import pytest

pytestmark = pytest.mark.site


def test_two_clean_builds_give_identical_html(real_project):
    root = real_project.root
    sites = []
    for site_dir in ("site-first", "site-second"):
        shutil.rmtree(root / "site", ignore_errors=True)
        shutil.rmtree(root / ".cache", ignore_errors=True)  # nothing cached: every snippet runs again
        result = real_project.build(site_dir=site_dir)
        assert result.returncode == 0, (result.stdout + result.stderr)[-3000:]
        assert ", 0 cached," in result.stdout + result.stderr, "a clean build reused cached runs"
        sites.append(root / site_dir)

    first, second = ({str(p.relative_to(s)): p for p in s.rglob("*.html")} for s in sites)
    assert first, "the build wrote no HTML"
    assert sorted(first) == sorted(second), "the two builds wrote different pages"
    differ = []
    for name in sorted(first):
        a, b = first[name].read_bytes(), second[name].read_bytes()
        if a != b:
            diff = difflib.unified_diff(
                a.decode("utf-8", "replace").splitlines(),
                b.decode("utf-8", "replace").splitlines(),
                f"site-first/{name}",
                f"site-second/{name}",
                lineterm="",
                n=0,
            )
            differ.append("\n".join(list(diff)[:12]))
    assert not differ, f"{len(differ)} page(s) differ between two clean builds:\n" + "\n\n".join(differ)
