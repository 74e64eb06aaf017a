"""Executed fences are found in raw Markdown exactly as markdown-exec would execute them."""

from __future__ import annotations

import pytest

from pathshala.blocks import scan_fences


@pytest.fixture
def root(tmp_path):
    (tmp_path / "snippets" / "08-x").mkdir(parents=True)
    (tmp_path / "snippets" / "08-x" / "demo.py").write_text("print(1)\n")
    return tmp_path


def scan(text, root):
    return scan_fences("08-x.md", text, root)


def test_snippet_include_and_code_in_page(root):
    text = (
        "# T\n\n"
        '```python exec="on" source="above" result="text"\n--8<-- "08-x/demo.py"\n```\n\n'
        "```python\nprint('not executed')\n```\n\n"
        '```py exec="1" id="inline" timeout="5"\nx = 2\nprint(x)\n```\n'
    )
    fences, problems = scan(text, root)
    assert not problems
    first, second = fences
    assert (first.snippet, first.name, first.line, first.code) == ("snippets/08-x/demo.py", "demo", 3, "print(1)\n")
    assert first.recorded == "snippets/08-x/demo.out"
    assert (second.snippet, second.name, second.line, second.options.timeout) == (None, "inline", 11, 5.0)
    assert second.recorded == "snippets/08-x/inline.out" and second.code == "x = 2\nprint(x)\n"


def test_fences_inside_admonitions_and_quoted_examples(root):
    text = (
        '!!! note\n    ```python exec="on"\n    --8<-- "08-x/demo.py"\n    ```\n\n'
        '````markdown\n```python exec="on"\n--8<-- "08-x/missing.py"\n```\n````\n'
    )
    fences, problems = scan(text, root)
    assert not problems
    assert [f.snippet for f in fences] == ["snippets/08-x/demo.py"]


@pytest.mark.parametrize(
    ("fence", "message"),
    [
        ('```python exec="on"\n--8<-- "08-x/nope.py"\n```', "snippets/08-x/nope.py does not exist"),
        ('```python exec="on"\nprint(1)\n```', 'needs an id="name"'),
        ('```python exec="on" session="a"\n--8<-- "08-x/demo.py"\n```', "session= is not supported"),
        ('```python exec="on" html="1"\n--8<-- "08-x/demo.py"\n```', "never as markup"),
        ('```python exec="on" timeout="soon"\n--8<-- "08-x/demo.py"\n```', "not a positive number"),
        ('```python exec="on" id="a"\n--8<-- "08-x/demo.py"\nprint(2)\n```', "not both"),
    ],
)
def test_bad_fences_are_problems_at_their_line(root, fence, message):
    fences, problems = scan("# T\n\n" + fence + "\n", root)
    assert not fences
    assert len(problems) == 1 and message in problems[0].message
    assert problems[0].where == "docs/08-x.md:3"


def test_two_fences_with_one_name_on_a_page(root):
    text = '```python exec="on" id="a"\nprint(1)\n```\n\n```python exec="on" id="a"\nprint(2)\n```\n'
    _, problems = scan(text, root)
    assert [p.where for p in problems] == ["docs/08-x.md:5"]


@pytest.mark.parametrize(("option", "near"), [("timout", "timeout"), ("figure", "figures"), ("tolerence", "tolerance")])
def test_a_misspelled_option_fails_with_the_nearest_valid_name(root, option, near):
    _, problems = scan(f'# T\n\n```python exec="on" {option}="1"\n--8<-- "08-x/demo.py"\n```\n', root)
    (problem,) = problems
    assert problem.where == "docs/08-x.md:3"
    assert f"unknown fence option {option}=; did you mean {near}=?" in problem.message
