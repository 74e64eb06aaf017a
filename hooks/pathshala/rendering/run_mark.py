"""The mark of a real run: only the build can give it, so a reader can tell a run's output from pasted text.

A plain ```` ```text ```` block after a code block rendered to the same markup as a real run's output
(issue 33). Now each executed fence's code and output are wrapped in ``<div class="ps-run">`` with a
visible label under them (``ps-run-label``: "▶ build-এর আসল run"; ``pathshala.css`` draws the frame
and the label). Content cannot give that mark:

- the sanitizer removes every class starting with ``ps-run`` from the page's HTML, ours included
  (``sanitize._filter``), so raw HTML in a page that imitates the frame or the label loses it;
- our fence template writes the mark as an id holding a secret token (an HMAC under this machine's key,
  which no pull request can read), which the sanitizer keeps as any id; after the sanitizer
  (``finish``), each id with this build's token becomes the class. A page cannot write an id it does
  not know, and the published HTML holds no token.

A pasted block imitating an output therefore shows neither frame nor label. The label's text itself is
plain text anyone may write in prose; what no content can write is the class that frames it.
"""

from __future__ import annotations

import hashlib
import hmac
import re
from functools import cache

from ..running.machine_key import machine_key

CLASS = "ps-run"  # the frame around a fence's code and output
LABEL_CLASS = "ps-run-label"  # the label under it
PREFIX = "ps-run"  # every class with this prefix is the build's alone (the sanitizer drops it from content)
LABEL = "▶ build-এর আসল run: ওপরের output এই code চালিয়েই পাওয়া"


@cache
def token() -> str:
    """This machine's secret token for the mark (stable, so memoised blocks stay valid; unknown to content)."""
    return hmac.new(machine_key(), b"pathshala: a run's output mark", hashlib.sha256).hexdigest()[:32]


def frame_id(index: int) -> str:
    return f"{PREFIX}-{token()}-{index}"


def label_id(index: int) -> str:
    return f"{PREFIX}-label-{token()}-{index}"


def finish(html: str) -> str:
    """Content that has passed the sanitizer, with each of this build's marks made a class."""
    mark = re.escape(token())
    html = re.sub(rf'id="{PREFIX}-{mark}-(\d+)"', rf'class="{CLASS}" data-ps-run="\1"', html)
    return re.sub(rf'id="{PREFIX}-label-{mark}-\d+"', f'class="{LABEL_CLASS}"', html)


def content_class(value: str) -> str | None:
    """A ``class`` attribute of sanitized content without the build's own classes (None when nothing is left)."""
    kept = [c for c in value.split() if not c.startswith(PREFIX)]
    return " ".join(kept) or None
