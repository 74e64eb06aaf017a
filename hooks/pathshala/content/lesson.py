"""The frame around a lesson: header from front matter, completion, previous/next, the roadmap.

A lesson page's front matter drives its header::

    lesson: 8
    objectives: [ ... ]    # what you will learn
    time: 120              # optional: minutes; the header shows the time computed from the page
    module: ...            # optional: the roadmap says a lesson's module; if given, it must agree

The roadmap (``course/roadmap.yml``) lists the course's lessons and modules
(``course_map.py``); a lesson with a ``page`` is written and linked, the others show "শীঘ্রই" and are never links.
A lesson page (``docs/NN-slug.md``) and the roadmap must agree (``disagreements``):
otherwise a new lesson would stay "শীঘ্রই" without a word.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from ..problems import Problem, Severity, Stage
from ..project import ROADMAP
from ..rendering.templates import Templates
from .course_map import Module, read_modules, unplaced
from .parts import label as part_label
from .text import to_bengali_digits
from .yamlblock import BlockError, load


@dataclass(frozen=True)
class Lesson:
    number: int
    title: str
    page: str | None = None  # None unless the page exists
    named: str | None = None  # the page the roadmap names, whether or not it exists
    line: int = 0  # its line in course/roadmap.yml

    @property
    def label(self) -> str:
        return f"পর্ব {to_bengali_digits(f'{self.number:02d}')}"


@dataclass
class Roadmap:
    total_lessons: int
    total_modules: int
    lessons: list[Lesson]
    modules: list[Module] = field(default_factory=list)

    def module_of(self, number: int) -> Module | None:
        return next((m for m in self.modules if m.holds(number)), None)

    def by_number(self, number: int) -> Lesson | None:
        return next((x for x in self.lessons if x.number == number), None)

    def by_page(self, page: str) -> Lesson | None:
        return next((x for x in self.lessons if x.page == page), None)

    def neighbours(self, lesson: Lesson) -> tuple[Lesson | None, Lesson | None]:
        ordered = sorted(self.lessons, key=lambda x: x.number)
        i = ordered.index(lesson)
        return (ordered[i - 1] if i > 0 else None, ordered[i + 1] if i + 1 < len(ordered) else None)


def load_roadmap(path: Path, pages: set[str]) -> tuple[Roadmap | None, list[Problem]]:
    """Read and check the roadmap: numbers unique, written pages exist."""
    where = ROADMAP if path.is_absolute() else path.name
    try:
        located = load(path.read_text(encoding="utf-8"), 1)
    except (OSError, BlockError) as err:
        return None, [Problem(where, getattr(err, "line", 1), f"roadmap: {err}", stage=Stage.COURSE)]
    data = located.data or {}
    problems = []
    lessons = []
    for i, entry in enumerate(data.get("lessons") or []):
        line = located.line("lessons", i)
        if not isinstance(entry, dict) or not isinstance(entry.get("number"), int) or not entry.get("title"):
            problems.append(Problem(where, line, "each lesson needs a whole-number `number` and a `title`",
                                    stage=Stage.COURSE))
            continue
        named = entry.get("page")
        page = named if named in pages else None  # a missing page: a warning (disagreements), never a link
        lessons.append(Lesson(entry["number"], str(entry["title"]), page, named, line))
    numbers = [x.number for x in lessons]
    for n in sorted({n for n in numbers if numbers.count(n) > 1}):
        problems.append(Problem(where, 1, f"lesson {n} is listed twice", stage=Stage.COURSE))
    modules, bad_modules = read_modules(located, where)
    roadmap = Roadmap(int(data.get("total_lessons", 0)), int(data.get("total_modules", 0)), lessons, modules)
    return roadmap, problems + bad_modules + unplaced(roadmap, where)


LESSON_PAGE = re.compile(r"^(?P<number>\d{2})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$")  # docs/NN-slug.md


def disagreements(roadmap: Roadmap, pages: set[str], where: str = ROADMAP) -> list[Problem]:
    """Where written lesson pages and the roadmap disagree (warnings: a strict build fails on them).

    A lesson page (``NN-slug.md`` at the top of docs/) that no roadmap entry names would
    build without previous/next cards or "সম্পন্ন", and stay "শীঘ্রই" on the home page;
    a ``page:`` naming a file that is not in docs/ leaves its lesson "শীঘ্রই".
    """
    found = []
    for lesson in roadmap.lessons:
        if lesson.named is not None and lesson.page is None:
            found.append(Problem(
                where, lesson.line,
                f"lesson {lesson.number} names page {lesson.named!r}, which is not in docs/: write "
                f"docs/{lesson.named} (`make lesson`) or remove its `page:`; until then it shows শীঘ্রই",
                severity=Severity.WARNING, stage=Stage.COURSE,
            ))
    for page in sorted(pages):
        m = LESSON_PAGE.match(page)
        entry = roadmap.by_page(page)
        if m and entry is None:
            number = int(m["number"])
            found.append(Problem.on_page(
                page, None,
                f"this lesson page is not in {where}: add `page: {page}` to lesson {number}'s entry there, "
                "or the home roadmap and the previous/next cards keep showing শীঘ্রই and the page has no "
                "সম্পন্ন button",
                severity=Severity.WARNING, stage=Stage.COURSE,
            ))
        elif m and entry is not None and entry.number != int(m["number"]):
            found.append(Problem(
                where, entry.line,
                f"lesson {entry.number} names page {page!r}, whose file name says lesson "
                f"{int(m['number'])}",
                severity=Severity.WARNING, stage=Stage.COURSE,
            ))
    return found


def _front_matter_block(text: str) -> tuple[str, int] | None:
    """The YAML between a page's ``---`` lines and the line after the closing one (None if it has none)."""
    lines = text.splitlines()
    if not lines or lines[0].strip() != "---":
        return None
    for end in range(1, len(lines)):
        if lines[end].strip() in ("---", "..."):
            return "\n".join(lines[1:end]), end + 1
    return None


def front_matter(text: str) -> tuple[dict, int]:
    """A page's YAML front matter and the number of lines it takes (0 if it has none).

    BlockError names the page line of a YAML error, an alias, a tag or a control character.
    """
    block = _front_matter_block(text)
    if block is None:
        return {}, 0
    data = load(block[0], 2).data or {}
    return (data if isinstance(data, dict) else {}), block[1]


# The keys a page's front matter may have, and what each holds. Material's templates print front-matter
# values into the page's HTML as they are (no escaping), and some keys change what a page is (``template:``
# makes it a redirect to ``location:``), so the list is short and every text is plain.
FRONT_MATTER_KEYS = {
    "title": "the page's title (plain text)",
    "description": "one sentence for search engines and link previews (plain text)",
    "lesson": "the lesson's number",
    "module": "the module the lesson belongs to (plain text)",
    "time": "the estimated minutes",
    "objectives": "what the reader will learn (a list of plain texts; `code` allowed)",
    "parts": "the ## headings that begin the lesson's parts 2, 3, … (content/parts.py; plain texts)",
}
REFUSED_KEYS = {
    "template": "it renders the page with another theme template (redirect.html writes `location` into a script)",
    "location": "only a redirect page uses it",
    "hide": "Material's layout switches are set by the theme, not a page",
    "search": "the search index is made by the build",
}
# Markup in a template that prints the value raw: a tag, an attribute's end or a character reference.
_MARKUP = re.compile(r"[<>\"]|&(?=[A-Za-z0-9#])")


def markup_in(value: str) -> str | None:
    """What makes ``value`` more than plain text for a theme template (None when it is plain)."""
    m = _MARKUP.search(value)
    if m is None:
        return None
    if m.group(0) == "&":
        return "a character reference (&…;)"
    return {"<": "a <", ">": "a >", '"': 'a straight double quote " (write “…”)'}[m.group(0)]


def _front_matter_problems(page: str, located) -> list[Problem]:
    """Keys outside ``FRONT_MATTER_KEYS`` and values that are not plain text, each with its page line."""
    meta = located.data
    if not isinstance(meta, dict):
        return [Problem.on_page(page, located.first_line, "front matter: a mapping of keys and values")]
    problems = []
    for key, value in meta.items():
        line = located.line(key)
        if key not in FRONT_MATTER_KEYS:
            why = REFUSED_KEYS.get(str(key), "the build does not know it")
            allowed = ", ".join(FRONT_MATTER_KEYS)
            problems.append(Problem.on_page(page, line, f"front matter: the key {key!r} is refused: {why} "
                                                        f"(allowed: {allowed})"))
            continue
        texts = value if isinstance(value, list) else [value]
        for i, text in enumerate(texts):
            if not isinstance(text, str):
                continue
            bad = markup_in(text)
            if bad:
                line = located.line(key, i) if isinstance(value, list) else located.line(key)
                problems.append(Problem.on_page(page, line, f"front matter: {key} is plain text, and {text!r} "
                                        f"holds {bad}, which the theme would print as markup"))
    return problems


def read_front_matter(page: str, text: str) -> tuple[dict, list[Problem]]:
    """A page's front matter, parsed once, and what is wrong with it.

    Every page: only the keys of ``FRONT_MATTER_KEYS``, plain text. A lesson page (one with
    ``lesson:``) must give its objectives; ``time`` and ``module`` are optional (the header shows the
    computed time and the roadmap's module) but well formed if given.
    """
    block = _front_matter_block(text)
    if block is None:
        return {}, []
    try:
        located = load(block[0], 2)
    except BlockError as err:
        return {}, [Problem.on_page(page, err.line, f"front matter: {err}")]
    if located.data is None:
        return {}, []
    problems = _front_matter_problems(page, located)
    meta = located.data
    for key in ("title", "description", "module"):
        if isinstance(meta, dict) and key in meta and not isinstance(meta[key], str):
            problems.append(Problem.on_page(page, located.line(key), f"front matter: {key} is text: quote it"))
    if problems:
        return {}, problems
    if "lesson" not in meta:
        return meta, []
    line = 1
    if not isinstance(meta.get("lesson"), int):
        problems.append(Problem.on_page(page, line, "front matter: lesson must be a whole number"))
    if "module" in meta and not str(meta["module"] or "").strip():
        problems.append(Problem.on_page(page, line, "front matter: module, if given, is the roadmap's module title"))
    if "time" in meta and (not isinstance(meta["time"], int) or isinstance(meta["time"], bool) or meta["time"] <= 0):
        problems.append(Problem.on_page(page, line, "front matter: time is the estimated minutes, a positive whole "
                                                    "number"))
    objectives = meta.get("objectives")
    if not isinstance(objectives, list) or not objectives or not all(str(o).strip() for o in objectives):
        problems.append(Problem.on_page(page, line, "front matter: objectives is a non-empty list of what the reader "
                                                    "will learn"))
    return meta, problems


def check_front_matter(page: str, text: str) -> list[Problem]:
    """Only the problems of ``read_front_matter``."""
    return read_front_matter(page, text)[1]


def header_markdown(meta: dict, minutes: int | None = None, module: str | None = None,
                    *, templates: Templates) -> str:
    """Lesson number, module and time, then what the reader will learn (Markdown inside HTML).

    ``minutes``: the time computed from the page (the authoring gate), else the front matter's;
    ``module``: the roadmap's module title, else the front matter's.
    """
    from markupsafe import Markup

    return str(templates.render(
        "lesson/header.html", lesson=int(meta["lesson"]), number=to_bengali_digits(f"{int(meta['lesson']):02d}"),
        minutes=to_bengali_digits(str(minutes if minutes is not None else meta.get("time", ""))),
        module=module if module is not None else str(meta.get("module", "")),
        objectives=Markup("\n".join(f"- {o}" for o in meta["objectives"])),  # Markdown the page's converter reads
    ))


def footer_html(lesson: Lesson, roadmap: Roadmap, href: Callable[[str], str],
                templates: Templates, split=None, number: int = 1) -> str:
    """The completion button and the previous/next cards.

    ``split`` (``parts.Split``) and ``number``: the footer of part ``number`` of a lesson read in parts. Its
    button marks the part read; its cards lead to the part before and after, and from the first part back
    to the previous lesson, from the last on to the next lesson's opening page.
    """
    total = len(split) if split is not None else 1
    before, after = roadmap.neighbours(lesson)

    def lesson_card(badge: str, other: Lesson | None):
        if other is None:
            return None
        return (badge, f"{other.label} · {other.title}", href(other.page) if other.page else None)

    def part_card(badge: str, n: int):
        return (badge, f"{part_label(n, total)} · {plain(split.parts[n - 1].title)}", href(split.src(n)))

    cards = [part_card("আগের ভাগ", number - 1) if number > 1 else lesson_card("আগের পর্ব", before),
             part_card("পরের ভাগ", number + 1) if number < total else lesson_card("পরের পর্ব", after)]
    return str(templates.render("lesson/footer.html", lesson=lesson, part=number, parts=total,
                                cards=[c for c in cards if c is not None]))


def plain(title: str) -> str:
    """A heading's text as plain text for a card, a list or the nav (its inline-code backticks dropped)."""
    return title.replace("`", "")


def parts_html(lesson: Lesson, split, href: Callable[[str], str], templates: Templates) -> str:
    """The opening page's list of the lesson's parts: each one's first heading, minutes and link."""
    items = [{"number": p.number, "label": part_label(p.number, len(split)), "title": plain(p.title),
              "minutes": p.minutes, "url": href(split.src(p.number)), "here": p.number == 1} for p in split.parts]
    return str(templates.render("lesson/parts.html", lesson=lesson.number, items=items))


def part_header_html(lesson: Lesson, module: str, split, number: int, opening: str, templates: Templates) -> str:
    """The header of part 2, 3, …: which lesson and part, its minutes, the way back to the list of parts."""
    return str(templates.render(
        "lesson/part_header.html", number=to_bengali_digits(f"{lesson.number:02d}"), module=module,
        label=part_label(number, len(split)), minutes=to_bengali_digits(str(split.parts[number - 1].minutes)),
        opening=opening))
