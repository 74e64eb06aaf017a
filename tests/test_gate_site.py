"""The authoring gate in the site pass: a strict build stops on it, `mkdocs serve` shows it in the page,
the header shows the computed time, references link; and the course's own lessons pass it."""

from __future__ import annotations

import html
import re
import subprocess
import sys

import pytest

from pathshala import gate
from pathshala.__main__ import read_pages
from pathshala.gate.claim_lines import printed_on
from pathshala.site import SiteBuild

from .conftest import REPO, Project
from .test_live_errors import SERVE_BUILD

ROADMAP = """total_lessons: 2
total_modules: 1
modules:
  - {number: 1, title: "ভিত্তি", first: 1, last: 2}
lessons:
  - {number: 1, title: "প্রথম পাঠ", page: 01-first.md}
  - {number: 2, title: "দ্বিতীয় পাঠ"}
"""
LESSON = """---
lesson: 1
time: 60
objectives:
  - "একটি কাজ"
---
# প্রথম পাঠ

এই পর্বে একটি স্তর দেখব, আর পর্ব ০২-এ আরও।

```python exec="on" source="above" result="text"
--8<-- "01-first/hello.py"
```

ফল [[hello: 42]]।
"""
FIXED = LESSON.replace("time: 60\n", "").replace("স্তর", "layer")


@pytest.mark.site
def test_a_strict_build_stops_on_the_gate_and_serve_shows_it_in_the_page(project: Project):
    project.write({"docs/01-first.md": LESSON, "course/roadmap.yml": ROADMAP,
                   "snippets/01-first/hello.py": "print('answer', 6 * 7)\n",
                   "docs/index.md": "# হোম\n\n<!-- pathshala:roadmap -->\n"})
    assert project.accept().returncode == 0
    built = project.build()
    log = built.stdout + built.stderr
    assert built.returncode != 0 and "the build stops here" in log
    assert "docs/01-first.md:9: vocabulary: write 'layer', not 'স্তর'" in log
    assert "docs/01-first.md:3: time: 60 in the front matter, but the page reads in about 5 minutes" in log

    served = subprocess.run([sys.executable, "-c", SERVE_BUILD], cwd=project.root, capture_output=True,
                            text=True, timeout=600)
    assert served.returncode == 0, (served.stdout + served.stderr)[-3000:]
    page = (project.root / "served" / "01-first" / "index.html").read_text(encoding="utf-8")
    banner = html.unescape(page.split('<div class="ps-live-errors" role="alert">', 1)[1].split("</div>", 1)[0])
    assert "docs/01-first.md:9: vocabulary: write 'layer', not 'স্তর'" in banner
    assert "docs/01-first.md:3: time: 60 in the front matter" in banner

    project.write({"docs/01-first.md": FIXED})
    fixed = project.build()
    assert fixed.returncode == 0, (fixed.stdout + fixed.stderr)[-3000:]
    first = project.html("01-first")
    assert "আনুমানিক ৫ মিনিট" in first and "<span>ভিত্তি</span>" in first  # computed; the roadmap's module
    assert "পর্ব ০২-এ আরও" in first  # lesson ০২ is not written: plain text
    home = project.html("")
    assert re.search(r'<details class="ps-module" id="module-1" data-module="1" open(="")?>', home)

    # writing lesson ০২ turns the reference into a link
    second = FIXED.replace("lesson: 1", "lesson: 2").replace("# প্রথম পাঠ", "# দ্বিতীয় পাঠ").replace(
        "আর পর্ব ০২-এ আরও", "আর পর্ব ০১-এ আগে").replace("01-first/hello", "02-second/hello")
    project.write({"docs/02-second.md": second, "snippets/02-second/hello.py": "print('answer', 6 * 7)\n",
                   "course/roadmap.yml": ROADMAP.replace('"দ্বিতীয় পাঠ"}', '"দ্বিতীয় পাঠ", page: 02-second.md}')})
    assert project.accept().returncode == 0
    linked = project.build()
    assert linked.returncode == 0, (linked.stdout + linked.stderr)[-3000:]
    assert re.search(r'<a href="\.\./02-second/">পর্ব ০২</a>-এ আরও', project.html("01-first"))
    assert re.search(r'<a href="\.\./01-first/">পর্ব ০১</a>-এ আগে', project.html("02-second"))


def test_the_course_lessons_pass_the_gate_with_their_times_computed():
    pages = read_pages(REPO)
    model = SiteBuild(REPO).scan(pages)
    assert model.problems == []
    gates = gate.check_site(model, REPO)
    assert model.problems == [], "\n".join(str(p).splitlines()[0] for p in model.problems)
    lessons = {name: g.time.minutes for name, g in gates.items() if g.time is not None}
    assert len(lessons) >= 4
    for name, minutes in lessons.items():
        given = model.pages[name].meta.get("time")
        assert given is None or abs(given - minutes) <= 0.2 * minutes, (name, given, minutes)
    # claims without a label name one line of the recording the page shows (the site pass checks the run)
    for page in model.pages.values():
        for claim in page.claims:
            run = page.named(claim.snippet)
            if not claim.label and run is not None and run.spec and run.spec.recording:
                output = (REPO / run.spec.recording.output).read_text(encoding="utf-8")
                assert len(printed_on(output, claim.token)) <= 1, f"{claim.where}: {claim.raw}"
