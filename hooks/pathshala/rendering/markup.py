"""Small markup helpers shared by the parts that write Markdown or HTML."""

from __future__ import annotations

import re


def text_block(language: str, text: str) -> str:
    """A fenced block no line of ``text`` can close (the fence is longer than any backtick run in it)."""
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    fence = "`" * max(3, longest + 1)
    return f"{fence}{language}\n{text}\n{fence}"


def insert_after_title(markdown: str, block: str) -> str:
    """Put a block right after the page's first ``# `` heading (or at the top if it has none)."""
    lines = markdown.splitlines(True)
    for i, line in enumerate(lines):
        if line.startswith("# "):
            return "".join([*lines[: i + 1], "\n", block, "\n\n", *lines[i + 1 :]])
    return block + "\n\n" + markdown
