"""Adapter: the exercise harness, added to the site as assets/py/exercise_harness.py when a page has an exercise.

The file is the engine's own ``pathshala/exercise/harness.py``, added as a file of the
build (never a hand-made copy), so the page checks a reader's code with exactly the
code that proved the exercise in the build. assets/js/exercise.js fetches it, from
beside itself, only when a reader presses "যাচাই করুন".
"""

from __future__ import annotations

from mkdocs.structure.files import File, Files

from pathshala import exercise

from .state import Build


def files(build: Build, files: Files, config) -> None:
    if not any(w.kind == exercise.LANGUAGE for page in build.model.pages.values() for w in page.widgets):
        return
    files.append(File.generated(config, exercise.block.SITE_HARNESS, abs_src_path=str(exercise.HARNESS)))
