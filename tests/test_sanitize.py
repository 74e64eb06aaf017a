"""The page sanitizer and the page policy, without MkDocs: what is dropped, and what our pages need is kept."""

from __future__ import annotations

import base64
import hashlib
import re
from pathlib import Path

import pytest
from markupsafe import Markup

from pathshala.blocks import Family, FenceSpec, Ref
from pathshala.blocks.fence import FenceOptions, inpage_note
from pathshala.content.course_map import Module, map_html, start_html
from pathshala.content.lesson import Lesson, Roadmap, footer_html
from pathshala.glossary.annotate import abbr
from pathshala.glossary.data import Term
from pathshala.rendering.templates import default as default_templates
from pathshala.walls import csp, sanitize, svg

from .conftest import widget_html

REPO = Path(__file__).resolve().parent.parent
LESSONS = [Lesson(4, "চার", "04.md"), Lesson(5, "পাঁচ", "05.md"), Lesson(6, "ছয়")]
ROADMAP = Roadmap(91, 14, LESSONS, [Module(1, "ভিত্তি", 1, 8)])


@pytest.mark.parametrize(
    ("hostile", "gone"),
    [
        ("<p>a<script>alert(1)</script>b</p>", "alert"),
        ('<p><a href="javascript:alert(1)">x</a></p>', "javascript"),
        ('<p><a href="  JaVaScRiPt:alert(1)">x</a></p>', "alert"),
        ('<p><a href="data:text/html,<script>alert(1)</script>">x</a></p>', "data:"),
        ('<img src="x" onerror="alert(1)">', "onerror"),
        ('<img src="https://tracker.example/p.gif">', "tracker"),
        ('<img src="//tracker.example/p.gif">', "tracker"),
        ('<iframe src="https://evil.example"></iframe>', "evil"),
        ('<object data="x.swf"></object><embed src="x.swf">', "swf"),
        ("<style>body{background:url(https://evil.example/x)}</style>", "evil"),
        ('<link rel="stylesheet" href="https://evil.example/x.css">', "evil"),
        ('<meta http-equiv="refresh" content="0;url=https://evil.example">', "evil"),
        ('<base href="https://evil.example/">', "evil"),
        ('<form action="https://evil.example"><button formaction="https://evil.example">b</button></form>', "evil"),
        ('<div style="background:url(https://evil.example/x)">x</div>', "evil"),
        ('<div style="position:fixed;inset:0">x</div>', "fixed"),
        ('<?x > <img src=x onerror=alert(1)> ?>', "onerror"),
        ("<svg><animate attributeName='href' to='javascript:alert(1)'/><set to='x'/></svg>", "animate"),
        ('<svg><a href="javascript:alert(1)"><text>x</text></a></svg>', "javascript"),
        ('<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>', "onerror"),
        ('<math><mi xlink:href="javascript:alert(1)">x</mi></math>', "javascript"),
        ('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>', "onerror"),
        ("<template><script>alert(1)</script></template>", "alert"),
        ("<!-- <script>alert(1)</script> -->", "alert"),
    ],
)
def test_a_hostile_construct_is_dropped(hostile, gone):
    out = sanitize.clean(hostile)
    assert gone.lower() not in out.lower(), out


def test_a_title_carries_plain_text_only():
    out = sanitize.clean('<abbr title="grad &lt;img src=x onerror=alert(1)&gt; a &lt; b">g</abbr>')
    (title,) = re.findall(r'title="([^"]*)"', out)
    assert "<" not in title and "img" not in title and "onerror" not in title
    assert title == "grad  a ‹ b"
    assert sanitize.plain_title("x > 0 <b>bold</b>") == "x › 0 bold"


def test_a_glossary_tooltip_with_markup_in_its_english_is_plain_text():
    term = Term(term="grad", en="<img src=x onerror=alert(1)>", bn="ঢাল")
    out = sanitize.clean(f"<p>{abbr(term, 'grad', default_templates())}</p>")
    assert "onerror" not in out and "&lt;img" not in out and 'class="ps-term"' in out


def test_markdown_tables_keep_their_alignment_and_nothing_else():
    out = sanitize.clean('<table><tr><td style="text-align: center; position: fixed">x</td></tr></table>')
    assert 'style="text-align:center"' in out


def test_widgets_the_lesson_frame_and_in_page_runs_come_out_unchanged_in_meaning(tmp_path):
    code = "import helper\nprint(helper.X)\n"
    fence = FenceSpec(ref=Ref("05.md", Family.FENCE, 0), line=3, info="", code=code, name="h",
                      recordings="05", options=FenceOptions(inpage="numpy"))
    modules = {"helper.py": "X = '<b>1</b>'\n"}
    templates = default_templates()
    inpage = {"note": inpage_note("numpy", 13_600_000), "modules": modules, "names": ", ".join(modules), "rows": 4}
    blocks = [
        widget_html("```quiz\nid: q\nquestion: কোনটি?\noptions:\n  - {text: ক, why: কারণ, correct: true}\n"
                    "  - {text: খ, why: না}\n```", tmp_path),
        widget_html("```order\nid: o\nquestion: সাজান\nitems: [এক, দুই, তিন]\n```", tmp_path),
        widget_html("```stepper\ntitle: ধাপ\nsteps:\n  - {title: ক, body: খ, grid: [[a, b]]}\n"
                    "  - {title: গ, body: ঘ}\n```", tmp_path),
        str(templates.render("blocks/predict.html", predict={"prompt": "কী?"}, code="print(1)\n",
                             output="1\n<b>x</b>\n", titles={})),
        str(templates.render("blocks/fence.html", fence=fence, shown=Markup("<pre><code>1</code></pre>"), figures=[],
                             inpage=inpage, mark={"frame": "ps-run-t-0", "label": "ps-run-label-t-0", "text": "▶"})),
        footer_html(LESSONS[1], ROADMAP, lambda page: f"../{page}/", templates),
        map_html(ROADMAP, lambda page: f"{page}/", templates),
        map_html(Roadmap(91, 14, LESSONS), lambda page: f"{page}/", templates),  # a roadmap without modules
        start_html(ROADMAP, lambda page: f"{page}/", templates),
    ]
    for block in blocks:
        assert same_markup(sanitize.clean(block), block), block


def test_the_lessons_figures_pass_the_page_sanitizer_whole():
    for path in sorted(REPO.glob("snippets/*/*.svg")):
        shown = f'<figure class="ps-figure">{svg.inline(path.read_text(encoding="utf-8"))}</figure>'
        assert same_markup(sanitize.clean(shown), shown), path


def same_markup(after: str, before: str) -> bool:
    """The same elements with the same attributes and text (the serialiser may write empty tags another way)."""
    from html.parser import HTMLParser

    class Events(HTMLParser):
        def __init__(self):
            super().__init__(convert_charrefs=True)
            self.events: list = []

        def handle_starttag(self, tag, attrs):
            self.events.append((tag, sorted((k, v or "") for k, v in attrs)))

        def handle_startendtag(self, tag, attrs):
            self.handle_starttag(tag, attrs)
            self.events.append(("/", tag))

        def handle_endtag(self, tag):
            self.events.append(("/", tag))

        def handle_data(self, data):
            if data.strip():
                self.events.append(("text", data))

    def events(text):
        parser = Events()
        parser.feed(text)
        return [e for e in parser.events if e[0] != "/"]

    return events(after) == events(before)


def test_the_policy_hashes_each_theme_script_and_allows_no_other_host_than_pyodides():
    page = ('<html><head><meta charset="utf-8"><script>var a=1;</script></head><body>'
            '<script src="assets/x.js"></script><script type="application/json">{"a": 1}</script></body></html>')
    digest = base64.b64encode(hashlib.sha256(b"var a=1;").digest()).decode()
    out = csp.add_meta(page, "p", frozenset({f"'sha256-{digest}'"}))  # the theme's own (compat.theme_script_hashes)
    (policy,) = re.findall(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)">', out)
    assert out.index("Content-Security-Policy") < out.index("<script>")  # before every script
    assert f"'sha256-{digest}'" in policy
    assert "'unsafe-eval'" not in policy and "'unsafe-inline'" not in policy.split("style-src")[0]
    hosts = set(re.findall(r"https?://[^\s;]+", policy))
    assert hosts == {csp.PYODIDE_HOST}
    with pytest.raises(ValueError, match="p: already carries"):
        csp.add_meta(out, "p")
    with pytest.raises(ValueError, match="no <head>"):
        csp.add_meta("<p>x</p>", "q")

