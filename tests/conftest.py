"""Shared fixtures: a runner, throw-away projects, and whole-site builds in a subprocess."""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from bench.local import CHROMIUM, CHROMIUM_ARGS, free_port, static_server  # noqa: F401 (tests import free_port from here)

REPO = Path(__file__).resolve().parent.parent
_LOG_RECORD = re.compile(r"^(?:DEBUG|INFO|WARNING|ERROR|CRITICAL)\s+-\s+", re.M)


def pytest_sessionstart(session):
    """Tests copy this checkout's mkdocs.yml and content into throw-away sites, and some load the configuration
    in-process: the checks `python -m pathshala_mkdocs` makes before MkDocs reads anything run first here too."""
    from pathshala.content import config_check, tracked

    found = config_check.problems(REPO / "mkdocs.yml") + tracked.refusals(REPO)
    if found:
        pytest.exit("this checkout is refused before any test runs (SECURITY.md):\n  " + "\n  ".join(found), 1)


def error_records(output: str) -> list[str]:
    """The text of every ERROR record MkDocs logged (a record runs until the next record)."""
    starts = list(_LOG_RECORD.finditer(output))
    return [
        output[here.end() : after.start() if after else len(output)]
        for here, after in zip(starts, [*starts[1:], None], strict=True)
        if here.group(0).startswith("ERROR")
    ]


def run_code(runner, code: str, name: str, folder: str = "hostile", **job):
    """Run ``code`` in ``runner`` as the snippet ``snippets/<folder>/<name>.py``: the one way the runner's hostile
    and fault tests start a run, so a change to ``Job`` is made here once."""
    from pathshala.running.runner import Job

    return runner.run(Job(code=code, display_path=f"snippets/{folder}/{name}.py", **job))


def need_walls(runner, *walls: str) -> None:
    """Skip, naming what is missing, where this machine runs without one of ``walls`` (``Walls.missing``)."""
    missing = [w for w in walls if w in runner.start().walls.missing()]
    if missing:
        pytest.skip(f"this machine runs without {', '.join(missing)}: {runner.start().walls.line()}")


@pytest.fixture(scope="session")
def runner():
    from pathshala.running.runner import Runner

    return Runner()


def convert(model, page: str, memo=None) -> str:
    """A page of the build model rendered by Python-Markdown and SuperFences alone (no MkDocs build),
    with ``memo`` (``render.block_memo``) or none."""
    import markdown
    from pathshala_mkdocs import compat

    from pathshala.rendering import render

    compat.lay_out_fences()  # markdown-exec lays the fences out: handed to the engine as a build's plugin does

    md = markdown.Markdown(
        extensions=["pymdownx.superfences", "pymdownx.tabbed", render.ModelExtension(lambda: model, lambda: memo)],
        extension_configs={"pymdownx.superfences": {"custom_fences": render.custom_fences()},
                           "pymdownx.tabbed": {"alternate_style": True}},
    )
    return md.convert(render.mark_refs(model.pages[page].text, model.pages[page]))


def widget_html(block: str, root: Path, page=None) -> str:
    """One widget block of a page l.md rendered by its kind, as a build renders it (``page``: a built page)."""
    from pathshala.blocks import KINDS, Family, Render, scan_page
    from pathshala.model import PageModel, SiteModel
    from pathshala.project import Project as Layout

    if page is None:
        (root / "snippets").mkdir(exist_ok=True)
        found = scan_page("l.md", "# T\n\n" + block + "\n", root)
        assert not found.problems[Family.WIDGET], found.problems
        page = PageModel("l.md", "", widgets=found.widgets)
    model = SiteModel(root)
    model.pages[page.page] = page
    (spec,) = page.widgets
    return str(KINDS[spec.kind].html(spec, Render(model, page, None, Layout(root).templates)))


def write_tree(root: Path, files: dict[str, str]) -> None:
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def is_recording_path(rel: str) -> bool:
    """``snippets/<lesson>/<name>.out`` or a figure's ``<name>.<figure>.svg``."""
    name = rel.rsplit("/", 1)[-1]
    return rel.startswith("snippets/") and (name.endswith(".out") or (name.endswith(".svg") and name.count(".") >= 2))


def note_accepted(root: Path, rels: list[str]) -> None:
    """Note each recording's digest in its lesson's accepted.json, as `make accept` does when it writes one."""
    from pathshala.recordings.recorded import text_digest

    for rel in rels:
        path = root / rel
        folder = path.parent
        record = folder / "accepted.json"
        data = json.loads(record.read_text(encoding="utf-8")) if record.is_file() else {}
        entry = data.setdefault("recordings", {}).setdefault(path.name, {"accepted": "2026-01-01", "machine": "m-0"})
        entry["sha256"] = text_digest(path.read_text(encoding="utf-8"))
        record.write_text(json.dumps(data, sort_keys=True, indent=1) + "\n", encoding="utf-8")


def tree_digest(root: Path, skip: tuple[str, ...] = (".cache", "site")) -> dict[str, str]:
    """Every file under root (build outputs excepted) to the hash of its bytes."""
    return {
        str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(root.rglob("*"))
        if p.is_file() and p.relative_to(root).parts[0] not in skip
    }


def wait_for(predicate, seconds: float, what: str):
    """Poll ``predicate`` until it is truthy (its value is returned) or ``seconds`` pass (a bound, not a timing)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.2)
    raise AssertionError(f"timed out after {seconds} s waiting for {what}")


@dataclass
class Project:
    """A throw-away copy of the site's machinery with pages and snippets of a test's choosing."""

    root: Path
    test: pytest.Item | None = None  # the test that asked for it: one that builds must be marked `site`

    def write(self, files: dict[str, str]) -> None:
        """Write files; a recording among them is noted in its accepted.json as `make accept` notes one (its
        digest), so it stands for a run accepted here or on another machine, not for a hand edit."""
        write_tree(self.root, files)
        note_accepted(self.root, [rel for rel in files if is_recording_path(rel)])

    def build(
        self, *, env: dict[str, str] | None = None, site_dir: str = "site", timeout: float = 600
    ) -> subprocess.CompletedProcess:
        if self.test is not None and not builds_marked(self.test):
            raise AssertionError(f"{self.test.nodeid} builds a whole site: mark it @pytest.mark.site")
        run_env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", **(env or {})}
        return subprocess.run(
            [sys.executable, "-m", "pathshala_mkdocs", "build", "--strict", "--site-dir", site_dir],
            cwd=self.root, capture_output=True, text=True, env=run_env, timeout=timeout,
        )

    def accept(self) -> subprocess.CompletedProcess:
        return subprocess.run(
            [sys.executable, "-m", "pathshala", "accept", "--root", str(self.root)],
            cwd=self.root, capture_output=True, text=True, timeout=600,
        )

    def html(self, page: str, site_dir: str = "site") -> str:
        return (self.root / site_dir / page / "index.html").read_text(encoding="utf-8")

    def lesson_html(self, page: str, site_dir: str = "site") -> str:
        """A lesson's pages, its opening page then its parts 2, 3, … (content/parts.py), as one text: what a
        reader of the whole lesson sees (each part a whole HTML page)."""
        return "\n".join(self.html(path.rstrip("/"), site_dir)
                         for path in lesson_parts(self.root / site_dir, f"{page.rstrip('/')}/"))


def copy_machinery(dest: Path, with_content: bool) -> None:
    """mkdocs.yml, hooks, the theme override and assets; with_content also copies the real docs/ and snippets/."""
    shutil.copytree(REPO / "hooks", dest / "hooks", ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
    shutil.copytree(REPO / "course", dest / "course")
    shutil.copytree(REPO / "overrides", dest / "overrides")  # the theme's main.html (theme.custom_dir)
    pyodide = REPO / "node_modules" / "pyodide"  # the self-hosted in-page runtime (13 MB): linked, not copied
    if pyodide.is_dir():
        (dest / "node_modules").mkdir()
        (dest / "node_modules" / "pyodide").symlink_to(pyodide, target_is_directory=True)
    if with_content:
        shutil.copytree(REPO / "docs", dest / "docs")
        shutil.copytree(REPO / "snippets", dest / "snippets")
        shutil.copy(REPO / "mkdocs.yml", dest / "mkdocs.yml")
        shutil.copy(REPO / "grants.toml", dest / "grants.toml")  # the options the real content is granted
    else:
        shutil.copytree(REPO / "docs" / "assets", dest / "docs" / "assets")
        (dest / "snippets").mkdir()
        (dest / "course" / "roadmap.yml").write_text("total_lessons: 91\ntotal_modules: 14\nlessons: []\n")
        (dest / "course" / "glossary.yml").write_text("[]\n")  # a test page uses no term of the real one
        config = (REPO / "mkdocs.yml").read_text(encoding="utf-8")
        config = re.sub(r"(?m)^nav:\n(?:[ \t]+.*\n)+", "", config)  # let MkDocs list the test's pages
        (dest / "mkdocs.yml").write_text(config, encoding="utf-8")


# A course of a test's own, for tests about adding lessons: they never depend on which lessons the real course
# has written (issue 39). Four lessons in two modules; ``written`` get a page, which the nav lists from the
# roadmap, as the real course's.
SCRATCH_LESSONS = {1: ("এক", "one"), 2: ("দুই", "two"), 3: ("তিন", "three"), 4: ("চার", "four")}


def scratch_course(root: Path, written: tuple[int, ...] = (1, 2), titles: dict[int, str] | None = None) -> None:
    """Write that course into a project made by ``copy_machinery(…, with_content=False)``."""
    titles = {n: (titles or {}).get(n, title) for n, (title, _) in SCRATCH_LESSONS.items()}
    pages = {n: f"{n:02d}-{slug}.md" for n, (_, slug) in SCRATCH_LESSONS.items() if n in written}
    lines = ["total_lessons: 4", "total_modules: 2", "modules:",
             '  - {number: 1, title: "প্রথম ভাগ", first: 1, last: 2}',
             '  - {number: 2, title: "দ্বিতীয় ভাগ", first: 3, last: 4}', "lessons:"]
    for n, title in titles.items():
        page = f", page: {pages[n]}" if n in pages else ""
        lines.append(f"  - {{number: {n}, title: {json.dumps(title, ensure_ascii=False)}{page}}}")
    files = {"course/roadmap.yml": "\n".join(lines) + "\n",
             "docs/index.md": "# হোম\n\nশুরু।\n\n<!-- pathshala:roadmap -->\n"}
    for n, page in pages.items():
        title = json.dumps(titles[n], ensure_ascii=False)
        files[f"docs/{page}"] = (f"---\ntitle: {title}\nlesson: {n}\nobjectives:\n  - \"একটি ছোট পাতা পড়া।\"\n---\n\n"
                                 f"# {titles[n]}\n\nএকটি ছোট পাতা।\n")
    write_tree(root, files)
    # The real mkdocs.yml's nav: no lesson in it (the build lists the written ones from the roadmap).
    nav = re.search(r"(?m)^nav:\n(?:[ \t]+.*\n)+", (REPO / "mkdocs.yml").read_text(encoding="utf-8")).group(0)
    config = root / "mkdocs.yml"
    config.write_text(config.read_text(encoding="utf-8").rstrip("\n") + "\n" + nav, encoding="utf-8")


def to_bn(digits: str) -> str:
    return digits.translate(str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯"))


@pytest.fixture
def project(tmp_path, request) -> Project:
    """An empty site (no pages yet) with the real configuration and hooks."""
    root = tmp_path / "project"
    root.mkdir()
    copy_machinery(root, with_content=False)
    return Project(root, request.node)


@pytest.fixture
def real_project(tmp_path, request) -> Project:
    """A copy of the real site, content included, with its own empty cache."""
    root = tmp_path / "real"
    root.mkdir()
    copy_machinery(root, with_content=True)
    return Project(root, request.node)


# The fixtures that build a whole site before a test gets it; `Project.build` checks the tests that build one.
SITE_FIXTURES = {"built_site", "browser_site", "scale_site"}


def builds_marked(item: pytest.Item) -> bool:
    """A test that builds a whole site is marked `site` (or `browser`: it drives one), so `-m 'not site'` skips it."""
    return any(item.get_closest_marker(name) for name in ("site", "browser"))


def pytest_collection_modifyitems(config, items):
    unmarked = [item.nodeid for item in items
                if SITE_FIXTURES & set(getattr(item, "fixturenames", ())) and not builds_marked(item)]
    if unmarked:
        raise pytest.UsageError("these tests build a whole site (a site fixture) and are not marked "
                                "@pytest.mark.site:\n  " + "\n  ".join(unmarked))


@pytest.fixture(scope="session")
def built_site(tmp_path_factory) -> Project:
    """The real site built once (strict) for tests that only read its HTML."""
    root = tmp_path_factory.mktemp("built") / "real"
    root.mkdir()
    copy_machinery(root, with_content=True)
    proj = Project(root)
    result = proj.build()
    assert result.returncode == 0, result.stdout + result.stderr
    return proj


# ---------------------------------------------------------------------------
# Real-browser tests: the real site plus a page holding one of each widget,
# served from 127.0.0.1 and driven by Playwright through Debian's chromium
# (Playwright's own browser download is never used).

AXE = REPO / "node_modules" / "axe-core" / "axe.min.js"
ARTIFACTS = REPO / "test-artifacts"

# One of each widget, with a predict snippet of its own and the two admonition types.
WIDGETS_PAGE = '''# উইজেট

```python exec="on" result="text"
--8<-- "widgets/grad_modes.py"
```

```quiz
id: sample
question: b স্থির করার পরে backward-এ কার `.grad`-এ মান থাকে?
options:
  - text: শুধু `w`
    correct: true
    why: w leaf, আর তার `requires_grad=True`; b-এর আর নেই।
  - text: w আর z
    why: z non-leaf; `retain_grad()` ছাড়া তার gradient থাকে না।
proof: {run: grad_modes, shows: "w.grad=tensor([3.1755, 4.2340, 6.3510])"}
```

```order
id: chain
question: forward-এর ক্রমে সাজান
items:
  - গুণ
  - যোগ
  - exp
```

```stepper
title: backward ধাপে ধাপে
steps:
  - title: Exp
    body: "w.grad-এর প্রথম ঘর [[grad_modes: 3.1755]]"
    grid:
      - [node, "`ExpBackward0`"]
      - [মান, "[[grad_modes: 4.2340]]"]
  - title: Add
    body: দুই দিকে
  - title: Dot
    body: x দিয়ে গুণ
```

```predict
snippet: widgets/guess.py
prompt: এই script কী ছাপবে?
```

??? answer "→ উত্তর"
    উত্তর: যোগফল ছয়, তারপর একটি বাংলা শব্দ।

**অনুশীলন:** ভাড়ার অনুমানের গড় ভুল মাপুন।

```exercise
id: fare-error
folder: ex_fare_error
hints:
  - "প্রতিটি জোড়ার পার্থক্যের `abs` নিন"
  - "শেষে জোড়ার সংখ্যা দিয়ে ভাগ করুন"
explain: "পরম মান না নিলে উল্টো দিকের ভুল কাটাকাটি হয়ে যায়।"
wrong:
  - file: wrong_no_abs.py
    fails: test_signs_cancel_not
    says: "দিল 0.0"
  - file: wrong_no_mean.py
    fails: test_signs_cancel_not
    says: "দিল 4.0"
```

!!! remember "মনে রাখুন"
    শুধু leaf-এ gradient জমে।
'''
EXERCISE_FIXTURE = REPO / "tests" / "exercise_fixture" / "ex_fare_error"
GUESS_SNIPPET = 'print(sum([1, 2, 3]))\nprint("<b>শেষ</b>")\n'
# the page's own run, for the quiz's proof and the stepper's claims (no lesson's snippet: lessons change)
GRAD_SNIPPET = (
    "import torch\n\n"
    "w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)\n"
    "(w * torch.tensor([3.1755, 4.2340, 6.3510])).sum().backward()\n"
    'print(f"w.grad={w.grad}")\n'
)
WIDGETS_NAV = '  - "উইজেট": widgets.md\n'


@pytest.fixture(scope="session")
def browser_site(tmp_path_factory) -> Project:
    """The real site plus ``widgets.md`` (one of each widget), accepted and built once (strict)."""
    root = tmp_path_factory.mktemp("browser") / "real"
    root.mkdir()
    copy_machinery(root, with_content=True)
    runs = REPO / ".cache" / "pathshala" / "runs"
    if runs.is_dir():  # results keyed by everything that could change them: reuse the repo's, never write back
        shutil.copytree(runs, root / ".cache" / "pathshala" / "runs")
    write_tree(root, {"docs/widgets.md": WIDGETS_PAGE, "snippets/widgets/guess.py": GUESS_SNIPPET,
                      "snippets/widgets/grad_modes.py": GRAD_SNIPPET})
    shutil.copytree(EXERCISE_FIXTURE, root / "snippets" / "widgets" / "ex_fare_error")  # the page's exercise
    config = (root / "mkdocs.yml").read_text(encoding="utf-8")
    config = re.sub(r"(?m)^nav:\n(?:[ \t]+.*\n)+", lambda m: m.group(0) + WIDGETS_NAV, config)
    (root / "mkdocs.yml").write_text(config, encoding="utf-8")
    proj = Project(root)
    accepted = proj.accept()
    assert accepted.returncode == 0, accepted.stdout + accepted.stderr
    built = proj.build()
    assert built.returncode == 0, built.stdout + built.stderr
    return proj


@pytest.fixture(scope="session")
def site_url(browser_site):
    """The built site served over HTTP on 127.0.0.1 (an ephemeral port) for the session."""
    with static_server(browser_site.root / "site") as url:
        yield url


@pytest.fixture(scope="session")
def browser():
    """Debian's chromium, headless, driven by Playwright."""
    if not CHROMIUM.exists():
        pytest.fail(f"{CHROMIUM} not found: install Debian's chromium (apt-get install chromium; .ci/run does)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True)
        yield browser
        browser.close()


class Pages:
    """Opens pages in fresh browser contexts, recording every request and script error."""

    def __init__(self, browser, base_url: str) -> None:
        self.browser, self.base_url = browser, base_url
        self.requests: list[str] = []
        self.errors: list[str] = []
        self.contexts = []

    def new(self, **context_options):
        options = {"viewport": {"width": 1280, "height": 900}, "locale": "bn-BD", **context_options}
        context = self.browser.new_context(base_url=self.base_url, service_workers="block", **options)
        context.on("request", lambda request: self.requests.append(request.url))
        self.contexts.append(context)
        page = context.new_page()
        page.set_default_timeout(60_000)  # a bound for a loaded 2-core machine, not a timing
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        return page

    def leaks(self) -> list[str]:
        from urllib.parse import urlsplit

        return [u for u in self.requests if urlsplit(u).scheme not in ("data", "blob")
                and urlsplit(u).hostname != "127.0.0.1"]


@pytest.fixture
def pages(browser, site_url):
    """``pages.new(**context_options)`` opens a page; the test fails if any request left 127.0.0.1."""
    opened = Pages(browser, site_url)
    yield opened
    for context in opened.contexts:
        context.close()
    leaks = opened.leaks()
    assert not leaks, "requests left 127.0.0.1:\n" + "\n".join(leaks)
    assert not opened.errors, "script errors on the page:\n" + "\n".join(opened.errors)


@pytest.fixture
def page(pages):
    """One page (1280 × 900, JavaScript on) in a fresh context: empty localStorage, no cache."""
    return pages.new()


# The phone of issue 38: 412 × 915 CSS px, touch.
PHONE = {"viewport": {"width": 412, "height": 915}, "has_touch": True, "is_mobile": True}


@pytest.fixture
def phone(pages):
    """One page on the phone (PHONE), JavaScript on, in a fresh context."""
    return pages.new(**PHONE)


@pytest.fixture
def phone_nojs(pages):
    """One page on the phone (PHONE) with JavaScript off, in a fresh context."""
    return pages.new(java_script_enabled=False, **PHONE)


@pytest.fixture(scope="session")
def lesson_urls(browser_site) -> list[str]:
    """Every lesson page the built site has, as a URL relative to the site (``01-what-is-learning/``, and any
    page below a lesson's folder, such as a part of it), found in the built site rather than in docs/."""
    site = browser_site.root / "site"
    found = sorted(p.parent.relative_to(site).as_posix() + "/" for p in site.glob("[0-9][0-9]-*/**/index.html"))
    assert found, f"no lesson page in {site}"
    return found


# ---------------------------------------------------------------------------
# The synthetic course of `make bench-scale` (bench/synthetic_course.py): the real lessons copied
# under new names up to PATHSHALA_SCALE_LESSONS lesson pages (default 91, the planned course),
# built once (strict, every snippet run: a copy's runs are its own) and served from 127.0.0.1.

SCALE_LESSONS = int(os.environ.get("PATHSHALA_SCALE_LESSONS") or 91)


@dataclass
class ScaleSite:
    project: Project
    counts: dict  # make_course's answer: lessons, snippets, copies (page -> source), markers (page -> word)
    url: str


@pytest.fixture(scope="session")
def scale_site(tmp_path_factory):
    """The synthetic course of SCALE_LESSONS lessons, built (strict) and served for the session."""
    from bench.synthetic_course import make_course

    root = tmp_path_factory.mktemp("scale") / "course"
    counts = make_course(root, SCALE_LESSONS)
    proj = Project(root)
    built = proj.build(timeout=3600)  # a bound: a cold 91-lesson build runs every copy's snippets
    assert built.returncode == 0, built.stdout + built.stderr[-5000:]

    with static_server(root / "site") as url:
        yield ScaleSite(proj, counts, url)


@pytest.fixture
def scale_pages(browser, scale_site):
    """Pages of the synthetic course; the test fails if any request left 127.0.0.1 or a script failed."""
    opened = Pages(browser, scale_site.url)
    yield opened
    for context in opened.contexts:
        context.close()
    assert not opened.leaks(), "requests left 127.0.0.1:\n" + "\n".join(opened.leaks())
    assert not opened.errors, "script errors on the page:\n" + "\n".join(opened.errors)


def gate_of(root: Path, pages: dict[str, str], files: dict[str, str] | None = None):
    """The authoring gate on pages of a project at ``root`` (scanned, never run): (model, page -> PageGate).

    ``files``: course data and snippets to write first (``course/terms.yml``, ``course/roadmap.yml``, …).
    """
    from pathshala import gate
    from pathshala.site import SiteBuild

    write_tree(root, files or {})
    model = SiteBuild(root).scan(pages)
    return model, gate.check_site(model, root)


WIDGET_KINDS = ("stepper", "predict", "quiz", "order")


def lesson_parts(site: Path, lesson: str) -> list[str]:
    """A lesson's pages in the built site under ``site`` (its folder), as paths: its opening page (``lesson``,
    e.g. "05-home-made-autograd/"), then its parts 2, 3, … ("05-home-made-autograd/2/": content/parts.py)."""
    found, number = [lesson], 2
    while (site / lesson / str(number) / "index.html").is_file():
        found.append(f"{lesson}{number}/")
        number += 1
    return found


def lesson_with_every_widget() -> str:
    """The last written lesson whose page holds every kind of widget the layout test looks at (found from the
    pages, whichever lessons the course has: a rewrite that drops a stepper moves the test, never breaks it)."""
    for path in sorted((REPO / "docs").glob("[0-9][0-9]-*.md"), reverse=True):
        text = path.read_text(encoding="utf-8")
        if all(re.search(rf"(?m)^```{kind}\b", text) for kind in WIDGET_KINDS):
            return f"{path.stem}/"
    raise AssertionError(f"no lesson holds every one of {WIDGET_KINDS}")
