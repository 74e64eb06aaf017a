"""code_runs on its own (no MkDocs): a highlighted block's token spans become runs over one text node."""

from __future__ import annotations

from pathshala.rendering.code_runs import page_html, runs_of

BLOCK = ('<div class="language-python highlight"><pre><span></span><code>{}</code></pre></div>')


def test_tokens_become_runs_over_plain_text():
    inner = '<span class="k">def</span> <span class="nf">f</span><span class="p">():</span>'
    out = page_html(BLOCK.format(inner))
    assert out == BLOCK.format("def f():").replace(
        "<code>", '<code tabindex="0" data-ps-runs="k:3 :1 nf:1 p:3">')


def test_lengths_count_utf16_units_of_the_unescaped_text():
    # '&lt;' is one character; 'ঘর' is two code units; an emoji outside the BMP is two
    inner = '<span class="s1">&#39;&lt;ঘর😀&#39;</span>'
    assert runs_of(inner) == ("&#39;&lt;ঘর😀&#39;", "s1:7")


def test_escaped_markup_in_code_stays_escaped():
    inner = '<span class="n">x</span> <span class="o">=</span> <span class="s2">&quot;&lt;script&gt;&quot;</span>'
    out = page_html(BLOCK.format(inner))
    assert "<script>" not in out and "&lt;script&gt;" in out
    assert "<span" not in out.split("<code")[1]


def test_a_plain_output_block_gets_only_keyboard_access():
    out = page_html(BLOCK.format("loss 0.25\nদাম &lt; ১০"))
    assert '<code tabindex="0">loss 0.25\nদাম &lt; ১০</code>' in out
    assert "data-ps-runs" not in out


def test_anything_but_flat_token_spans_is_left_as_it_is():
    for inner in ('<span class="k">a<b>b</b></span>',            # nested markup
                  '<span class="k" id="x">a</span>',            # another attribute
                  '<span class="hll"><span class="k">a</span></span>',  # highlighted line wrapper
                  '<a href="#x">a</a>'):
        assert page_html(BLOCK.format(inner)) == BLOCK.format(inner), inner
