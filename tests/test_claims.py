"""Claims: numbers in prose tied to a run, checked as whole tokens, shown in Bengali digits."""

from __future__ import annotations

import pytest

from pathshala.content import claims
from pathshala.rendering.templates import default as default_templates

OUTPUT = "y = tensor(0.1192, grad_fn=<SigmoidBackward0>)\nw.grad tensor([0.2100, 0.3150]) z=-2 size (2,) eps 1e-08\n"


def one(text: str):
    found, problems = claims.find("p.md", text)
    return found, problems


@pytest.mark.parametrize(
    ("written", "supported"),
    [
        ("0.1192", True),
        ("০.১১৯২", True),
        ("0.119", False),
        ("0.11925", False),
        ("1192", False),
        ("-2", True),
        ("−২", True),
        ("2", True),  # in "(2,)"
        ("0.2100", True),
        ("0.21", False),  # not as printed
        ("1e-08", True),
        ("0", False),  # "SigmoidBackward0" is a name, not a number
        ("8", False),  # inside "1e-08"
    ],
)
def test_claims_match_whole_tokens(written, supported):
    found, problems = one(f"y is [[s: {written}]].")
    assert not problems
    assert (claims.check(found[0], OUTPUT, "snippets/l/s.py") is None) is supported


def test_unsupported_claim_names_page_claim_and_output():
    found, _ = one("line one\n\ny is [[s: 0.11925]] here\n")
    problem = claims.check(found[0], OUTPUT, "snippets/l/s.py")
    text = str(problem)
    assert text.startswith("docs/p.md:3: claim [[s: 0.11925]]")
    assert "snippets/l/s.py" in text and "    y = tensor(0.1192" in text


@pytest.mark.parametrize(
    ("body", "reason"),
    [
        ("s 0.1", "write a claim as"),
        (": 0.1", "write a claim as"),
        ("s: abc", "not a number"),
        ("s: ", "not a number"),
        ("s: 0.2100 | 0.22", "not the same number"),
        ("s: 0.2100 | x", "not the same number"),
        ("s: 259000 | 2,59,001", "not the same number"),
        ("s: 259000 | 259,000", "group digits as Bengali prose does"),
    ],
)
def test_malformed_claims_are_problems_with_page_and_line(body, reason):
    found, problems = one(f"intro\n[[{body}]]\n")
    assert not found
    assert len(problems) == 1
    assert problems[0].where == "docs/p.md:2"
    assert reason in problems[0].message


def test_a_claim_that_never_closes_is_a_problem_not_literal_text():
    found, problems = one("intro\np = [[s: 0.2] and more\n")
    assert not found
    assert len(problems) == 1 and problems[0].where == "docs/p.md:2"
    assert "ends on its own line with ]]" in problems[0].message and "[[s: 0.2]" in problems[0].message


def test_a_label_may_hold_the_brackets_of_a_printed_list():
    found, problems = one("p is [[s#p = [0.8: 0.2]] and [[s#rain[1, 2]: 52]], shown in Bengali\n")
    assert not problems
    assert [(c.label, c.token) for c in found] == [("p = [0.8", "0.2"), ("rain[1, 2]", "52")]
    assert claims.check(found[0], "p = [0.8 0.2]\n", "s") is None
    assert claims.check(found[1], "rain[1, 2]: 52\n", "s") is None
    html = claims.render("p is [[s#p = [0.8: 0.2]] here\n", {"s": "snippets/l/s.py"}, default_templates())
    assert ">০.২</span> here" in html and "[[" not in html


def test_list_literals_in_prose_and_code_are_not_claims():
    found, problems = one("a list [[1, 2], [3]] and `[[s#x = [1: 1]]` in code\n")
    assert not found and not problems


def test_shown_form_must_equal_the_token_and_renders_in_bengali():
    found, problems = one("[[s: 0.2100 | 0.21]] and [[s: -2]]")
    assert not problems
    assert [(c.token, c.shown) for c in found] == [("0.2100", "0.21"), ("-2", "-2")]
    html = claims.render("[[s: 0.2100 | 0.21]] and [[s: -2]]\n", {"s": "snippets/l/s.py"}, default_templates())
    # the tooltip says where the number came from in words, with the program's name and no path (issue 38)
    assert ('<span class="claim" title="এই সংখ্যাটি হাতে লেখা নয়: পাতার s.py চালানোর সময় যা ছাপা হয়েছে, '
            'সেখান থেকে নেওয়া">০.২১</span>') in html
    assert "snippets/" not in html
    assert ">−২</span>" in html


def test_code_is_never_scanned_or_rewritten():
    text = "`x[[a: 1]]` prose [[s: 2]]\n\n```python\nprint([[0]], [[s: 3]])\n```\n"
    found, problems = one(text)
    assert [c.token for c in found] == ["2"] and not problems
    rendered = claims.render(text, {}, default_templates())
    assert "`x[[a: 1]]`" in rendered and "print([[0]], [[s: 3]])" in rendered


@pytest.mark.parametrize(
    ("written", "shown"),
    [("0.21", "০.২১"), ("-2", "−২"), ("2.4e-06", "২.৪ × ১০⁻⁶"), ("1e-15", "১০⁻¹⁵"), ("1.0e+03", "১০³")],
)
def test_scientific_notation_reads_as_a_power_of_ten(written, shown):
    html = claims.render(f"[[s: {written}]]\n", {}, default_templates())
    assert f">{shown}</span>" in html


def test_a_label_names_the_number_on_its_line():
    output = "dW2: gap 1.7e-18\ndb2: gap 1.4e-17\n"
    (right,), _ = one("[[s#db2: 1.4e-17]]")
    (wrong,), _ = one("[[s#db2: 1.7e-18]]")
    (absent,), _ = one("[[s#dW9: 1.7e-18]]")
    assert right.label == "db2" and claims.check(right, output, "s.py") is None
    assert "after the label 'db2'" in claims.check(wrong, output, "s.py").message
    assert "no line of it holds the label 'dW9'" in claims.check(absent, output, "s.py").message
    (colons,), _ = one("[[s#max |FD - Hu| <: 1e-8]]")  # a label may hold colons and bars
    assert (colons.label, colons.token) == ("max |FD - Hu| <", "1e-8")


def test_a_label_may_hold_an_index_in_brackets():
    # An output line often names an index ("rain[2] offset, stride: 14"); such a claim was not read at all
    # (the page showed it as typed, unchecked) until a label could hold brackets one deep.
    output = "rain[2]             : tensor([45, 60])\nrain[2] offset, stride: 14 (1,)\nrain[1, 2] 52\n"
    found, problems = one("ঘর [[a#rain[2] offset, stride: 14]] আর [[a#rain[1, 2]: 52]]।")
    assert not problems
    assert [(c.label, c.token) for c in found] == [("rain[2] offset, stride", "14"), ("rain[1, 2]", "52")]
    assert all(claims.check(c, output, "a.py") is None for c in found)
    assert claims.render("[[a#rain[1, 2]: 52]]\n", {}, default_templates()).count(">৫২</span>") == 1
    assert one("[[a#x[[1]]]: 5]]")[0] == []  # two deep is not a claim


@pytest.mark.parametrize(
    ("written", "shown"),
    [("259000 | 2,59,000", "২,৫৯,০০০"), ("64259000 | 6,42,59,000", "৬,৪২,৫৯,০০০"), ("40000 | 40,000", "৪০,০০০"),
     ("-1311744 | -13,11,744", "−১৩,১১,৭৪৪"), ("1000 | 1,000", "১,০০০")],
)
def test_a_large_number_may_show_lakh_grouping(written, shown):
    found, problems = one(f"[[s: {written}]]")
    assert not problems and found[0].token == written.split(" |")[0]
    assert claims.check(found[0], f"cost {found[0].token} mults", "s") is None
    assert f">{shown}</span>" in claims.render(f"[[s: {written}]]\n", {}, default_templates())


def test_lakh_grouping():
    assert [claims.lakh_grouped(n) for n in ("7", "999", "1000", "100000", "12345678", "-1234.5")] == [
        "7", "999", "1,000", "1,00,000", "1,23,45,678", "-1,234.5"]
