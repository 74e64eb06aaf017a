"""Whole-site builds with snippets that misbehave: every fault is reported, none harms the repository.

One build of one page holds seven faulty snippets and a good one. The build
must stop, name each faulty snippet with its page and fence line and a reason
specific to what it did, and leave every file of the project as it was.
"""

from __future__ import annotations

import pytest

from .conftest import error_records, tree_digest

pytestmark = pytest.mark.site

LESSON = "faults"
PAGE = "faults.md"




def fence_line(page_text: str, include: str) -> int:
    """1-based line of the opening fence whose body includes ``include``."""
    lines = page_text.splitlines()
    body = lines.index(f'--8<-- "{include}"')
    assert lines[body - 1].startswith("```python exec="), lines[body - 1]
    return body  # the opening fence is the line before the include: 0-based body == 1-based fence


def page_with(snippets: list[tuple[str, str]]) -> str:
    """A page embedding each ``(name, extra fence options)`` in order, with prose in between."""
    parts = ["# ভুলের পাতা", ""]
    for name, extra in snippets:
        parts += [
            f"`{name}` চালালে কী হয়:",
            "",
            f'```python exec="on" source="above" result="text"{extra}',
            f'--8<-- "{LESSON}/{name}.py"',
            "```",
            "",
        ]
    return "\n".join(parts)


def test_every_faulty_snippet_is_reported_and_the_tree_is_untouched(project):
    hacked = project.root / "docs" / "hacked.md"
    faults = {
        # name: (code, extra fence options, reasons the error record must give)
        "raises": (
            'print("before")\nvalue = 41\nraise ValueError(f"boom {value + 1}")\n',
            "",
            [
                "raised an exception that it did not catch",
                f'File "snippets/{LESSON}/raises.py", line 3, in <module>',
                "ValueError: boom 42",
            ],
        ),
        "hangs": ("import time\n\ntime.sleep(30)\nprint('woke')\n", ' timeout="2"', ["did not finish within 2 s"]),
        "exits": ('import sys\n\nprint("bye")\nsys.exit(3)\n', "", ["exited with status 3", "bye"]),
        "hard_exit": ("import os\n\nos._exit(1)\n", "", ["os._exit"]),
        "segfault": ("import ctypes\n\nctypes.string_at(0)\n", "", ["SIGSEGV"]),
        "flood": ('print("x" * 10_000_000)\n', "", ["more than 1,000,000 bytes"]),
        "hacks": (
            f'path = {str(hacked)!r}\nwith open(path, "w") as f:\n    f.write("hacked")\n',
            "",
            ["PermissionError", f'File "snippets/{LESSON}/hacks.py", line 2, in <module>'],
        ),
    }
    order = ["raises", "hangs", "good", "exits", "hard_exit", "segfault", "flood", "hacks"]
    page = page_with([(name, faults[name][1] if name in faults else "") for name in order])
    files = {f"docs/{PAGE}": page}
    files |= {f"snippets/{LESSON}/{name}.py": code for name, (code, _, _) in faults.items()}
    files[f"snippets/{LESSON}/good.py"] = 'print("all good")\n'
    files[f"snippets/{LESSON}/good.out"] = "all good\n"
    project.write(files)
    before = tree_digest(project.root)

    result = project.build()
    output = result.stdout + result.stderr

    assert result.returncode != 0, output[-3000:]
    # The hanging snippet was stopped, not waited for: it never printed (no wall-clock bound: shared machines).
    assert "woke" not in output, output[-3000:]
    records = error_records(output)
    for name, (_, _, reasons) in faults.items():
        where = f"docs/{PAGE}:{fence_line(page, f'{LESSON}/{name}.py')}"
        label = f"snippets/{LESSON}/{name}.py"
        mine = [r for r in records if r.startswith(f"{where}: {label} ")]
        assert len(mine) == 1, f"expected one error naming {where} and {label}; errors:\n" + "\n".join(
            r[:300] for r in records
        )
        for reason in reasons:
            assert reason in mine[0], f"{label}: {reason!r} missing from its error:\n{mine[0][:2000]}"
    assert not [r for r in records if "good.py" in r], "the good snippet was reported"
    assert f"{len(faults)} snippet problem(s)" in output, output[-2000:]

    assert not hacked.exists(), "a snippet wrote into the repository"
    assert tree_digest(project.root) == before, "the build changed files of the project"


def test_a_snippet_writing_a_relative_file_writes_into_its_scratch_folder(project):
    page = "\n".join(
        [
            "# ফাইল লেখা",
            "",
            '```python exec="on" source="above" result="text"',
            f'--8<-- "{LESSON}/saver.py"',
            "```",
            "",
            "পাতার ভেতরে লেখা code:",
            "",
            '```python exec="on" source="above" result="text" id="inline_saver"',
            'with open("notes.txt", "w") as f:',
            '    f.write("inline")',
            'print(open("notes.txt").read())',
            "```",
            "",
        ]
    )
    project.write(
        {
            f"docs/{PAGE}": page,
            f"snippets/{LESSON}/saver.py": (
                'with open("model.txt", "w") as f:\n    f.write("weights")\nprint(open("model.txt").read())\n'
            ),
            f"snippets/{LESSON}/saver.out": "weights\n",
            f"snippets/{LESSON}/inline_saver.out": "inline\n",
        }
    )
    before = tree_digest(project.root)

    result = project.build()

    assert result.returncode == 0, (result.stdout + result.stderr)[-3000:]
    assert tree_digest(project.root) == before, "a snippet's relative write landed in the project"
    leaked = [p for p in project.root.rglob("*") if p.name in {"model.txt", "notes.txt"}]
    assert not leaked, leaked


def test_torch_save_to_an_absolute_repository_path_is_refused(project):
    target = project.root / "docs" / "model.pt"
    page = page_with([("ckpt", "")])
    project.write(
        {
            f"docs/{PAGE}": page,
            f"snippets/{LESSON}/ckpt.py": (
                f'import torch\n\ntorch.save({{"w": torch.ones(2)}}, {str(target)!r})\nprint("saved")\n'
            ),
            f"snippets/{LESSON}/ckpt.out": "saved\n",
        }
    )
    before = tree_digest(project.root)

    result = project.build()
    output = result.stdout + result.stderr

    assert not target.exists(), f"torch.save wrote {target} into the repository"
    assert tree_digest(project.root) == before
    assert result.returncode != 0, output[-2000:]
    # In the server's sandbox the repository is not there ("does not exist"); with Landlock alone the kernel
    # refuses the C++ open ("Permission denied").
    refused = "does not exist" in output or "Permission denied" in output
    assert refused and f"snippets/{LESSON}/ckpt.py" in output, output[-2000:]
