"""Bengali-first text helpers: anchors and digits."""

from __future__ import annotations

from pathshala.content.text import slugify, to_ascii_digits, to_bengali_digits


def test_bengali_heading_anchor_keeps_letters_vowel_signs_and_virama():
    slug = slugify("Leaf, grad_fn আর node-এ কী জমা থাকে", "-")
    assert slug == "leaf-grad_fn-আর-node-এ-কী-জমা-থাকে"
    assert "আর" in slug and "জমা" in slug


def test_conjuncts_and_vowel_signs_survive():
    assert slugify("ক্ষুদ্র সংখ্যা", "-") == "ক্ষুদ্র-সংখ্যা"  # virama (্) and vowel signs kept
    assert slugify("১ · শিরোনাম", "-") == "১-শিরোনাম"


def test_punctuation_and_danda_separate():
    assert slugify("প্রশ্ন। উত্তর॥ শেষ?", "_") == "প্রশ্ন_উত্তর_শেষ"


def test_digits_both_ways():
    assert to_bengali_digits("-0.1192") == "−০.১১৯২"
    assert to_ascii_digits("−০.১১৯২") == "-0.1192"
