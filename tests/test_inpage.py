"""In-page NumPy blocks: run by the build like any snippet, refused if they need PyTorch."""

from __future__ import annotations

import pytest

from pathshala.fences import scan_page

from .conftest import write_tree


@pytest.fixture
def root(tmp_path):
    write_tree(
        tmp_path,
        {
            "snippets/l/rain.py": "import numpy as np\nprint(np.array([12.5, 30.0]).mean())\n",
            "snippets/l/grad.py": "import numpy as np\nimport torch.nn\nprint(np.ones(2))\n",
            "snippets/l/helper.py": "SCALE = 2\n",
            "snippets/l/local.py": "import helper\nprint(helper.SCALE)\n",
        },
    )
    return tmp_path


def fence(name: str, option: str = 'inpage="numpy"') -> str:
    return f'```python exec="on" {option}\n--8<-- "l/{name}.py"\n```\n'


def test_numpy_block_is_an_ordinary_executed_fence(root):
    fences, problems = scan_page("l.md", "# T\n\n" + fence("rain"), root)
    assert not problems and fences[0].inpage and fences[0].recorded == "snippets/l/rain.out"


def test_torch_is_refused_with_the_line(root):
    fences, problems = scan_page("l.md", "# T\n\n" + fence("grad"), root)
    assert not fences
    assert problems[0].where == "docs/l.md:3"
    assert "imports torch on line 2" in problems[0].message and "Pyodide" in problems[0].message


def test_local_modules_are_refused(root):
    _, problems = scan_page("l.md", fence("local"), root)
    assert "local module helper" in problems[0].message


def test_only_numpy_runtime(root):
    _, problems = scan_page("l.md", fence("rain", 'inpage="torch"'), root)
    assert 'the only in-page runtime is "numpy"' in problems[0].message


@pytest.mark.site
def test_page_offers_the_button_and_loads_nothing_on_open(project):
    project.write(
        {
            "docs/demo.md": "# NumPy\n\n" + fence("rain").replace("l/", "demo/"),
            "snippets/demo/rain.py": "import numpy as np\nprint(np.array([12.5, 30.0]).mean())\n",
        }
    )
    assert project.accept().returncode == 0
    built = project.build()
    assert built.returncode == 0, built.stderr[-2000:]
    html = project.html("demo")
    assert 'class="ps-inpage" data-pyodide="https://cdn.jsdelivr.net/pyodide/v' in html
    assert "পাতায় চালান" in html and "21.25" in html  # the build's own run is shown
    assert "<script src=\"https://" not in html  # Pyodide is not loaded on open
