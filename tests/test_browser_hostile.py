"""A page carrying every hostile construct, used in Chromium: no dialog, no outside request, no CSP violation.

Also: every page of the real site satisfies its Content-Security-Policy (zero
violations, search used), and the policy is really enforced (a script added
after load is refused and reported), so "no violation" is not vacuous.
"""

from __future__ import annotations

import functools
import http.server
import threading
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from .conftest import Project, copy_machinery

pytestmark = pytest.mark.browser

EVIL = "https://evil.example"
PI_FIGURE = """svg = ('<?x > <img src=x onerror=alert("pi")> ?>'
       '<!DOCTYPE svg><!-- <img src=x onerror=alert("comment")> -->'
       '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>ছবি</title>'
       '<rect width="10" height="10" style="fill:var(--md-accent-fg-color, red)"/></svg>')
with open("pi.svg", "w", encoding="utf-8") as f:
    f.write(svg)
print("ছবি আঁকা হলো")
"""
HOSTILE_PAGE = f"""# বিপদ

<script>alert("prose")</script>

একটি tensor এখানে, আর একটি [লিংক](javascript:alert("link")) আর <a href="  javascript:alert('a')">আরেকটি</a>।

<img src=x onerror=alert("img")> <img src="{EVIL}/pixel.gif">

<?x > <img src=x onerror=alert("html-pi")> ?>

<iframe src="{EVIL}/frame"></iframe><object data="{EVIL}/o.swf"></object>

<p style="background:url({EVIL}/bg.png)">ছবি-পটভূমি</p>

<style>@import url({EVIL}/x.css); body {{ background: url({EVIL}/y.png) }}</style>

<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="40"><title>প্রাণবন্ত</title>
<animate attributeName="href" to="javascript:alert('animate')" begin="0s"/>
<set attributeName="onmouseover" to="alert('set')"/>
<a href="javascript:alert('svg-a')"><text x="1" y="8">ক</text></a>
<rect width="10" height="10" style="fill:url({EVIL}/p.svg#g)"/>
<style>@import url({EVIL}/svg.css);</style>
<foreignObject><img src=x onerror=alert("fo")></foreignObject>
</svg>

```python exec="on" source="above" result="text" figures="pi.svg"
--8<-- "hostile/pi.py"
```

```quiz
id: q
question: "<script>alert('quiz')</script>কোনটি <img src=x onerror=alert('quiz-img')>?"
options:
  - text: "ক <script>alert('option')</script>"
    correct: true
    why: "<img src=x onerror=alert('why')>কারণ।"
  - text: খ
    why: না।
```

```stepper
title: ধাপ
steps:
  - title: এক
    body: "<script>alert('stepper')</script><b onmouseover=alert('b')>দেহ</b>"
  - title: দুই
    body: শেষ
```
"""
GLOSSARY = """- term: tensor
  en: "<img src=x onerror=alert('tooltip')>"
  bn: সংখ্যার খোপ।
"""
LISTEN = """
window.__csp = [];
document.addEventListener("securitypolicyviolation", e => {
  window.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
}, true);
"""

# Script elements, handlers and javascript: URLs left in the article's DOM (text that shows markup is fine).
LIVE_MARKUP = """() => {
  const bad = [];
  for (const el of document.querySelectorAll("article *")) {
    const tag = el.tagName.toLowerCase();
    const dead = ["script", "iframe", "object", "embed", "style", "animate", "set", "foreignobject"];
    if (dead.includes(tag)) bad.push(tag);
    for (const a of el.attributes) {
      if (a.name.startsWith("on") || /^\\s*javascript:/i.test(a.value) || a.value.includes("evil.example")) {
        bad.push(`${tag} ${a.name}=${a.value}`);
      }
    }
  }
  return bad;
}"""


def serve(directory: Path):
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(directory)))
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def build_hostile_site(project: Project) -> None:
    """The hostile page, its figure and glossary written, recorded and built (the build must pass)."""
    project.write({"docs/index.md": "# হোম\n\nশুরু।\n", "docs/hostile.md": HOSTILE_PAGE,
                   "snippets/hostile/pi.py": PI_FIGURE, "course/glossary.yml": GLOSSARY})
    accepted = project.accept()
    assert accepted.returncode == 0, accepted.stdout + accepted.stderr
    built = project.build()
    assert built.returncode == 0, (built.stdout + built.stderr)[-4000:]


@pytest.fixture(scope="module")
def hostile_url(tmp_path_factory):
    root = tmp_path_factory.mktemp("hostile") / "site"
    root.mkdir()
    copy_machinery(root, with_content=False)
    build_hostile_site(Project(root))
    server = serve(root / "site")
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


class Watch:
    """A browser context recording requests off 127.0.0.1 (aborted), dialogs, CSP reports and console errors."""

    def __init__(self, browser, base_url: str) -> None:
        self.outside: list[str] = []
        self.dialogs: list[str] = []
        self.console: list[str] = []
        self.context = browser.new_context(base_url=base_url, service_workers="block")
        self.context.add_init_script(LISTEN)
        self.context.route("**/*", self._route)
        self.page = self.context.new_page()
        self.page.set_default_timeout(30_000)  # a bound on waiting, not a timing: the lesson page is large
        self.page.on("dialog", self._dialog)
        self.page.on("console", lambda m: self.console.append(m.text) if m.type == "error" else None)
        self.page.on("pageerror", lambda e: self.console.append(str(e)))

    def _route(self, route) -> None:
        url = route.request.url
        if urlsplit(url).scheme in ("http", "https") and urlsplit(url).hostname != "127.0.0.1":
            self.outside.append(url)
            route.abort()
        else:
            route.continue_()

    def _dialog(self, dialog) -> None:
        self.dialogs.append(dialog.message)
        dialog.dismiss()

    def violations(self) -> list[str]:
        reported = self.page.evaluate("window.__csp")
        return reported + [c for c in self.console if "Content Security Policy" in c]

    def close(self) -> None:
        self.context.close()


@pytest.fixture
def watch(browser):
    opened: list[Watch] = []

    def new(base_url: str) -> Watch:
        opened.append(Watch(browser, base_url))
        return opened[-1]

    yield new
    for w in opened:
        w.close()


def test_a_page_with_every_hostile_construct_runs_nothing_and_loads_nothing_from_outside(watch, hostile_url):
    w = watch(hostile_url)
    page = w.page
    page.goto("hostile/")
    page.wait_for_load_state("networkidle")
    assert page.locator("figure.ps-figure svg rect").count() == 1  # the figure is there, its trick is not
    assert page.get_by_text("দেহ").is_visible() or page.locator(".ps-stepper").count() == 1
    term = page.locator("article abbr.ps-term").first
    assert term.get_attribute("title") == "সংখ্যার খোপ। ()"  # the markup of the English name is gone
    term.hover()
    tooltip = page.locator(".md-tooltip2.md-tooltip2--active")
    tooltip.wait_for(state="visible")
    assert tooltip.locator("img").count() == 0
    page.locator("article svg").first.hover(force=True)  # where a <set onmouseover> would have fired
    page.locator("article a", has_text="লিংক").click()  # a javascript: link is no link any more
    page.locator(".ps-option label").first.click()
    page.locator(".ps-check").first.click()
    page.wait_for_timeout(300)
    assert page.evaluate(LIVE_MARKUP) == []
    assert not w.dialogs, w.dialogs
    assert not w.outside, w.outside
    assert not w.violations(), w.violations()


def test_the_policy_is_enforced_so_no_violation_means_something(watch, hostile_url):
    w = watch(hostile_url)
    w.page.goto("hostile/")
    w.page.evaluate("""() => { const s = document.createElement("script"); s.textContent = "alert('late')";
                               document.body.appendChild(s);
                               const i = document.createElement("img"); i.src = "https://evil.example/late.gif";
                               document.body.appendChild(i); }""")
    w.page.wait_for_timeout(300)
    assert not w.dialogs
    reported = w.page.evaluate("window.__csp")
    assert any(r.startswith("script-src") for r in reported), reported
    assert any(r.startswith("img-src") and "evil.example" in r for r in reported), reported
    assert not w.outside  # the policy stopped it before any request left


def built_pages(site: Path) -> list[str]:
    pages = sorted(str(p.parent.relative_to(site)) + "/" for p in site.rglob("index.html"))
    return [("" if p == "./" else p) for p in pages] + ["404.html"]


def test_every_page_of_the_real_site_satisfies_its_policy(watch, browser_site, site_url):
    site = browser_site.root / "site"
    paths = built_pages(site)
    assert any(p.startswith("notebooks/") for p in paths) and "08-autograd-internals/" in paths
    w = watch(site_url)
    found = {}
    for path in paths:
        w.page.goto(site_url + path)
        w.page.wait_for_load_state("networkidle")
        assert "Content-Security-Policy" in w.page.content(), path
        if path == "":  # the search worker and its index
            w.page.get_by_role("textbox", name="অনুসন্ধান করুন").click()
            w.page.keyboard.type("tensor")
            w.page.locator(".md-search-result__item").first.wait_for()
        if w.violations():
            found[path] = w.violations()
        w.console.clear()
    assert not found, found
    assert not w.outside, w.outside
    assert not w.dialogs, w.dialogs
