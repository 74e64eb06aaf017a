"""Code lines too wide for a phone (``gate.line_width``): Bengali counted as it renders; `make review` lists each."""

from __future__ import annotations

import pytest

from pathshala.gate import line_width
from pathshala.gate.line_width import PHONE_COLUMNS, columns
from pathshala.gate.review import review

from .conftest import write_tree
from .test_gate_site import ROADMAP
from .test_review import FIRST, GLOSSARY


def test_a_bengali_line_counts_as_it_renders_not_by_bytes_or_code_points():
    assert columns("x = 1  # ok") == 11
    # ক খ গ: three letters, each wider than a monospace column in the site's Bengali font
    assert columns("কখগ") == pytest.approx(3 * line_width.BENGALI_LETTER)
    # ক্ষ: a conjunct (ক, hasanta, ষ) draws as one letter; কা: a letter and a spacing vowel sign
    assert columns("ক্ষ") == line_width.BENGALI_LETTER
    assert columns("কা") == line_width.BENGALI_LETTER + line_width.BENGALI_VOWEL_SIGN
    comment = "# শিক্ষার হার বেশি হলে loss লাফায়"  # 34 code points, 80 UTF-8 bytes, about 28 columns on the page
    assert columns(comment) == pytest.approx(28.2) and len(comment) == 34 and len(comment.encode()) == 80


def test_review_lists_each_snippet_line_a_phone_cannot_show_whole(tmp_path):
    short = "x = 1\n"
    wide_code = "total = " + " + ".join(["value"] * 6) + "\n"  # 56 columns
    wide_bn = "    # এই লাইনটি বাংলায় লেখা একটি লম্বা মন্তব্য, ফোনে পুরোটা দেখা যায় না\n"
    narrow_bn = "# ছোট মন্তব্য\n"
    assert columns(wide_code.strip()) > PHONE_COLUMNS and columns(wide_bn.rstrip()) > PHONE_COLUMNS
    assert columns(narrow_bn.strip()) < PHONE_COLUMNS
    write_tree(tmp_path, {
        "course/roadmap.yml": ROADMAP, "course/glossary.yml": GLOSSARY,
        "snippets/01-first/run.py": short + narrow_bn + wide_code + "if True:\n" + wide_bn
                                    + "    print('before 7 3')\nprint('after 7')\n",
        "snippets/01-first/run.out": "before 7 3\nafter 7\n",
    })
    text, status = review(tmp_path, {"01-first.md": FIRST, "index.md": "# হোম\n"}, 1)
    assert status == 0  # a warning, not a failure
    head = f"code lines wider than a phone shows ({PHONE_COLUMNS} columns at 412 px; a warning): 2\n"
    assert head in text, text
    listed = text.split(head)[1].split("\n\n")[0].splitlines()
    where = [row.split(": ")[0].strip() for row in listed]
    assert where == ["snippets/01-first/run.py:3", "snippets/01-first/run.py:5"]  # the file's own lines
    assert listed[0].endswith("columns: " + wide_code.strip())


def test_review_says_none_when_every_line_fits(tmp_path):
    write_tree(tmp_path, {
        "course/roadmap.yml": ROADMAP, "course/glossary.yml": GLOSSARY,
        "snippets/01-first/run.py": "print('before 7 3')\nprint('after 7')\n",
        "snippets/01-first/run.out": "before 7 3\nafter 7\n",
    })
    text, _ = review(tmp_path, {"01-first.md": FIRST, "index.md": "# হোম\n"}, 1)
    assert f"code lines wider than a phone shows ({PHONE_COLUMNS} columns at 412 px; a warning): 0 (none)" in text
