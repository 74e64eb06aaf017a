"""Code shown on a page (and carried by its notebook) never imports the site's own package."""

from __future__ import annotations

from pathshala.site import SiteBuild

from .conftest import REPO, write_tree

PAGE = """# পাতা

```python exec="on"
--8<-- "l/direct.py"
```

```python exec="on"
--8<-- "l/through.py"
```

```python exec="on" id="inline"
x = 1
from pathshala.content.text import slugify
```

```python exec="on"
--8<-- "l/clean.py"
```
"""


def test_an_import_of_pathshala_fails_with_page_line_and_import_line(tmp_path):
    write_tree(tmp_path, {
        "snippets/l/direct.py": "import math\nimport pathshala.figures\nprint(math.pi)\n",
        "snippets/l/through.py": "import helper\nprint(helper.X)\n",
        "snippets/l/helper.py": "X = 1\n\n\nfrom pathshala_mkdocs import plugin\n",
        "snippets/l/clean.py": "import torch\nprint('ok')\n",
    })
    model = SiteBuild(tmp_path).scan({"l.md": PAGE})
    found = sorted(str(p) for p in model.problems)
    assert len(found) == 3, found
    assert found[0].startswith("docs/l.md:11: code in docs/l.md (id inline): docs/l.md:13 imports pathshala,")
    assert found[1].startswith("docs/l.md:3: snippets/l/direct.py: snippets/l/direct.py:2 imports pathshala,")
    assert found[2].startswith("docs/l.md:7: snippets/l/through.py: snippets/l/helper.py:4 imports pathshala_mkdocs,")
    assert all("import that instead" in p for p in found)


def test_no_page_of_the_site_shows_code_that_imports_pathshala():
    pages = {p.name: p.read_text(encoding="utf-8") for p in (REPO / "docs").glob("*.md")}
    model = SiteBuild(REPO).scan(pages)
    assert not [p for p in model.problems if "the site's own package" in p.message]
    # Not vacuous: the pages show code (whichever lessons are written; the check of carried modules is proved
    # on a page of its own above).
    assert list(model.fences())
