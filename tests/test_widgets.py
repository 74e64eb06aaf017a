"""Widget blocks: validation with the page line at fault, proofs, claims, and no-JS HTML."""

from __future__ import annotations

import re

import pytest

from pathshala.blocks import Family, scan_page
from pathshala.blocks.order import shuffled
from pathshala.model import PageModel
from pathshala.site import SiteBuild

from .conftest import widget_html, write_tree

QUIZ = """```quiz
id: q1
question: কার `.grad`-এ মান থাকে?
options:
  - text: শুধু `w`
    correct: true
    why: w leaf, আর তার gradient চাওয়া হয়েছে।
  - text: w আর x
    why: x-এর gradient কেউ চায়নি।
proof: {run: fare, shows: "fare 55"}
```
"""


def scan(text, root):
    found = scan_page("l.md", text, root)
    return found.widgets, found.problems[Family.WIDGET]


@pytest.mark.parametrize(
    ("block", "line", "message"),
    [
        ("```quiz\nid: q\nquestion: কোনটি\noptions:\n  - {text: a, why: b}\n  - {text: c, why: d}\n```", 4,
         "exactly one correct option, this one has 0"),
        ("```quiz\nid: q\nquestion: কোনটি\noptions:\n  - {text: a, correct: true}\n  - {text: c, why: d}\n```", 5,
         "why must be non-empty"),
        ("```quiz\nid: q\nquestion: কোনটি\noptions:\n  - {text: a, why: b, correct: true}\n```", 4, "at least 2"),
        ("```quiz\nid: q\nquestoin: কোনটি\n```", 3, "unknown field 'questoin'"),
        ("```order\nid: o\nquestion: কোনটি\nitems: [a, b, a]\n```", 4, "the same"),
        ("```stepper\ntitle: t\nsteps:\n  - {title: a, body: b}\n  - {title: c, body: d, grid: [[x]]}\n```", 5,
         "[label, value]"),
        ("```stepper\ntitle: t\nsteps:\n  - title: a\n    body: y = [[s: 1]]\n```", 5, "not valid YAML"),
        ("```predict\nsnippet: l/none.py\nprompt: কী ছাপবে\n```", 2, "does not exist"),
    ],
)
def test_malformed_blocks_name_the_line(tmp_path, block, line, message):
    (tmp_path / "snippets").mkdir()
    widgets, problems = scan("# T\n\n" + block + "\n", tmp_path)
    assert not widgets
    assert len(problems) == 1, problems
    assert problems[0].where == f"docs/l.md:{line + 2}"
    assert message in problems[0].message


def test_quiz_proof_and_widget_claims_are_checked(tmp_path):
    write_tree(tmp_path, {"snippets/l/fare.py": "print('fare', 40 + 15)\n"})
    fence = '```python exec="on"\n--8<-- "l/fare.py"\n```\n\n'
    stepper = '```stepper\ntitle: ভাড়া\nsteps:\n  - {title: a, body: "মোট [[fare: 55]]"}\n  - {title: b, body: c}\n```\n'
    page = "# T\n\n" + fence + QUIZ + "\n" + stepper
    assert not SiteBuild(tmp_path, accept=True).run({"l.md": page}).problems
    wrong = page.replace('shows: "fare 55"', 'shows: "fare 56"').replace("[[fare: 55]]", "[[fare: 54]]")
    problems = SiteBuild(tmp_path).run({"l.md": wrong}).problems
    assert len(problems) == 2, problems
    assert any("does not prove the correct option" in p.message for p in problems)
    assert any("claim [[fare: 54]] is not supported" in p.message for p in problems)


def test_predict_runs_its_snippet_with_a_recorded_output(tmp_path):
    write_tree(tmp_path, {"snippets/l/guess.py": "print(2 ** 10)\n"})
    page = "# T\n\n```predict\nsnippet: l/guess.py\nprompt: কী ছাপবে?\n```\n"
    report = SiteBuild(tmp_path, accept=True).run({"l.md": page})
    assert not report.problems
    assert (tmp_path / "snippets/l/guess.out").read_text() == "1024\n"
    page = report.pages["l.md"]
    assert len(page.widgets) == 1
    html = widget_html("", tmp_path, page)
    assert '<textarea class="ps-guess"' in html
    assert re.search(r'<details class="ps-real">.*1024', html, re.DOTALL)


def test_quiz_html_works_without_javascript(tmp_path):
    html = widget_html('```quiz\nid: q\nquestion: "প্রশ্ন <b>"\noptions:\n  - {text: ক, why: কারণ ক, correct: true}\n'
                   '  - {text: খ, why: কারণ খ}\n```', tmp_path)
    assert html.count('<input type="radio" name="quiz-l-q"') == 2
    assert html.count('<details class="ps-reason">') == 2  # every reason reachable without a script
    assert "✔ সঠিক।" in html and "✘ ভুল।" in html
    assert "<button type=\"submit\" class=\"md-button ps-check\" hidden>" in html


def test_order_is_shuffled_the_same_way_every_build_and_never_already_solved():
    items = ["এক", "দুই", "তিন", "চার"]
    first = shuffled(items, "l-o")
    assert first == shuffled(items, "l-o")
    assert first != sorted(first)
    for seed in range(50):  # never handed over already in the right order
        order = shuffled(items[:3], f"seed-{seed}")
        assert order != [0, 1, 2]


def test_stepper_without_javascript_is_an_ordered_list(tmp_path):
    html = widget_html('```stepper\ntitle: ধাপ\nsteps:\n  - {title: এক, body: প্রথম, grid: [[node, "`Mul`"]]}\n'
                   '  - {title: দুই, body: দ্বিতীয়}\n```', tmp_path)
    assert html.count('<li class="ps-step">') == 2 and "<ol class=\"ps-steps\">" in html
    assert "<dt>node</dt> <dd><code>Mul</code></dd>" in html


def searched_words(html: str) -> list[str]:
    """The words Material's search plugin indexes from this HTML (its own parser, as in a build)."""
    from material.plugins.search.plugin import Parser

    parser = Parser()
    parser.feed(html)
    parser.close()
    text = " ".join("".join(s.title) + " " + "".join(s.text) for s in parser.data if not s.is_excluded())
    return re.sub(r"<[^>]+>", " ", text).split()


def test_widget_words_are_searched_as_words_and_fixed_labels_not_at_all(tmp_path):
    write_tree(tmp_path, {"snippets/l/one.py": "print(1)\n"})
    quiz = widget_html("```quiz\nid: q\nquestion: প্রশ্ন\noptions:\n  - {text: চিহ্ন উল্টে, why: ভুল দিক, correct: true}\n"
                   "  - {text: খ, why: না}\n```", tmp_path)
    order = widget_html("```order\nid: o\nquestion: সাজান\nitems: [গুণ, যোগ, ভাগ]\n```", tmp_path)
    stepper = widget_html("```stepper\ntitle: ধাপ\nsteps:\n  - {title: এক, body: প্রথম, grid: [[মান, \"০.৫\"]]}\n"
                      "  - {title: দুই, body: দ্বিতীয়}\n```", tmp_path)
    page = "# T\n\n```predict\nsnippet: l/one.py\nprompt: কী ছাপবে?\n```\n"
    report = SiteBuild(tmp_path, accept=True).run({"l.md": page})
    predict = widget_html("", tmp_path, report.pages["l.md"])
    words = searched_words(quiz + order + stepper + predict)
    for word in ("উল্টে", "দিক", "গুণ", "যোগ", "মান", "০.৫", "ছাপবে?"):  # each its own token, nothing glued on
        assert word in words, (word, words)
    for label in ("কারণ", "যাচাই", "দেখুন", "অনুমান", "মিলিয়ে"):  # the same in every widget: not indexed
        assert not any(label in w for w in words), (label, words)


def test_a_claim_inside_a_code_span_of_widget_text_is_not_a_claim(tmp_path):
    (tmp_path / "snippets").mkdir()
    block = '```stepper\ntitle: t\nsteps:\n  - {title: a, body: "লিখুন `[[fare: 55]]`"}\n  - {title: b, body: c}\n```\n'
    widgets, problems = scan("# T\n\n" + block, tmp_path)
    assert not problems and not widgets[0].claims
    html = widget_html("", tmp_path, PageModel("l.md", "", widgets=widgets))
    assert "<code>[[fare: 55]]</code>" in html  # shown as written, and not checked either
