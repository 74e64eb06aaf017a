"""Search that knows Bengali (no MkDocs): the glossary's spoken spellings become search tags.

Lessons write practitioners' terms in Latin script; readers search as the words sound
(গ্রেডিয়েন্ট). ``pathshala.glossary.search_words`` gives each search entry the spoken spellings
of the terms its text uses. The browser test (tests/test_browser_search.py) types one on a phone.
"""

from __future__ import annotations

from pathlib import Path

from pathshala import glossary as gl
from pathshala.glossary.search_words import add_spoken_tags, spoken_tags

REPO = Path(__file__).resolve().parent.parent

DATA = """\
- term: gradient
  spoken: [গ্রেডিয়েন্ট, গ্রাডিয়েন্ট]
  en: gradient
  bn: ঢালের মাপ।
- term: leaf tensor
  forms: [leaf]
  spoken: [লিফ]
  en: leaf tensor
  bn: নিজে বানানো tensor।
- term: tensor
  spoken: [টেনসর]
  en: tensor
  bn: সংখ্যার খোপ।
- term: node
  en: node
  bn: graph-এর ধাপ।
"""


def glossary():
    loaded, problems = gl.loads(DATA)
    assert problems == []
    return loaded


def test_spoken_spellings_are_read_in_order():
    terms = glossary().by_key()
    assert terms["gradient"].spoken == ("গ্রেডিয়েন্ট", "গ্রাডিয়েন্ট")
    assert terms["node"].spoken == ()


def test_a_section_gets_the_spellings_of_the_terms_it_uses_and_no_others():
    words = spoken_tags(["<h2>ঢাল</h2>", "<p>প্রতিটি <code>Gradient</code>-এর মান, আর <strong>leaf</strong>-এ জমে।</p>"],
                        glossary())
    assert words == ["গ্রেডিয়েন্ট", "গ্রাডিয়েন্ট", "লিফ"]
    # "leaf tensor" is the longer match: it takes the text, so plain "tensor" is not used there
    assert spoken_tags(["<p>a leaf tensor</p>"], glossary()) == ["লিফ"]
    # whole words only, as the tooltips match: no "tensor" inside "tensors" or "non-leaf"
    assert spoken_tags(["<p>tensors, non-leaf</p>"], glossary()) == []


def test_the_index_entries_get_tags_and_keep_their_own():
    index = {"docs": [
        {"location": "a/", "title": "gradient", "text": ""},
        {"location": "a/#x", "title": "x", "text": "<p>কিছুই না</p>"},
        {"location": "b/", "title": "b", "text": "<p>tensor</p>", "tags": ["নিজের"]},
    ]}
    assert add_spoken_tags(index, glossary()) == 2
    assert index["docs"][0]["tags"] == ["গ্রেডিয়েন্ট", "গ্রাডিয়েন্ট"]
    assert "tags" not in index["docs"][1]
    assert index["docs"][2]["tags"] == ["নিজের", "টেনসর"]


def test_a_spoken_spelling_must_be_one_bengali_word():
    for bad in ("gradient", "গ্রেডি য়েন্ট", "<b>গ্রেড</b>", "[]"):
        _, problems = gl.loads(f"- term: gradient\n  spoken: ['{bad}']\n  en: g\n  bn: ঢাল।\n")
        assert len(problems) == 1 and problems[0].line == 2, (bad, problems)
        assert "spoken" in problems[0].message and "Bengali" in problems[0].message


def test_the_course_glossary_spells_the_terms_readers_search_for():
    loaded, problems = gl.load(REPO / "course" / "glossary.yml")
    assert problems == []
    spoken = {t.term: t.spoken for t in loaded.terms}
    assert "গ্রেডিয়েন্ট" in spoken["gradient"] and "ব্যাকপ্রপাগেশন" in spoken["backpropagation"]


def test_a_kept_page_is_not_searched_again_and_a_changed_page_or_glossary_is(tmp_path, monkeypatch):
    """With the build's memo, the tags of a page whose entries did not change come from the memo (an edit
    finds terms in one page, not in all 2,000 entries of the course); the same tags either way; a page whose
    text changed, or a glossary whose spellings changed, is searched again."""
    from pathshala import memo
    from pathshala.glossary import search_words
    from pathshala.project import Project

    def index(text_b: str = "<p>tensor</p>") -> dict:
        return {"docs": [{"location": "a/", "title": "gradient", "text": ""},
                         {"location": "a/#x", "title": "x", "text": "<p>leaf</p>"},
                         {"location": "b/", "title": "b", "text": text_b}]}

    searched: list[str] = []
    real = search_words.spoken_tags
    monkeypatch.setattr(search_words, "spoken_tags",
                        lambda fragments, g: searched.append(fragments[0]) or real(fragments, g))
    plain = index()
    add_spoken_tags(plain, glossary())
    searched.clear()

    def build(idx: dict, terms=None) -> dict:
        terms = terms or glossary()
        add_spoken_tags(idx, terms, search_words.memo_for(memo.Memos(Project(tmp_path)), terms))
        return idx

    assert build(index()) == plain and sorted(searched) == ["b", "gradient", "x"]  # first build: every entry
    searched.clear()
    assert build(index()) == plain and searched == []  # nothing changed: nothing searched
    edited = build(index("<p>gradient</p>"))
    assert searched == ["b"] and edited["docs"][2]["tags"] == ["গ্রেডিয়েন্ট", "গ্রাডিয়েন্ট"]
    searched.clear()
    respelled, problems = gl.loads(DATA.replace("[টেনসর]", "[টেনসার]"))
    assert problems == []
    assert build(index(), respelled)["docs"][2]["tags"] == ["টেনসার"] and sorted(searched) == ["b", "gradient", "x"]
