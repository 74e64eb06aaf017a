"""The glossary engine on its own (no MkDocs): loading, Bengali-aware matching, tooltips, sections."""

from __future__ import annotations

import html
import re
from pathlib import Path

import markdown
import pytest

from pathshala import glossary as gl
from pathshala.rendering import facts
from pathshala.rendering.templates import default as default_templates

REPO = Path(__file__).resolve().parent.parent

DATA = """\
# a test glossary
- term: শেখা
  en: learning
  bn: নতুন কিছু জানা।
- term: ক
  en: ka
  bn: একটি বর্ণ।
- term: tensor
  en: tensor
  bn: সংখ্যার খোপ।
- term: leaf tensor
  forms: [leaf]
  en: leaf tensor
  bn: যে tensor আপনি নিজে বানিয়েছেন।
- term: node
  en: node
  bn: graph-এর একটি ধাপ।
- term: grad_fn
  code: true
  en: gradient function
  bn: যে node tensor-টিকে বানিয়েছে, তার নাম `grad_fn`।
- term: gradient
  en: gradient
  bn: ফল কত দ্রুত বদলায় <তার> মাপ & "দিক"।
"""


def glossary(text: str = DATA) -> gl.Glossary:
    g, problems = gl.loads(text)
    assert not problems, problems
    return g


def matched(text: str, g: gl.Glossary | None = None) -> list[str]:
    return [m for m, _ in gl.matches(text, g or glossary())]


def terms_wrapped(page: str) -> list[str]:
    return re.findall(r'<abbr class="ps-term" tabindex="0" title="[^"]*">(.*?)</abbr>', page)


# --------------------------------------------------------------------------- loading


def test_load_reads_terms_with_their_lines():
    g = glossary()
    assert [t.term for t in g.terms] == ["শেখা", "ক", "tensor", "leaf tensor", "node", "grad_fn", "gradient"]
    leaf = g.by_key()["leaf tensor"]
    assert (leaf.line, leaf.lines["bn"], leaf.forms) == (11, 14, ("leaf",))
    assert g.by_key()["grad_fn"].code and not leaf.code
    assert leaf.title == "যে tensor আপনি নিজে বানিয়েছেন। (leaf tensor)"
    assert g.by_key()["grad_fn"].title == "যে node tensor-টিকে বানিয়েছে, তার নাম grad_fn। (gradient function)"


def test_real_glossary_loads_clean_and_covers_lesson_08_section_1():
    g, problems = gl.load(REPO / "course" / "glossary.yml")
    assert not problems, problems
    keys = set(g.by_key())
    for term in ("leaf tensor", "non-leaf tensor", "grad_fn", "node", "computational graph", "accumulategrad",
                 "retain_grad", "রেখে দেওয়া মান", "backward", "gradient", "sigmoid", "gradcheck"):
        assert term in keys, term
    assert g.by_key()["রেখে দেওয়া মান"].en == "saved tensor"
    assert facts.placeholders(g.by_key()["gradcheck"].bn), "gradcheck's defaults must come from a placeholder"
    assert not re.search(r"1e-0?6|1e-0?5|0\.001", (REPO / "course" / "glossary.yml").read_text(encoding="utf-8"))
    assert (REPO / "course" / "glossary.yml").read_text(encoding="utf-8").startswith("# The course glossary. DATA")


def test_duplicate_terms_are_found_case_insensitively_and_in_nfc():
    one, two = "দে\u09dfা", "দে\u09af\u09bcা"  # য় as one code point, and as য + nukta
    text = (
        "- term: Gradient\n  en: gradient\n  bn: মাপ।\n"
        "- term: gradient\n  en: gradient\n  bn: আবার।\n"
        f"- term: {one}\n  en: give\n  bn: দান।\n"
        f"- term: {two}\n  en: give\n  bn: আবার দান।\n"
        "- term: leaf tensor\n  forms: [leaf]\n  en: leaf\n  bn: পাতা।\n"
        "- term: LEAF\n  en: leaf\n  bn: আবার পাতা।\n"
    )
    _, problems = gl.loads(text)
    assert [p.where for p in problems] == ["course/glossary.yml:4", "course/glossary.yml:10", "course/glossary.yml:17"]
    assert "duplicate term 'gradient'" in problems[0].message and "'Gradient' (line 1)" in problems[0].message
    assert "'leaf tensor' (line 13)" in problems[2].message


def test_empty_and_missing_definitions_fail_with_their_lines():
    text = (
        "- term: node\n  en: node\n  bn: ''\n"
        "- term: graph\n  en:\n  bn: ছক।\n"
        "- term: leaf\n  bn: পাতা।\n"
        "- en: orphan\n  bn: নামহীন।\n"
    )
    _, problems = gl.loads(text)
    found = {(p.where, p.message) for p in problems}
    assert ("course/glossary.yml:3", "'node' has an empty 'bn': give it a Bengali definition") in found
    assert ("course/glossary.yml:5", "'graph' has an empty 'en': give it an English name") in found
    assert ("course/glossary.yml:7", "'leaf' has an empty 'en': give it an English name") in found
    assert any(w == "course/glossary.yml:9" and "needs a term" in m for w, m in found)
    assert len(problems) == 4


def test_malformed_yaml_names_its_line():
    _, problems = gl.loads("- term: node\n  en: node\n  bn: [ধাপ\n- term: x\n")
    assert len(problems) == 1
    assert problems[0].where.startswith("course/glossary.yml:")
    assert int(problems[0].where.rsplit(":", 1)[1]) in (4, 5)
    assert "not valid YAML" in problems[0].message


def test_unquoted_library_fact_gets_a_hint():
    _, problems = gl.loads("- term: x\n  en: x\n  bn: মাপ {{ version: torch }}।\n")
    assert problems[0].where == "course/glossary.yml:3"
    assert "write such a value in quotes or as a block, bn: >-" in problems[0].message


def test_wrong_shapes_and_unknown_keys_are_problems():
    assert gl.loads("term: node\n")[1][0].message.startswith("the glossary must be a YAML list")
    _, problems = gl.loads("- term: node\n  en: node\n  bn: ধাপ।\n  defn: typo\n  code: maybe\n- just text\n")
    messages = [(p.where, p.message.split(" (")[0]) for p in problems]
    assert ("course/glossary.yml:4", "unknown key 'defn'") in messages
    assert ("course/glossary.yml:5", "'node': code is true or false") in messages
    assert problems[-1].where == "course/glossary.yml:6" and "mapping" in problems[-1].message


def test_malformed_library_fact_is_refused_when_loading():
    text = "- term: gradcheck\n  en: gradient check\n  bn: >-\n    মাপ\n    {{ signature: gradcheck }}।\n"
    _, problems = gl.loads(text)
    assert [p.where for p in problems] == ["course/glossary.yml:5"]
    assert "malformed library fact {{ signature: gradcheck }}" in problems[0].message
    assert gl.loads(text.replace("signature: gradcheck", "colour: red"))[1][0].message.count("unknown kind") == 1


def test_empty_file_is_an_empty_glossary():
    g, problems = gl.loads("# nothing yet\n")
    assert (g.terms, problems) == ([], [])
    assert gl.annotate("<p>tensor</p>", g, default_templates()) == ("<p>tensor</p>", [])


# --------------------------------------------------------------------------- matching


def test_term_ending_in_a_vowel_sign_matches_at_word_end_and_before_danda():
    assert matched("আজ আমরা শেখা শুরু করব।") == ["শেখা"]
    assert matched("এটাই আসল শেখা।") == ["শেখা"]
    assert matched("শেখা") == ["শেখা"]
    assert matched("(শেখা), শেখা!") == ["শেখা", "শেখা"]
    assert matched("শেখা।শেখা॥শেখা") == ["শেখা", "শেখা", "শেখা"]


def test_term_never_matches_inside_a_longer_word():
    assert matched("শেখানো কঠিন, শেখার আনন্দ, অশেখা পথ") == []
    assert matched("tensors, subtensor, tensor2, tensor_a, node১") == []


def test_term_never_splits_a_letter_cluster():
    assert matched("ক্ষমতা আর লক্ষ্য") == []  # ক + virama: a conjunct, not the letter ক
    assert matched("কই") == []  # ক + vowel sign
    assert matched("ক‌ই ক‍ই") == []  # ZWNJ, ZWJ after it
    assert matched("ক আর খ") == ["ক"]


def test_bengali_endings_after_a_hyphen_match_the_latin_term():
    assert matched("tensor-এর আকার, node-এ কী থাকে, node-ই জানে") == ["tensor", "node", "node"]
    assert matched("tensor-based model, a leaf-node, non-leaf") == []  # compounds are other words


def test_latin_terms_ignore_case_and_keep_the_text_as_written():
    assert matched("Tensor আর TENSOR আর Leaf") == ["Tensor", "TENSOR", "Leaf"]


def test_longest_term_wins_where_terms_overlap():
    found = gl.matches("একটি leaf tensor আর একটি tensor আর একটি leaf", glossary())
    assert [(m, t.term) for m, t in found] == [
        ("leaf tensor", "leaf tensor"),
        ("tensor", "tensor"),
        ("leaf", "leaf tensor"),
    ]


def test_composed_and_decomposed_letters_match_each_other():
    one, two = "দে\u09dfা", "দে\u09af\u09bcা"  # য় as one code point, and as য + nukta
    assert matched(f"টাকা {two} হলো", glossary(f"- term: {one}\n  en: give\n  bn: দান।\n")) == [two]
    assert matched(f"টাকা {one} হলো", glossary(f"- term: {two}\n  en: give\n  bn: দান।\n")) == [one]
    assert matched("ক\u09cb", glossary("- term: কে\n  en: ke\n  bn: কে।\n")) == []  # never half of ো (ে + া)
    assert matched("কে\u09be", glossary("- term: কো\n  en: ko\n  bn: কো।\n")) == ["কে\u09be"]


# --------------------------------------------------------------------------- Python-Markdown's abbr fails here


def test_python_markdowns_abbr_fails_the_bengali_cases_we_handle():
    """Why the glossary does not use the ``abbr`` extension: its ``\\b`` is wrong for Bengali."""
    sentence = "আজ আমরা শেখা শুরু করব।"
    stock = markdown.markdown(f"{sentence}\n\n*[শেখা]: learning\n", extensions=["abbr"])
    assert "<abbr" not in stock  # a word ending in a vowel sign never gets its tooltip
    ours, used = gl.annotate(f"<p>{sentence}</p>", glossary(), default_templates())
    assert terms_wrapped(ours) == ["শেখা"] and [t.term for t in used] == ["শেখা"]

    longer = markdown.markdown("শেখানো কঠিন।\n\n*[শেখা]: learning\n", extensions=["abbr"])
    assert '<abbr title="learning">শেখা</abbr>নো' in longer  # it matches inside a longer word
    assert terms_wrapped(gl.annotate("<p>শেখানো কঠিন।</p>", glossary(), default_templates())[0]) == []

    cluster = markdown.markdown("ক্ষমতা বাড়ে।\n\n*[ক]: ka\n", extensions=["abbr"])
    assert '<abbr title="ka">ক</abbr>্ষমতা' in cluster  # it splits the conjunct ক্ষ
    assert terms_wrapped(gl.annotate("<p>ক্ষমতা বাড়ে।</p>", glossary(), default_templates())[0]) == []


# --------------------------------------------------------------------------- annotate


def test_first_use_in_each_section_gets_the_tooltip():
    page = (
        "<h1>শিরোনাম</h1><p>tensor আর tensor।</p>"
        '<h2 id="a">এক</h2><p>এখানে tensor।</p><p>আবার tensor আর node-এর কথা।</p>'
        '<h3 id="b">উপ</h3><p>tensor, node</p>'
        '<h2 id="c">দুই</h2><ul><li>tensor</li></ul>'
    )
    out, used = gl.annotate(page, glossary(), default_templates())
    assert terms_wrapped(out) == ["tensor", "tensor", "node", "tensor"]
    assert [t.term for t in used] == ["tensor", "node"]
    assert '<p>tensor আর tensor।</p>' not in out and "আর tensor।</p>" in out
    assert "<p>tensor, node</p>" in out  # an h3 does not start a new section


def test_tooltip_markup_and_escaped_title():
    out, _ = gl.annotate("<p>gradient দেখুন</p>", glossary(), default_templates())
    title = html.escape("ফল কত দ্রুত বদলায় <তার> মাপ & \"দিক\"। (gradient)", quote=True)
    assert out == f'<p><abbr class="ps-term" tabindex="0" title="{title}">gradient</abbr> দেখুন</p>'


def test_never_inside_code_headings_links_tooltips_or_claims():
    page = (
        '<h2 id="x">tensor আর node</h2>'
        "<p><code>tensor</code> <a href='x.html'>tensor পড়ুন</a> <abbr title='t'>tensor</abbr>"
        ' <span class="claim" title="c">tensor</span> <abbr class="ps-term" title="t">node</abbr></p>'
        '<div class="language-python highlight"><pre><span></span><code>tensor = node\n</code></pre></div>'
        "<details><summary>tensor কেন?</summary><p>কারণ</p></details>"
        "<button>tensor</button><svg><text>tensor</text></svg><script>var tensor = 1;</script>"
        '<nav class="ps-lesson-nav"><p>PyTorch tensor</p></nav>'
        "<h3>node</h3><h4>node</h4><h5>node</h5><h6>node</h6>"
    )
    out, used = gl.annotate(page, glossary(), default_templates())
    assert (out, used) == (page, [])


def test_text_after_a_skipped_element_is_still_annotated():
    page = "<p><code>x</code> আর <a href='#'>node</a>, তারপর node-এর <strong>tensor</strong></p>"
    out, _ = gl.annotate(page, glossary(), default_templates())
    assert terms_wrapped(out) == ["node", "tensor"]
    assert "<a href='#'>node</a>" in out


def test_words_are_not_joined_across_inline_tags_but_are_split_by_blocks():
    out, _ = gl.annotate("<p><em>sub</em>tensor আর <code>x</code>node</p>", glossary(), default_templates())
    assert terms_wrapped(out) == []  # "subtensor" and "xnode" are one word each on the screen
    out, _ = gl.annotate("<li>tensor</li><li>node</li>", glossary(), default_templates())
    assert terms_wrapped(out) == ["tensor", "node"]


def test_code_term_wraps_a_whole_inline_code_element_only():
    page = (
        "<p><code>grad_fn</code>-এর শিকল</p><p><code>grad_fn</code> আবার</p>"
        '<h2 id="n">নতুন</h2><p><code>x.grad_fn</code> নয়, <code>retain_grad()</code> নয়, <code>grad_fn()</code></p>'
        "<pre><code>grad_fn</code></pre>"
    )
    out, used = gl.annotate(page, glossary(), default_templates())
    assert out.count('<abbr class="ps-term"') == 2
    assert out.startswith('<p><abbr class="ps-term" tabindex="0" title="')
    assert "><code>grad_fn</code></abbr>-এর শিকল</p><p><code>grad_fn</code> আবার" in out
    assert "><code>grad_fn()</code></abbr></p><pre><code>grad_fn</code></pre>" in out
    assert [t.term for t in used] == ["grad_fn"]


def test_untouched_html_is_kept_byte_for_byte():
    page = (
        "<!DOCTYPE html><!-- note --><p class=x>R&amp;D &#x26; a &lt; b, tensor &nbsp; &unknown; a & b</p>"
        "<img src='a.png' alt=\"tensor\"><br/><p>শেষ <em>tensor</em></p>\n<script>if (a < b) {}</script>"
    )
    out, _ = gl.annotate(page, glossary(), default_templates())
    assert re.sub(r'<abbr class="ps-term"[^>]*>(.*?)</abbr>', r"\1", out) == page
    assert terms_wrapped(out) == ["tensor"]


def test_output_is_deterministic():
    page = "<p>leaf tensor, node, gradient, শেখা, tensor-এর <code>grad_fn</code></p>" * 20
    first = gl.annotate(page, glossary(), default_templates())
    for _ in range(3):
        assert gl.annotate(page, glossary(), default_templates()) == first
    assert [t.term for t in first[1]] == ["leaf tensor", "node", "gradient", "শেখা", "tensor", "grad_fn"]


def test_terms_in_objectives_text():
    used = gl.terms_in_text("কোন tensor leaf আর `grad_fn`-এর শিকল, `tensor.grad`", glossary(), default_templates())
    assert [t.term for t in used] == ["tensor", "leaf tensor", "grad_fn"]


# --------------------------------------------------------------------------- lesson section and site page


def test_lesson_section_lists_used_terms_in_first_use_order_and_uses_no_new_ones():
    g = glossary()
    page_md = gl.add_section("# পাঠ\n\nকিছু কথা।\n")
    assert page_md.endswith("\n\n## শব্দকোষ\n\n" + gl.SLOT + "\n")
    rendered = markdown.markdown(page_md, extensions=["md_in_html"])
    rendered = rendered.replace("<p>কিছু কথা।</p>", "<p>node আর gradient, তারপর tensor।</p>")
    out, used = gl.annotate(rendered, g, default_templates())
    assert [t.term for t in used] == ["node", "gradient", "tensor"]
    final = gl.fill_section(out, used, "../glossary/", default_templates())
    section = final.split("শব্দকোষ</h2>", 1)[1]
    assert gl.SLOT not in final
    assert re.findall(r"<dt>(.*?)</dt>", section) == [
        '<a href="../glossary/#node">node</a>',
        '<a href="../glossary/#gradient">gradient</a>',
        '<a href="../glossary/#tensor">tensor</a>',
    ]
    assert "<dd><p>graph-এর একটি ধাপ।</p></dd>" in section
    assert "ps-term" not in section  # the list itself gets no tooltips and counts no use
    assert "ps-glossary" in gl.SKIP_CLASSES
    again, _ = gl.annotate(final, g, default_templates())
    assert again.split("শব্দকোষ</h2>", 1)[1] == section


def test_site_page_lists_every_term_alphabetically_with_anchors():
    g = glossary()
    page = gl.page_markdown(g, default_templates())
    assert page.startswith("# শব্দকোষ\n")
    ids = re.findall(r'<dt id="([^"]+)">', page)
    assert ids == ["grad_fn", "gradient", "leaf-tensor", "node", "tensor", "ক", "শেখা"]
    en = '<span class="ps-glossary__en" lang="en">gradient function</span>'
    assert f'<dt id="grad_fn"><code>grad_fn</code> {en}</dt>' in page
    assert "<code>grad_fn</code>।</p></dd>" in page
    assert "ফল কত দ্রুত বদলায় &lt;তার&gt; মাপ &amp; \"দিক\"।" in page


def test_unused_terms_are_reported_with_their_lines():
    g = glossary()
    problems = gl.unused(g, {"tensor", "node", "grad_fn", "gradient", "leaf tensor"})
    assert [(p.where, p.message) for p in problems] == [
        ("course/glossary.yml:2", "glossary term 'শেখা' is used on no page of the site"),
        ("course/glossary.yml:5", "glossary term 'ক' is used on no page of the site"),
    ]


@pytest.mark.parametrize("body", ["signature: torch.autograd.gradcheck eps", " version: torch "])
def test_placeholder_syntax(body):
    fact = facts.parse(body)
    assert fact.key in {"signature: torch.autograd.gradcheck eps", "version: torch"}
    assert facts.substitute("x {{" + body + "}} y", {fact.key: "V"}) == "x V y"
