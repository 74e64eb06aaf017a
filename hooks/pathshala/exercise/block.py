"""The ``exercise`` fence: parse, validate, prove, render (see EXERCISE_SPEC / contributing/exercises.md).

````
```exercise
id: fare-mse
folder: ex_fare_mse          # snippets/<lesson>/ex_fare_mse/
hints: ["…", "…"]
explain: "…"                 # optional: Markdown shown with the model answer
wrong:
  - {file: wrong_no_square.py, fails: test_two_points, says: "হওয়ার কথা 0.5"}
```
````

The folder holds ``skeleton.py``, ``answer.py``, ``tests.py`` and ``wrong_*.py``: a
contributor's files, untrusted. They are read only from inside the lesson's own snippet
folder, never through a link, and run only in the sealed runner, one run per file
(``jobs``), so a wrong answer cannot leave state for the next. Each run is the harness
(``harness.py``) with that file and the tests as string literals: its cache key covers
all three, like any snippet's.
"""

from __future__ import annotations

import ast
import json
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING

from markupsafe import Markup

from .. import PathshalaError
from ..content.pyimports import top_level_imports
from ..content.snippet_folder import FolderError, inside, page_lesson, read_snippet
from ..content.yamlblock import BlockError, Located
from ..problems import Problem, Stage, excerpt, indent
from ..rendering import inpage
from ..running.result import Outcome, RunResult
from ..running.runner import Job
from ..safe_fs import is_link
from . import harness as harness_mod

if TYPE_CHECKING:
    from ..rendering.templates import Templates

LANGUAGE = "exercise"
HARNESS = Path(harness_mod.__file__)  # served to the page as assets/py/exercise_harness.py
SITE_HARNESS = "assets/py/exercise_harness.py"
REQUIRED = {"id", "folder", "hints", "wrong"}
OPTIONAL = {"explain"}
FILES = ("skeleton.py", "answer.py", "tests.py")
PROOF_TIMEOUT_S = 30.0  # one file's check; the page's limit is the in-page worker's (30 s)
_ID_CHARS = set("abcdefghijklmnopqrstuvwxyz0123456789-")
_NAME_CHARS = set("abcdefghijklmnopqrstuvwxyz0123456789_")
CHROME = " data-search-exclude"  # on the block's controls: search indexes the exercise, not its buttons


@dataclass(frozen=True)
class Wrong:
    file: str
    fails: str
    says: str
    line: int  # page line of its entry (``fails`` and ``says`` have their own)
    fails_line: int
    says_line: int


@dataclass(frozen=True)
class Exercise:
    """One validated exercise block with its files' text."""

    page: str
    line: int  # the fence's opening line
    id: str
    folder: str  # repo-relative: snippets/<lesson>/<name>
    hints: list[str]
    explain: str
    wrong: list[Wrong]
    sources: dict[str, str] = field(default_factory=dict)  # file name -> text (FILES and every listed wrong_*)

    @property
    def lesson(self) -> str:
        return page_lesson(self.page)

    @property
    def anchor(self) -> str:
        return f"exercise-{self.lesson}-{self.id}"


# ---------- its fields (its YAML is read as every widget's: blocks.base.load_widget) ----------

def check_fields(data: dict, located: Located) -> None:
    """The block's fields checked (``blocks.base.load_widget`` reads its YAML and refuses unknown and missing
    fields, as for every widget); BlockError names the page line at fault."""
    ident = _text(data, "id", located, ())
    if not (set(ident) <= _ID_CHARS and ident[0] != "-" and ident[-1] != "-"):
        raise BlockError(located.line("id"), f"id {ident!r}: lowercase ASCII letters, digits and '-'")
    folder = _text(data, "folder", located, ())
    if not (folder.startswith("ex_") and len(folder) > 3 and set(folder) <= _NAME_CHARS):
        raise BlockError(located.line("folder"), f"folder {folder!r} is a folder name under snippets/<lesson>/: "
                                                 "'ex_' and then lowercase ASCII letters, digits and '_' (no path)")
    hints = data["hints"]
    if not isinstance(hints, list) or not hints:
        raise BlockError(located.line("hints"), "hints is a list of one or more hints")
    for i in range(len(hints)):
        _text(dict(enumerate(hints)), i, located, ("hints",))
    if "explain" in data:
        _text(data, "explain", located, ())
    wrong = data["wrong"]
    if not isinstance(wrong, list) or not wrong:
        raise BlockError(located.line("wrong"), "wrong is a list of one or more {file, fails, says}")
    seen = set()
    for i, entry in enumerate(wrong):
        if not isinstance(entry, dict):
            raise BlockError(located.line("wrong", i), "each wrong answer is a mapping {file, fails, says}")
        for key in sorted(set(entry) - {"file", "fails", "says"}, key=str):
            raise BlockError(located.line("wrong", i, key), f"unknown field {key!r} in a wrong answer "
                                                            "(its fields: file, fails, says)")
        name = _text(entry, "file", located, ("wrong", i))
        stem = name[len("wrong_"):-len(".py")] if name.startswith("wrong_") and name.endswith(".py") else ""
        if not stem or not set(stem) <= _NAME_CHARS:
            raise BlockError(located.line("wrong", i, "file"), f"file {name!r}: a file name in the exercise's "
                                                               "folder, 'wrong_<mistake>.py' (lowercase, no path)")
        if name in seen:
            raise BlockError(located.line("wrong", i, "file"), f"{name} is listed twice")
        seen.add(name)
        fails = _text(entry, "fails", located, ("wrong", i))
        if not (fails.startswith("test_") and fails.isidentifier()):
            raise BlockError(located.line("wrong", i, "fails"), f"fails {fails!r} names a test of tests.py "
                                                                "(def test_…)")
        _text(entry, "says", located, ("wrong", i))


def _text(data: dict, key, located: Located, path: tuple) -> str:
    value = data.get(key)
    if not isinstance(value, str | int | float) or isinstance(value, bool) or not str(value).strip():
        raise BlockError(located.line(*path, key), f"{'.'.join(map(str, (*path, key)))} must be non-empty text")
    return str(value)


# ---------- load: the folder's files ----------

def load(page: str, line: int, located: Located, root: Path) -> tuple[Exercise | None, list[Problem]]:
    """The exercise with its files, or None and the problems (each naming the page line)."""
    data = located.data
    lesson = page_lesson(page)
    where = located.line("folder")
    wrong = [Wrong(str(w["file"]), str(w["fails"]), str(w["says"]), located.line("wrong", i),
                   located.line("wrong", i, "fails"), located.line("wrong", i, "says"))
             for i, w in enumerate(data["wrong"])]
    ex = Exercise(page, line, str(data["id"]), f"snippets/{lesson}/{data['folder']}",
                  [str(h) for h in data["hints"]], str(data.get("explain", "")), wrong)
    lesson_dir = root / "snippets" / lesson
    folder = root / ex.folder
    if is_link(lesson_dir) or is_link(folder) or not inside(folder, lesson_dir):
        return None, [Problem.on_page(
            page, where, f"{ex.folder} is a link or leaves snippets/{lesson}/: the build refuses it")]
    if not folder.is_dir():
        return None, [Problem.on_page(page, where, f"{ex.folder}/ does not exist (an exercise's files live in "
                                     f"snippets/{lesson}/<folder>/)")]
    problems = []
    for name, at in [*((n, where) for n in FILES), *((w.file, w.line) for w in wrong)]:
        path = folder / name
        if is_link(path):
            problems.append(Problem.on_page(page, at, f"{ex.folder}/{name} is a symbolic link: the build refuses it"))
            continue
        try:
            ex.sources[name] = read_snippet(root, f"{lesson}/{data['folder']}/{name}")
        except FolderError as err:
            problems.append(Problem.on_page(page, at, str(err)))
    listed = {w.file for w in wrong}
    for path in sorted(folder.glob("wrong_*.py")):
        if path.name not in listed:
            problems.append(Problem.on_page(page, located.line('wrong'),
                                    f"{ex.folder}/{path.name} is not listed under wrong: list it (with the test it "
                                    "fails and what that test says) or delete it"))
    if problems:
        return None, problems
    problems += _check_tests(ex, page)
    if problems:
        return None, problems
    try:
        core = inpage.load_core(root)
    except PathshalaError as err:
        # This machine lacks Pyodide (`make setup`): a problem of the setup, not of the exercise, which is
        # kept (its skeleton and answer count in the reading time whether or not Pyodide is installed).
        return ex, [Problem.on_page(ex.page, ex.line, f"exercise {ex.id!r}: {err}")]
    problems = _check_imports(ex, core)
    return (None, problems) if problems else (ex, [])


def _check_tests(ex: Exercise, page: str) -> list[Problem]:
    """tests.py parses, defines tests, and each ``fails`` names one of them."""
    try:
        tree = ast.parse(ex.sources["tests.py"])
    except SyntaxError as err:
        return [Problem.on_page(
                ex.page, ex.line, f"{ex.folder}/tests.py line {err.lineno}: {err.msg}")]
    tests = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name.startswith("test_")]
    names = [n.name for n in tests]
    if not names:
        return [Problem.on_page(
                ex.page, ex.line, f"{ex.folder}/tests.py defines no test (def test_…():)")]
    return [*check_descriptions(ex, tests),
            *(Problem.on_page(page, w.fails_line, f"{w.file} names {w.fails}, which {ex.folder}/tests.py does not "
                                                  f"define (its tests: {', '.join(names)})")
              for w in ex.wrong if w.fails not in names)]


def check_descriptions(ex: Exercise, tests: list[ast.FunctionDef]) -> list[Problem]:
    """Every test says in Bengali what it checks, as its docstring: a reader whose answer fails it reads that
    sentence, never the test's name (harness ``description``; contributing/exercises.md)."""
    problems = []
    for node in tests:
        doc = ast.get_docstring(node) or ""
        if not any("\u0980" <= ch <= "\u09ff" for ch in doc):
            problems.append(Problem.on_page(
                ex.page, ex.line, f"{ex.folder}/tests.py line {node.lineno}: {node.name} has no Bengali description: "
                                  "a reader whose answer fails it reads its docstring, not its name; make the test's "
                                  'first line a docstring saying what it checks ("""…বাংলায়।"""), see '
                                  "contributing/exercises.md"))
    return problems


def _check_imports(ex: Exercise, core: inpage.Core) -> list[Problem]:
    """Every file runs in the page's own Pyodide too (standard library only): nothing else may be imported."""
    problems = []
    for name, text in ex.sources.items():
        try:
            imported = top_level_imports(text)
        except SyntaxError:
            continue  # the proof run reports it, in the harness's words
        for module, _ in imported:
            if not core.importable(module):
                problems.append(Problem.on_page(
                ex.page, ex.line, f"{ex.folder}/{name} imports {module}, which the page's Python "
                                                  "(Pyodide, standard library only) does not have"))
    return problems


# ---------- jobs and check: the proof ----------

def proved_files(ex: Exercise) -> tuple[str, ...]:
    """The files whose verdict the proof judges: the model answer, the skeleton, every wrong answer."""
    return ("answer.py", "skeleton.py", *(w.file for w in ex.wrong))


def jobs(ex: Exercise) -> dict[str, Job]:
    """One sealed run per file to prove: the harness, that file as the reader's code, and the tests."""
    harness = HARNESS.read_text(encoding="utf-8")
    tests = ex.sources["tests.py"]
    return {
        name: Job(code=f"{harness}\n\nreport({ex.sources[name]!r}, {tests!r})\n",
                  display_path=f"{ex.folder}/{name}", timeout=PROOF_TIMEOUT_S)
        for name in proved_files(ex)
    }


def verdict(result: RunResult) -> dict | None:
    """The harness's verdict from its channel (``harness.report``), or None.

    Only a run that ended with exit status 0 and whose output is exactly the channel's two lines, with one
    nonce, has a verdict: the reader's code writes nowhere the build reads, so a marker it forged, an early
    ``os._exit(0)`` or any other text on the output means no verdict.
    """
    if result.outcome is not Outcome.OK:
        return None
    lines = result.output.split("\n")
    if len(lines) != 3 or lines[2] != "" or not lines[0].startswith(harness_mod.MARKER + "begin "):
        return None
    nonce = lines[0][len(harness_mod.MARKER + "begin "):]
    head = harness_mod.MARKER + nonce + " "
    if len(nonce) != 32 or not lines[1].startswith(head):
        return None
    try:
        value = json.loads(lines[1][len(head):])
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


def _failures(found: dict) -> str:
    if found.get("error"):
        return str(found["error"])
    return "; ".join(f"{t['name']}: {t['message']}" for t in found.get("tests", []) if not t.get("passed"))


def pyodide_verdict(result: RunResult) -> dict | None:
    """A verdict of the Pyodide proof (``pyodide_proof``: ``run_checks``'s return value, as JSON), or None."""
    if result.outcome is not Outcome.OK:
        return None
    try:
        value = json.loads(result.output)
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


def check(ex: Exercise, results: dict[str, RunResult]) -> list[Problem]:
    """The proof: the model passes, each wrong answer fails its named test first saying ``says``, the skeleton
    fails, in the build's CPython and in the page's Pyodide alike. ``results``: file name -> its sealed CPython
    run, and ``pyodide:<file name>`` -> its Pyodide run (``pyodide_proof``). A problem the two share is said once;
    one found only in Pyodide says so."""
    from .pyodide_proof import PREFIX

    cpython = {n: r for n, r in results.items() if not n.startswith(PREFIX)}
    pyodide = {n[len(PREFIX):]: r for n, r in results.items() if n.startswith(PREFIX)}
    problems = _judge(ex, cpython, verdict)
    said = {(p.line, p.message) for p in problems}
    for p in _judge(ex, pyodide, pyodide_verdict):
        if (p.line, p.message) not in said:
            problems.append(replace(p, message=f"in the page's Python (Pyodide {inpage.PYODIDE_VERSION}, which "
                                                 f"readers run), not in the build's CPython: {p.message}"))
    return [replace(p, stage=Stage.CHECK) for p in problems]  # a proof, not a recording: `accept` goes on


def _judge(ex: Exercise, results: dict[str, RunResult], read) -> list[Problem]:
    problems = []
    found = {}
    for name, result in results.items():
        value = read(result)
        if value is None:
            problems.append(Problem.on_page(
                ex.page, ex.line, f"{ex.folder}/{name}: the check did not finish ({result.outcome}: "
                                  f"{result.message or 'no verdict on the harness channel'}), so it gave no verdict"
                                  + (f". Its output:\n{indent(excerpt(result.output))}" if result.output.strip()
                                     and read is verdict else "")))
        else:
            found[name] = value
    answer = found.get("answer.py")
    if answer is not None and not answer.get("ok"):
        problems.append(Problem.on_page(
                ex.page, ex.line, f"{ex.folder}/answer.py, the model answer, does not pass its tests: "
                                          f"{_failures(answer)}"))
    skeleton = found.get("skeleton.py")
    if skeleton is not None and skeleton.get("error"):
        problems.append(Problem.on_page(
                ex.page, ex.line, f"{ex.folder}/skeleton.py does not run, so a reader starts from broken "
                                          f"code: {skeleton['error']}"))
    elif skeleton is not None and skeleton.get("ok"):
        problems.append(Problem.on_page(
                ex.page, ex.line, f"{ex.folder}/skeleton.py passes every test: a check that the untouched "
                                          "skeleton passes checks nothing"))
    for w in ex.wrong:
        value = found.get(w.file)
        if value is None:
            continue
        failed = [t for t in value.get("tests", []) if not t.get("passed")]
        if value.get("error"):
            problems.append(Problem.on_page(ex.page, w.line, f"{ex.folder}/{w.file} does not run: "
                                                                f"{value['error']} (a wrong answer runs, and fails "
                                                                f"{w.fails})"))
        elif not failed:
            problems.append(Problem.on_page(ex.page, w.line, f"{ex.folder}/{w.file} passes every test: the tests "
                                                                "do not catch this mistake"))
        elif failed[0]["name"] != w.fails:
            problems.append(Problem.on_page(ex.page, w.fails_line,
                                    f"{ex.folder}/{w.file} fails {failed[0]['name']} first, not {w.fails} "
                                    f"(it says: {failed[0]['message']})"))
        elif w.says not in failed[0]["message"]:
            problems.append(Problem.on_page(ex.page, w.says_line,
                                    f"{ex.folder}/{w.file} fails {w.fails} saying {failed[0]['message']!r}, "
                                    f"which does not contain says: {w.says!r}"))
    return problems


# ---------- the page and the notebook ----------

def html(ex: Exercise, titles: dict[str, str], templates: Templates) -> str:
    """The block: reads whole without JavaScript (skeleton as code; tests, hints and the model answer behind
    ``<details>``); ``assets/js/exercise.js`` adds the editor, "যাচাই করুন" and the hints one at a time.
    From the project's template ``blocks/exercise.html`` (``templates``: the build's one set)."""
    from ..content.text import to_bengali_digits
    from ..rendering.templates import convert, highlighted

    return templates.render("blocks/exercise.html",
        ex=ex, chrome=Markup(CHROME),
        skeleton=ex.sources["skeleton.py"], skeleton_html=highlighted(ex.sources["skeleton.py"]),
        tests=ex.sources["tests.py"], tests_html=highlighted(ex.sources["tests.py"]),
        answer_html=highlighted(ex.sources["answer.py"]),
        hints=[(to_bengali_digits(str(i)), convert(h, titles, templates, inline=True))
               for i, h in enumerate(ex.hints, start=1)],
        explain=convert(ex.explain, titles, templates) if ex.explain else "",
        rows=min(24, ex.sources["skeleton.py"].count("\n") + 2),
        limit=to_bengali_digits(str(inpage.LIMIT_S)),
    )


def inputs(ex: Exercise) -> str:
    """All that ``html`` reads of the exercise (the rest of its memo key: the page's titles, our code)."""
    return json.dumps({"page": ex.page, "id": ex.id, "hints": ex.hints, "explain": ex.explain,
                       "sources": {k: ex.sources[k] for k in FILES}, "limit": inpage.LIMIT_S},
                      sort_keys=True, ensure_ascii=False)


def markdown(ex: Exercise, link: str | None) -> list[str]:
    """The exercise in a lesson's notebook: the skeleton to fill in, the hints, and where to check it."""
    fence = "`" * max(3, 1 + max((len(run) for run in _backtick_runs(ex.sources["skeleton.py"])), default=0))
    hints = [f"- {' '.join(h.split())}" for h in ex.hints]
    where = f"[পাতায়]({link}#{ex.anchor})" if link else "পাতায়"
    return ["", "**অনুশীলন:** নিচের কোডটি সম্পূর্ণ করুন।", "", f"{fence}python",
            *ex.sources["skeleton.py"].rstrip("\n").splitlines(), fence, "", "সংকেত:", "", *hints, "",
            f"*{where} \"যাচাই করুন\" চাপলে পরীক্ষাগুলো চলে; নমুনা উত্তরও সেখানে।*", ""]


def _backtick_runs(text: str) -> list[str]:
    import re

    return re.findall(r"`+", text)
