"""`mkdocs serve` in a real browser: a build problem shows in the page, and the page updates once fixed.

A real `mkdocs serve` runs on a small site (a temp copy: one lesson page, one
snippet) on 127.0.0.1 and a free port; Chromium opens the page and the test
edits files as an author would, never reloading the page itself: livereload must.
"""

from __future__ import annotations

import os
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import expect

from .conftest import Project, free_port, wait_for

pytestmark = pytest.mark.browser

PAGE = """# পরীক্ষার পাতা

```python exec="on" source="above" result="text"
--8<-- "lesson/hello.py"
```

ফল [[hello: 42]]।
"""
HELLO = "print('answer', 6 * 7)\n"
REBUILD_MS = 60_000  # a rebuild on a busy 2-core machine: a bound, not a timing


def descendants(pid: int) -> list[tuple[int, str]]:
    """(pid, command line) of every process below ``pid`` (Linux /proc)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(ppid, []).append(int(entry.name))
    found, todo = [], [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            try:
                cmd = (Path("/proc") / str(child) / "cmdline").read_bytes().replace(b"\0", b" ").decode()
            except OSError:
                continue
            found.append((child, cmd))
            todo.append(child)
    return found


@pytest.fixture
def serving(project: Project):
    """A small accepted site served by a real `mkdocs serve`; yields (project, base URL, log path, pid)."""
    project.write({"docs/lesson.md": PAGE, "snippets/lesson/hello.py": HELLO})
    accepted = project.accept()
    assert accepted.returncode == 0, accepted.stdout + accepted.stderr
    port = free_port()
    log = project.root / "serve.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "pathshala_mkdocs", "serve", "--dev-addr", f"127.0.0.1:{port}"],
            cwd=project.root, stdout=out, stderr=subprocess.STDOUT,
            env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
        )
    url = f"http://127.0.0.1:{port}/"

    def up() -> bool:
        try:
            with urllib.request.urlopen(url + "lesson/", timeout=2) as response:
                return response.status == 200
        except OSError:
            assert proc.poll() is None, log.read_text(encoding="utf-8")
            return False

    try:
        wait_for(up, 120, "mkdocs serve to answer")
        yield project, url, log, proc.pid
    finally:
        proc.terminate()
        try:
            proc.wait(20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def test_serve_shows_a_build_problem_in_the_page_and_updates_when_fixed(serving, browser):
    project, url, log, pid = serving
    # The fork server is up with the session, before any edit (its start is not paid by the first edit).
    wait_for(lambda: any("pathshala.running.forkserver" in cmd for _, cmd in descendants(pid)), 60, "the fork server")

    context = browser.new_context(base_url=url, service_workers="block")
    outside: list[str] = []

    def only_local(route):  # nothing leaves 127.0.0.1
        if route.request.url.startswith(url):
            route.continue_()
        else:
            outside.append(route.request.url)
            route.abort()

    context.route("**/*", only_local)
    page = context.new_page()
    page.set_default_timeout(60_000)
    page.goto("lesson/")
    output = page.locator("article .result, article pre").filter(has_text="answer 42").first
    expect(output).to_be_visible(timeout=REBUILD_MS)
    expect(page.locator(".ps-live-errors")).to_have_count(0, timeout=REBUILD_MS)

    # 1. The recording drifts: the banner names page, line and snippet, as the terminal does.
    recording = project.root / "snippets/lesson/hello.out"
    recording.write_text("answer 41\n", encoding="utf-8")
    banner = page.locator(".ps-live-errors")
    expect(banner).to_be_visible(timeout=REBUILD_MS)
    first = banner.locator("pre.ps-live-error").first
    expect(first).to_contain_text("docs/lesson.md:3", timeout=REBUILD_MS)
    expect(first).to_contain_text("snippets/lesson/hello.py", timeout=REBUILD_MS)
    message = first.inner_text()
    terminal = wait_for(lambda: message in log.read_text(encoding="utf-8") and log.read_text(encoding="utf-8"),
                        30, "the same message in the terminal")
    assert "appear stuck" not in terminal

    # 2. Fixed: the page updates by itself, without the banner.
    recording.write_text("answer 42\n", encoding="utf-8")
    expect(banner).to_have_count(0, timeout=REBUILD_MS)
    expect(page.locator("article pre").filter(has_text="answer 42").first).to_be_visible(timeout=REBUILD_MS)

    # 3. A snippet that fails: its traceback is in the banner; fixed, it is gone again.
    snippet = project.root / "snippets/lesson/hello.py"
    snippet.write_text("print('answer', 6 * 7)\nraise ValueError('ভাঙা snippet')\n", encoding="utf-8")
    expect(banner).to_be_visible(timeout=REBUILD_MS)
    expect(banner).to_contain_text("ValueError: ভাঙা snippet", timeout=REBUILD_MS)
    snippet.write_text(HELLO, encoding="utf-8")
    expect(banner).to_have_count(0, timeout=REBUILD_MS)
    expect(page.locator(".claim").first).to_have_text("৪২", timeout=REBUILD_MS)

    context.close()
    assert not outside, outside
