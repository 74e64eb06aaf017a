"""No HTML is built by f-strings in the engine or the adapter: markup comes from templates, escaped by default.

An f-string that writes a tag puts whatever it interpolates into the page as markup unless the
author of that line remembered to escape it; a template escapes unless told the value is markup.
The scan reads every module's syntax tree (comments and docstrings are no f-strings) and lists each
f-string whose literal text opens or closes a tag. The few modules left are listed with the reason
each is not a template (a serializer of a parsed tree, a message that quotes a tag).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

HOOKS = Path(__file__).resolve().parent.parent / "hooks"
TAG = re.compile(r"<(?:[A-Za-z][\w-]*(?=[\s>/])|/[A-Za-z][\w-]*\s*>|!(?:--|doctype))")
ALLOWED = {
    # The SVG sanitizer writes a parsed tree back out: each tag from its allow-list, each value escaped.
    "pathshala/walls/svg.py": "serializer",
    # A standalone report page for CI artefacts, its body from Markdown: no reader's page.
    "pathshala/recordings/drift_report.py": "standalone document",
    # The Content-Security-Policy <meta>, its value made of hashes and fixed sources.
    "pathshala/walls/csp.py": "policy header",
    # Messages that quote a tag to the author, never written into a page.
    "pathshala/walls/published.py": "message",
    "pathshala/gate/terms.py": "message",
    "pathshala/scaffold.py": "message",
    "pathshala/rendering/selfcontained.py": "message",
    "pathshala/blocks/fence.py": "message",
    "pathshala/exercise/block.py": "message",  # "snippets/<lesson>/…", "wrong_<mistake>.py" in its errors
    # Regular expressions over HTML already rendered (a tag's closing, a heading's id rewritten in place).
    "pathshala/glossary/annotate.py": "pattern",
    "pathshala_mkdocs/notebooks.py": "rewrite",
    # Material's bundle <script> of a rendered page given `defer` in place (its src as Material wrote it).
    "pathshala_mkdocs/compat.py": "rewrite",
    # A rendered code block's token spans rewritten in place as runs over its text (still escaped as rendered).
    "pathshala/rendering/code_runs.py": "rewrite",
}


def html_fstrings(path: Path) -> list[int]:
    """The lines of every f-string in ``path`` whose literal parts write a tag."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.JoinedStr):
            literal = "".join(v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str))
            # a regular expression's named group, (?P<body>…), is no tag
            if TAG.search(literal.replace("(?P<", "(?P_")):
                found.append(node.lineno)
    return found


def engine_files() -> list[Path]:
    return sorted(p for folder in ("pathshala", "pathshala_mkdocs") for p in (HOOKS / folder).rglob("*.py"))


def test_no_module_builds_html_with_an_fstring():
    found = [f"{p.relative_to(HOOKS)}:{line}" for p in engine_files()
             for line in html_fstrings(p) if str(p.relative_to(HOOKS)) not in ALLOWED]
    assert found == [], "HTML belongs in a template (hooks/pathshala/rendering/templates/):\n" + "\n".join(found)


def test_the_scan_finds_a_tag_written_by_an_fstring(tmp_path):
    """The scan itself: a tag in an f-string is found, a tag in a plain string or a comparison is not."""
    module = tmp_path / "m.py"
    module.write_text('x = 1\na = f"<p>{x}</p>"\nb = "<p>"\nc = f"{x} < 2"\nd = f"</{x}>"\ne = f\'<a href="{x}">\'\n',
                      encoding="utf-8")
    assert html_fstrings(module) == [2, 6]


def test_every_allowed_module_still_needs_its_place_on_the_list():
    """A module that no longer writes a tag by an f-string leaves the list (it cannot come back unnoticed)."""
    stale = [rel for rel in ALLOWED if not html_fstrings(HOOKS / rel)]
    assert stale == []
