"""The build model: every fence, claim and widget known by its page and place, and rendered from it."""

from __future__ import annotations

import ast

import markdown
import pytest

from pathshala.content.snippet_folder import input_paths, is_recording, recording_stems
from pathshala.recordings import grants
from pathshala.rendering import render
from pathshala.site import SiteBuild

from .conftest import REPO, convert, write_tree

FENCE = '```python exec="on" result="text"\n--8<-- "{path}"\n```\n'
MAIN = "from helper import WHO\nprint('from', WHO)\n"


def two_lessons(root):
    """Two lessons whose main.py is the same code, importing a sibling helper that differs."""
    write_tree(
        root,
        {
            "snippets/a/main.py": MAIN,
            "snippets/a/helper.py": "WHO = 'a'\n",
            "snippets/b/main.py": MAIN,
            "snippets/b/helper.py": "WHO = 'b'\n",
        },
    )
    return {"a.md": "# A\n\n" + FENCE.format(path="a/main.py"), "b.md": "# B\n\n" + FENCE.format(path="b/main.py")}


def test_same_code_on_two_pages_shows_each_its_own_run(tmp_path):
    pages = two_lessons(tmp_path)
    model = SiteBuild(tmp_path, accept=True).run(pages)
    assert not model.problems
    assert (tmp_path / "snippets/a/main.out").read_text() == "from a\n"
    assert (tmp_path / "snippets/b/main.out").read_text() == "from b\n"
    assert "from a" in convert(model, "a.md") and "from b" not in convert(model, "a.md")
    assert "from b" in convert(model, "b.md") and "from a" not in convert(model, "b.md")


def test_identical_inline_fences_with_different_ids_keep_their_own_runs(tmp_path):
    code = "import sys\nprint('line', sys._getframe().f_lineno)\n"
    page = f'# T\n\n```python exec="on" id="first"\n{code}```\n\n```python exec="on" id="second"\n{code}```\n'
    model = SiteBuild(tmp_path, accept=True).run({"t.md": page})
    assert not model.problems
    first, second = model.pages["t.md"].fences
    shown = model.pages["t.md"].shown
    assert (shown(first).output, shown(second).output) == ("line 5\n", "line 10\n")  # each its own page line
    html = convert(model, "t.md")
    assert html.index("line 5") < html.index("line 10")


def test_a_fence_renders_from_its_model_entry_with_its_options(tmp_path):
    write_tree(tmp_path, {"snippets/r/hi.py": "print('<b>hi</b>')\n"})
    page = '# R\n\n```python exec="on" source="above" result="text" title="hi.py"\n--8<-- "r/hi.py"\n```\n'
    model = SiteBuild(tmp_path, accept=True).run({"r.md": page})
    html = convert(model, "r.md")
    assert "&lt;b&gt;hi&lt;/b&gt;" in html and "<b>hi</b>" not in html  # output is text, never markup
    assert html.index("print") < html.index("&lt;b&gt;hi")  # source above the result
    assert "hi.py" in html  # markdown-exec's own options still apply


def test_a_block_the_site_pass_never_saw_is_an_error_not_a_silent_skip(tmp_path):
    write_tree(tmp_path, {"snippets/r/hi.py": "print('hi')\n"})
    model = SiteBuild(tmp_path, accept=True).run({"r.md": "# R\n\n" + FENCE.format(path="r/hi.py")})
    md = markdown.Markdown(
        extensions=["pymdownx.superfences", render.ModelExtension(lambda: model)],
        extension_configs={"pymdownx.superfences": {"custom_fences": render.custom_fences()}},
    )
    with pytest.raises(Exception, match="not seen by the site pass"):
        md.convert(model.pages["r.md"].text)  # refs not marked
    assert "<code>" in md.reset().convert("```python\nprint('plain code')\n```\n")  # an ordinary block is fine


def test_a_page_changed_under_the_build_is_an_error(tmp_path):
    write_tree(tmp_path, {"snippets/r/hi.py": "print('hi')\n"})
    model = SiteBuild(tmp_path, accept=True).run({"r.md": "# R\n\n" + FENCE.format(path="r/hi.py")})
    with pytest.raises(Exception, match="not the one the site pass read"):
        render.mark_refs('# R\n\n```python exec="on" id="x"\nprint(2)\n```\n', model.pages["r.md"])


def test_a_claim_fails_when_its_number_belongs_to_another_label(tmp_path):
    write_tree(tmp_path, {"snippets/g/gaps.py": "print('dW2 gap 0.5')\nprint('db2 gap 0.25')\n"})
    page = "# G\n\n" + FENCE.format(path="g/gaps.py") + "\nW2-এর ফাঁক [[gaps#dW2: 0.5]], b2-এর [[gaps#db2: 0.25]]।\n"
    assert not SiteBuild(tmp_path, accept=True).run({"g.md": page}).problems
    (tmp_path / "snippets/g/gaps.py").write_text("print('dW2 gap 0.25')\nprint('db2 gap 0.5')\n")  # swapped
    model = SiteBuild(tmp_path, accept=True).run({"g.md": page})  # re-accepted: the recording now says so
    assert sorted(p.message.split(":")[0] for p in model.problems) == ["claim [[gaps#dW2", "claim [[gaps#db2"]
    assert all("after the label" in p.message for p in model.problems)


def test_a_data_file_named_like_a_snippet_is_data_not_a_recording(tmp_path):
    assert not is_recording("loss.v2.csv", {"loss"})
    assert is_recording("loss.out", {"loss"}) and is_recording("loss.curve.svg", {"loss"})
    assert is_recording("accepted.json", set()) and not is_recording("other.curve.svg", {"loss"})
    write_tree(tmp_path, {"snippets/d/loss.py": "print(open('loss.v2.csv').read().strip())\n",
                          "snippets/d/loss.v2.csv": "0.5\n"})
    page = {"d.md": "# D\n\n" + FENCE.format(path="d/loss.py")}
    model = SiteBuild(tmp_path, accept=True).run(page)
    built = model.pages["d.md"]
    assert not model.problems and built.shown(built.fences[0]).output == "0.5\n"  # copied to scratch
    folder = tmp_path / "snippets/d"
    inputs = input_paths(folder, "print(1)\n", tmp_path / "snippets")
    assert "loss.v2.csv" in inputs and "loss.out" not in inputs
    assert recording_stems(["loss.py", "x.out"]) == {"loss", "x"}
    (folder / "loss.v2.csv").write_text("0.75\n")
    again = SiteBuild(tmp_path).run(page)
    assert again.ran == 1  # the data file is part of the cache key


def test_no_engine_or_adapter_module_keeps_mutable_state_at_module_level():
    """Module-level names are constants (upper case), functions, classes or loggers; nothing says `global`."""
    offenders = []
    for path in sorted((REPO / "hooks").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        offenders += [f"{path.name}:{n.lineno} global" for n in ast.walk(tree) if isinstance(n, ast.Global)]
        for node in tree.body:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
                node, ast.AnnAssign) else []
            for target in targets:
                names = [t.id for t in ast.walk(target) if isinstance(t, ast.Name)]
                for name in names:
                    lowered = name.lstrip("_")
                    if not lowered or lowered == lowered.upper() or lowered[0].isupper() or name in ("log", "__all__"):
                        continue  # a constant, a type alias, the logger
                    refs = [node.value] if not isinstance(node.value, ast.Tuple) else node.value.elts
                    if all(isinstance(r, ast.Attribute) for r in refs):
                        continue  # functions bound early (child.py keeps os.write before a snippet can patch it)
                    value = ast.unparse(node.value) if node.value is not None else ""
                    offenders.append(f"{path.relative_to(REPO)}:{node.lineno} {name} = {value[:40]}")
    assert not offenders, "module-level mutable state:\n" + "\n".join(offenders)


def test_a_fence_that_opens_the_network_says_so_on_the_page(tmp_path):
    code = "print('no call made')\n"
    write_tree(tmp_path, {"snippets/n/net.py": code,  # network= is code: granted by a review (grants.py)
                          "grants.toml": "[grants]\n" + grants.grant_line(code, {"network": "loopback"}, "n") + "\n"})
    page = '# N\n\n```python exec="on" network="loopback"\n--8<-- "n/net.py"\n```\n'
    model = SiteBuild(tmp_path, accept=True).run({"n.md": page})
    assert 'network="loopback"' in convert(model, "n.md") and "নিজের একটি loopback" in convert(model, "n.md")
