"""markdown-exec renders our fences; our runner has already executed them.

Authors keep markdown-exec's syntax (``exec``, ``source``, ``result``, ``id``,
...). Its ``base_format`` takes a ``run`` callable: ours returns the output the
site pass recorded for this code, so nothing runs during rendering. Output
is always a text block (``result`` defaults to ``text``), never markup.
"""

from __future__ import annotations

import html
import re
from typing import Any

from markupsafe import Markup

from . import PathshalaError, svg
from .site import SiteReport

# Fence options of ours that markdown-exec must not see.
_OURS = ("timeout", "figures", "inpage", "tolerance", "noise_floor")
MODES = ("sealed", "stock", "off")
_active: SiteReport | None = None
_mode = "sealed"
_page = ""  # the page being rendered (docs-relative), for widgets that show its runs


def use(report: SiteReport | None, mode: str = "sealed") -> None:
    """Make a site pass's results the ones fences render from.

    ``mode`` is ``sealed`` (our runner, the default), ``stock`` (markdown-exec
    runs the code in-process, unchecked) or ``off`` (nothing runs; fences show
    their source only). The last two exist for the benchmark's baselines.
    """
    global _active, _mode
    if mode not in MODES:
        raise PathshalaError(f"unknown execution mode {mode!r}; choose one of {', '.join(MODES)}")
    _active, _mode = report, mode


def format_python(
    src: str, language: str, css_class: str, options: dict[str, Any], md: Any, **kwargs: Any
) -> str:
    """SuperFences formatter for executed ``python`` fences."""
    import markdown_exec  # imports MkDocs when present: keep it out of the engine's import path

    if _mode == "stock":
        return markdown_exec.formatter(src, language, css_class, options, md, **kwargs)
    if _mode == "off":
        return markdown_exec.base_format(language="python", run=lambda *a, **k: "", code=src, md=md, **options)
    if _active is None:
        raise PathshalaError("an executed fence is rendered before the site's snippets ran")
    result = _active.result_for(src)
    if result is None:
        raise PathshalaError(f"no run was recorded for this executed fence:\n{src[:400]}")
    output = result.output
    options = dict(options)
    options["extra"] = {k: v for k, v in options.get("extra", {}).items() if k not in _OURS}
    options["html"] = False
    language = options.get("result") or "text"
    if options.get("source") != "console":
        # Wrap the output ourselves, in a fence longer than any backtick run it holds:
        # markdown-exec's fixed 8-backtick fence lets an output close it and become markup.
        options["result"] = ""
        output = text_block(language, output)
    elif re.search(r"`{8}", output):
        raise PathshalaError('source="console" cannot show an output holding 8 backticks in a row')
    else:
        options["result"] = language
    shown = markdown_exec.base_format(language="python", run=lambda *a, **k: output, code=src, md=md, **options)
    figures = "".join(
        f'<figure class="ps-figure">{svg.inline(text)}</figure>' for _, text in sorted(result.figures.items())
    )
    shown = shown + Markup(figures) if figures else shown  # figures were checked by the site pass
    if _is_inpage(src):
        return Markup(inpage_html(src, shown))
    return shown


def _is_inpage(src: str) -> bool:
    fence = _active.fence_for(src) if _active else None
    return bool(fence and fence.inpage)


PYODIDE_VERSION = "314.0.7"  # the npm package `pyodide` of the same version serves the browser tests
PYODIDE_SRC = f"https://cdn.jsdelivr.net/pyodide/v{PYODIDE_VERSION}/full/pyodide.js"


def inpage_html(code: str, shown: str) -> str:
    """The build's run as usual, plus an editor and a "run in the page" button for the script.

    Nothing is fetched until the reader presses the button: then the pinned
    Pyodide and its NumPy load from the URL in ``data-pyodide``.
    """
    return (
        f'<div class="ps-inpage" data-pyodide="{PYODIDE_SRC}">{shown}'
        '<div class="ps-inpage-controls" hidden>'
        '<label class="ps-inpage-label">কোড বদলে দেখুন'
        f'<textarea class="ps-inpage-code" rows="{min(20, code.count(chr(10)) + 2)}" spellcheck="false">'
        f"{html.escape(code)}</textarea></label>"
        '<button type="button" class="md-button ps-inpage-run">পাতায় চালান</button>'
        '<p class="ps-inpage-status" role="status" aria-live="polite"></p>'
        '<pre class="ps-inpage-output" hidden><code></code></pre></div></div>'
    )


def text_block(language: str, text: str) -> str:
    """A fenced block no line of ``text`` can close."""
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    fence = "`" * max(3, longest + 1)
    return f"{fence}{language}\n{text}\n{fence}"


def active() -> SiteReport | None:
    return _active


def set_page(page: str) -> None:
    global _page
    _page = page


def format_widget(
    src: str, language: str, css_class: str, options: dict[str, Any], md: Any, **kwargs: Any
) -> str:
    """SuperFences formatter for ``quiz``, ``order``, ``stepper`` and ``predict`` blocks."""
    from .widget_html import render_block

    return render_block(language, src, _page, _active)
