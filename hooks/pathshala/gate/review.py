"""`make review L=07`: what a reviewer wants to know first about one lesson, without building the site.

It reads the pages (no snippet runs: claims are looked up in the recorded outputs, as the page
shows them) and prints: the lesson and its module; the reading time by section, with the
front-matter ``time:`` beside it; the counts the time comes from (prose words, words in
widgets, code lines, runs, widgets by kind, exercises, thinking questions), and which files and
blocks the code lines are, section by section; the glossary terms
this lesson is the first to use (no lesson before it uses them); the references it makes to
other lessons and those other pages make to it; its claims without a label (those whose number
the output prints on several lines marked); every fence that opts out of the rounding sweep
(``rounding="nearest"``: a weakened check a reviewer reads); and every problem the gate finds on it.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from .. import glossary as glossary_mod
from ..content.text import to_bengali_digits
from ..project import GLOSSARY, Project
from ..site import SiteBuild
from . import Inputs, check_page, reading_time
from .claim_lines import printed_on


def _label(number: int) -> str:
    return f"পর্ব {to_bengali_digits(f'{number:02d}')}"


def _terms(gate, glossary, templates) -> set[str]:
    if gate.prose is None or not glossary.terms:
        return set()
    text = "\n".join(p.text for p in gate.prose.pieces)
    return {t.term for t in glossary_mod.terms_in_text(text, glossary, templates)}


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

    problems = [p for p in model.problems if p.page == page_name] + gate.problems
    out.append("")
    out.append(f"problems: {len(problems)}" + (" (none)" if not problems else ""))
    out += [f"  {str(p).splitlines()[0]}" for p in problems]
    return "\n".join(out) + "\n", 0
