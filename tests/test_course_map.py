"""The course map: 91 lessons in 14 modules in course/roadmap.yml, and the home page's map of them."""

from __future__ import annotations

import re

import pytest

from pathshala.content import course_map, lesson
from pathshala.content.course_map import Module
from pathshala.content.lesson import Lesson, Roadmap
from pathshala.rendering.templates import default as default_templates

from .conftest import REPO

HEAD = "total_lessons: {lessons}\ntotal_modules: {modules}\nmodules:\n"


def load(tmp_path, text: str, pages=frozenset()):
    path = tmp_path / "roadmap.yml"
    path.write_text(text, encoding="utf-8")
    return lesson.load_roadmap(path, set(pages))


def test_the_real_roadmap_holds_every_lesson_once_in_its_module():
    pages = {p.name for p in (REPO / "docs").glob("*.md")}
    roadmap, problems = lesson.load_roadmap(REPO / "course" / "roadmap.yml", pages)
    assert problems == [] and lesson.disagreements(roadmap, pages) == []
    assert [x.number for x in roadmap.lessons] == list(range(1, 92))
    assert [(m.number, m.first, m.last) for m in roadmap.modules][:2] == [(1, 1, 8), (2, 9, 14)]
    assert len(roadmap.modules) == 14 and roadmap.modules[-1].last == 91
    assert roadmap.module_of(8).title == "ভিত্তি: সংখ্যা থেকে gradient"
    assert roadmap.module_of(91).title == "Capstone আর গবেষণা"
    titles = {x.number: x.title for x in roadmap.lessons}  # verbatim from the course plan
    assert titles[1] == "Neural network কী, আর শেখা মানে কী"
    assert titles[45] == "Machine translation বাংলা ↔ English"
    assert {x.number: x.page for x in roadmap.lessons if x.page} == {
        n: p for n, p in ((int(p[:2]), p) for p in pages if re.match(r"\d{2}-", p))}
    # one line per lesson and per module, so branches that add a page: touch one line each
    text = (REPO / "course" / "roadmap.yml").read_text(encoding="utf-8")
    assert len(re.findall(r"(?m)^  - \{number: \d+, title: .*\}$", text)) == 91 + 14


@pytest.mark.parametrize(
    ("modules", "message"),
    [
        ("  - {number: 1, title: ক, first: 1, last: 2}\n  - {number: 2, title: খ, first: 4, last: 4}\n",
         "should be module 2 starting at lesson 3"),  # a gap
        ("  - {number: 1, title: ক, first: 1, last: 3}\n  - {number: 2, title: খ, first: 3, last: 4}\n",
         "should be module 2 starting at lesson 4"),  # an overlap
        ("  - {number: 1, title: ক, first: 1, last: 2}\n  - {number: 3, title: খ, first: 3, last: 4}\n",
         "should be module 2"),
        ("  - {number: 1, title: ক, first: 1}\n", "needs a whole-number `number`, `first`"),
    ],
)
def test_modules_follow_each_other_without_a_gap(tmp_path, modules, message):
    lessons = "lessons:\n" + "".join(f"  - {{number: {n}, title: প{n}}}\n" for n in range(1, 5))
    _, problems = load(tmp_path, HEAD.format(lessons=4, modules=2) + modules + lessons)
    assert any(message in p.message for p in problems), problems
    assert all(p.where.startswith("course/roadmap.yml:") for p in problems)


def test_every_lesson_lies_in_a_module_and_the_totals_hold(tmp_path):
    text = (HEAD.format(lessons=91, modules=14) + "  - {number: 1, title: ক, first: 1, last: 2}\n"
            "lessons:\n  - {number: 1, title: এক}\n  - {number: 2, title: দুই}\n  - {number: 3, title: তিন}\n")
    _, problems = load(tmp_path, text)
    messages = [p.message for p in problems]
    assert "lesson 3 lies in no module: extend a module's first–last" in messages
    assert "total_modules: 14, but 1 modules are listed" in messages
    assert any(m.startswith("total_lessons: 91, but 3 lessons are listed") for m in messages)
    fixed = text.replace("last: 2", "last: 3").replace("91", "3").replace("14", "1")
    assert load(tmp_path, fixed)[1] == []


ROADMAP = Roadmap(6, 2, [Lesson(1, "এক", "01-one.md"), Lesson(2, "দুই <b>", None), Lesson(3, "তিন"),
                         Lesson(4, "চার"), Lesson(5, "পাঁচ"), Lesson(6, "ছয়")],
                  [Module(1, "ভিত্তি", 1, 3), Module(2, "<script>x</script>", 4, 6)])


def test_the_map_shows_each_module_with_its_lessons_written_ones_linked():
    html = course_map.map_html(ROADMAP, lambda src: f"../{src[:-3]}/", default_templates())
    first, second = re.findall(r'(?s)<details class="ps-module".*?</details>', html)
    assert first.startswith('<details class="ps-module" id="module-1" data-module="1" open>')  # it has a written one
    assert 'data-module="2">' in second and " open" not in second.split(">")[0]
    assert "মডিউল ১ · ভিত্তি" in first and "পর্ব ০১–০৩ · লেখা ১ / ৩" in first
    assert "পর্ব ০৪–০৬ · লেখা ০ / ৩" in second
    assert '<a href="../01-one/">এক</a>' in first and first.count("<a ") == 1
    assert first.count('<span class="ps-soon">শীঘ্রই</span>') == 2 and second.count("শীঘ্রই") == 3
    assert "দুই &lt;b&gt;" in first and "&lt;script&gt;x&lt;/script&gt;" in second  # titles are text
    assert "লেখা হয়েছে ১ / ৬টি পর্ব" in html
    # the reader's progress is the script's: the map leaves its places empty
    assert '<p class="ps-progress" data-total="6" role="status"></p>' in html
    assert html.count('<span class="ps-module-progress"></span>') == 2
    assert [int(n) for n in re.findall(r'<tr data-lesson="(\d+)">', html)] == [1, 2, 3, 4, 5, 6]


def test_start_here_links_the_first_written_lesson_and_is_empty_while_none_is_written():
    roadmap = Roadmap(3, 0, [Lesson(1, "এক"), Lesson(2, "দুই <b>", "02-two.md"), Lesson(3, "তিন", "03-three.md")])
    html = course_map.start_html(roadmap, lambda src: f"../{src[:-3]}/", default_templates())
    assert html.startswith('<p class="ps-start"><a class="md-button md-button--primary ps-start-link" '
                           'href="../02-two/">')
    assert "এখান থেকে শুরু করুন: পর্ব ০২ · দুই &lt;b&gt;</a></p>" in html  # the title is text
    unwritten = Roadmap(3, 0, [Lesson(1, "এক"), Lesson(2, "দুই")])
    assert course_map.start_html(unwritten, lambda src: src, default_templates()) == ""


def test_a_roadmap_without_modules_is_one_table():
    html = course_map.map_html(Roadmap(3, 0, ROADMAP.lessons[:3]), lambda src: src, default_templates())
    assert "<details" not in html and html.count("<tr data-lesson=") == 3


def test_a_lesson_page_agrees_with_the_roadmap_on_its_module_and_number(tmp_path):
    from .conftest import gate_of

    roadmap = (HEAD.format(lessons=2, modules=1) + '  - {number: 1, title: "ভিত্তি", first: 1, last: 2}\n'
               "lessons:\n  - {number: 1, title: এক, page: 01-one.md}\n  - {number: 2, title: দুই}\n")
    page = "---\nlesson: 1\nmodule: {module}\nobjectives: [ক]\n---\n# এক\n\nএকটি বাক্য।\n"

    def problems(text):
        _, gates = gate_of(tmp_path, {"01-one.md": text}, {"course/roadmap.yml": roadmap})
        return [str(p) for p in gates["01-one.md"].problems]

    [wrong] = problems(page.format(module="PyTorch-এর ভিত্তি"))
    assert wrong.startswith("docs/01-one.md:3: front matter says module: 'PyTorch-এর ভিত্তি', but lesson 1 is in "
                            "মডিউল ১ 'ভিত্তি' (course/roadmap.yml:4)")
    assert problems(page.format(module="ভিত্তি")) == []
    assert problems(page.replace("module: {module}\n", "")) == []  # the header takes the roadmap's
    [number] = problems(page.format(module="ভিত্তি").replace("lesson: 1", "lesson: 2"))
    assert number.startswith("docs/01-one.md:2: front matter says lesson: 2, but course/roadmap.yml lists this "
                             "page as lesson 1")
