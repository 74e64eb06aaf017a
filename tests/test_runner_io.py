"""A snippet runs as ``python name.py`` would, under fixed conditions recorded in its result."""

from __future__ import annotations

import os
import subprocess
import sys

from pathshala.running.runner import Job


def test_stdout_and_stderr_merge_in_terminal_order(runner):
    code = (
        "import sys, warnings\n"
        "print('one')\n"
        "sys.stderr.write('two\\n')\n"
        "sys.stdout.write('three\\n')\n"
        "warnings.warn('four')\n"
        "print('five', file=sys.stderr)\n"
        "import os\nos.write(1, b'six\\n')\n"
        "raise ValueError('seven')\n"
    )
    result = runner.run(Job(code=code, display_path="snippets/io/order.py"))
    lines = result.output.splitlines()
    assert lines[:4] == ["one", "two", "three", "snippets/io/order.py:5: UserWarning: four"]
    assert lines[5:7] == ["five", "six"]
    assert lines[-1] == "ValueError: seven"


def test_main_name_file_and_argv_as_for_a_script(runner):
    code = "import sys\nprint(__name__, __file__, sys.argv[0])\nif __name__ == '__main__':\n    print('main')\n"
    result = runner.run(Job(code=code, display_path="snippets/io/script.py", script_name="script.py"))
    assert result.output == "__main__ snippets/io/script.py snippets/io/script.py\nmain\n"


def test_sibling_modules_import(runner, tmp_path):
    (tmp_path / "helper.py").write_text("VALUE = 41\n")
    (tmp_path / "data.csv").write_text("a,b\n1,2\n")
    code = "import helper\nfrom pathlib import Path\nprint(helper.VALUE + 1, Path('data.csv').read_text().split()[1])\n"
    (tmp_path / "main.py").write_text(code)
    result = runner.run(Job(code=code, display_path="snippets/io/main.py", folder=tmp_path, script_name="main.py"))
    assert result.output == "42 1,2\n", result.output


def test_code_in_a_page_keeps_the_page_line_numbers(runner):
    result = runner.run(Job(code="x = 1\nraise KeyError('k')\n", display_path="docs/lesson.md", first_line=20))
    assert 'File "docs/lesson.md", line 22, in <module>' in result.output


def test_fixed_conditions_are_applied_and_recorded(runner):
    code = (
        "import os, shutil, locale, torch\n"
        "print(hash('pathshala'), torch.get_num_threads(), shutil.get_terminal_size().columns,\n"
        "      os.environ['LC_ALL'], locale.getpreferredencoding(), os.environ['OMP_WAIT_POLICY'])\n"
    )
    result = runner.run(Job(code=code, display_path="snippets/io/conditions.py"))
    expected_hash = subprocess.run(
        [sys.executable, "-c", "print(hash('pathshala'))"],
        env={**os.environ, "PYTHONHASHSEED": "0"}, capture_output=True, text=True, check=True,
    ).stdout.split()[0]
    assert result.output.split() == [expected_hash, "1", "80", "C.UTF-8", "UTF-8", "PASSIVE"]
    assert result.conditions == {"threads": 1, "hash_seed": 0, "locale": "C.UTF-8", "columns": 80, "seed": 0,
                                 "rounding": "nearest"}
    assert set(result.versions) == {"python", "torch", "numpy"}
    assert result.versions["python"] == sys.version.split()[0]


def test_the_same_snippet_prints_the_same_twice(runner):
    code = "import torch, numpy, random\nprint(torch.randn(3), numpy.random.rand(2), random.random(), hash('x'))\n"
    job = Job(code=code, display_path="snippets/io/random.py")
    assert runner.run(job).output == runner.run(job).output


def test_non_utf8_bytes_do_not_break_the_capture(runner):
    result = runner.run(Job(code="import os\nos.write(1, b'\\xff\\xfe ok\\n')\n", display_path="snippets/io/bytes.py"))
    assert result.ok and result.output.endswith(" ok\n")


def test_server_warm_up_hides_no_warning_on_the_pinned_versions():
    """The server runs gradcheck, an optimizer step and torch.func once before forking; were that
    to warn, snippets would no longer see the warning, so the runner would start a cold server."""
    done = subprocess.run(
        [sys.executable, "-c", "from pathshala.running import child; print(child.warm_up())"],
        capture_output=True, text=True, timeout=300, check=True,
    )
    assert done.stdout.strip() == "[]"


def test_the_server_is_warm(runner):
    assert runner.start().warm_up_refused == []
    code = "import torch\nx = torch.ones(2, dtype=torch.float64, requires_grad=True)\n"
    code += "print(torch.autograd.gradcheck(torch.sin, (x,)))\n"
    result = runner.run(Job(code=code, display_path="snippets/io/warm.py"))
    assert result.output == "True\n"
