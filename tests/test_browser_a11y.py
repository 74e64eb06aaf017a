"""axe-core on the home page, the lesson and the widget page, light and dark, after a reader has used the widgets."""

from __future__ import annotations

import pytest

from .conftest import AXE

pytestmark = pytest.mark.browser

LESSON = "08-autograd-internals/"
# Only colours change with the scheme: the dark run checks just the rules about colour.
COLOUR_RULES = ["color-contrast", "link-in-text-block"]


def use_widgets(page) -> None:
    """Answer, check, reveal and step the first widget of each kind, so the audit also sees what the script adds."""
    quiz = page.locator("form.ps-choice").first
    if quiz.count():
        quiz.locator(".ps-option label").first.click()
        quiz.locator(".ps-check").click()
    if page.locator(".ps-order").count():
        page.locator(".ps-order .ps-check").first.click()
    predict = page.locator(".ps-predict").first
    if predict.count():
        predict.locator("textarea.ps-guess").fill("0")
        predict.locator(".ps-reveal").click()
    if page.locator(".ps-stepper").count():
        page.locator(".ps-stepper .ps-next").first.click()
    if page.locator(".ps-complete-button").count():
        page.locator(".ps-complete-button").click()


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("path", ["./", LESSON, "widgets/"])
def test_no_serious_or_critical_accessibility_violations(pages, path, scheme):
    if not AXE.is_file():
        pytest.fail(f"{AXE} is missing: run `npm ci` (make setup does it from package-lock.json)")
    page = pages.new(color_scheme=scheme)
    page.goto(path)
    page.wait_for_load_state("networkidle")
    expected = "slate" if scheme == "dark" else "default"
    assert page.evaluate("document.body.getAttribute('data-md-color-scheme')") == expected
    use_widgets(page)
    # Audit the page as it settles, not mid-transition: a button just clicked fades its colours (CI once
    # measured the stepper's "next" halfway, at contrast 4.49). Every check still applies to the end state.
    page.evaluate("() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null)))")
    page.evaluate(AXE.read_text(encoding="utf-8"))  # not a <script> tag: the page's CSP refuses injected scripts
    options = {"resultTypes": ["violations"]}
    if scheme == "dark":
        options["runOnly"] = {"type": "rule", "values": COLOUR_RULES}
    violations = page.evaluate("async options => (await axe.run(document, options)).violations", options)
    for v in violations:
        print(f"{path} [{scheme}] {v['impact']}: {v['id']} — {v['help']} ({len(v['nodes'])} nodes)")
        for node in v["nodes"][:5]:
            print(f"    {node['target']}: {node['failureSummary'].splitlines()[-1].strip()}")
    serious = [f"{v['id']} ({v['impact']}): {[n['target'] for n in v['nodes']]}"
               for v in violations if v["impact"] in ("serious", "critical")]
    assert not serious, "\n".join(serious)
