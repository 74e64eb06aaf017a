"""What a built site shows: Bengali anchors, escaped outputs, claims, run banner, search, no third-party hosts."""

from __future__ import annotations

import json
import platform
import re
from html.parser import HTMLParser
from importlib import metadata
from pathlib import Path

import pytest

from pathshala.content import claims
from pathshala.content.text import to_bengali_digits
from pathshala.running.settings import RunSettings

from .conftest import error_records, lesson_parts

pytestmark = pytest.mark.site

REPO = Path(__file__).resolve().parent.parent
# Every lesson of the real site: each check holds on every page, whichever lesson teaches what.
LESSONS = sorted(p.stem for p in (REPO / "docs").glob("[0-9][0-9]-*.md"))
BENGALI_SIGNS = re.compile(r"[\u09be-\u09cc\u09d7]")  # vowel signs: the default slugify drops them
_REMOTE = re.compile(r"^\s*(?:https?:|//)", re.I)
_LOADING_RELS = {
    "stylesheet",
    "preload",
    "modulepreload",
    "prefetch",
    "preconnect",
    "dns-prefetch",
    "icon",
    "shortcut",
    "apple-touch-icon",
    "mask-icon",
    "manifest",
}




class Elements(HTMLParser):
    """Every start tag of a page as (tag, attributes, text until the tag's end for a few tags)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str]]] = []
        self.texts: dict[int, list[str]] = {}
        self._open: list[tuple[str, int]] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, {k: v or "" for k, v in attrs}))
        if tag in {"p", "span", "h1", "h2", "h3", "code", "summary"}:
            self._open.append((tag, len(self.tags) - 1))
            self.texts[len(self.tags) - 1] = []

    def handle_endtag(self, tag):
        for i in range(len(self._open) - 1, -1, -1):
            if self._open[i][0] == tag:
                del self._open[i:]
                break

    def handle_data(self, data):
        for _, index in self._open:
            self.texts[index].append(data)

    def find(self, tag: str, cls: str | None = None) -> list[tuple[dict[str, str], str]]:
        return [
            (attrs, "".join(self.texts.get(i, [])))
            for i, (t, attrs) in enumerate(self.tags)
            if t == tag and (cls is None or cls in attrs.get("class", "").split())
        ]


def parse(html: str) -> Elements:
    parser = Elements()
    parser.feed(html)
    parser.close()
    return parser


def one_snippet_page(code: str, claims: str = "") -> dict[str, str]:
    """A project page (fence on line 5) showing snippets/demo/shown.py, prose with optional claims."""
    page = "\n".join(
        [
            "# নমুনা",
            "",
            "নিচের code যা ছাপে:",
            "",
            '```python exec="on" source="above" result="text"',
            '--8<-- "demo/shown.py"',
            "```",
            "",
            claims,
            "",
        ]
    )
    return {"docs/demo.md": page, "snippets/demo/shown.py": code}


# --- the real site, built once ---------------------------------------------------------------


def test_bengali_heading_anchors_survive(built_site):
    assert LESSONS
    for lesson in LESSONS:
        found = []
        for path in lesson_parts(built_site.root / "site", f"{lesson}/"):  # each part, with its own contents list
            html = built_site.html(path.rstrip("/"))
            ids = [attrs["id"] for tag in ("h2", "h3") for attrs, _ in parse(html).find(tag) if "id" in attrs]
            # a numbered section keeps its Bengali words, vowel signs and virama included, and the table of
            # contents links to it
            kept = [i for i in ids if BENGALI_SIGNS.search(i) and "্" in i and "-" in i]
            assert all(f'href="#{i}"' in html for i in kept), f"{path}: an anchor nothing links to: {kept}"
            found += kept
        assert found, f"{lesson}: no heading id keeps Bengali words intact"


def test_claims_render_in_bengali_digits(built_site):
    negative = short = 0
    for lesson in LESSONS:
        html = built_site.lesson_html(lesson)  # its claims, in whichever part
        shown = [text for _, text in parse(html).find("span", "claim")]
        assert all(not re.search(r"[0-9]", text) for text in shown), f"{lesson}: ASCII digits in a claim: {shown}"
        negative += sum(bool(re.fullmatch(r"−[০-৯][০-৯.,]*", text)) for text in shown)
        found, bad = claims.find(f"{lesson}.md", (REPO / "docs" / f"{lesson}.md").read_text(encoding="utf-8"))
        assert not bad and found, lesson
        for claim in found:  # [[s#l: 4.2340 | 4.234]] shows its short form, ৪.২৩৪, as Bengali prose writes it
            assert claims.for_reading(claim.shown).replace("-", "−") in shown, f"{lesson}: {claim.raw} not shown"
            short += claim.shown != claim.token
        prose = re.sub(r"<(pre|code|textarea)\b.*?</\1>", "", html, flags=re.DOTALL)  # code may print [[...]]
        assert not re.search(r"\[\[[^\]]*:", prose), f"{lesson}: a claim was left unrendered"
    assert negative and short, "the site shows no negative claim or no claim with a short form"


@pytest.mark.parametrize("lesson", LESSONS)
def test_run_banner_names_the_installed_versions(built_site, lesson):
    elements = parse(built_site.html(lesson))
    assert len(elements.find("details", "run-banner")) == 1
    line = elements.find("summary", "run-banner__line")
    assert len(line) == 1, line
    torch = metadata.version("torch").split("+")[0]
    assert line[0][1].startswith(f"প্রতিটি output যাচাই করা: torch {torch}"), line
    assert "kernel" not in line[0][1] and "Python" not in line[0][1], f"machine details on the reader's line: {line}"
    assert re.search(r"রেকর্ড [০-৯]{4}-[০-৯]{2}-[০-৯]{2}$", line[0][1]), f"no day of recording: {line}"
    details = elements.find("p", "run-banner__details")
    assert len(details) == 1, details
    text = details[0][1]
    for expected in (
        f"Python {platform.python_version()}",
        f"torch {metadata.version('torch')}",
        f"numpy {metadata.version('numpy')}",
        f"থ্রেড {to_bengali_digits(str(RunSettings().threads))}টি",
        "torch kernel",
    ):
        assert expected in text, f"{expected!r} not in the run banner's details: {text!r}"


def test_search_separates_words_at_bengali_sentence_marks(built_site):
    index = json.loads((built_site.root / "site" / "search" / "search_index.json").read_text(encoding="utf-8"))
    separator = index["config"]["separator"]
    sentence = "আমি ক্লাসে যাই।তুমি প্রশ্ন করো॥সে উত্তর দেয়। দাম 0.5 টাকা"
    words = [w for w in re.split(separator, sentence) if w]
    expected = ["আমি", "ক্লাসে", "যাই", "তুমি", "প্রশ্ন", "করো", "সে", "উত্তর", "দেয়", "দাম", "0.5", "টাকা"]
    assert words == expected, f"separator {separator!r} splits the sentence into {words}"


def _built_files(site: Path, suffix: str) -> list[Path]:
    files = sorted(site.rglob(f"*{suffix}"))
    assert files, f"no {suffix} files in {site}"
    return files


def test_nothing_is_loaded_from_another_host(built_site):
    site = built_site.root / "site"
    remote = []
    for path in _built_files(site, ".html"):
        for tag, attrs in parse(path.read_text(encoding="utf-8")).tags:
            urls = []
            if tag in {"script", "img", "source", "iframe", "audio", "video", "embed", "track", "input"}:
                urls += [attrs.get("src", "")]
                urls += [part.split()[0] for part in attrs.get("srcset", "").split(",") if part.strip()]
            if tag == "link" and set(attrs.get("rel", "").lower().split()) & _LOADING_RELS:
                urls.append(attrs.get("href", ""))
            if tag == "object":
                urls.append(attrs.get("data", ""))
            urls += re.findall(r"url\(\s*['\"]?([^'\")]*)", attrs.get("style", ""))
            remote += [f"{path.relative_to(site)}: <{tag}> {url}" for url in urls if _REMOTE.match(url)]
        for block in re.findall(r"(?s)<style[^>]*>(.*?)</style>", path.read_text(encoding="utf-8")):
            remote += [f"{path.relative_to(site)}: <style> {u}" for u in _css_urls(block) if _REMOTE.match(u)]
    for path in _built_files(site, ".css"):
        remote += [
            f"{path.relative_to(site)}: {u}" for u in _css_urls(path.read_text(encoding="utf-8")) if _REMOTE.match(u)
        ]
    assert not remote, "the site loads from other hosts:\n" + "\n".join(remote)


def _css_urls(css: str) -> list[str]:
    urls = re.findall(r"url\(\s*['\"]?([^'\")]*)", css)
    urls += re.findall(r"@import\s+['\"]([^'\"]+)", css)
    return urls


def test_no_google_fonts_anywhere(built_site):
    site = built_site.root / "site"
    hits = [
        str(path.relative_to(site))
        for path in sorted(site.rglob("*"))
        if path.is_file()
        and path.suffix in {".html", ".css", ".js", ".json", ".xml", ".txt", ".map"}
        and re.search(r"fonts\.(?:googleapis|gstatic)\.com", path.read_text(encoding="utf-8", errors="replace"))
    ]
    assert not hits, f"Google Fonts referenced in: {hits}"


def test_bengali_font_is_self_hosted_and_used(built_site):
    site = built_site.root / "site"
    font = site / "assets" / "fonts" / "noto-sans-bengali-bengali-400-normal.woff2"
    assert font.is_file(), sorted(p.name for p in (site / "assets" / "fonts").glob("*"))
    assert font.read_bytes()[:4] == b"wOF2", "not a woff2 file"
    referenced = {}
    for css in _built_files(site, ".css"):
        text = css.read_text(encoding="utf-8")
        for url in _css_urls(text):
            if url.endswith(".woff2"):
                referenced[(css.parent / url).resolve()] = css
        if "Noto Sans Bengali" in text:
            assert re.search(r"--md-text-font-family:\s*\"Noto Sans Bengali\"", text) or "@font-face" in text
    assert font.resolve() in referenced, f"no stylesheet points at {font.name}: {referenced}"
    assert all(path.is_file() for path in referenced), f"a font the CSS names is missing: {referenced}"
    css_href = referenced[font.resolve()].relative_to(site).as_posix()
    for page in _built_files(site, ".html"):
        hrefs = [a.get("href", "") for t, a in parse(page.read_text(encoding="utf-8")).tags if t == "link"]
        assert any(h.endswith(css_href) for h in hrefs), f"{page.relative_to(site)} does not link {css_href}"


# --- small projects ----------------------------------------------------------------------------


def test_output_that_looks_like_markup_is_shown_as_text(project):
    # Built from pieces so that only the output (not the highlighted source) holds the tag.
    project.write(one_snippet_page('print("<" + "script>alert(1)</" + "script>", "&amp;")\n'))
    project.write({"snippets/demo/shown.out": "<script>alert(1)</script> &amp;\n"})
    result = project.build()
    assert result.returncode == 0, (result.stdout + result.stderr)[-3000:]
    html = project.html("demo")
    assert "&lt;script&gt;alert(1)&lt;/script&gt; &amp;amp;" in html
    assert "<script>alert(1)" not in html


def test_output_cannot_close_its_own_code_block(project):
    code = 'fence = "`" * 8\nprint(fence)\nprint("<" + "script>alert(1)</" + "script>")\nprint(fence)\n'
    project.write(one_snippet_page(code))
    project.write({"snippets/demo/shown.out": "````````\n<script>alert(1)</script>\n````````\n"})
    result = project.build()
    assert result.returncode == 0, (result.stdout + result.stderr)[-3000:]
    html = project.html("demo")
    assert "<script>alert(1)" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html


def claim_errors(project, prose: str) -> list[str]:
    """Build a one-snippet page (output ``y = 0.1192``) whose prose starts on line 9; its ERROR records."""
    project.write(one_snippet_page('print("y =", 0.1192)\n', claims=prose))
    project.write({"snippets/demo/shown.out": "y = 0.1192\n"})
    result = project.build()
    output = result.stdout + result.stderr
    assert result.returncode != 0, output[-2000:]
    return error_records(output)


def test_an_unsupported_claim_fails_the_build(project):
    records = claim_errors(project, "এখানে y হলো [[shown: 0.11925]]।")
    assert len(records) == 1, records
    expected = "docs/demo.md:9: claim [[shown: 0.11925]] is not supported by the output of snippets/demo/shown.py"
    assert records[0].startswith(expected), records[0]
    assert re.search(r"(?m)^\s+y = 0\.1192$", records[0]), f"the output is not shown:\n{records[0]}"


def test_malformed_claims_fail_the_build(project):
    records = claim_errors(project, "ভুল লেখা [[shown 0.1]]।\n\nআরেকটি [[shown: abc]]।")
    assert sorted(r.strip() for r in records) == [
        "docs/demo.md:11: malformed claim [[shown: abc]]: 'abc' is not a number as a program prints one",
        "docs/demo.md:9: malformed claim [[shown 0.1]]: "
        "write a claim as [[snippet: number]] or [[snippet#label: number]]",
    ], records
