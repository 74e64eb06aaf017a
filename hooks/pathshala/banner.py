"""The run banner: which Python, torch, numpy and thread count a page's outputs came from."""

from __future__ import annotations

import html

from .result import RunResult
from .text import to_bengali_digits


def banner_html(result: RunResult) -> str:
    """A one-paragraph note, in Bengali, built from a real run's own report of its versions."""
    v = {k: html.escape(str(val)) for k, val in result.versions.items()}
    threads = to_bengali_digits(str(result.conditions.get("threads", "?")))
    return (
        '<p class="run-banner">'
        "এই পাতার প্রতিটি আউটপুট CPU-তে আসল run থেকে এসেছে: "
        f"<code>Python {v.get('python', '?')}</code> · <code>torch {v.get('torch', '?')}</code> · "
        f"<code>numpy {v.get('numpy', '?')}</code> · থ্রেড {threads}টি।"
        "</p>"
    )


def insert_after_title(markdown: str, block: str) -> str:
    """Put a block right after the page's first ``# `` heading (or at the top if it has none)."""
    lines = markdown.splitlines(True)
    for i, line in enumerate(lines):
        if line.startswith("# "):
            return "".join([*lines[: i + 1], "\n", block, "\n\n", *lines[i + 1 :]])
    return block + "\n\n" + markdown
