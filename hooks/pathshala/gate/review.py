"""`make review L=07`: what a reviewer wants to know first about one lesson, without building the site.

It reads the pages (no snippet runs: claims are looked up in the recorded outputs, as the page
shows them) and prints: the lesson and its module; the reading time by section, with the
front-matter ``time:`` beside it; the counts the time comes from (prose words, words in
widgets, code lines, runs, widgets by kind, exercises, thinking questions), and which files and
blocks the code lines are, section by section; the glossary terms
this lesson is the first to use (no lesson before it uses them); the references it makes to
other lessons and those other pages make to it; its claims without a label (those whose number
the output prints on several lines marked); every fence that opts out of the rounding sweep
(``rounding="nearest"``: a weakened check a reviewer reads); every code line it shows wider than a phone
shows without scrolling (``line_width``: a warning, not a problem); and every problem the gate finds on it, with
what a build finds only after running, looked up in the recordings instead (issue 39):

- each claim against its fence's recorded output (``site.check_claims``), and each quiz's proof, which must
  be an exact substring of it (the quiz kind's ``check``), as a build checks them against the run;
- the scaffold's stand-in text (``scaffold.PLACEHOLDERS``) left in the page or a snippet it shows;
- a paragraph all in English: the course is written in Bengali, with English terms inside Bengali sentences
  (style.md). A paragraph of five or more English words and no Bengali letter is listed; code, links'
  targets and math are not prose (``prose.read`` masks them).
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from .. import glossary as glossary_mod
from .. import scaffold
from ..blocks import KINDS
from ..content.text import to_bengali_digits
from ..problems import Problem, Stage
from ..project import GLOSSARY, Project
from ..running.result import Outcome, RunResult
from ..site import SiteBuild, check_claims
from . import Inputs, check_page, line_width, reading_time
from .claim_lines import printed_on


def _label(number: int) -> str:
    return f"পর্ব {to_bengali_digits(f'{number:02d}')}"


def _terms(gate, glossary, templates) -> set[str]:
    if gate.prose is None or not glossary.terms:
        return set()
    text = "\n".join(p.text for p in gate.prose.pieces)
    return {t.term for t in glossary_mod.terms_in_text(text, glossary, templates)}


_BENGALI = re.compile(r"[\u0980-\u09FF]")
_LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]+")
ENGLISH_WORDS = 5  # a paragraph with this many English words and no Bengali letter is listed


def recorded_checks(page, root: Path) -> list[Problem]:
    """Claims and quiz proofs against the recorded outputs (nothing runs): what the build checks on the runs."""
    for run in page.recorded():
        path = root / run.spec.recording.output if run.spec and run.spec.recording else None
        if path is not None and path.is_file() and run.shown is None:
            run.shown = RunResult(output=path.read_text(encoding="utf-8"), outcome=Outcome.OK)
    problems = check_claims(page)
    for block in page.blocks():
        if block.kind == "quiz":
            problems += KINDS[block.kind].check(block, page)
    return problems


def placeholders(page, root: Path) -> list[Problem]:
    """Each line of the page, or of a snippet it shows, that still holds the scaffold's stand-in text."""
    found = []
    for number, line in enumerate(page.text.splitlines(), 1):
        if any(mark in line for mark in scaffold.PLACEHOLDERS):
            found.append(Problem.on_page(page.page, number, f"the scaffold's stand-in text is still here: "
                                                            f"{line.strip()!r}; write the lesson's own",
                                         stage=Stage.GATE))
    shown = sorted({r.spec.job.display_path for r in page.recorded() if r.spec and r.spec.job.folder is not None})
    for rel in shown:
        path = root / rel
        lines = path.read_text(encoding="utf-8").splitlines() if path.is_file() else []
        for number, line in enumerate(lines, 1):
            if scaffold.SNIPPET_NOTE in line:
                found.append(Problem(rel, number, "the scaffold's stand-in comment is still here: make the snippet "
                                                  "the lesson's own example", stage=Stage.GATE))
    return found


def english_paragraphs(page_name: str, prose) -> list[Problem]:
    """Paragraphs (consecutive prose lines) in English only: the course is written in Bengali (style.md)."""
    paragraphs: list[list] = []
    for piece in prose.pieces:
        if piece.kind != "text":
            continue
        if paragraphs and paragraphs[-1][-1].line == piece.line - 1 and paragraphs[-1][-1].section == piece.section:
            paragraphs[-1].append(piece)
        else:
            paragraphs.append([piece])
    found = []
    for lines in paragraphs:
        masked = " ".join(p.masked for p in lines)
        words = _LATIN_WORD.findall(masked)
        if len(words) >= ENGLISH_WORDS and not _BENGALI.search(masked):
            found.append(Problem.on_page(page_name, lines[0].line, (
                f"this paragraph is all English ({len(words)} English words, no Bengali): the course is written in "
                "Bengali, English terms inside Bengali sentences (contributing/style.md); write it in Bengali"),
                stage=Stage.GATE))
    return found


def review(root: Path | Project, pages: dict[str, str], number: int) -> tuple[str, int]:
    """The review of lesson ``number`` as text, and an exit status (0, or 1 when it has gate problems)."""
    build = SiteBuild(root)
    project, root = build.project, build.root
    model = build.scan(pages)
    inputs = Inputs.read(root, set(model.pages))
    roadmap = inputs.roadmap
    entry = roadmap.by_number(number) if roadmap else None
    page_name = entry.page if entry and entry.page else next(
        (p for p, m in model.pages.items() if m.meta.get("lesson") == number), None)
    if page_name is None or page_name not in model.pages:
        return f"review: lesson {number} has no page (course/roadmap.yml gives it no written page)\n", 2
    gates = {name: check_page(page, inputs) for name, page in model.pages.items()}
    page, gate = model.pages[page_name], gates[page_name]
    module = roadmap.module_of(number) if roadmap else None
    out = [f"review: docs/{page_name} · {_label(number)} · {entry.title if entry else page.meta.get('title', '')}"]
    if module is not None:
        out.append(f"module: {module.label} · {module.title}")

    time, prose = gate.time, gate.prose
    if time is None or prose is None:  # the gate reads both for every lesson page: a page it did not read as one
        return f"review: docs/{page_name} was not read as a lesson (no reading time)\n", 2
    given = page.meta.get("time")
    out.append("")
    out.append(f"reading time: {time.minutes} minutes computed"
               + (f" · front matter time: {given}" if given is not None else " · no time: in the front matter"))
    out += ["  " + row for row in time.table().splitlines()]
    widget_words = sum(p.words for p in prose.pieces if p.kind == "widget")
    kinds = Counter(w.kind for w in page.widgets)
    out.append(
        f"prose words {time.total('words') - widget_words} + widget words {widget_words} · code lines "
        f"{time.total('code_lines')} · runs {time.total('runs')} · widgets {time.total('widgets')} ("
        + ", ".join(f"{k} {n}" for k, n in sorted(kinds.items())) + f") · exercises {time.total('exercises')}"
        f" · thinking questions {time.total('questions')}")
    out.append("code lines counted, by section and file (every line of code the page shows):")
    out += ["  " + row for row in reading_time.files_table(time).splitlines()]

    path = project.path(GLOSSARY)
    glossary, _ = glossary_mod.load(path) if path.is_file() else (glossary_mod.Glossary(), [])
    mine = _terms(gate, glossary, project.templates)
    earlier = set()
    for name, other in model.pages.items():
        n = other.meta.get("lesson")
        if isinstance(n, int) and n < number:
            earlier |= _terms(gates[name], glossary, project.templates)
    new = sorted(mine - earlier)
    out.append("")
    out.append(f"glossary terms: {len(mine)} used, {len(new)} new here (no earlier lesson uses them): "
               + (", ".join(new) or "none"))

    out.append("")
    outgoing: dict[int, list[int]] = {}
    for ref in gate.references:
        outgoing.setdefault(ref.number, []).append(ref.line)
    out.append("references out:" if outgoing else "references out: none")
    for n, lines in sorted(outgoing.items()):
        written = inputs.course.pages.get(n)
        state = f"→ {written}" if written else "(not written: plain text)"
        out.append(f"  {_label(n)} {state}: lines {', '.join(map(str, sorted(set(lines))))}")
    incoming = [(name, ref.line) for name, g in sorted(gates.items()) if name != page_name
                for ref in g.references if ref.number == number]
    out.append("references in:" if incoming else "references in: none")
    for name, line in incoming:
        out.append(f"  docs/{name}:{line}")

    out.append("")
    unlabelled = [c for c in page.claims if not c.label]
    out.append(f"claims: {len(page.claims)}, without a label: {len(unlabelled)}")
    for claim in unlabelled:
        run = page.named(claim.snippet)
        recording = root / run.spec.recording.output if run and run.spec and run.spec.recording else None
        output = recording.read_text(encoding="utf-8") if recording is not None and recording.is_file() else ""
        printed = printed_on(output, claim.token)
        note = f"  ← printed on {len(printed)} lines: name the line" if len(printed) > 1 else ""
        out.append(f"  {claim.where}: {claim.raw}{note}")

    out.append("")
    exempt = [r.spec for r in page.recorded() if r.spec and r.spec.recording and r.spec.recording.rounding == "nearest"]
    out.append(f'skips the rounding sweep (rounding="nearest"): {len(exempt)}'
               + ("" if exempt else " (none)"))
    out += [f"  {f.where}: {f.label}: its point must be exact round-to-nearest arithmetic (machine epsilon, "
            "(1+x)-1, subnormals); anything else it prints goes unswept" for f in exempt]

    out.append("")
    wide = line_width.page_wide_lines(page, root)
    out.append(f"code lines wider than a phone shows ({line_width.PHONE_COLUMNS} columns at "
               f"{line_width.VIEWPORT_PX} px; a warning): {len(wide)}" + ("" if wide else " (none)"))
    out += [f"  {w}" for w in wide]

    problems = [p for p in model.problems if p.page == page_name] + gate.problems
    problems += recorded_checks(page, root) + placeholders(page, root) + english_paragraphs(page_name, prose)
    out.append("")
    out.append(f"problems: {len(problems)}" + (" (none)" if not problems else ""))
    out += [f"  {str(p).splitlines()[0]}" for p in problems]
    return "\n".join(out) + "\n", 0
