"""`make lesson N=06 SLUG=tensors`: a new lesson wired in everywhere a lesson must be.

Its title is the roadmap's (``TITLE="…"`` only for a lesson the roadmap does not list yet, or
the same title again).

The page (front matter shaped like the written lessons), its ``page:`` in
course/roadmap.yml, the snippet folder named after the page, and a first snippet
with its recording (a real run): content only (``make check-pr``). mkdocs.yml is
not touched: the site's nav lists every lesson with a ``page:`` from the roadmap
(content/course_nav.py). The front matter has no ``module`` (the roadmap says which module a lesson
is in) and no ``time`` (the header shows the time computed from the page; an
author may add ``time:`` later, within 20% of it). The roadmap is edited as text, one
line, so its comments and layout stay. Nothing is overwritten:
every target is checked before the first file is written.
"""

from __future__ import annotations

import json
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path

from . import safe_fs
from .content.lesson import load_roadmap, markup_in
from .content.text import to_bengali_digits
from .project import ROADMAP

SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
_ROADMAP_ENTRY = re.compile(r"^(?P<head>\s*- \{number: (?P<number>\d+),.*?)(?P<tail>\}\s*)$")
FIRST = "first"  # the first snippet's name
_BREAK = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")


# The scaffold's stand-in text: `make review` lists every line that still holds one (gate/review.py), so a
# lesson never lands with it. The first snippet's claim and heading are real (they build) and are not listed.
OBJECTIVE = "এই পর্ব শেষে পাঠক কী পারবেন, এক বাক্যে (বদলে লিখুন)।"
INTRO = "এই পর্বে কী আছে, আর আগের পর্বের কোন জিনিস লাগবে, দুই-তিন বাক্যে।"
SNIPPET_NOTE = "`make lesson` লিখেছে; নিজের উদাহরণে বদলান"
HEADING = "## ১ · প্রথম অংশ"
PLACEHOLDERS = (OBJECTIVE, INTRO, SNIPPET_NOTE, HEADING, "(বদলে লিখুন)")


class ScaffoldError(Exception):
    """The lesson cannot be added as asked; nothing was written."""


@dataclass
class Plan:
    page: str  # "06-tensors.md"
    files: dict[Path, str]  # new files and their text
    edits: dict[Path, str]  # changed files and their new text
    root: Path = Path(".")  # the project: nothing is written through a link below it (safe_fs)


def page_text(number: int, title: str, lesson_dir: str) -> str:
    q = lambda s: json.dumps(s, ensure_ascii=False)  # noqa: E731 - a YAML double-quoted string
    return (
        f"---\ntitle: {q(title)}\nlesson: {number}\nobjectives:\n"
        f"  - {q(OBJECTIVE)}\n---\n\n"
        f"# {title}\n\n"
        f"{INTRO}\n\n"
        f"{HEADING}\n\n"
        "নিচের output এসেছে build-এর সময় CPU-তে আসল run থেকে; "
        f"x-এর প্রথম সারির যোগফল [[{FIRST}#প্রথম সারির যোগফল: 3.0]]।\n\n"
        '```python exec="on" source="above" result="text"\n'
        f'--8<-- "{lesson_dir}/{FIRST}.py"\n```\n'
    )


def snippet_text(number: int, title: str) -> str:
    return (
        f"# পর্ব {to_bengali_digits(f'{number:02d}')} · {title}: প্রথম snippet\n"
        f"# {SNIPPET_NOTE}, তারপর `make accept`।\n"
        "import torch\n\n"
        "x = torch.arange(6.0).reshape(2, 3)\n"
        'print("x =", x)\n'
        'print("প্রথম সারির যোগফল:", x[0].sum().item())\n'
    )


def _roadmap_with(text: str, number: int, title: str, page: str) -> str:
    lines = text.splitlines(True)
    start = next((i for i, ln in enumerate(lines) if ln.rstrip() == "lessons:"), None)
    if start is None:
        raise ScaffoldError("course/roadmap.yml has no `lessons:` list")
    end = next((i for i in range(start + 1, len(lines)) if lines[i].strip() and not lines[i][0].isspace()
                and not lines[i].startswith("#")), len(lines))  # the next top-level key (modules: is another list)
    after = None
    for i in range(start + 1, end):
        line = lines[i]
        m = _ROADMAP_ENTRY.match(line)
        if not m:
            continue
        if int(m["number"]) == number:
            if "page:" in m["head"]:
                raise ScaffoldError(f"course/roadmap.yml line {i + 1} already names a page for lesson {number}")
            lines[i] = f"{m['head']}, page: {page}{m['tail']}"
            return "".join(lines)
        if int(m["number"]) < number:
            after = i
    leading = re.match(r"^\s*", lines[after] if after is not None else "  ")
    assert leading is not None  # \s* matches at the start of any text
    indent = leading.group(0)
    entry = f"{indent}- {{number: {number}, title: {json.dumps(title, ensure_ascii=False)}, page: {page}}}\n"
    at = start + 1 if after is None else after + 1
    return "".join([*lines[:at], entry, *lines[at:]])


def plan(root: Path, number: int, slug: str, title: str) -> Plan:
    """Everything the new lesson needs, checked; ScaffoldError (nothing written) when it cannot be added."""
    if not 1 <= number <= 99:
        raise ScaffoldError(f"N={number}: a lesson number is 1 to 99 (written as two digits in the file name)")
    if not SLUG.match(slug):
        raise ScaffoldError(f"SLUG={slug!r}: lowercase letters, digits and single hyphens, e.g. tensors")
    lesson_dir = f"{number:02d}-{slug}"
    page = f"{lesson_dir}.md"
    existing = sorted(p.name for p in (root / "docs").glob(f"{number:02d}-*.md"))
    if existing:
        raise ScaffoldError(f"docs/{existing[0]} is lesson {number} already: nothing was written")
    if (root / "snippets" / lesson_dir).exists():
        raise ScaffoldError(f"snippets/{lesson_dir}/ exists already: nothing was written")
    config_path, roadmap_path = root / "mkdocs.yml", root / ROADMAP
    planned, _ = load_roadmap(roadmap_path, set())
    entry = planned.by_number(number) if planned is not None else None
    title = title.strip()
    # The title is written into YAML, a Markdown heading and a Python comment: one line of plain text.
    # Checked before anything else about it, so a hostile TITLE is refused for what it is.
    if _BREAK.search(title):
        raise ScaffoldError(f"TITLE={title!r} holds a line break or a control character: it is one line of "
                            "text (nothing was written)")
    if (bad := markup_in(title)) is not None:
        raise ScaffoldError(f"TITLE={title!r} holds {bad}: the front matter is plain text (nothing was written)")
    if entry is not None and title and title != entry.title:
        raise ScaffoldError(f"lesson {number} is {entry.title!r} on course/roadmap.yml: leave TITLE out (or give "
                            "that title), or change the roadmap's title first (nothing was written)")
    title = title or (entry.title if entry is not None else "")
    if not title:
        raise ScaffoldError('TITLE="…" is the lesson\'s title, as the roadmap and the page show it')
    config = config_path.read_text(encoding="utf-8") if config_path.is_file() else ""
    if re.search(rf"(?m):\s*\"?{re.escape(page)}\"?\s*$", config):
        raise ScaffoldError(f"mkdocs.yml's nav lists {page}: lessons are listed from course/roadmap.yml, delete "
                            "that line from mkdocs.yml first (nothing was written)")
    new_roadmap = _roadmap_with(roadmap_path.read_text(encoding="utf-8"), number, title, page)
    pages = {p.name for p in (root / "docs").glob("*.md")} | {page}
    with tempfile.TemporaryDirectory() as scratch:
        edited = Path(scratch) / "roadmap.yml"
        edited.write_text(new_roadmap, encoding="utf-8")
        roadmap, problems = load_roadmap(edited, pages)
    if problems or roadmap is None or roadmap.by_page(page) is None:
        raise ScaffoldError("the edited course/roadmap.yml would not read back: " + "; ".join(map(str, problems)))
    folder = root / "snippets" / lesson_dir
    return Plan(
        page,
        {
            root / "docs" / page: page_text(number, title, lesson_dir),
            folder / f"{FIRST}.py": snippet_text(number, title),
        },
        {roadmap_path: new_roadmap},
        root,
    )


def write(p: Plan) -> None:
    for path, text in p.files.items():
        if path.exists() or path.is_symlink():  # never over an existing file
            raise ScaffoldError(f"{path.relative_to(p.root)} exists already: nothing more was written")
        safe_fs.write_text(p.root, path, text)
    for path, text in p.edits.items():
        safe_fs.write_text(p.root, path, text)


def next_steps(p: Plan) -> str:
    lesson_dir = p.page[:-3]
    return "\n".join([
        f"lesson written: docs/{p.page}, snippets/{lesson_dir}/{FIRST}.py (+ .out), "
        "course/roadmap.yml page: (the site's nav lists it from there; mkdocs.yml is not touched)",
        "next:",
        f"  1. docs/{p.page}: objectives in the front matter, then the prose (the header computes its time)",
        f"  2. snippets/{lesson_dir}/<name>.py per example; embed each with --8<-- \"{lesson_dir}/<name>.py\"",
        "  3. make accept   (records each output; lists claims that no longer hold)",
        "  4. course/glossary.yml: the new terms the lesson uses",
        "  5. make serve    (read it), then make build (strict) and make test",
    ])
