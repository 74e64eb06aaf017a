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
