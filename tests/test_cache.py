"""The cache key moves with everything that can change an output, and only with that."""

from __future__ import annotations

from dataclasses import replace

import pytest

from pathshala.running.cache import Cache, cache_key
from pathshala.running.result import RunResult
from pathshala.running.runner import Job
from pathshala.running.settings import RunSettings

VERSIONS = {"python": "3.11.7", "torch": "2.13.0", "numpy": "2.4.6"}


@pytest.fixture
def lesson(tmp_path):
    (tmp_path / "helper.py").write_text("import deeper\nSCALE = 2\n")
    (tmp_path / "deeper.py").write_text("DEPTH = 1\n")
    (tmp_path / "unrelated.py").write_text("print('other snippet')\n")
    (tmp_path / "unrelated.out").write_text("other snippet\n")  # recorded: another snippet, not a module
    code = "import helper\nprint(helper.SCALE)\n"
    (tmp_path / "main.py").write_text(code)
    return Job(code=code, display_path="snippets/l/main.py", folder=tmp_path, script_name="main.py")


def key(job, settings=None, versions=None):
    return cache_key(job, settings or RunSettings(), versions or VERSIONS)


def test_key_is_stable(lesson):
    assert key(lesson) == key(lesson)


def test_key_changes_with_torch_numpy_and_python_versions(lesson):
    for lib, version in (("torch", "2.14.1"), ("numpy", "2.5.0"), ("python", "3.11.9")):
        assert key(lesson, versions={**VERSIONS, lib: version}) != key(lesson), lib


def test_key_changes_with_snippet_bytes_and_path(lesson):
    assert key(replace(lesson, code=lesson.code + " ")) != key(lesson)
    assert key(replace(lesson, display_path="snippets/l/other.py")) != key(lesson)


def test_key_follows_imported_local_modules_transitively(lesson, tmp_path):
    before = key(lesson)
    (tmp_path / "deeper.py").write_text("DEPTH = 2\n")
    assert key(lesson) != before


def test_key_ignores_sibling_snippets_it_does_not_import(lesson, tmp_path):
    before = key(lesson)
    (tmp_path / "unrelated.py").write_text("print('edited')\n")
    (tmp_path / "main.out").write_text("recorded\n")
    assert key(lesson) == before


def test_key_ignores_a_sibling_snippet_a_fence_runs_even_before_it_is_recorded(lesson, tmp_path):
    (tmp_path / "draft.py").write_text("print('a new snippet')\n")
    others = replace(lesson, others=frozenset({"draft.py"}))
    before = key(others)
    (tmp_path / "draft.py").write_text("print('edited')\n")
    assert key(others) == before


def test_key_follows_a_module_imported_by_a_computed_name(lesson, tmp_path):
    """A module no import statement names is still copied into the scratch folder, so it is in the key."""
    (tmp_path / "dynhelper.py").write_text("VALUE = 1\n")
    dynamic = replace(lesson, code='import importlib\nprint(importlib.import_module("dyn" + "helper").VALUE)\n')
    before = key(dynamic)
    (tmp_path / "dynhelper.py").write_text("VALUE = 2\n")
    assert key(dynamic) != before


def test_key_follows_data_files(lesson, tmp_path):
    before = key(lesson)
    (tmp_path / "rain.csv").write_text("1,2\n")
    assert key(lesson) != before


def test_key_changes_with_runner_settings(lesson):
    assert key(lesson, settings=RunSettings(threads=2)) != key(lesson)
    assert key(lesson, settings=RunSettings(hash_seed=1)) != key(lesson)
    assert key(lesson, settings=RunSettings(columns=100)) != key(lesson)


def test_cache_keeps_clean_runs_only(tmp_path):
    cache = Cache(tmp_path)
    ok = RunResult(output="1\n", outcome="ok", status=0, versions=VERSIONS)
    bad = RunResult(output="boom\n", outcome="error", status=1)
    cache.put("a" * 64, ok)
    cache.put("b" * 64, bad)
    hit = cache.get("a" * 64)
    assert hit is not None and hit.cached and hit.output == "1\n"
    assert cache.get("b" * 64) is None


def test_a_damaged_cache_entry_is_a_miss(tmp_path):
    cache = Cache(tmp_path)
    cache.put("c" * 64, RunResult(output="1\n", outcome="ok", status=0))
    next(tmp_path.rglob("*.entry")).write_text("{not json")
    assert cache.get("c" * 64) is None


def test_a_data_file_named_like_a_snippet_is_data_but_its_recordings_are_not(lesson, tmp_path):
    before = key(lesson)
    (tmp_path / "main.csv").write_text("rain,12\n")  # read by main.py: an input
    with_data = key(lesson)
    assert with_data != before
    (tmp_path / "main.out").write_text("2\n")
    (tmp_path / "main.graph.svg").write_text("<svg/>")
    (tmp_path / "accepted.json").write_text("{}")
    assert key(lesson) == with_data


def test_reading_a_snippets_imports_warns_nothing_about_its_code():
    import warnings

    from pathshala.content.pyimports import top_level_imports

    code = 'import re\nimport helper\nprint(re.split("\\S+", "a b"))  # an invalid escape: the compiler warns\n'
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert top_level_imports(code) == (("re", 1), ("helper", 2))
    assert not caught, [str(w.message) for w in caught]
