"""A synthetic course of N lesson pages, made from the real lessons, for `make bench-scale` and its browser test.

The course is planned at 91 lessons and only a few exist; what an author or a reader will meet at
91 can only be measured on a course of that size. ``make_course`` writes one OUTSIDE the source
tree: the real site (mkdocs.yml, hooks/, course/, reports/, docs/, snippets/) plus copies of the
real lesson pages and their snippet folders, taken round-robin, until there are ``lessons`` lesson
pages in all.

Choices (why):

- A copy is a real lesson as ``make lesson`` would wire it in: it takes the lowest lesson number
  no real lesson has (so 91 lessons are numbered 1–91, as the roadmap plans), is named
  ``NN-copy-of-<slug>.md`` with its folder ``snippets/NN-copy-of-<slug>/``, gets its roadmap
  ``page:`` through the same text edit ``make lesson`` makes (``pathshala.scaffold``; the nav lists
  it from there) and the title ``<the lesson's title> (অনুলিপি)`` on the roadmap and the page,
  and its front matter says ``lesson: NN`` and no ``module:`` (the roadmap's module of NN is its
  module). So the strict build's page/roadmap checks and the authoring gate run on the copies
  too (but for the vocabulary's lesson-order entries, ``from_lesson``:
  a copy's number says nothing about what came before it).
- Inside a copied page every reference to its own folder (``--8<-- "04-x/a.py"``, a predict
  widget's ``snippet: 04-x/a.py``) and to its own page (``04-x.md``) names the copy; links to
  other lessons keep pointing at the real ones. Fence ids and claim names are per page, so none
  is renamed. Recorded outputs (``.out``) and figures do not embed their folder's name (checked
  by ``folder_named_in_recordings``; the generator refuses to write a course where they would).
- The cache key of a run holds its display path (``snippets/<folder>/<name>.py``), so a copy's
  snippets are runs of their own: a cold build really runs every copy.
- Each copy ends with one sentence holding a made-up Bengali word found on no other page
  (``marker_word``), so a search test can look for one copied lesson by a word of its prose.

``make_plain`` writes the baseline of the same pages for MkDocs alone: our plugin off, each
executed fence replaced by its source and its recorded output as two plain code blocks, widgets
left as plain code. The engine finds the fences (``pathshala.blocks``); MkDocs is never imported.

CLI: ``python bench/synthetic_course.py DEST [--lessons 91] [--plain]``.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import sys
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "hooks"))  # the engine, also when run outside the venv's editable install

from pathshala import scaffold  # noqa: E402
from pathshala.blocks import iter_blocks, parse_info, scan_fences, truthy  # noqa: E402
from pathshala.blocks.fence import LANGUAGES as EXEC_LANGUAGES  # noqa: E402
from pathshala.content import course_nav  # noqa: E402
from pathshala.content.lesson import load_roadmap  # noqa: E402

LESSON_PAGE = re.compile(r"^(?P<number>\d{2})-(?P<slug>[a-z0-9]+(?:-[a-z0-9]+)*)\.md$")
SITE_DIRS = ("hooks", "course", "reports", "overrides", "docs", "snippets")
_IGNORE = shutil.ignore_patterns("__pycache__", "*.egg-info", ".cache", "site")
_LETTERS = "কখগঘঙচছজঝঞ"  # a lesson number's digits spelled as letters: a word, not a number, to the search
PLAIN_CONFIG = "mkdocs-plain.yml"
PLAIN_DOCS = "plain-docs"


def marker_word(number: int) -> str:
    """A Bengali word that only copy ``number`` holds (no real page has it)."""
    return "পাঠনকল" + "".join(_LETTERS[int(d)] for d in f"{number:02d}")


def real_lessons(root: Path = REPO) -> list[str]:
    """The written lesson pages (docs/NN-slug.md), in lesson order."""
    return sorted(p.name for p in (root / "docs").glob("[0-9][0-9]-*.md") if LESSON_PAGE.match(p.name))


def folder_named_in_recordings(root: Path, folder: str) -> list[str]:
    """Recordings (.out, figures) of ``snippets/<folder>`` whose text names the folder (a copy would then drift)."""
    found = []
    for path in sorted((root / "snippets" / folder).iterdir()):
        if path.suffix in (".out", ".svg") and folder in path.read_text(encoding="utf-8", errors="replace"):
            found.append(str(path.relative_to(root)))
    return found


def _rename_references(text: str, old: str, new: str) -> str:
    """Every reference to the old folder (``old/…``) or the old page (``old.md``) now names the copy."""
    return re.sub(rf"(?<![\w-]){re.escape(old)}(?=/|\.md\b)", new, text)


def _copy_page(text: str, old: str, new: str, number: int, title: str) -> str:
    text = _rename_references(text, old, new)
    # A lesson has one title, the roadmap's (content/course_nav.py): the copy's page says the copy's.
    quoted = json.dumps(title, ensure_ascii=False)
    text = re.sub(r"(?m)\A(---\n(?:.*\n)*?)title: .*\n", lambda m: f"{m[1]}title: {quoted}\n", text, count=1)
    head, fence, rest = text.partition("```")
    text = re.sub(r"(?m)^# .+$", lambda m: f"# {title}", head, count=1) + fence + rest
    text, found = re.subn(r"(?m)\A(---\n(?:.*\n)*?)lesson: \d+\n", rf"\g<1>lesson: {number}\n", text, count=1)
    if not found:
        raise SystemExit(f"synthetic course: {old}.md has no `lesson:` in its front matter")
    # The copy's module is the roadmap's for its new number: a module: line of the real lesson would disagree.
    text = re.sub(r"(?m)\A(---\n(?:.*\n)*?)module: .*\n", r"\g<1>", text, count=1)
    word = marker_word(number)
    return text.rstrip("\n") + f"\n\nএই অনুলিপির চিহ্ন-শব্দ {word}, যা আর কোনো পাতায় নেই।\n"


def _retitled(roadmap: str, number: int, title: str) -> str:
    """The roadmap with lesson ``number``'s title replaced by the copy's: a lesson has one title (the page's
    and the roadmap's agree, content/course_nav.py), and a copy takes the number of a lesson not yet written."""
    quoted = json.dumps(title, ensure_ascii=False)
    return re.sub(rf'(?m)^(\s*- \{{number: {number}, title: )"(?:[^"\\]|\\.)*"', lambda m: m[1] + quoted, roadmap,
                  count=1)


def _title(page_text: str) -> str:
    m = re.search(r'(?m)^title:\s*"?(.*?)"?\s*$', page_text)
    return m.group(1) if m else "অনুলিপি"


def _drop_lesson_order_terms(path: Path) -> None:
    """The course's vocabulary without the entries that depend on lesson order (``from_lesson``).

    A copy sits at a number whose order means nothing (lesson ০৫ copied to ০২ would use ০৫'s own word
    before ০৫ defines it); every other check of the authoring gate holds for the copies as for the real pages.
    """
    if not path.is_file():
        return
    entries = yaml.safe_load(path.read_text(encoding="utf-8")) or []
    kept = [e for e in entries if not (isinstance(e, dict) and e.get("from_lesson"))]
    path.write_text(yaml.safe_dump(kept, allow_unicode=True, sort_keys=False), encoding="utf-8")


def make_course(dest: Path, lessons: int = 91) -> dict:
    """Write a buildable course of ``lessons`` lesson pages at ``dest`` (which must not exist or be empty).

    Returns ``{"lessons", "snippets", "copies", "markers"}``: lesson pages, recorded outputs
    (one per snippet run), the copied pages (``page -> source page``) and each copy's marker word.
    """
    dest = Path(dest)
    if REPO in [dest.resolve(), *dest.resolve().parents]:
        raise SystemExit(f"synthetic course: {dest} is inside the source tree; write it elsewhere")
    if dest.exists() and any(dest.iterdir()):
        raise SystemExit(f"synthetic course: {dest} is not empty")
    sources = real_lessons()
    if not sources:
        raise SystemExit("synthetic course: no lesson page (docs/NN-slug.md) to copy")
    taken = {int(LESSON_PAGE.match(p)["number"]) for p in sources}
    free = [n for n in range(1, 100) if n not in taken]
    if lessons < len(sources) or lessons - len(sources) > len(free):
        raise SystemExit(f"synthetic course: lessons={lessons}: between {len(sources)} and {len(sources) + len(free)}")
    for folder in (s[:-3] for s in sources):
        named = folder_named_in_recordings(REPO, folder)
        if named:
            raise SystemExit(f"synthetic course: recordings name their folder, a copy would drift: {named}")

    dest.mkdir(parents=True, exist_ok=True)
    for name in SITE_DIRS:
        if (REPO / name).is_dir():
            shutil.copytree(REPO / name, dest / name, ignore=_IGNORE)
    shutil.copy(REPO / "mkdocs.yml", dest / "mkdocs.yml")
    shutil.copy(REPO / "grants.toml", dest / "grants.toml")  # granted per snippet digest: copies keep their grants
    (dest / "node_modules").mkdir()  # the self-hosted Pyodide that in-page blocks need (linked: 13 MB)
    (dest / "node_modules" / "pyodide").symlink_to(REPO / "node_modules" / "pyodide", target_is_directory=True)

    _drop_lesson_order_terms(dest / "course" / "terms.yml")
    roadmap_path = dest / "course" / "roadmap.yml"
    roadmap = roadmap_path.read_text(encoding="utf-8")
    copies, markers = {}, {}
    for i, number in enumerate(free[: lessons - len(sources)]):
        source = sources[i % len(sources)]
        old = source[:-3]
        new = f"{number:02d}-copy-of-{LESSON_PAGE.match(source)['slug']}"
        text = (REPO / "docs" / source).read_text(encoding="utf-8")
        title = f"{_title(text)} (অনুলিপি)"
        (dest / "docs" / f"{new}.md").write_text(_copy_page(text, old, new, number, title), encoding="utf-8")
        shutil.copytree(REPO / "snippets" / old, dest / "snippets" / new, ignore=_IGNORE)
        roadmap = _retitled(scaffold._roadmap_with(roadmap, number, title, f"{new}.md"), number, title)
        copies[f"{new}.md"] = source
        markers[f"{new}.md"] = marker_word(number)
    roadmap_path.write_text(roadmap, encoding="utf-8")
    _drop_unused_glossary_terms(dest)
    return {
        "lessons": len(real_lessons(dest)),
        "snippets": sum(1 for _ in (dest / "snippets").rglob("*.out")),
        "copies": copies,
        "markers": markers,
    }


def _drop_unused_glossary_terms(dest: Path) -> None:
    """Glossary terms whose word no page of the synthetic course holds leave its glossary.

    The real course uses some terms only in the titles of lessons it has not written (the home page's map names
    them); a synthetic course of 91 lessons replaces every such title with a copy's, and the strict build would
    stop on a term "used on no page". A term kept here may still be unused through its forms only: a test says so.
    """
    path = dest / "course" / "glossary.yml"
    entries = yaml.safe_load(path.read_text(encoding="utf-8")) or []
    text = "\n".join(p.read_text(encoding="utf-8") for p in (dest / "docs").glob("*.md")).casefold()
    kept = [e for e in entries if str(e.get("term", "")).casefold() in text]
    if len(kept) != len(entries):
        path.write_text(yaml.safe_dump(kept, allow_unicode=True, sort_keys=False), encoding="utf-8")


def _plain_page(page: str, text: str, root: Path) -> str:
    """The page with each executed fence as its source and its recorded output, two plain code blocks."""
    fences, _ = scan_fences(page, text, root)
    by_line = {f.line: f for f in fences}
    lines = text.splitlines()
    out: list[str] = []
    at = 0
    for line, indent, info, body in iter_blocks(text):
        language, options = parse_info(info)
        if language not in EXEC_LANGUAGES or not truthy(options.get("exec", "")):
            continue
        fence = by_line.get(line)
        code = fence.code if fence else "\n".join(body) + "\n"
        recorded = root / fence.recorded if fence else None
        output = recorded.read_text(encoding="utf-8") if recorded and recorded.is_file() else ""
        out.extend(lines[at : line - 1])
        block = ["```python", *code.rstrip("\n").splitlines(), "```", ""]
        block += ["```text", *output.rstrip("\n").splitlines(), "```"]
        out.extend(indent + b if b else "" for b in block)
        at = line + len(body) + 1  # past the closing fence
    out.extend(lines[at:])
    return "\n".join(out) + "\n"


def make_plain(dest: Path) -> Path:
    """The baseline of the course at ``dest``: ``mkdocs-plain.yml`` (our plugin off) over ``plain-docs/``.

    Pages our plugin generates (glossary, verification report, notebooks) do not exist there and
    leave the nav; the lessons, which our plugin lists from the roadmap, are written into it
    (``course_nav.yaml_lines``). Build it with ``mkdocs build --strict -f mkdocs-plain.yml``.
    """
    dest = Path(dest)
    docs = dest / PLAIN_DOCS
    shutil.rmtree(docs, ignore_errors=True)
    shutil.copytree(dest / "docs", docs)
    for path in sorted(docs.glob("*.md")):
        path.write_text(_plain_page(path.name, path.read_text(encoding="utf-8"), dest), encoding="utf-8")
    config = (dest / "mkdocs.yml").read_text(encoding="utf-8")
    config = re.sub(r"(?m)^docs_dir: .*$", f"docs_dir: {PLAIN_DOCS}", config)
    config, plugin = re.subn(r"(?m)^  - pathshala[ \t]*\n", "", config)
    config = re.sub(r"(?m)^  - [^\n]*: (?:glossary|verification)\.md[ \t]*\n", "", config)
    roadmap, _ = load_roadmap(dest / "course" / "roadmap.yml", {p.name for p in docs.glob("*.md")})
    lessons = "".join(line + "\n" for line in course_nav.yaml_lines(roadmap)) if roadmap else ""
    config, home = re.subn(r"(?m)^(nav:\n  - [^\n]*: index\.md[ \t]*\n)", lambda m: m[1] + lessons, config, count=1)
    if home != 1:
        raise SystemExit("synthetic course: mkdocs.yml's nav has no home page (`  - …: index.md` first) to list "
                         "the lessons after")
    if plugin != 1:
        raise SystemExit("synthetic course: mkdocs.yml's plugins list has no `  - pathshala` line to remove")
    (dest / PLAIN_CONFIG).write_text(config, encoding="utf-8")
    return dest / PLAIN_CONFIG


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("dest", type=Path)
    parser.add_argument("--lessons", type=int, default=91)
    parser.add_argument("--plain", action="store_true", help="also write the plain baseline (mkdocs-plain.yml)")
    args = parser.parse_args()
    counts = make_course(args.dest, args.lessons)
    if args.plain:
        make_plain(args.dest)
    print(f"synthetic course: {args.dest}: lessons={counts['lessons']} snippets={counts['snippets']}")


if __name__ == "__main__":
    main()
