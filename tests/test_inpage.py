"""In-page blocks: inpage="python" (the site's own Pyodide) and inpage="numpy" (NumPy from Pyodide's CDN).

The build runs them like any snippet and refuses code the page could not run,
naming page, snippet and line. What Pyodide can import is read from the
package's own python_stdlib.zip: the unit tests give it a small real one.
"""

from __future__ import annotations

import json
import re
import shutil
import zipfile
from pathlib import Path

import pytest

from pathshala.blocks import scan_fences
from pathshala.blocks.fence import inpage_note
from pathshala.rendering import inpage

from .conftest import REPO, write_tree


def fake_core(root: Path, version: str = inpage.PYODIDE_VERSION, stdlib=("random.py", "json/__init__.py")) -> None:
    """A node_modules/pyodide with the six core files; its stdlib zip holds only ``stdlib``."""
    folder = root / "node_modules" / "pyodide"
    folder.mkdir(parents=True)
    (folder / "package.json").write_text(json.dumps({"name": "pyodide", "version": version}))
    for name in inpage.CORE_FILES:
        (folder / name).write_bytes(b"x" * 1000)
    with zipfile.ZipFile(folder / "python_stdlib.zip", "w") as archive:
        for name in stdlib:
            archive.writestr(name, "")


@pytest.fixture
def root(tmp_path):
    write_tree(
        tmp_path,
        {
            "snippets/l/rain.py": "import numpy as np\nprint(np.array([12.5, 30.0]).mean())\n",
            "snippets/l/grad.py": "import numpy as np\nimport torch.nn\nprint(np.ones(2))\n",
            "snippets/l/helper.py": "import random\nSCALE = 2\n",
            "snippets/l/local.py": "import helper\nprint(helper.SCALE)\n",
            "snippets/l/pure.py": "import math, json\nimport random\nprint(math.pi)\n",
            "snippets/l/arrays.py": "SCALE = 3\n\n\nimport numpy\n",
            "snippets/l/uses_arrays.py": "import arrays\nprint(arrays.SCALE)\n",
            "snippets/l/web.py": "import math\nimport tkinter\n",
        },
    )
    fake_core(tmp_path)
    return tmp_path


def fence(name: str, option: str = 'inpage="python"') -> str:
    return f'```python exec="on" {option}\n--8<-- "l/{name}.py"\n```\n'


def test_pure_python_block(root):
    fences, problems = scan_fences("l.md", "# T\n\n" + fence("pure"), root)
    assert not problems and fences[0].options.inpage == "python" and fences[0].recorded == "snippets/l/pure.out"


def test_numpy_block_is_an_ordinary_executed_fence(root):
    fences, problems = scan_fences("l.md", "# T\n\n" + fence("rain", 'inpage="numpy"'), root)
    assert not problems and fences[0].options.inpage == "numpy"


def test_python_block_importing_numpy_is_refused_with_page_and_line(root):
    fences, problems = scan_fences("l.md", "# T\n\n" + fence("rain"), root)
    assert not fences
    assert problems[0].where == "docs/l.md:3"
    assert "snippets/l/rain.py imports numpy on line 1" in problems[0].message
    assert 'inpage="numpy"' in problems[0].message


@pytest.mark.parametrize("runtime", ["python", "numpy"])
def test_torch_is_refused_with_the_line(root, runtime):
    fences, problems = scan_fences("l.md", "# T\n\n" + fence("grad", f'inpage="{runtime}"'), root)
    assert not fences
    assert problems[0].where == "docs/l.md:3"
    if runtime == "numpy":
        assert "imports torch on line 2" in problems[0].message and "Pyodide" in problems[0].message
    else:  # numpy comes first in that file
        assert "imports numpy on line 1" in problems[0].message


def test_a_module_pyodide_lacks_is_refused(root):
    _, problems = scan_fences("l.md", fence("web"), root)
    assert "imports tkinter on line 2" in problems[0].message and "cannot import" in problems[0].message


def test_pure_sibling_modules_travel_with_the_block(root):
    fences, problems = scan_fences("l.md", fence("local"), root)
    assert not problems
    assert inpage.modules_for(fences[0].code, root / "snippets/l") == {"helper.py": "import random\nSCALE = 2\n"}


def test_a_local_module_that_needs_numpy_is_refused_naming_the_module(root):
    _, problems = scan_fences("l.md", fence("uses_arrays"), root)
    assert re.search(r"snippets/l/arrays\.py \(it travels with the block\) imports numpy on line 4",
                     problems[0].message), problems[0].message


def test_code_in_the_page_is_checked_too(root):
    page = '```python exec="on" id="inline" inpage="python"\nx = 1\nimport numpy\n```\n'
    _, problems = scan_fences("l.md", page, root)
    assert "code in docs/l.md (id inline) imports numpy on line 2" in problems[0].message


def test_unknown_runtime(root):
    _, problems = scan_fences("l.md", fence("rain", 'inpage="torch"'), root)
    assert 'in-page runtimes are "python"' in problems[0].message and '"numpy"' in problems[0].message


def test_missing_pyodide_package_fails_with_a_clear_message(root):
    shutil.rmtree(root / "node_modules")
    _, problems = scan_fences("l.md", "# T\n\n" + fence("pure"), root)
    assert problems[0].where == "docs/l.md:3"
    assert "node_modules/pyodide is missing" in problems[0].message and "make setup" in problems[0].message


def test_another_pyodide_version_is_refused(tmp_path):
    write_tree(tmp_path, {"snippets/l/pure.py": "print(1)\n"})
    fake_core(tmp_path, version="0.27.0")
    _, problems = scan_fences("l.md", fence("pure"), tmp_path)
    assert f"holds pyodide 0.27.0, the site pins {inpage.PYODIDE_VERSION}" in problems[0].message


def test_the_download_note_names_sizes_and_hosts():
    python, numpy = inpage_note("python", 13_540_000), inpage_note("numpy", 13_540_000)
    assert "প্রায় ১৩.৫ MB" in python and "browser-এ" in python and "এই site থেকেই" in python
    assert "cdn.jsdelivr.net" not in python
    assert "NumPy" in numpy and "cdn.jsdelivr.net" in numpy and "প্রায় ৩ MB" in numpy


def test_the_real_package_is_pinned_and_complete():
    core = inpage.load_core(REPO)  # node_modules from `make setup`
    assert {p.name for p in core.files} == set(inpage.CORE_FILES)
    assert 10_000_000 < core.size < 20_000_000  # contributing/authoring.md: "about 13.6 MB"
    assert {"random", "json", "collections"} <= core.stdlib and core.importable("math")
    assert not core.importable("numpy") and not core.importable("tkinter")
    lock = json.loads((core.folder / "pyodide-lock.json").read_text())
    assert lock["packages"]["numpy"]["sha256"]  # NumPy from the CDN is checked against this


def test_the_scripts_know_the_same_cdn_and_limit_and_no_url_comes_from_markup():
    script = (REPO / "docs/assets/js/inpage.js").read_text(encoding="utf-8")
    worker = (REPO / "docs" / inpage.WORKER).read_text(encoding="utf-8")
    assert f'var CDN = "{inpage.CDN}"' in worker
    assert 'new URL("../pyodide/", import.meta.url)' in worker and "dataset" not in worker
    assert 'new URL("inpage-worker.js", SELF)' in script and "dataset.pyodide" not in script
    assert f"var LIMIT_MS = {inpage.LIMIT_S * 1000};" in script


@pytest.mark.site
def test_page_offers_the_editor_and_copies_pyodide_but_loads_nothing_on_open(project):
    project.write(
        {
            "docs/demo.md": "# NumPy\n\n" + fence("rain", 'inpage="numpy"').replace("l/", "demo/")
            + "\n" + fence("local").replace("l/", "demo/"),
            "snippets/demo/rain.py": "import numpy as np\nprint(np.array([12.5, 30.0]).mean())\n",
            "snippets/demo/helper.py": "SCALE = '<b>2</b>'\n",
            "snippets/demo/local.py": "import helper\nprint(helper.SCALE)\n",
        }
    )
    assert project.accept().returncode == 0
    built = project.build()
    assert built.returncode == 0, built.stderr[-2000:]
    html = project.html("demo")
    assert 'class="ps-inpage" data-runtime="numpy"' in html and 'class="ps-inpage" data-runtime="python"' in html
    assert "পাতায় চালান" in html and "আগের কোডে ফিরুন" in html and "21.25" in html  # the build's own run
    assert 'data-module="helper.py" hidden=""><code>SCALE = \'&lt;b&gt;2&lt;/b&gt;\'' in html  # carried, as text
    assert "<script src=\"https://" not in html and "pyodide." not in html  # nothing of Pyodide on open
    index = (project.root / "site" / "search" / "search_index.json").read_text(encoding="utf-8")
    assert "21.25" in index and "SCALE" not in index  # the output is indexed; editor copies and modules are not
    for name in inpage.CORE_FILES:  # the site's own copy
        copied = project.root / "site" / inpage.SITE_DIR / name
        assert copied.read_bytes() == (REPO / "node_modules/pyodide" / name).read_bytes()


@pytest.mark.site
def test_build_fails_clearly_without_the_package(project):
    (project.root / "node_modules" / "pyodide").unlink()
    project.write({"docs/demo.md": "# P\n\n" + fence("pure").replace("l/", "demo/"),
                   "snippets/demo/pure.py": "print(1)\n", "snippets/demo/pure.out": "1\n"})
    built = project.build()
    assert built.returncode != 0
    assert "docs/demo.md:3" in built.stderr and "node_modules/pyodide is missing" in built.stderr


@pytest.mark.site
def test_a_site_without_in_page_blocks_needs_no_pyodide(project):
    (project.root / "node_modules" / "pyodide").unlink()
    project.write({"docs/demo.md": "# P\n\n```python exec=\"on\"\n--8<-- \"demo/pure.py\"\n```\n",
                   "snippets/demo/pure.py": "print(1)\n", "snippets/demo/pure.out": "1\n"})
    built = project.build()
    assert built.returncode == 0, built.stderr[-2000:]
    assert not (project.root / "site" / inpage.SITE_DIR).exists()
