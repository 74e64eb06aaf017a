"""The run banner: which Python, torch, numpy and thread count a page's outputs came from."""

from __future__ import annotations

import html

from .result import RunResult
from .text import to_bengali_digits


def banner_html(result: RunResult, acceptance: dict | None = None) -> str:
    """A one-paragraph note, in Bengali, built from a real run's own report of its versions.

    ``acceptance`` is what ``make accept`` recorded beside the lesson's
    outputs: the day they were last accepted and the versions then.
    """
    v = {k: html.escape(str(val)) for k, val in result.versions.items()}
    threads = to_bengali_digits(str(result.conditions.get("threads", "?")))
    accepted = ""
    if acceptance:
        a = {k: html.escape(str(val)) for k, val in acceptance.items()}
        accepted = (
            f" রেকর্ড করা আউটপুট শেষবার গৃহীত হয়েছে {to_bengali_digits(a.get('accepted', '?'))} তারিখে, "
            f"<code>torch {a.get('torch', '?')}</code> আর <code>numpy {a.get('numpy', '?')}</code>-এ।"
        )
    return (
        '<p class="run-banner">'
        "এই পাতার প্রতিটি আউটপুট CPU-তে আসল run থেকে এসেছে: "
        f"<code>Python {v.get('python', '?')}</code> · <code>torch {v.get('torch', '?')}</code> · "
        f"<code>numpy {v.get('numpy', '?')}</code> · থ্রেড {threads}টি।{accepted}"
        "</p>"
    )


def insert_after_title(markdown: str, block: str) -> str:
    """Put a block right after the page's first ``# `` heading (or at the top if it has none)."""
    lines = markdown.splitlines(True)
    for i, line in enumerate(lines):
        if line.startswith("# "):
            return "".join([*lines[: i + 1], "\n", block, "\n\n", *lines[i + 1 :]])
    return block + "\n\n" + markdown
