"""Widgets to HTML that works without JavaScript; ``assets/js/pathshala.js`` enhances it.

Without JavaScript a quiz is a list of options, each reason behind a
``<details>``; an ordering question is a list with the right order behind a
``<details>``; a stepper is an ordered list of all steps; a prediction shows
the real output behind a ``<details>``. The script adds the buttons.
Every label is Bengali.
"""

from __future__ import annotations

import hashlib
import html
import random
import re
from functools import cache
from typing import TYPE_CHECKING

import markdown

from . import PathshalaError
from . import claims as claims_mod
from .markup import text_block

if TYPE_CHECKING:
    from .model import PageModel
    from .widgets import Widget

_INLINE_P = re.compile(r"^<p>(.*)</p>$", re.DOTALL)
# On a widget's fixed labels and buttons (the same words in every widget): Material's search index
# skips them. Indexed, each would glue to the word before it ("উল্টে" + "কারণ" made one token,
# "উল্টেকারণ", that no search finds) and match every quiz of the course.
CHROME = " data-search-exclude"


@cache
def _markdown() -> markdown.Markdown:
    """One converter for widget text, made once (building one costs more than converting a field)."""
    return markdown.Markdown(
        extensions=["attr_list", "md_in_html", "tables", "pymdownx.highlight", "pymdownx.inlinehilite",
                    "pymdownx.superfences"],
        extension_configs={"pymdownx.highlight": {"pygments_lang_class": True}},
    )


def md_text(text: str, titles: dict[str, str], inline: bool = False) -> str:
    """Markdown (claims included) to HTML; ``inline`` drops a lone paragraph's ``<p>``."""
    out = _markdown().reset().convert(claims_mod.render(str(text), titles))
    if inline:
        m = _INLINE_P.match(out)
        if m and "<p>" not in m.group(1):
            return m.group(1)
    return out


def shuffled(items: list[str], seed: str) -> list[int]:
    """A fixed shuffle (the same every build) that never leaves the right order as it is."""
    order = list(range(len(items)))
    random.Random(hashlib.sha256(seed.encode()).hexdigest()).shuffle(order)
    if order == sorted(order):
        order = order[1:] + order[:1]
    return order


def quiz_html(data: dict, quiz_id: str, titles: dict[str, str]) -> str:
    name = f"quiz-{quiz_id}"
    options = []
    for i, option in enumerate(data["options"]):
        right = bool(option.get("correct", False))
        verdict = "✔ সঠিক।" if right else "✘ ভুল।"
        proof = ""
        if right and data.get("proof"):
            p = data["proof"]
            proof = (
                f'<p class="ps-proof">প্রমাণ: <code>{html.escape(str(p["run"]))}</code>-এর আসল output-এ আছে '
                f'<code>{html.escape(str(p["shows"]))}</code></p>'
            )
        options.append(
            f'<div class="ps-option" data-correct="{str(right).lower()}">'
            f'<label><input type="radio" name="{name}" value="{i}"> '
            f'<span class="ps-option-text">{md_text(option["text"], titles, inline=True)}</span></label>'
            f'<details class="ps-reason"><summary{CHROME}>কারণ</summary><div class="ps-reason-body">'
            f'<p><strong>{verdict}</strong></p>{md_text(option["why"], titles)}{proof}</div></details></div>'
        )
    return (
        f'<form class="ps-quiz ps-choice" id="{name}" data-quiz="{html.escape(quiz_id)}">'
        f'<fieldset><legend class="ps-q">{md_text(data["question"], titles, inline=True)}</legend>'
        f'<div class="ps-options">{"".join(options)}</div></fieldset>'
        f'<div class="ps-actions"{CHROME}>'
        '<button type="submit" class="md-button ps-check" hidden>উত্তর যাচাই করুন</button></div>'
        '<p class="ps-feedback" role="status" aria-live="polite"></p></form>'
    )


def order_html(data: dict, quiz_id: str, titles: dict[str, str]) -> str:
    items = [str(x) for x in data["items"]]
    shown = "".join(
        f'<li class="ps-order-item" data-rank="{i}"><span class="ps-order-text">'
        f"{md_text(items[i], titles, inline=True)}</span></li>"
        for i in shuffled(items, quiz_id)
    )
    answer = "".join(f"<li>{md_text(x, titles, inline=True)}</li>" for x in items)
    return (
        f'<div class="ps-quiz ps-order" id="quiz-{quiz_id}" data-quiz="{html.escape(quiz_id)}">'
        f'<p class="ps-q">{md_text(data["question"], titles, inline=True)}</p>'
        f'<ol class="ps-order-items">{shown}</ol>'
        f'<div class="ps-actions"{CHROME}>'
        '<button type="button" class="md-button ps-check" hidden>ক্রম যাচাই করুন</button></div>'
        '<p class="ps-feedback" role="status" aria-live="polite"></p>'
        f'<details class="ps-order-answer"><summary{CHROME}>সঠিক ক্রম দেখুন</summary><ol>{answer}</ol></details></div>'
    )


def stepper_html(data: dict, stepper_id: str, titles: dict[str, str]) -> str:
    steps = []
    for step in data["steps"]:
        grid = ""
        if step.get("grid"):
            rows = "".join(
                f"<div><dt>{md_text(label, titles, inline=True)}</dt> "  # a space: one search token each
                f"<dd>{md_text(value, titles, inline=True)}</dd></div>"
                for label, value in step["grid"]
            )
            grid = f'<dl class="ps-grid">{rows}</dl>'
        steps.append(
            f'<li class="ps-step"><p class="ps-step-title"><strong>{md_text(step["title"], titles, inline=True)}'
            f'</strong></p><div class="ps-step-body">{md_text(step["body"], titles)}</div>{grid}</li>'
        )
    return (
        f'<div class="ps-stepper" id="stepper-{html.escape(stepper_id)}">'
        f'<p class="ps-stepper-title"><strong>{md_text(data["title"], titles, inline=True)}</strong></p>'
        f'<ol class="ps-steps">{"".join(steps)}</ol></div>'
    )


def predict_html(data: dict, code: str, output: str, titles: dict[str, str]) -> str:
    source = _markdown().reset().convert(text_block("python", code))
    real = f'<pre class="ps-real-output"><code>{html.escape(output)}</code></pre>'
    return (
        '<div class="ps-predict">'
        f'<p class="ps-q">{md_text(data["prompt"], titles, inline=True)}</p>{source}'
        f'<label class="ps-guess-label"{CHROME}>আপনার অনুমান<textarea class="ps-guess" rows="4" spellcheck="false">'
        "</textarea></label>"
        f'<div class="ps-actions"{CHROME}>'
        '<button type="button" class="md-button ps-reveal" hidden>মিলিয়ে দেখুন</button></div>'
        f'<details class="ps-real"><summary{CHROME}>আসল output দেখুন</summary>{real}</details></div>'
    )


def render_widget(kind: str, data: dict, widget: Widget | None, page: PageModel | None) -> str:
    """One widget block to HTML, from its parsed data (validated by the site pass) and its page's runs."""
    titles = page.titles() if page else {}
    lesson = page.page[:-3] if page and page.page.endswith(".md") else (page.page if page else "page")
    if kind == "quiz":
        return quiz_html(data, f"{lesson}-{data['id']}", titles)
    if kind == "order":
        return order_html(data, f"{lesson}-{data['id']}", titles)
    if kind == "stepper":
        digest = hashlib.sha256(repr(data).encode()).hexdigest()[:8]
        return stepper_html(data, str(data.get("id") or digest), titles)
    if kind == "predict":
        fence = widget.fence if widget else None
        if fence is None or fence.shown is None:
            raise PathshalaError(f"no run was recorded for the prediction of snippets/{data['snippet']}")
        return predict_html(data, fence.code, fence.shown.output, titles)
    if kind == "exercise":
        from . import exercise

        if widget is None or widget.exercise is None:
            raise PathshalaError("an exercise block renders only from the build model (its folder's files)")
        return exercise.html(widget.exercise, titles)
    raise PathshalaError(f"unknown widget {kind!r}")
