"""The benchmark's two baselines, kept out of the engine: ``python bench/baselines.py MODE build …``.

``build_bench.py`` times the sealed build against what a site would cost without us:

- ``off``: nothing is executed at all; every run shows an empty output (the pages render through
  the same kinds of block, templates and steps, so the difference is the runs and their checks);
- ``stock``: markdown-exec's own in-process formatter runs each executed fence (no sandbox, no
  cache, no recordings, no checks), each fence with its own snippet folder on ``sys.path`` and its
  modules as ``python name.py`` would have them (``as_python_would``); a predict block shows an empty
  output.

This launcher replaces the plugin's site pass with a scan that fills those outputs, and (stock)
the SuperFences formatter of executed fences with markdown-exec's, then runs
``python -m pathshala_mkdocs`` with the rest of its arguments. No production module knows about
either mode.
"""

from __future__ import annotations

import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
MODES = ("off", "stock")


def scan_only(site_build, pages, live=False, previous=None):
    """The build model with every run's output empty: scanned, not run nor checked."""
    from pathshala.running.result import RunResult

    model = site_build.scan(pages)
    for run in model.runs():
        run.shown = RunResult("", "ok", 0)
    return model


def as_python_would(folder: Path, snippets: Path) -> None:
    """Imports as ``python name.py`` in ``folder`` has them: that folder first on ``sys.path``, no other
    snippet folder on it, and no module loaded from another snippet folder left in ``sys.modules``.

    One process runs every fence here, and two lessons may each have a module of the same name (each
    lesson's own ``plot.py``, say): with every folder on the path, the first one imported served both.
    ``snippets/_shared`` comes first, as the build resolves a shared helper before the folder's modules.
    """
    folder, snippets = folder.resolve(), snippets.resolve()
    shared = snippets / "_shared"  # the shared helpers (svg_draw, line_plot, arraygrad) come before the folder's
    for name, module in list(sys.modules.items()):
        file = getattr(module, "__file__", None)
        if not file:
            continue
        path = Path(file).resolve()
        if path.is_relative_to(snippets) and not path.is_relative_to(folder) and not path.is_relative_to(shared):
            del sys.modules[name]
    keep = [p for p in sys.path if not Path(p or ".").resolve().is_relative_to(snippets)]
    sys.path[:] = [str(shared), str(folder), *keep]


def stock_formatter(format_block, root: Path):
    """SuperFences' formatter with markdown-exec's own in-process run for executed fences."""
    import markdown_exec

    from pathshala.blocks import REF, Ref

    def format_python(src, language, css_class, options, md, **kwargs):
        spec = md.pathshala_model.by_ref(Ref.parse(options[REF]))
        if spec.kind != "fence":
            return format_block(src, language, css_class, options, md, **kwargs)
        as_python_would(root / (spec.folder or Path("snippets") / spec.recordings), root / "snippets")
        exec_options = spec.exec_options()
        return markdown_exec.formatter(spec.code, language, css_class, exec_options, md, **kwargs)

    return format_python


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in MODES:
        print(f"usage: python bench/baselines.py {{{'|'.join(MODES)}}} build [mkdocs options]", file=sys.stderr)
        return 2
    mode, args = argv[0], argv[1:]
    sys.path[:0] = [str(REPO / "hooks")]
    from pathshala_mkdocs import __main__ as launcher
    from pathshala_mkdocs import snippets

    from pathshala.rendering import render

    snippets.site_pass = scan_only
    if mode == "stock":  # in-process code imports its sibling modules, as `python name.py` can (as_python_would)
        render.format_block = stock_formatter(render.format_block, Path.cwd())
    return launcher.main(args)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
