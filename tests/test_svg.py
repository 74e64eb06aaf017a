"""The SVG re-serialiser: each hostile construct is refused by the check and absent from what is inlined."""

from __future__ import annotations

from pathlib import Path

import pytest

from pathshala.walls import svg

REPO = Path(__file__).resolve().parent.parent
HEAD = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>t</title>'


def figure(body: str, before: str = "") -> str:
    return f"{before}{HEAD}{body}</svg>\n"


@pytest.mark.parametrize("path", sorted(REPO.glob("snippets/*/*.svg")), ids=lambda p: p.name)
def test_the_lessons_figures_come_out_byte_for_byte_and_pass(path):
    text = path.read_text(encoding="utf-8")
    assert svg.inline(text) == text
    assert svg.problems(text) == []


def test_a_processing_instruction_comment_and_doctype_never_reach_the_page():
    trick = '<?xml version="1.0"?><!DOCTYPE svg><!-- x --><?x > <img src=x onerror=alert(1)> ?>'
    text = figure("<!-- <img src=x onerror=alert(2)> --><rect width='1' height='1'/>", before=trick)
    out = svg.inline(text)
    assert out == HEAD + '<rect width="1" height="1"/></svg>\n'
    assert "onerror" not in out and "<?" not in out and "<!" not in out
    assert svg.problems(text) == []  # harmless in the file; simply not carried over


@pytest.mark.parametrize(
    ("body", "reason"),
    [
        ("<script>alert(1)</script>", "holds a <script>"),
        ('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>', "<foreignObject>"),
        ('<animate attributeName="href" to="javascript:alert(1)"/>', "holds an animation"),
        ('<set attributeName="onmouseover" to="alert(1)"/>', "holds an animation"),
        ('<animateTransform attributeName="transform" type="rotate"/>', "holds an animation"),
        ('<image href="https://evil.example/x.png"/>', "<image>"),
        ('<use href="https://evil.example/s.svg#a"/>', "<use>"),
        ('<a href="javascript:alert(1)"><text>x</text></a>', "a link <a>"),
        ("<style>@import url(https://evil.example/x.css);</style>", "a <style> element"),
        ('<rect onclick="alert(1)"/>', "event handler onclick="),
        ('<rect style="fill:url(https://evil.example/p.svg#g)"/>', "a url() in the CSS property fill"),
        ('<rect style="fill:u\\72l(https://evil.example/p)"/>', "a CSS escape"),
        ('<rect style="@import \'https://evil.example/x.css\'; fill:red"/>', "a CSS at-rule @import"),
        ('<rect style="behavior:url(x.htc)"/>', "the CSS property behavior"),
        ('<rect style="fill:expression(alert(1))"/>', "the CSS function expression()"),
        ('<rect fill="url(https://evil.example/p.svg#g)"/>', "refers outside itself in fill="),
        ('<rect xmlns:x="http://www.w3.org/1999/xlink" x:href="https://evil.example"/>', "links outside itself"),
        ('<rect formaction="x"/>', "an attribute formaction="),
        ('<blink xmlns="urn:other"/>', "outside the SVG namespace"),
    ],
)
def test_each_hostile_construct_is_refused_and_left_out(body, reason):
    text = figure(body)
    found = svg.problems(text)
    assert any(reason in problem for problem in found), found
    out = svg.inline(text)
    for word in ("script", "foreignObject", "animate", "<set", "image", "<use", "<a ", "<style", "onclick",
                 "evil.example", "expression", "behavior", "formaction", "blink", "\\"):
        assert word not in out, (word, out)
    assert out.startswith(HEAD)


def test_local_references_and_plain_styles_are_kept():
    body = ('<defs><marker id="m"><path d="M0,0 L1,1" style="fill:var(--md-accent, #f00)"/></marker></defs>'
            '<path d="M0,0 H5" marker-end="url(#m)" style="stroke:rgb(1, 2, 3);stroke-width:2"/>')
    text = figure(body)
    assert svg.problems(text) == []
    assert svg.inline(text) == text


def test_entities_and_broken_xml_are_errors_not_crashes():
    bomb = '<?xml version="1.0"?><!DOCTYPE s [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;">]>' + figure("<text>&b;</text>")
    (problem,) = svg.problems(bomb)
    assert "hardened XML parser" in problem
    (broken,) = svg.problems("<svg")
    assert broken.startswith("is not well-formed SVG")
    assert svg.problems('<svg xmlns="http://www.w3.org/2000/svg"/>') == ["has no <title> (screen readers announce it)"]
    assert any("not an <svg> in the SVG namespace" in p for p in svg.problems('<svg><title>t</title></svg>'))
