"""The porting guide (contributing/porting.md) documents every fence option the engine reads, and no other.

The list is the engine's own: ``blocks.fence.OPTIONS`` (ours) and ``MARKDOWN_EXEC_OPTIONS`` (markdown-exec's,
which the fence accepts); an option added to either without a row in the guide, or a row for an option that
no longer exists, fails here. Each option that can need a grant (``grants.WEAKENING``) says so in its row.
"""

from __future__ import annotations

import re

from pathshala.blocks import fence
from pathshala.recordings import grants
from tests.conftest import REPO

GUIDE = REPO / "contributing" / "porting.md"
_ROW = re.compile(r"(?m)^\| (`[a-z_]+=`(?:, `[a-z_]+=`)*) \|(.*)$")


def documented(text: str) -> dict[str, str]:
    """Every option a table row of the guide opens with, to the rest of its row (an option may have two rows)."""
    rows: dict[str, str] = {}
    for m in _ROW.finditer(text):
        for name in re.findall(r"`([a-z_]+)=`", m.group(1)):
            rows[name] = rows.get(name, "") + m.group(2)
    return rows


def option_problems(text: str) -> list[str]:
    rows = documented(text)
    engine = {o.name for o in fence.OPTIONS} | fence.MARKDOWN_EXEC_OPTIONS
    return ([f"{name}= is not documented" for name in sorted(engine - set(rows))]
            + [f"{name}= is documented but does not exist" for name in sorted(set(rows) - engine)])


def test_every_fence_option_is_documented_and_nothing_else():
    assert option_problems(GUIDE.read_text(encoding="utf-8")) == []


def test_every_option_that_can_need_a_grant_says_when():
    text = GUIDE.read_text(encoding="utf-8")
    ours = text[text.index("| option | what it does | grant |"):text.index("markdown-exec's, read by")]
    rows = documented(ours)
    assert set(rows) == {o.name for o in fence.OPTIONS}
    for name, row in rows.items():
        grant = row.rstrip().rstrip("|").rsplit("|", 1)[-1].strip()
        assert (grant != "no") == (name in grants.WEAKENING), f"{name}=: its grant column says {grant!r}"


def test_a_missing_or_stale_option_is_found():
    text = GUIDE.read_text(encoding="utf-8")
    assert option_problems(re.sub(r"(?m)^\| `limits=` \|.*\n", "", text)) == ["limits= is not documented"]
    assert option_problems(text + "\n| `timout=` | a typo |\n") == ["timout= is documented but does not exist"]


def test_the_guide_covers_what_a_port_meets():
    text = GUIDE.read_text(encoding="utf-8")
    for topic in ("torch.manual_seed(0)", "object at 0x", "[[jacobian: 8]]", "exact substring", "licence",
                  "network"):
        assert topic in text, topic
