"""The authoring gate: one vocabulary (course/terms.yml) and Bengali digits, in prose only."""

from __future__ import annotations

import pytest

from pathshala.gate import prose, terms

from .conftest import REPO, gate_of

TERMS = """\
- use: layer
  refuse: [স্তর]
  why: one word for one idea
- use: কম্পিউটার
  refuse: [যন্ত্র, যন্ত্রভেদে]
  why: the reader's computer
- use: কপি
  refuse: [copy]
  why: prose says কপি
- use: "**প্রশ্ন ১:**"
  pattern: "প্র [০-৯]+ ·"
  why: one label style
- use: শুরুর gradient
  refuse: [বীজ]
  from_lesson: 5
  why: lesson five defines it
"""


def problems_of(tmp_path, text: str, page: str = "07-x.md", files: dict | None = None) -> list[str]:
    _, gates = gate_of(tmp_path, {page: text}, {"course/terms.yml": TERMS, **(files or {})})
    return [str(p) for p in gates[page].problems]


@pytest.mark.parametrize(
    ("written", "found"),
    [
        ("এই স্তর", "স্তর"),
        ("দ্বিতীয় স্তরের weight", "স্তরের"),  # a Bengali ending
        ("যন্ত্রেই চলে", "যন্ত্রেই"),
        ("ফল যন্ত্রভেদে আলাদা", "যন্ত্রভেদে"),  # a compound listed as its own variant
        ("একটি Copy রাখে", "Copy"),  # Latin, any case
        ("copy-র দাম", "copy"),  # a hyphenated Bengali ending
    ],
)
def test_a_refused_variant_names_page_line_and_the_form_to_use(tmp_path, written, found):
    [problem] = problems_of(tmp_path, f"# পাতা\n\nপ্রথম লাইন।\n{written}।\n", "index.md")
    assert problem.startswith("docs/index.md:4: vocabulary: write ")
    assert f", not {found!r}: " in problem and "course/terms.yml:" in problem
    assert problems_of(tmp_path, "# পাতা\n\nপ্রথম লাইন।\nএই layer, কম্পিউটারে, কপি।\n", "index.md") == []


@pytest.mark.parametrize(
    "text",
    [
        "যন্ত্রণা আর যন্ত্রপাতি",  # other words that begin alike
        "উপস্তরে",  # the form inside a word
        "copy-on-write একটি কৌশল",  # a hyphenated Latin compound is another term
        "`x.copy()` আর `স্তর` code-এ",  # code spans
        "[লিংক](copy.md) আর <span title=\"স্তর\">ক</span>",  # link targets, HTML attributes
        "<!-- স্তর, যন্ত্র -->শুধু মন্তব্য",  # comments never reach a reader
        "ফল [[run#স্তর: 3]]",  # a claim's label
    ],
)
def test_what_a_reader_does_not_read_as_prose_is_not_checked(tmp_path, text):
    assert problems_of(tmp_path, f"# পাতা\n\n{text}\n", "index.md") == []


def test_code_widgets_and_front_matter_are_checked_only_where_a_reader_reads_them(tmp_path):
    page = """---
lesson: 7
title: স্তর 1
objectives:
  - "প্রতিটি স্তর দেখা"
---
# শিরোনাম

```python
# স্তর 1 copy
```

```quiz
id: copy-1
question: "কোন যন্ত্র?"
options:
  - {text: "এক", correct: true, why: "দুই 2"}
  - {text: "তিন", why: "চার"}
```
"""
    found = problems_of(tmp_path, page)
    assert [p.split(": ")[0] for p in found] == ["docs/07-x.md:5", "docs/07-x.md:15", "docs/07-x.md:17"]
    assert "'স্তর'" in found[0] and "'যন্ত্র'" in found[1] and "'2'" in found[2]


def test_a_pattern_and_a_word_defined_in_a_later_lesson(tmp_path):
    label = "## ভেবে দেখুন\n\n**প্র ০১ · কেন?**\n"
    found = problems_of(tmp_path, "# ক\n\n" + label, "index.md")
    assert [p.split(": vocabulary")[0] for p in found] == ["docs/index.md:5"]
    assert "write '**প্রশ্ন ১:**', not 'প্র ০১ ·'" in found[0]
    before = "---\nlesson: 4\nobjectives: [এক]\n---\n# ক\n\nবীজ ১ থেকে শুরু।\n"
    assert any("not 'বীজ'" in p for p in problems_of(tmp_path, before, "04-x.md"))
    assert not any("বীজ" in p for p in problems_of(tmp_path, before.replace("lesson: 4", "lesson: 5"), "05-x.md"))


def test_quoted_words_may_stand_with_an_escape(tmp_path):
    same_line = "# পাতা\n\nবইয়ের নাম «যন্ত্র শেখে»। <!-- terms: allow যন্ত্র -->\n"
    line_before = "# পাতা\n\n<!-- terms: allow যন্ত্র, 1998 -->\nবইয়ের নাম «যন্ত্র শেখে», 1998।\n"
    assert problems_of(tmp_path, same_line, "index.md") == []
    assert problems_of(tmp_path, line_before, "index.md") == []
    other = "# পাতা\n\n<!-- terms: allow যন্ত্র -->\nএক লাইন।\n\nযন্ত্র আবার।\n"  # only the next line
    assert [p.split(": ")[0] for p in problems_of(tmp_path, other, "index.md")] == ["docs/index.md:6"]


@pytest.mark.parametrize(
    ("text", "flagged"),
    [
        ("মোট 28টি ঘর", ["28"]),
        ("x = 3, y = 4.5", ["3", "4.5"]),
        ("ছোট 1e-8 তফাত", ["1e-8"]),  # a number with an exponent is a number
        ("50% সময়", ["50"]),
        ("`float32` নয়, float32 আর float64, log1p, x1, a2-তে", []),  # names keep their digits
        ("torch 2.13 আর Python 3.11-এ", []),  # versions after a name
        ("UTF-8 লেখা", []),
        ("১০⁻⁸ আর ২৮টি", []),  # Bengali digits, superscripts
        ("[[run: 28]] বার", []),  # a claim's number
        ("[পর্ব ০৫](05-home.md) আর <https://example.com/a1/2>", []),  # targets and addresses
        ("1. প্রথম\n2. দ্বিতীয়", []),  # list numbers (the theme numbers lists in Bengali)
        ("&#8722;১ আর <b data-x=\"9\">খ</b>", []),  # entities and tags
        ("<tr data-n=\"1\" data-s=\"<i>2</i>\"><td>ক</td></tr>", []),  # a quoted attribute holding < and >
    ],
)
def test_ascii_numbers_in_prose(tmp_path, text, flagged):
    found = problems_of(tmp_path, f"# পাতা\n\n{text}\n", "index.md")
    assert [p.split("not '")[1].split("'")[0] for p in found] == flagged
    assert all("write '" in p and "Bengali digits" in p for p in found)


def test_the_masked_line_keeps_every_column():
    line = "ক `a` [[r#x: 1]] [খ](g.md) <b>গ</b> {: #id } &amp; ঘ"
    masked = prose.mask(line)
    assert len(masked) == len(line) and masked.split() == ["ক", "[খ]", "গ", "ঘ"]


def test_a_malformed_vocabulary_names_its_line(tmp_path):
    bad = "- use: layer\n  why: ক\n- use: x\n  refuse: [y]\n- use: a\n  pattern: \"(\"\n  why: b\n- oops\n"
    entries, found = terms.loads(bad)
    assert [(p.where, p.message.split(":")[0]) for p in found] == [
        ("course/terms.yml:1", "terms"), ("course/terms.yml:3", "terms"), ("course/terms.yml:5", "terms"),
        ("course/terms.yml:8", "terms")]
    assert "refuses words" in found[0].message and "needs `use`" in found[1].message
    assert "not a regular expression" in found[2].message and entries == []
    assert terms.loads("- &a {use: x}\n- *a\n")[1][0].message.startswith("terms: YAML aliases")


def test_the_course_vocabulary_reads_and_refuses_what_the_brief_names():
    entries, found = terms.load(REPO / "course" / "terms.yml")
    assert found == []
    refused = {form: entry.use for entry in entries for form in entry.refuse}
    assert refused["স্তর"] == "layer" and refused["যন্ত্র"] == "কম্পিউটার" and refused["বেশিরভাগ"] == "বেশির ভাগ"
    assert refused["copy"] == "কপি" and refused["ফোল্ডার"] == "folder" and refused["বীজ"].startswith("শুরুর")
    assert any(e.pattern and e.pattern.search("**প্র ০১ · কেন?**") for e in entries)
    assert all(e.why for e in entries)
