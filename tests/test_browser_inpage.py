"""In-page NumPy in a real browser: nothing of Pyodide loads on open; pressing the button loads it.

The pinned Pyodide lives on a CDN, which this machine cannot reach: the test
answers that one request itself (a stand-in `loadPyodide`), asserts it was
made only after the press, and checks the Bengali message when it fails.
"""

from __future__ import annotations

import pytest

from pathshala.render import PYODIDE_SRC

pytestmark = pytest.mark.browser

LESSON = "08-autograd-internals/"
STAND_IN = """
window.loadPyodide = async function (options) {
  window.__pyodideOptions = options;
  let out = null;
  return {
    loadPackage: async function (name) { window.__loadedPackage = name; },
    setStdout: function (o) { out = o; },
    setStderr: function () {},
    runPythonAsync: async function (code) { out.batched("stand-in ran " + code.split("\\n").length + " lines"); },
  };
};
"""


@pytest.fixture
def context(browser, site_url):
    context = browser.new_context(base_url=site_url, service_workers="block")
    requests: list[str] = []
    context.on("request", lambda request: requests.append(request.url))
    context.requests = requests
    yield context
    context.close()
    others = [u for u in requests if not u.startswith(site_url) and u != PYODIDE_SRC and not u.startswith("data:")]
    assert not others, f"requests left the site: {others}"


def test_opening_the_page_fetches_no_pyodide_and_pressing_does(context):
    answered: list[str] = []

    def answer(route):
        answered.append(route.request.url)
        route.fulfill(status=200, content_type="text/javascript", body=STAND_IN)

    context.route(PYODIDE_SRC, answer)
    page = context.new_page()
    page.goto(LESSON)
    page.wait_for_load_state("networkidle")
    assert not [u for u in context.requests if "pyodide" in u], "Pyodide was fetched before any press"
    block = page.locator(".ps-inpage").first
    block.scroll_into_view_if_needed()
    editor = block.locator("textarea.ps-inpage-code")
    assert editor.is_visible() and "import numpy" in editor.input_value()
    editor.fill("import numpy as np\nprint(np.arange(3))\n")  # the reader edits the code
    block.get_by_role("button", name="পাতায় চালান").click()
    output = block.locator(".ps-inpage-output")
    output.wait_for(state="visible")
    assert answered == [PYODIDE_SRC]
    assert "stand-in ran 3 lines" in output.inner_text()
    assert page.evaluate("window.__loadedPackage") == "numpy"
    assert "পাতায় চালানো হলো" in block.locator(".ps-inpage-status").inner_text()


def test_a_failed_download_says_so_in_bengali(context):
    context.route(PYODIDE_SRC, lambda route: route.abort("internetdisconnected"))
    page = context.new_page()
    page.goto(LESSON)
    block = page.locator(".ps-inpage").first
    block.scroll_into_view_if_needed()
    block.get_by_role("button", name="পাতায় চালান").click()
    status = block.locator(".ps-inpage-status")
    status.filter(has_text="Pyodide নামানো গেল না").wait_for()
    assert "আসল run" in status.inner_text()  # the build's own output is still there above
    assert block.locator(".ps-inpage-output").is_hidden()


def test_without_javascript_the_build_output_is_shown_and_no_button(browser, site_url):
    context = browser.new_context(base_url=site_url, java_script_enabled=False)
    page = context.new_page()
    page.goto(LESSON)
    block = page.locator(".ps-inpage").first
    assert block.locator("button", has_text="পাতায় চালান").is_hidden()
    assert block.locator("pre").first.is_visible()
    context.close()
