"""In-page Python in a real browser, on lesson ০৫ as built.

The pure-Python path runs the REAL Pyodide that the site serves itself
(assets/pyodide/, from the npm package): no stand-in. Every request to a host
other than 127.0.0.1 is aborted and recorded. NumPy for Pyodide lives only on
Pyodide's CDN, which this machine cannot reach: the real runtime's request
for it is checked (address, Bengali message when it fails), and a stand-in
runtime covers that path's success only.
"""

from __future__ import annotations

import json
import re
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from pathshala.rendering import inpage

from .conftest import REPO

pytestmark = pytest.mark.browser

LESSON = "05-home-made-autograd/"
SNIPPETS = REPO / "snippets" / "05-home-made-autograd"
PYODIDE_WAIT_MS = 180_000  # loading and compiling 13 MB of wasm on a shared 2-core machine
NUMPY_WHEEL = inpage.CDN + json.loads(
    (REPO / "node_modules/pyodide/pyodide-lock.json").read_text(encoding="utf-8"))["packages"]["numpy"]["file_name"]


@pytest.fixture
def context(browser, site_url):
    """A fresh context: requests recorded; any host but 127.0.0.1 aborted and recorded in ``elsewhere``."""
    context = browser.new_context(base_url=site_url, service_workers="block")
    context.requests, context.elsewhere, context.errors = [], [], []
    context.on("request", lambda request: context.requests.append(request.url))

    def guard(route):
        url = urlsplit(route.request.url)
        if url.scheme in ("data", "blob") or url.hostname == "127.0.0.1":
            route.continue_()
        else:
            context.elsewhere.append(route.request.url)
            route.abort("internetdisconnected")

    context.route("**/*", guard)
    yield context
    context.close()


def open_lesson(context, lesson=LESSON):
    page = context.new_page()
    page.add_init_script("window.__violations = []; document.addEventListener('securitypolicyviolation', "
                         "e => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));")
    page.set_default_timeout(20_000)
    page.on("pageerror", lambda error: context.errors.append(str(error)))
    page.goto(lesson)
    page.wait_for_load_state("networkidle")
    return page


def parts_of(page) -> list[str]:
    """The URLs of the lesson the page shows: its opening page, then its parts 2, 3, … (content/parts.py), as the
    opening page lists them."""
    opening = re.match(r"^(.*?/\d\d-[a-z0-9-]+/)", page.url).group(1)
    if page.url.split("#")[0] != opening:
        page.goto(opening)
        page.wait_for_load_state("networkidle")
    return [opening] + [u for u in page.locator("nav.ps-parts a.ps-part-link").evaluate_all("a => a.map(x => x.href)")
                        if u != opening]


def block_of(page, name: str, snippets=SNIPPETS):
    """The in-page block whose editor holds <snippets>/<name>.py (lesson ০৫'s folder unless told): on the page
    shown, else on the part of its lesson that holds it, which the page then shows."""
    source = (snippets / f"{name}.py").read_text(encoding="utf-8")

    def here():
        blocks = page.locator(".ps-inpage")
        return next((blocks.nth(i) for i in range(blocks.count())
                     if blocks.nth(i).locator("textarea.ps-inpage-code").input_value() == source), None)

    found = here()
    for url in [] if found is not None else parts_of(page):
        if page.url.split("#")[0] != url:
            page.goto(url)
            page.wait_for_load_state("networkidle")
        found = here()
        if found is not None:
            break
    if found is None:
        raise AssertionError(f"no in-page block holds {name}.py")
    return found


def run_and_read(block) -> str:
    block.scroll_into_view_if_needed()
    block.get_by_role("button", name="পাতায় চালান").click()
    status = block.locator(".ps-inpage-status")
    expect(status).to_contain_text("পাতায় চালানো হলো", timeout=PYODIDE_WAIT_MS)
    return block.locator(".ps-inpage-output code").text_content()


# What the site's Content-Security-Policy is expected to allow: no 'unsafe-eval', wasm compiled from the
# site, NumPy fetched only from Pyodide's CDN folder, the in-page worker from a blob: URL (so that the page's
# policy binds it, SECURITY.md). ('unsafe-inline' is here for Material's own inline scripts only: our markup has
# no script; that policy is another change's business.)
CSP = ("default-src 'self'; script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; "
       "img-src 'self' data:; font-src 'self'; connect-src 'self' https://cdn.jsdelivr.net/pyodide/; "
       "worker-src 'self' blob:")


def with_csp(context):
    def serve(route):
        response = route.fetch()
        route.fulfill(response=response, headers={**response.headers, "content-security-policy": CSP})
        context.csp_served = True

    return serve


def test_real_pyodide_runs_edits_and_resets_a_lesson_block(context, site_url):
    context.csp_served = False
    # the page itself and the lesson's other parts (content/parts.py), served under that policy
    context.route(re.compile(re.escape(f"{site_url}{LESSON}") + r"(\d+/)?$"), with_csp(context))
    page = open_lesson(context)
    assert page.evaluate("document.querySelectorAll('.ps-inpage script').length") == 0
    assert context.csp_served  # the lesson arrived with the policy header
    assert not [u for u in context.requests if "/assets/pyodide/" in u], "Pyodide was fetched on open"

    value = block_of(page, "rashi")
    assert value.get_attribute("data-runtime") == "python"
    editor = value.locator("textarea.ps-inpage-code")
    original = editor.input_value()
    # The unedited block prints in the page exactly what the build recorded (and the page shows above it).
    recorded = (SNIPPETS / "rashi.out").read_text(encoding="utf-8")
    assert run_and_read(value) == recorded
    assert recorded.strip() in value.locator("pre").first.evaluate("n => n.closest('.ps-inpage').textContent")
    assert f"{site_url}assets/pyodide/pyodide.asm.wasm" in context.requests  # the site's own copy

    # The reader opens the editor, edits the code (keyboard only: type, Tab to the button, Enter) and sees
    # what Python printed.
    assert editor.is_hidden()  # code once: the editor opens when asked (issue 38)
    value.get_by_role("button", name="কোড বদলে চালান").click()
    editor.fill('x = 6 * 7\nprint("উত্তর", x)\nprint("<b>markup নয়</b>")\n')
    editor.focus()
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    output = value.locator(".ps-inpage-output code")
    expect(output).to_have_text("উত্তর 42\n<b>markup নয়</b>\n", timeout=PYODIDE_WAIT_MS)
    assert value.locator(".ps-inpage-output b").count() == 0  # shown as text, never as markup

    # A mistake shows Python's own traceback, as text.
    editor.fill("print(1)\n1 / 0\n")
    value.get_by_role("button", name="পাতায় চালান").click()
    expect(value.locator(".ps-inpage-status")).to_contain_text("error", timeout=PYODIDE_WAIT_MS)
    assert "ZeroDivisionError" in output.text_content() and output.text_content().startswith("1\n")

    value.get_by_role("button", name="আগের কোডে ফিরুন").click()
    assert editor.input_value() == original
    assert value.locator(".ps-inpage-output").is_hidden()

    # Every other pure-Python block of the lesson prints its recording too; all but mangoes import
    # sibling modules (rashi.py, backward.py, mango_net.py, mangoes.py), which travel with them.
    for name in ("first_try", "backward", "ops_check", "mangoes", "train_rashi", "dual_vs_reverse"):
        assert run_and_read(block_of(page, name)) == (SNIPPETS / f"{name}.out").read_text(encoding="utf-8"), name

    assert context.elsewhere == [], f"a pure-Python run reached another host: {context.elsewhere}"
    assert context.errors == []
    assert page.evaluate("window.__violations") == []  # Pyodide needed nothing the policy forbids

    # A NumPy block asks Pyodide's CDN for the wheel its lock file names; unreachable here, it says so.
    arrays = block_of(page, "arraygrad", REPO / "snippets" / "_shared")  # the page shows the shared helper
    assert "cdn.jsdelivr.net" in arrays.locator(".ps-inpage-note").inner_text()
    arrays.scroll_into_view_if_needed()
    arrays.get_by_role("button", name="পাতায় চালান").click()
    expect(arrays.locator(".ps-inpage-status")).to_contain_text("NumPy নামানো গেল না", timeout=PYODIDE_WAIT_MS)
    said = arrays.locator(".ps-inpage-status").inner_text()
    # a blocked CDN stays blocked: the message says where NumPy comes from and what does not help (issue 38)
    assert "cdn.jsdelivr.net" in said and "আবার চাপলেও একই হবে" in said and "একটু পরে" not in said, said
    assert context.elsewhere == [NUMPY_WHEEL]


FIRST_LESSON = REPO / "snippets" / "01-what-is-learning"


def test_lesson_01_python_blocks_print_their_recordings_in_real_pyodide(context):
    """Lesson ০১ is a reader's first page: each pure-Python block, run unedited in the site's own Pyodide,
    prints what the build recorded, carried modules (the ledger, the loss, the plot helpers) included."""
    page = open_lesson(context, "01-what-is-learning/")
    names = ("dab", "loss", "try_values", "slope", "descend", "ex_mae", "ex_step", "ex_neuron", "mae_descend")
    for name in names:
        block = block_of(page, name, FIRST_LESSON)
        assert block.get_attribute("data-runtime") == "python", name
        block.evaluate("b => { const d = b.closest('details'); if (d) d.open = true; }")  # exercise answers
        assert run_and_read(block) == (FIRST_LESSON / f"{name}.out").read_text(encoding="utf-8"), name
    runtimes = []
    for url in parts_of(page):  # every part of the lesson
        page.goto(url)
        runtimes += page.locator(".ps-inpage").evaluate_all("blocks => blocks.map(b => b.dataset.runtime)")
    assert runtimes.count("python") == len(names) and runtimes.count("numpy") == 2, runtimes
    assert context.elsewhere == [] and context.errors == []


STAND_IN = """
export async function loadPyodide(options) {
  const seen = {indexURL: options.indexURL, packageBaseUrl: options.packageBaseUrl, files: [], loaded: ""};
  let out = null;
  const run = function (code) {
    out.write(new TextEncoder().encode("stand-in ran " + code.split("\\n").length + " lines <i>x</i>\\n"));
    out.write(new TextEncoder().encode(JSON.stringify(seen) + "\\n"));
    return true;
  };
  run.destroy = function () {};
  return {
    runPython: function () { return true; },  // RUNNER, "is numpy importable?", and the seal's sys.modules
    loadPackage: async function (name) { seen.loaded = name; },
    unregisterJsModule: function () {},
    setStdout: function (o) { out = o; },
    setStderr: function () {},
    // the dict RUNNER is defined in: the worker takes its functions from it
    toPy: function (x) { return {value: x, destroy: function () {}, get: function () { return run; }}; },
    FS: {mkdirTree: function () {}, writeFile: function (path) { seen.files.push(path.split("/").pop()); }},
  };
}
"""


def test_numpy_block_with_a_stand_in_runtime(context, site_url):
    """NumPy's success path, which needs the CDN: the site's pyodide.mjs is answered by a stand-in (in the worker)."""
    answered: list[str] = []

    def answer(route):
        answered.append(route.request.url)
        route.fulfill(status=200, content_type="text/javascript", body=STAND_IN)

    context.route("**/assets/pyodide/pyodide.mjs", answer)
    page = open_lesson(context)
    block = block_of(page, "array_net")
    assert block.get_attribute("data-runtime") == "numpy"
    note = block.locator(".ps-inpage-note").inner_text()
    assert "NumPy" in note and "MB" in note and "cdn.jsdelivr.net" in note  # said before any download
    assert not answered
    printed = run_and_read(block)
    assert "stand-in ran" in printed and block.locator(".ps-inpage-output i").count() == 0
    assert answered == [f"{site_url}assets/pyodide/pyodide.mjs"]
    seen = json.loads(printed.splitlines()[-1])
    assert (seen["indexURL"], seen["packageBaseUrl"]) == (f"{site_url}assets/pyodide/", inpage.CDN)
    assert seen["loaded"] == "numpy"
    assert sorted(seen["files"]) == ["arraygrad.py", "mangoes.py"]
    assert context.elsewhere == [] and context.errors == []


def test_a_failed_download_says_so_in_bengali(context):
    context.route("**/assets/pyodide/pyodide.mjs", lambda route: route.abort("internetdisconnected"))
    page = open_lesson(context)
    block = page.locator(".ps-inpage").first
    block.scroll_into_view_if_needed()
    block.get_by_role("button", name="পাতায় চালান").click()
    status = block.locator(".ps-inpage-status")
    status.filter(has_text="Pyodide নামানো গেল না").wait_for()
    assert "আসল run" in status.inner_text()  # the build's own output is still there above
    assert block.locator(".ps-inpage-output").is_hidden()


def test_without_javascript_the_build_output_is_shown_and_no_controls(browser, site_url):
    context = browser.new_context(base_url=site_url, java_script_enabled=False)
    page = context.new_page()
    page.goto(LESSON)
    block = page.locator(".ps-inpage").first
    assert block.locator("button", has_text="পাতায় চালান").is_hidden()
    assert block.locator("textarea").is_hidden() and block.locator(".ps-inpage-note").is_hidden()
    assert block.locator("pre").first.is_visible()
    context.close()
