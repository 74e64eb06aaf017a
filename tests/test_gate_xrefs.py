"""The authoring gate: "পর্ব NN" links itself to a written lesson, and a link says which lesson it points at."""

from __future__ import annotations

from pathshala import gate

from .conftest import gate_of

ROADMAP = """total_lessons: 3
lessons:
  - {number: 3, title: "সংখ্যার স্থিতিশীলতা"}
  - {number: 5, title: "ঘরে বানানো autograd", page: 05-five.md}
  - {number: 7, title: "PyTorch tensor", page: 07-x.md}
"""
FIVE = "---\nlesson: 5\nobjectives: [ক]\n---\n# ঘরে বানানো autograd\n\nপাঁচ।\n"  # headings are the roadmap's titles
FRONT = "---\nlesson: 7\nobjectives: [ক]\n---\n# PyTorch tensor\n\n"


def check(tmp_path, body: str):
    pages = {"05-five.md": FIVE, "07-x.md": FRONT + body}
    model, gates = gate_of(tmp_path, pages, {"course/roadmap.yml": ROADMAP})
    return model, gates["07-x.md"]


def rendered(tmp_path, body: str) -> str:
    model, _ = check(tmp_path, body)
    roadmap = gate.Inputs.read(tmp_path, set(model.pages)).roadmap
    return gate.link_references(model.pages["07-x.md"].text, model.pages["07-x.md"], roadmap)[len(FRONT):]


def test_a_written_lesson_is_linked_and_an_unwritten_one_stays_plain(tmp_path):
    body = "পর্ব ০৫-এ দেখেছেন, পর্ব ০৩-এ দেখবেন; এই পর্ব ০৭ নিজে।\n"
    assert rendered(tmp_path, body) == (
        "[পর্ব ০৫](05-five.md)-এ দেখেছেন, পর্ব ০৩-এ দেখবেন; এই পর্ব ০৭ নিজে।\n")
    assert check(tmp_path, body)[1].problems == []
    # writing lesson ০৩ turns the same sentence's reference into a link
    (tmp_path / "course/roadmap.yml").write_text(ROADMAP.replace('স্থিতিশীলতা"}', 'স্থিতিশীলতা", page: 03-t.md}'))
    three = FIVE.replace("5", "3").replace("ঘরে বানানো autograd", "সংখ্যার স্থিতিশীলতা")
    pages = {"05-five.md": FIVE, "03-t.md": three, "07-x.md": FRONT + body}
    model, _ = gate_of(tmp_path, pages)
    roadmap = gate.Inputs.read(tmp_path, set(pages)).roadmap
    linked = gate.link_references(model.pages["07-x.md"].text, model.pages["07-x.md"], roadmap)
    assert "[পর্ব ০৩](03-t.md)-এ দেখবেন" in linked


def test_references_that_stay_as_written(tmp_path):
    body = (
        "## পর্ব ০৫ থেকে\n\n"  # a heading
        "আগে [পর্ব ০৫](05-five.md) দেখুন, আর `পর্ব ০৫` code-এ।\n\n"  # already a link; code
        "Machine Learning course-এর পর্ব ১১ দেখুন।\n\n"  # another course's lesson
        "```quiz\nid: q\nquestion: পর্ব ০৫-এ কী?\noptions:\n  - {text: ক, correct: true, why: খ}\n"
        "  - {text: গ, why: ঘ}\n```\n"
    )
    out = rendered(tmp_path, body)
    assert out.count("](05-five.md)") == 1 and "course-এর পর্ব ১১ দেখুন" in out
    assert check(tmp_path, body)[1].problems == []


def test_a_link_must_point_at_the_lesson_its_text_names(tmp_path):
    _, found = check(tmp_path, "দেখুন [পর্ব ০৫](07-x.md)।\n")
    [problem] = found.problems
    assert problem.where == "docs/07-x.md:7"
    assert "its text names পর্ব ০৫, but it points at lesson 7's page; point it at lesson 5 (05-five.md)" in str(problem)
    assert check(tmp_path, "দেখুন [পর্ব ০৫](05-five.md#অংশ)।\n")[1].problems == []  # an anchor is fine


def test_a_quoted_title_must_be_the_roadmaps(tmp_path):
    for wrong in ("[পর্ব ০৫ · ঘরে বানানো grad](05-five.md)", "[পর্ব ০৫ (ঘরের autograd)](05-five.md)",
                  "[“নিজের autograd”](05-five.md)"):
        [problem] = check(tmp_path, f"দেখুন {wrong}।\n")[1].problems
        assert "quotes the title" in problem.message and "'ঘরে বানানো autograd'" in problem.message, wrong
    for right in ("[পর্ব ০৫ · ঘরে বানানো autograd](05-five.md)", "[“ঘরে বানানো autograd”](05-five.md)",
                  "[আগের পর্বে](05-five.md)"):
        assert check(tmp_path, f"দেখুন {right}।\n")[1].problems == [], right


def test_a_reference_is_two_bengali_digits_of_a_lesson_on_the_roadmap(tmp_path):
    found = check(tmp_path, "পর্ব ৫-এ দেখেছেন; পর্ব ৯৫ নেই।\n")[1].problems
    assert [p.message for p in found] == [
        "reference 'পর্ব ৫': write a lesson as 'পর্ব ০৫', with two digits",
        "reference 'পর্ব ৯৫': the roadmap has no lesson 95",
    ]


def test_the_references_a_page_makes_are_kept_for_review(tmp_path):
    refs = check(tmp_path, "পর্ব ০৩ আর [পর্ব ০৫](05-five.md), আবার [আগের পর্ব](05-five.md)।\n")[1].references
    assert [(r.number, r.linked) for r in refs] == [(3, False), (5, True), (5, True)]
