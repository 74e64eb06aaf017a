"""`mkdocs serve --dirty`: each kind of edit renders only what it changes, and every served page is right.

A real `mkdocs serve --dirty` runs on a small site (two lessons, a home page with
the roadmap, the glossary) on 127.0.0.1. The test edits files as an author would
and, after each edit, reads from the server's log the speed-independent facts
(how many snippets ran, which pages were rendered), then compares every page the
server serves, and its search index, with a clean build of the same files made
from scratch in another folder (a serve build too: the same live banner, no
policy). Nothing here is timed; `make bench-scale` measures the times.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from .conftest import Project, free_port, wait_for

pytestmark = pytest.mark.site

FRONT = "---\nlesson: {n}\nmodule: ভিত্তি\ntime: 5\nobjectives:\n  - {goal}\n---\n"
ALPHA = FRONT.format(n=1, goal="একটি tensor চেনা") + """# আলফা

এখানে একটি tensor-এর কথা, আর একটি ছোট run।

```python exec="on" source="above" result="text"
--8<-- "01-alpha/hello.py"
```

ফল [[hello: 42]]।
"""
BETA = FRONT.format(n=2, goal="দ্বিগুণ করা") + """# বিটা

দ্বিগুণ করার একটি run।

```python exec="on" source="above" result="text"
--8<-- "02-beta/double.py"
```

ফল [[double: 84]]।
"""
ROADMAP = """total_lessons: 91
total_modules: 14
lessons:
  - {{number: 1, title: "আলফা", page: 01-alpha.md}}
  - {{number: 2, title: "{beta}", page: 02-beta.md}}
"""
GLOSSARY = """- term: tensor
  en: tensor
  bn: "{bn}"
"""
SITE = {
    "docs/index.md": "# হোম\n\n<!-- pathshala:roadmap -->\n",
    "docs/01-alpha.md": ALPHA,
    "docs/02-beta.md": BETA,
    "snippets/01-alpha/hello.py": "print('answer', 6 * 7)\n",
    "snippets/02-beta/double.py": "print('double', 2 * 42)\n",
    "course/roadmap.yml": ROADMAP.format(beta="বিটা"),
    "course/glossary.yml": GLOSSARY.format(bn="সংখ্যার বহুমাত্রিক সারি।"),
}
_LIVERELOAD = re.compile(r"<script>[^<]*livereload[^<]*</script>(?=</body>)", re.S)
SETTLE_S = 4  # quiet time that ends a burst of rebuilds (a notebook follows its lesson in a second build)


class Served:
    """A running `mkdocs serve --dirty` and its log, one segment per edit."""

    def __init__(self, project: Project) -> None:
        self.root = project.root
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}/"
        self.log_path = self.root / "serve.log"
        self.seen = 0
        with open(self.log_path, "wb") as out:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "pathshala_mkdocs", "serve", "--dirty", "--dev-addr", f"127.0.0.1:{self.port}"],
                cwd=self.root, stdout=out, stderr=subprocess.STDOUT, env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
            )
        wait_for(lambda: "Serving on" in self.log(), 300, "mkdocs serve to start")
        self.settle()

    def log(self) -> str:
        assert self.proc.poll() is None, self.log_path.read_text(encoding="utf-8")[-4000:]
        return self.log_path.read_text(encoding="utf-8")

    def settle(self) -> str:
        """Wait until the server has finished every build the last change brought; the log since then."""
        def quiet() -> bool:
            before = self.log()
            finished = len(re.findall(r"rendered \d+ page\(s\)|Aborted with", before))  # our plugin logs the first
            idle = before.count("Building documentation") == finished and len(before) > self.seen
            if not idle:
                return False
            time.sleep(SETTLE_S)
            return self.log() == before
        wait_for(quiet, 300, "the server to rebuild and go quiet")
        text = self.log()
        segment, self.seen = text[self.seen:], len(text)
        assert "Aborted with" not in segment and "ERROR" not in segment, segment[-4000:]
        return segment

    def edit(self, files: dict[str, str | None]) -> dict:
        """Write (or, for None, delete) files as an author saves them; the facts of the builds that followed."""
        time.sleep(1.1)  # a new mtime second, whatever the file system's resolution
        for rel, text in files.items():
            path = self.root / rel
            if text is None:
                path.unlink()
            else:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text, encoding="utf-8")
        segment = self.settle()
        ran = sum(int(m) for m in re.findall(r"snippets: \d+ total, (\d+) ran", segment))
        rendered = {url for line in re.findall(r"rendered \d+ page\(s\): (.*)", segment) for url in line.split()}
        return {"ran": ran, "rendered": rendered, "log": segment}

    def get(self, path: str) -> bytes | None:
        try:
            with urllib.request.urlopen(self.url + path, timeout=30) as response:
                return response.read()
        except urllib.error.HTTPError as err:
            if err.code == 404:
                return None
            raise

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


CLEAN_BUILD = """
import sys
from mkdocs.commands.build import build
from mkdocs.config import load_config
config = load_config("mkdocs.yml", site_dir=sys.argv[1])
config.plugins.on_startup(command="serve", dirty=False)
config.site_url = sys.argv[2]  # as `mkdocs serve` sets it (canonical links)
build(config, serve_url=sys.argv[2])
config.plugins.on_shutdown()
"""


def clean_build(project: Project, dest: Path, url: str) -> Path:
    """The project's current files built from scratch (as a fresh `mkdocs serve` would) in another folder."""
    if dest.exists():
        shutil.rmtree(dest)
    ignore = shutil.ignore_patterns("serve.log", "site", "mkdocs-jupyter", "site-notebooks")
    shutil.copytree(project.root, dest, symlinks=True, ignore=ignore)
    done = subprocess.run([sys.executable, "-c", CLEAN_BUILD, str(dest / "built"), url], cwd=dest, capture_output=True,
                          text=True, timeout=600, env={**os.environ, "NO_MKDOCS_2_WARNING": "1"})
    assert done.returncode == 0, (done.stdout + done.stderr)[-4000:]
    return dest / "built"


def search_docs(data: bytes) -> list[tuple[str, str, str]]:
    return [(d["location"], d["title"], d["text"]) for d in json.loads(data)["docs"]]


def assert_served_matches(served: Served, built: Path) -> None:
    """Every page of the clean build is served with the same HTML (the livereload script aside), and no
    other page; the search index holds the same entries in the same order."""
    pages = sorted(str(p.relative_to(built)) for p in built.rglob("index.html"))
    assert pages
    for rel in pages:
        got = served.get(rel.removesuffix("index.html"))
        assert got is not None, f"{rel} is not served"
        assert _LIVERELOAD.sub("", got.decode("utf-8")) == (built / rel).read_text(encoding="utf-8"), rel
    assert search_docs(served.get("search/search_index.json")) == search_docs(
        (built / "search" / "search_index.json").read_bytes())


@pytest.fixture
def served(project: Project):
    project.write(SITE)
    accepted = project.accept()
    assert accepted.returncode == 0, accepted.stdout + accepted.stderr
    server = Served(project)
    try:
        yield project, server
    finally:
        server.stop()


PAGES = {"/", "/01-alpha/", "/02-beta/", "/notebooks/01-alpha/", "/notebooks/02-beta/"}


def test_each_kind_of_edit_renders_what_it_changes_and_serves_what_a_clean_build_makes(served, tmp_path):
    project, server = served
    clean = tmp_path / "clean"

    # A prose edit: no snippet runs; the lesson (and its notebook, in the build that follows) render again.
    facts = server.edit({"docs/01-alpha.md": ALPHA.replace("একটি ছোট run", "একটি ছোট, নতুন run")})
    assert facts["ran"] == 0
    assert {"/01-alpha/", "/notebooks/01-alpha/"} <= facts["rendered"], facts["log"]
    assert not {"/", "/02-beta/", "/notebooks/02-beta/"} & facts["rendered"], facts["log"]
    assert_served_matches(server, clean_build(project, clean, server.url))
    assert "একটি ছোট, নতুন run" in server.get("01-alpha/").decode()

    # A snippet edit: that snippet alone runs; its page renders, the other lesson does not.
    facts = server.edit({"snippets/02-beta/double.py": "# দ্বিগুণ\nprint('double', 2 * 42)\n"})
    assert facts["ran"] == 1
    assert {"/02-beta/", "/notebooks/02-beta/"} <= facts["rendered"], facts["log"]
    assert not {"/", "/01-alpha/", "/notebooks/01-alpha/"} & facts["rendered"], facts["log"]
    assert_served_matches(server, clean_build(project, clean, server.url))
    assert "# দ্বিগুণ" in server.get("02-beta/").decode()

    # A glossary edit: every page's tooltips may change, so every page renders; nothing runs.
    facts = server.edit({"course/glossary.yml": GLOSSARY.format(bn="সংখ্যা সাজানোর নতুন সংজ্ঞা।")})
    assert facts["ran"] == 0 and facts["rendered"] >= PAGES, facts["log"]
    assert_served_matches(server, clean_build(project, clean, server.url))
    assert "সংখ্যা সাজানোর নতুন সংজ্ঞা" in server.get("01-alpha/").decode()

    # A roadmap edit: the home page's cards and every lesson's previous/next cards. (A written lesson's title is
    # its page's too, content/course_nav.py: renaming one is a page edit as well; a new lesson is the roadmap's.)
    facts = server.edit({"course/roadmap.yml": ROADMAP.format(beta="বিটা") + '  - {number: 3, title: "গামা, নতুন"}\n'})
    assert facts["ran"] == 0 and facts["rendered"] >= PAGES, facts["log"]
    assert_served_matches(server, clean_build(project, clean, server.url))
    assert "গামা, নতুন" in server.get("").decode() and "গামা, নতুন" in server.get("02-beta/").decode()

    # A new page: the nav of every page changes.
    facts = server.edit({"docs/notes.md": "# টীকা\n\nএকটি নতুন পাতা, অনন্যশব্দ সহ।\n"})
    assert facts["ran"] == 0 and PAGES | {"/notes/"} <= facts["rendered"], facts["log"]
    assert_served_matches(server, clean_build(project, clean, server.url))
    assert "অনন্যশব্দ" in server.get("search/search_index.json").decode()

    # A deleted page: gone from every nav and from the search index.
    facts = server.edit({"docs/notes.md": None})
    assert facts["ran"] == 0 and facts["rendered"] >= PAGES, facts["log"]
    assert_served_matches(server, clean_build(project, clean, server.url))
    assert "অনন্যশব্দ" not in server.get("search/search_index.json").decode()
    assert server.get("notes/") is None


RACE = """
import os, sys, time
from mkdocs.commands import build as b
from mkdocs.config import load_config

config = load_config("mkdocs.yml", site_dir="served")
config.plugins.on_startup(command="serve", dirty=True)
b.build(config, serve_url="http://127.0.0.1:8000/", dirty=True)
original = b._build_page

def saved_meanwhile(page, *args, **kwargs):
    # the author saves 01-alpha.md after this build decided not to render it, before it writes it
    if page.file.src_uri == "01-alpha.md" and page.content is None:
        path = page.file.abs_src_path
        with open(path, "a", encoding="utf-8") as f:
            f.write("\\nমাঝপথে লেখা বাক্য।\\n")
        later = time.time() + 5
        os.utime(path, (later, later))
    return original(page, *args, **kwargs)

b._build_page = saved_meanwhile
again = load_config("mkdocs.yml", site_dir="served")
again.plugins = config.plugins  # as `mkdocs serve` keeps them between builds
b.build(again, serve_url="http://127.0.0.1:8000/", dirty=True)
"""


def test_a_save_in_the_middle_of_a_dirty_build_is_rendered_not_a_crash(project: Project):
    project.write(SITE)
    accepted = project.accept()
    assert accepted.returncode == 0, accepted.stdout + accepted.stderr
    done = subprocess.run([sys.executable, "-c", RACE], cwd=project.root, capture_output=True, text=True,
                          timeout=600, env={**os.environ, "NO_MKDOCS_2_WARNING": "1"})
    assert done.returncode == 0, (done.stdout + done.stderr)[-4000:]
    assert "মাঝপথে লেখা বাক্য" in (project.root / "served" / "01-alpha" / "index.html").read_text(encoding="utf-8")


def test_a_same_size_theme_edit_with_its_mtime_put_back_is_seen(tmp_path):
    """The theme's folder counts by content (issue 32): a stat misses an edit made in the last read's tick."""
    from pathshala_mkdocs import incremental

    main = tmp_path / "overrides" / "main.html"
    main.parent.mkdir()
    main.write_text("{% extends 'base.html' %}<!-- a -->\n", encoding="utf-8")
    before = incremental._tree(tmp_path / "overrides")
    st = main.stat()
    main.write_text("{% extends 'base.html' %}<!-- b -->\n", encoding="utf-8")  # same size
    os.utime(main, ns=(st.st_atime_ns, st.st_mtime_ns))
    assert incremental._tree(tmp_path / "overrides") != before
