"""An ordering question: ``items`` listed in the right order; the page shows them shuffled::

    ```order
    id: backward-steps
    question: backward-এর ধাপগুলো সাজান
    items: [loss গণনা, grad_fn ধরে পেছনে যাওয়া, leaf-এর .grad-এ জমা]
    ```

The shuffle is fixed (the same every build, never the right order itself), so the page, the
notebook and the reader's saved answer agree. Items are Markdown and may hold claims.
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass

from markupsafe import Markup

from ..content.yamlblock import BlockError, Located
from ..problems import Problem
from .base import (
    Family,
    Kind,
    Notebook,
    Render,
    Scan,
    Widget,
    check_id,
    list_field,
    load_widget,
    one_line,
    reading_of_widget,
    text_field,
    widget_inputs,
)
from .syntax import Opening


def shuffled(items: list[str], seed: str) -> list[int]:
    """A fixed shuffle (the same every build) that never leaves the right order as it is."""
    order = list(range(len(items)))
    random.Random(hashlib.sha256(seed.encode()).hexdigest()).shuffle(order)
    if order == sorted(order):
        order = order[1:] + order[:1]
    return order


@dataclass(frozen=True)
class OrderSpec(Widget):
    id: str
    question: str
    items: tuple[str, ...]  # in the right order

    @property
    def key(self) -> str:
        """The question's name across the site (``<lesson>-<id>``)."""
        return f"{self.lesson}-{self.id}"

    @property
    def anchor(self) -> str:
        return f"quiz-{self.key}"

    def shown_order(self) -> list[int]:
        """The items' indices in the order the page (and the notebook) lists them."""
        return shuffled(list(self.items), self.key)


def _check(data: dict, located: Located) -> None:
    check_id(data, located)
    text_field(data, "question", located, ())
    items = list_field(data, "items", located, 3)
    for i, _ in enumerate(items):
        text_field(dict(enumerate(items)), i, located, ("items",))
    if len({str(x).strip() for x in items}) != len(items):
        raise BlockError(located.line("items"), "two items of an ordering question are the same")


def parse(opening: Opening, scan: Scan) -> tuple[OrderSpec | None, list[Problem]]:
    located, claims, problems = load_widget(opening, scan, "order", {"id", "question", "items"}, set(), _check)
    if located is None:
        return None, problems
    data = located.data
    spec = OrderSpec(kind="order", ref=scan.place(Family.WIDGET), line=opening.line, info=opening.info,
                     located=located, claims=claims, id=str(data["id"]), question=str(data["question"]),
                     items=tuple(str(x) for x in data["items"]))
    scan.taken(Family.WIDGET)
    return spec, problems


def html(spec: OrderSpec, render: Render) -> Markup:
    return render.templates.render("blocks/order.html", order=spec, titles=render.titles,
                                   unchecked=render.unchecked)


def markdown(spec: OrderSpec, notebook: Notebook) -> list:
    """The items in the page's shuffled order; the right order stays on the page."""
    listed = [f"- {one_line(spec.items[i])}" for i in spec.shown_order()]
    return ["", f"**সাজান:** {one_line(spec.question)}", "", *listed, "",
            notebook.on_page(f"#{spec.anchor}", "সঠিক ক্রম"), ""]


KIND = Kind(name="order", languages=("order",), family=Family.WIDGET, parse=parse, html=html, inputs=widget_inputs,
            markdown=markdown, reading=reading_of_widget, shown_fields=frozenset({("question",), ("items", "*")}))
