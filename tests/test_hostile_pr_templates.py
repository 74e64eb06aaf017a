"""A pull request cannot put a script in front of a reader through the theme's templates or the site's files.

- front matter is an allow-list of keys with plain-text values: ``template:``, ``location:``, markup in a
  title, a description, a module or an objective, and YAML tags are refused with page and line;
- titles from mkdocs.yml's nav and from a page's first heading reach the templates escaped: the built page
  shows them as text, and no dialog opens in Chromium;
- the policy's script hashes are the theme's own (read from its templates), never a hash of what a page holds;
- the last pass over every HTML file of the site refuses a script, a handler or a load the allow-list does
  not name, wherever it comes from (here: an HTML file under docs/assets/ and a theme override);
- the same-site URL rule reads a URL as Chromium does (checked against Chromium's own parser);
- pathshala.js never writes page markup back through innerHTML.
"""

from __future__ import annotations

import html
import re

import pytest

from pathshala.site import SiteBuild
from pathshala.walls import csp, published, urls
from pathshala.walls.csp import sha256_token

from .conftest import Project, copy_machinery
from .test_browser_hostile import LIVE_MARKUP, Watch, serve, watch  # noqa: F401 (watch is a fixture)

LESSON = "---\n{front}\n---\n# পর্ব\n\nলেখা।\n"
# time: 5 is what the authoring gate computes for these two-line pages (a label that disagrees is an error).
GOOD_FRONT = 'title: "পর্ব"\nlesson: 9\nmodule: "ভিত্তি"\ntime: 5\nobjectives:\n  - "এক"'


def site_pass(tmp_path, pages: dict[str, str]):
    (tmp_path / "snippets").mkdir(exist_ok=True)
    build = SiteBuild(tmp_path, cache_dir=tmp_path / ".cache")
    try:
        return build.run(pages)
    finally:
        build.runner.close()


@pytest.mark.parametrize(
    ("front", "line", "message"),
    [
        ('title: "x"\ntemplate: redirect.html', 3, "the key 'template' is refused"),
        ('location: "javascript:alert(1)"', 2, "the key 'location' is refused"),
        ("author: someone", 2, "the key 'author' is refused"),
        ("hide: [navigation]", 2, "the key 'hide' is refused"),
        ('title: "<img src=x onerror=alert(1)>"', 2, "title is plain text"),
        ('title: "&lt;/title&gt;&lt;script&gt;"', 2, "a character reference"),
        ("description: 'x\" http-equiv=\"refresh'", 2, "a straight double quote"),
        ('module: "<b>ভিত্তি</b>"', 2, "module is plain text"),
        (GOOD_FRONT + '\n  - "<script>alert(1)</script>"', 8, "objectives is plain text"),
        ('title: !!python/object/apply:os.system ["id"]', 2, "the YAML tag !!python/object/apply:os.system"),
        ("title: !custom x", 2, "the YAML tag !custom"),
        ("? !!python/name:os.system\n: x", 2, "a key here is plain text"),
    ],
)
def test_front_matter_outside_the_allow_list_is_refused_with_page_and_line(tmp_path, front, line, message):
    model = site_pass(tmp_path, {"l.md": LESSON.format(front=front)})
    found = [str(p) for p in model.problems]
    assert any(p.startswith(f"docs/l.md:{line}: front matter") and message in p for p in found), found


def test_plain_front_matter_and_a_yaml_tag_in_a_widget(tmp_path):
    assert not site_pass(tmp_path, {"l.md": LESSON.format(front=GOOD_FRONT + '\n  - "`x.grad` আর x < 0 নয়"'
                                                          .replace(" < 0", ""))}).problems
    widget = "# L\n\n```quiz\nid: q\nquestion: !!python/object/apply:os.system [id]\noptions: []\n```\n"
    (problem,) = site_pass(tmp_path, {"w.md": widget}).problems
    assert str(problem).startswith("docs/w.md:5: quiz block: the YAML tag !!python/object/apply:os.system")


def test_the_policy_allows_only_the_themes_scripts_never_one_the_page_holds():
    theme = "__md_scope=new URL('.',location)"
    page = (f"<html><head><meta charset='utf-8'><script>{theme}</script></head><body>"
            "<h1>x</h1><script>alert('injected')</script></body></html>")
    policy = csp.policy(page, frozenset({sha256_token(theme)}))
    assert sha256_token(theme) in policy
    assert sha256_token("alert('injected')") not in policy
    assert "'unsafe-inline'" not in policy.split("style-src")[0]


POLICY = "<meta http-equiv=\"Content-Security-Policy\" content=\"script-src 'self'\">"


def document(body: str, head: str = "") -> str:
    return f"<!doctype html><html><head><meta charset='utf-8'>{POLICY}{head}</head><body>{body}</body></html>"


@pytest.mark.parametrize(
    ("body", "finding"),
    [
        ("<script>alert(1)</script>", "an inline script the theme does not write"),
        ("<script src='//evil.example/x.js'></script>", "a script from outside the site"),
        ("<script src='/\\evil.example/x.js'></script>", "a script from outside the site"),
        ("<script src='assets/../x.js'></script>", "not one of the site's own files"),
        ("<script type=' application/json'>{}</script><script type='module'>alert(1)</script>",
         "an inline script the theme does not write"),
        ("<img src=x onerror=alert(1)>", "an event handler onerror="),
        ("<svg><set attributeName=href to='javascript:alert(1)'/></svg>", "the site publishes no <set>"),
        ("<svg><a href='javascript:alert(1)'><text>x</text></a></svg>", "a link to 'javascript:alert(1)'"),
        ("<a href='java&#9;script:alert(1)'>x</a>", "a link to"),
        ("<iframe src='x.html'></iframe>", "the site publishes no <iframe>"),
        ("<base href='https://evil.example/'>", "the site publishes no <base>"),
        ("<meta http-equiv='refresh' content='0;url=https://evil.example'>", "a <meta http-equiv=refresh>"),
        ("<img src='/&#9;/evil.example/x.png'>", "is not on the site"),
        ("<img srcset='a.png 1x, https://evil.example/b.png 2x'>", "srcset loads"),
        ("<link rel=stylesheet href='https://evil.example/x.css'>", "loads 'https://evil.example/x.css'"),
        ("<p style='background:u\\72l(https://evil.example/x.png)'>x</p>", "loads 'https://evil.example/x.png'"),
        ("<style>@import 'https://evil.example/x.css';</style>", "loads 'https://evil.example/x.css'"),
        ("<form action='https://evil.example/'><button formaction='x'>b</button></form>", "action="),
    ],
)
def test_the_last_pass_refuses_what_no_allow_list_names(body, finding):
    found = published.check_html(document(body), theme_hashes=frozenset(), script_exists=lambda src: False)
    assert any(finding in f for f in found), found


def test_the_last_pass_wants_the_policy_first_and_only_theme_hashes_in_it():
    theme = "var a=1;"
    fine = document(f"<script>{theme}</script><script type='application/json'>{{\"x\": 1}}</script>"
                    "<a href='https://example.org/'>x</a><a href='mailto:a@example.org'>m</a><img src='a/b.png'>")
    hashes = frozenset({sha256_token(theme)})
    assert published.check_html(fine, theme_hashes=hashes, script_exists=lambda s: False) == []
    late = fine.replace(POLICY, "").replace("</body>", POLICY + "</body>")
    assert "a script comes before the page's Content-Security-Policy" in published.check_html(
        late, theme_hashes=frozenset({sha256_token(theme)}), script_exists=lambda s: False)
    widened = fine.replace("script-src 'self'", f"script-src 'self' {sha256_token('alert(1)')}")
    assert any("allows inline scripts the theme does not write" in f for f in published.check_html(
        widened, theme_hashes=frozenset({sha256_token(theme)}), script_exists=lambda s: False))


URL_CASES = [
    "x.png", "../a/b.png", "/ok/x.png", "#frag", "?q=1", "%2f%2fevil.example/x", "/.//evil.example/x",
    "/\\evil.example/x.png", "\\/evil.example/x.png", "\\\\evil.example/x.png", "/&#9;/evil.example/x.png",
    "/&#10;/evil.example/x.png", "/&#13;/evil.example/x", "&#9;//evil.example/x", " //evil.example/x",
    "&#1;//evil.example/x", "//evil.example/x", "https://evil.example/x", "https:evil.example/x",
    "HTTPS://evil.example", "java&#9;script:alert(1)", "javascript:alert(1)", "data:image/png;base64,AA",
    "/\\/evil.example", "\\\\\\evil.example", ".\\..\\x.png", "//", "///evil.example/x",
]


def test_the_url_rule_on_its_own():
    same = {u for u in URL_CASES if urls.is_same_site(html.unescape(u))}
    assert same == {"x.png", "../a/b.png", "/ok/x.png", "#frag", "?q=1", "%2f%2fevil.example/x",
                    "/.//evil.example/x", ".\\..\\x.png"}


@pytest.mark.browser
def test_the_url_rule_agrees_with_chromiums_parser(browser):
    """Each value as Chromium's HTML parser decodes it (an inert <template>: nothing loads) and its URL parser
    resolves it against a page of site.invalid served over https and over http (the site may be served either
    way): same origin both ways exactly where the rule says same-site."""
    context = browser.new_context(service_workers="block")
    outside: list[str] = []
    context.route("**/*", lambda route: (outside.append(route.request.url), route.abort()))
    page = context.new_page()
    chromium = page.evaluate("""cases => cases.map(raw => {
        const t = document.createElement("template");
        t.innerHTML = '<img src="' + raw + '">';
        const value = t.content.firstChild.getAttribute("src");
        const same = scheme => {
          try { return new URL(value, scheme + "://site.invalid/a/b/").origin === scheme + "://site.invalid"; }
          catch (e) { return false; }
        };
        return [value, same("https") && same("http")];
    })""", URL_CASES)
    context.close()
    assert not outside
    disagree = [(raw, value, same) for raw, (value, same) in zip(URL_CASES, chromium, strict=True)
                if urls.is_same_site(value) != same]
    assert not disagree, disagree


# -- whole sites ---------------------------------------------------------------------------------------------

NAV = """nav:
  - "হোম & শুরু": index.md
  - "বিভাগ \\"এক\\"":
    - heading.md
  - "বাইরে": https://example.invalid/
  - শব্দকোষ: glossary.md
  - যাচাই প্রতিবেদন: verification.md
"""
HEADING_PAGE = "# x &amp; y: কখন 'x' আর \"y\"\n\nশিরোনামে চিহ্ন আছে, markup নেই।\n"
ROADMAP_PAGE = """# হোম

<table class="ps-roadmap"><tbody>
<tr data-lesson="1" data-ps-state="<img src=x onerror=alert('state')>"><td>০১</td><td>এক</td><td>শীঘ্রই</td></tr>
</tbody></table>
"""


def with_nav(project: Project, nav: str, pages: dict[str, str]) -> None:
    config = project.root / "mkdocs.yml"
    config.write_text(config.read_text(encoding="utf-8") + nav, encoding="utf-8")
    project.write(pages)


@pytest.fixture(scope="module")
def titles_site(tmp_path_factory):
    """Titles with quotes and ampersands (text, not markup) and a home page whose roadmap row carries markup
    in a data-* attribute that pathshala.js once wrote back through innerHTML."""
    root = tmp_path_factory.mktemp("titles") / "site"
    root.mkdir()
    copy_machinery(root, with_content=False)
    project = Project(root)
    with_nav(project, NAV, {"docs/index.md": ROADMAP_PAGE, "docs/heading.md": HEADING_PAGE})
    built = project.build()
    assert built.returncode == 0, (built.stdout + built.stderr)[-4000:]
    return project


@pytest.mark.site
def test_titles_reach_the_templates_escaped_once(titles_site):
    heading = (titles_site.root / "site/heading/index.html").read_text(encoding="utf-8")
    assert re.search(r"<title>(.*?)</title>", heading, re.S).group(1).startswith(
        "x &amp; y: কখন &#x27;x&#x27; আর &quot;y&quot; - ")
    index = (titles_site.root / "site/index.html").read_text(encoding="utf-8")
    assert "হোম &amp; শুরু" in index and "বিভাগ &quot;এক&quot;" in index
    assert "&amp;amp;" not in index + heading and "&amp;quot;" not in index + heading  # never twice
    assert 'aria-label="পূর্ববর্তী: হোম &amp; শুরু"' in heading  # the footer's own `| e` left it as it was


@pytest.mark.site
@pytest.mark.parametrize(
    ("nav", "pages", "named"),
    [
        ('nav:\n  - "হোম <img src=x onerror=alert(1)>": index.md\n', {},
         "mkdocs.yml: the nav title 'হোম <img src=x onerror=alert(1)>' holds a <"),
        ('nav:\n  - index.md\n  - "<b onmouseover=alert(1)>বিভাগ</b>":\n    - a.md\n', {"docs/a.md": "# এ\n"},
         "mkdocs.yml: the nav title '<b onmouseover=alert(1)>বিভাগ</b>' holds a <"),
        ('nav:\n  - index.md\n  - "&lt;script&gt;": https://example.invalid/\n', {}, "holds a <"),
        ("", {"docs/a.md": "# &lt;/title&gt;&lt;script&gt;alert(document.domain)&lt;/script&gt;\n\nলেখা\n"},
         "docs/a.md:1: the page's title '</title><script>alert(document.domain)</script>' holds a <"),
    ],
)
def test_a_title_holding_markup_stops_the_build(project, nav, pages, named):
    with_nav(project, nav, {"docs/index.md": "# হোম\n", **pages})
    built = project.build()
    assert built.returncode != 0
    assert named in built.stderr, built.stderr[-3000:]


@pytest.mark.site
@pytest.mark.parametrize(
    ("front", "where"),
    [('title: "<script>alert(1)</script>"', "docs/evil.md:2"),
     ("template: redirect.html\nlocation: /x", "docs/evil.md:2")],
)
def test_a_hostile_front_matter_stops_the_build(project, front, where):
    project.write({"docs/index.md": "# হোম\n", "docs/evil.md": f"---\n{front}\n---\n# মন্দ\n"})
    built = project.build()
    assert built.returncode != 0 and f"{where}: front matter" in built.stderr, built.stderr[-3000:]


@pytest.mark.site
def test_the_last_pass_covers_every_html_file_not_only_the_article(project):
    """docs/assets/ and overrides/ are code, reviewed as code; the last pass checks their output all the same."""
    project.write({"docs/index.md": "# হোম\n", "docs/assets/evil.html": "<p>x</p><script>alert('asset')</script>"})
    main = project.root / "overrides/main.html"
    main.write_text(main.read_text(encoding="utf-8").replace(
        "{% endblock %}", "{% endblock %}\n{% block footer %}<img src=\"https://evil.example/p.gif\">"
        "<a href=\"#\" onclick=\"alert('footer')\">x</a>{{ super() }}{% endblock %}", 1), encoding="utf-8")
    built = project.build()
    assert built.returncode != 0
    errors = built.stderr
    assert "site/assets/evil.html is not published" in errors and "an inline script the theme does not write" in errors
    assert "site/404.html is not published" in errors and "site/index.html is not published" in errors
    assert "loads 'https://evil.example/p.gif'" not in errors  # an <img src> is reported by its attribute:
    assert "src='https://evil.example/p.gif' is not on the site" in errors and "an event handler onclick=" in errors
    for page in ("assets/evil.html", "404.html", "index.html"):  # what would have been served is a notice now
        text = (project.root / "site" / page).read_text(encoding="utf-8")
        assert "alert(" not in text and "evil.example" not in text


@pytest.mark.site
def test_a_content_free_build_runs_only_the_themes_scripts_and_its_policy_names_each(project):
    """The theme's scripts as read from its templates are exactly what a content-free build's pages run."""
    project.write({"docs/index.md": "# হোম\n", "docs/a/index.md": "# এক\n", "docs/a/b/c.md": "# দুই\n"})
    built = project.build()
    assert built.returncode == 0, built.stderr[-3000:]
    for path in ("index.html", "a/index.html", "a/b/c/index.html", "404.html"):
        text = (project.root / "site" / path).read_text(encoding="utf-8")
        scripts = re.findall(r"<script(?![^>]*\bsrc=)(?![^>]*application/json)[^>]*>(.*?)</script>", text, re.S)
        policy = re.search(r'http-equiv="Content-Security-Policy" content="([^"]*)"', text).group(1)
        assert scripts and set(re.findall(r"'sha256-[^']+'", policy)) == {sha256_token(s) for s in scripts}, path


@pytest.mark.browser
def test_no_title_or_page_state_becomes_markup_in_chromium(watch, titles_site):  # noqa: F811
    server = serve(titles_site.root / "site")
    try:
        w = watch(f"http://127.0.0.1:{server.server_address[1]}/")
        for path in ("heading/", "404.html", ""):
            w.page.goto(path)
            w.page.wait_for_load_state("networkidle")
            for item in w.page.locator(".md-nav__link").all()[:6]:
                if item.is_visible():
                    item.hover()  # Material shows a nav item's text as HTML in its tooltip
        assert w.page.evaluate("() => document.querySelectorAll('table.ps-roadmap img').length") == 0
        assert w.page.locator("table.ps-roadmap tr td").last.inner_text() == "শীঘ্রই"
        marked = w.page.evaluate("""() => [...document.querySelectorAll('*')].filter(
            e => [...e.attributes].some(a => a.name.startsWith('on'))).map(e => e.outerHTML.slice(0, 120))""")
        assert marked == []
        assert not w.dialogs, w.dialogs
        assert not w.outside, w.outside
        assert not w.violations(), w.violations()
    finally:
        server.shutdown()
        server.server_close()
