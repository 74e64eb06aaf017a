"""The guides point at files that exist (issue 35 item 7): README.md and every contributing/*.md.

Two kinds of reference are checked:

- every relative Markdown link (inline ``[text](target)`` or a reference definition ``[label]: target``), outside
  code, resolves from the guide's folder to a file or folder;
- every code span that names a repo path (its first part one of the checkout's top-level folders, no
  placeholder such as ``<name>`` or ``*``) names one that exists, as ``docs/assets/css/widgets.css`` did not
  after the stylesheets became one. The guides' worked examples name files a reader is told to create:
  those are listed in ``EXAMPLES``, each with the guide that creates it.
"""

from __future__ import annotations

import re

import pytest

from tests.conftest import REPO

GUIDES = [REPO / "README.md", *sorted((REPO / "contributing").glob("*.md"))]
TOP = {p.name for p in REPO.iterdir() if p.is_dir() and not p.name.startswith(".")} - {"site", "node_modules"}

# Files a guide tells its reader to create (they exist only once the reader has followed it).
EXAMPLES = {
    # make lesson N=09 (README.md, authoring.md)
    "docs/09-modules.md", "snippets/09-modules/first.py", "snippets/09-modules/",
    "docs/NN-slug.md",  # authoring.md: the name a new lesson's page takes
    "overrides/pathshala/",  # blocks.md: where a project's template overrides go
    "hooks/pathshala/blocks/note.py", "hooks/pathshala/templates/blocks/note.html",  # blocks.md: the worked kind
}

_OPEN = re.compile(r"^ {0,3}(`{3,}|~{3,})([^`]*)$")  # CommonMark: a backtick fence's info string holds none
_SPAN = re.compile(r"(`+)(.+?)\1", re.S)
_LINK = re.compile(r"(?<!!)\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)|^[ ]{0,3}\[[^\]]+\]:\s*(\S+)", re.M)
_PLACEHOLDER = re.compile(r"[<>*{}\[\]$…]|\.\.\.")


def outside_fences(text: str) -> str:
    """``text`` without its fenced code blocks (a fence closes on a line of at least as many of its character)."""
    kept, fence = [], None
    for line in text.splitlines():
        if fence is None:
            opened = _OPEN.match(line)
            if opened:
                fence = opened.group(1)
            else:
                kept.append(line)
        elif re.fullmatch(rf" {{0,3}}{fence[0]}{{{len(fence)},}}\s*", line):
            fence = None
    return "\n".join(kept)


def links(text: str) -> list[str]:
    """The relative targets of the Markdown links in ``text`` outside code (no scheme, no bare #anchor)."""
    prose = _SPAN.sub("", outside_fences(text))
    found = [m.group(1) or m.group(2) for m in _LINK.finditer(prose)]
    return [t for t in found if not re.match(r"[a-zA-Z][a-zA-Z+.-]*:", t) and not t.startswith("#")]


def span_paths(text: str) -> list[str]:
    """The repo paths named by code spans in ``text`` (``path:line`` and ``path#anchor`` read as the path)."""
    found = []
    for m in _SPAN.finditer(outside_fences(text)):
        word = m.group(2).strip().rstrip(".,:;")
        if " " in word or "/" not in word or word.split("/")[0] not in TOP or _PLACEHOLDER.search(word):
            continue
        found.append(re.split(r"[:#]", word)[0])
    return found


@pytest.mark.parametrize("guide", GUIDES, ids=lambda p: p.name)
def test_every_relative_link_of_a_guide_resolves(guide):
    text = guide.read_text(encoding="utf-8")
    broken = [t for t in links(text) if not (guide.parent / t.split("#")[0]).exists()]
    assert not broken, f"{guide.relative_to(REPO)} links to files that do not exist: {broken}"


@pytest.mark.parametrize("guide", GUIDES, ids=lambda p: p.name)
def test_every_repo_path_a_guide_names_exists(guide):
    text = guide.read_text(encoding="utf-8")
    stale = [p for p in span_paths(text) if p not in EXAMPLES and not (REPO / p).exists()]
    assert not stale, f"{guide.relative_to(REPO)} names paths that do not exist: {stale}"


def test_the_examples_are_still_named_and_still_absent():
    """An example a guide no longer names, or that now exists, leaves the list (it would hide a stale path)."""
    named = {p for guide in GUIDES for p in span_paths(guide.read_text(encoding="utf-8"))}
    assert named >= EXAMPLES, f"no guide names {sorted(EXAMPLES - named)}"
    assert not [p for p in EXAMPLES if (REPO / p).exists()]


def test_the_readers_see_a_stale_link_and_a_stale_path():
    text = "See [the map](nowhere.md), `docs/assets/css/widgets.css`, `x <b>`, [web](https://x.org) and\n" \
           "```\n[in code](gone.md) `docs/gone.css`\n```\n`[quoted](also-gone.md)`\n[ref]: ../missing.md\n"
    assert links(text) == ["nowhere.md", "../missing.md"]
    assert span_paths(text) == ["docs/assets/css/widgets.css"]
