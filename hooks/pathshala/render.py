"""Executed fences and widgets render from the build model, found by their place in it.

Authors keep markdown-exec's fence syntax (``exec``, ``source``, ``result``,
``id``, …). Before a page renders, ``mark_refs`` adds to the opening line of
each executed fence and widget block the attribute ``ps_ref="<page>#<n>"``
(or ``<page>@<n>`` for a widget): its place in the model. The SuperFences
validator and formatters below then read that entry: the fence's code, its
parsed options and the output the page shows — never a lookup by code text, so
two fences with the same code on two pages show their own runs.

The model reaches the formatters through the Markdown instance: the owner of
the build adds ``ModelExtension(model)`` to the page's Markdown extensions.
markdown-exec's ``base_format`` lays out source and output; its own validator
reads its own options (each option is parsed by exactly one parser: ours by
``fences``, markdown-exec's by markdown-exec). Output is always a text block,
never markup.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import markdown
from markupsafe import Markup
from pymdownx.superfences import SuperFencesException

from . import PathshalaError, inpage, svg
from .fences import EXEC_LANGUAGES, OUR_OPTIONS, REF, Fence, iter_blocks, parse_info, truthy
from .markup import text_block
from .memo import Memo, stable_repr
from .widgets import LANGUAGES as WIDGET_LANGUAGES

if TYPE_CHECKING:
    from .model import PageModel, SiteModel

MODES = ("sealed", "stock", "off")


class UnseenBlock(PathshalaError, SuperFencesException):
    """An executed fence or widget the site pass did not see (SuperFences lets only its own exception through)."""


class ModelExtension(markdown.Extension):
    """Hands one build's model to the formatters of every page that build renders.

    ``model`` is called when a page's Markdown instance is made (the owner creates
    the extension before the site pass has made the model); so is ``memo``, the
    build's memo of rendered blocks (``block_memo``) or None.
    """

    def __init__(self, model: Callable[[], SiteModel], memo: Callable[[], Memo | None] = lambda: None):
        super().__init__()
        self.model = model
        self.memo = memo

    def extendMarkdown(self, md: markdown.Markdown) -> None:
        md.pathshala_model = self.model()
        md.pathshala_memo = self.memo()  # rendered fences and widgets kept by their inputs, or None


def custom_fences() -> list[dict]:
    """SuperFences' ``custom_fences`` entries for our fences (the owner of the build installs them)."""
    entries = [{"name": "python", "class": "python", "validator": validator, "format": format_python}]
    entries += [{"name": kind, "class": kind, "validator": validator, "format": format_widget}
                for kind in WIDGET_LANGUAGES]
    return entries


def _model(md: Any) -> SiteModel:
    model = getattr(md, "pathshala_model", None)
    if model is None:
        raise PathshalaError("a Pathshala fence is rendered outside a build (no build model on this Markdown)")
    return model


def mark_refs(markdown_text: str, page: PageModel) -> str:
    """The page's Markdown with each executed fence and widget block marked with its place in the model.

    The blocks are matched to the model's, in order, by their info strings; a
    mismatch means the text changed after the site pass read it, and is an error.
    """
    lines = markdown_text.splitlines(True)
    fences, widgets = iter(page.shown_fences()), iter(page.widgets)
    for start, _, info, _ in iter_blocks(markdown_text):
        language, options = parse_info(info)
        if language in EXEC_LANGUAGES and truthy(options.get("exec", "")):
            item = next(fences, None)
        elif language in WIDGET_LANGUAGES:
            item = next(widgets, None)
        else:
            continue
        if item is None or item.info != info:
            raise PathshalaError(
                f"docs/{page.page}: the block opening with {info!r} is not the one the site pass read there; "
                "the page changed during the build"
            )
        line = lines[start - 1]
        body, newline = line.rstrip("\r\n"), line[len(line.rstrip("\r\n")) :]
        mark = f' {REF}="{item.ref}"'
        body = body[:-1].rstrip() + mark + " }" if body.rstrip().endswith("}") else body.rstrip() + mark
        lines[start - 1] = body + newline
    return "".join(lines)


def validator(language: str, inputs: dict[str, str], options: dict[str, Any], attrs: dict[str, Any], md: Any) -> bool:
    """SuperFences validator: a block is ours when it carries its place in the model.

    An ordinary ``python`` block (not executed) is not ours: SuperFences shows it as
    code. An executed block the site pass never saw would silently not run: an error.
    """
    ref = inputs.get(REF)
    if ref is not None:
        options[REF] = ref
        return True
    model = getattr(md, "pathshala_model", None)
    if model is not None and model.mode != "sealed":
        if language == "python":
            import markdown_exec

            return markdown_exec.validator(language, inputs, options, attrs, md)
        return True
    if language in WIDGET_LANGUAGES or truthy(inputs.get("exec", "")):
        raise UnseenBlock(f"a {language} block was not seen by the site pass, so it cannot be rendered")
    return False


def format_python(
    src: str, language: str, css_class: str, options: dict[str, Any], md: Any, **kwargs: Any
) -> str:
    """SuperFences formatter for executed ``python`` fences: the model's entry for this place."""
    import markdown_exec  # imports MkDocs when present: keep it out of the engine's import path

    model = _model(md)
    if REF not in options:  # the benchmark's baselines: markdown-exec in-process, or nothing runs
        if model.mode == "stock":
            return markdown_exec.formatter(src, language, css_class, options, md, **kwargs)
        return markdown_exec.base_format(language="python", run=lambda *a, **k: "", code=src, md=md, **options)
    fence = model.by_ref(options[REF])
    return render_fence(fence, md)


def exec_options(fence: Fence) -> dict[str, Any]:
    """markdown-exec's own options of a fence, as its validator reads them (ours are left out)."""
    import markdown_exec

    inputs = {k: v for k, v in fence.options.items() if k not in OUR_OPTIONS and k != REF}
    inputs["exec"] = "on"
    options: dict[str, Any] = {}
    markdown_exec.validator("python", inputs, options, {}, None)
    return options


def render_fence(fence: Fence, md: Any) -> str:
    """One executed fence as HTML: its code and the output the page shows, figures and in-page controls.

    The HTML is a function of the fence's code and options, the output and figures the page shows,
    its in-page parts, the page's Markdown settings and our rendering code, and nothing else (its
    HTML ids are prefixed by its place on the page, not by a count kept across the whole build).
    With a memo on the Markdown instance (``ModelExtension(..., memo)``) it is kept by the digest
    of all of those: a warm build does not convert and highlight 1,400 unchanged fences again.
    """
    if fence.shown is None:
        raise PathshalaError(f"{fence.where}: no run was recorded for {fence.label}")
    options = exec_options(fence)
    if not options.get("id") and options.get("id_prefix") is None:  # the author's id or prefix wins
        options["id_prefix"] = f"exec-{fence.ref.rpartition('#')[2]}--"
    parts = None
    if fence.inpage:
        root = _model(md).root
        modules = inpage.modules_for(fence.code, root / fence.folder if fence.folder else None)
        parts = (inpage.load_core(root).size, modules)
    memo = getattr(md, "pathshala_memo", None)
    if memo is None:
        return _compose(fence, options, parts, md)
    result = fence.shown
    inputs = json.dumps(
        {"code": fence.code, "options": options, "output": result.output, "figures": sorted(result.figures.items()),
         "network": fence.network, "inpage": fence.inpage, "parts": parts},
        sort_keys=True, default=stable_repr, ensure_ascii=False,
    )
    return Markup(memo.through(lambda: str(_compose(fence, options, parts, md)), "fence", inputs))


def _compose(fence: Fence, options: dict[str, Any], parts: tuple[int, dict[str, str]] | None, md: Any) -> str:
    import markdown_exec

    result = fence.shown
    options = {**options, "html": False}
    output = result.output
    language = options.get("result") or "text"
    if options.get("source") != "console":
        # Wrap the output ourselves, in a fence longer than any backtick run it holds:
        # markdown-exec's fixed 8-backtick fence lets an output close it and become markup.
        options["result"] = ""
        output = text_block(language, output)
    elif re.search(r"`{8}", output):
        raise PathshalaError(f'{fence.where}: source="console" cannot show an output holding 8 backticks in a row')
    else:
        options["result"] = language
    shown = markdown_exec.base_format(language="python", run=lambda *a, **k: output, code=fence.code, md=md, **options)
    figures = "".join(
        f'<figure class="ps-figure">{svg.inline(text)}</figure>' for _, text in sorted(result.figures.items())
    )
    shown = shown + Markup(figures) if figures else shown  # figures were checked by the site pass
    if fence.network:  # the reader learns that this run could reach the network
        shown = shown + Markup('<p class="ps-network-note">এই run-এর সময় network খোলা ছিল (fence-এ '
                               '<code>network="on"</code>); বাকি সব run network ছাড়া চলে।</p>')
    if parts is not None:
        core_size, modules = parts
        return Markup(inpage_html(fence, shown, core_size, modules))
    return shown


def block_memo(root: Path, markdown_settings: str) -> Memo:
    """The memo of rendered fences and widgets: keyed by our code (as every memo), the packages that
    render, and the site's Markdown settings (``markdown_settings``: its extensions and their
    options, as the owner of the build knows them)."""
    from importlib.metadata import version

    packages = [f"{name}=={version(name)}" for name in ("markdown", "pymdown-extensions", "pygments", "markdown-exec")]
    return Memo.of_step(root, "blocks", json.dumps([packages, markdown_settings]))


def inpage_note(runtime: str, core_size: int) -> str:
    """What pressing the button downloads, said before it does: sizes (Bengali digits) and hosts."""
    from .text import to_bengali_digits

    core, numpy = to_bengali_digits(inpage.mb(core_size)), to_bengali_digits(str(inpage.NUMPY_MB_ESTIMATE))
    note = (f"প্রথমবার চাপলে Pyodide (browser-এ চলা Python, প্রায় {core} MB) এই site থেকেই "
            "নামবে; পরে browser সেটি রেখে দেয়। কোড চলে পাতার বাইরে আলাদা একটি worker-এ; "
            f"{to_bengali_digits(str(inpage.LIMIT_S))} সেকেন্ডে শেষ না হলে থেমে যায়, আগেও \"থামান\" চেপে থামাতে পারেন।")
    if runtime == "numpy":
        note += (f" এই block-এ NumPy-ও লাগে: প্রায় {numpy} MB, নামবে {inpage.CDN_HOST} থেকে "
                 "(Pyodide নিজে যেখান থেকে package আনে), এই site থেকে নয়।")
    return note


def inpage_html(fence: Fence, shown: str, core_size: int, modules: dict[str, str]) -> str:
    """The build's run as usual, plus an editor, "run", "stop" and "reset" buttons, and the modules the code imports.

    Nothing is fetched until the reader presses the button; inpage.js then loads
    the site's own Pyodide from beside itself (never from a URL in this markup).
    The textarea's original text is its default value: "reset" restores it.
    Sibling modules ride along as hidden text, written into Pyodide's files before a run.
    """
    code = fence.code
    carried = "".join(
        f'<pre class="ps-inpage-module" data-module="{html.escape(name)}" hidden><code>{html.escape(text)}</code></pre>'
        for name, text in modules.items()
    )
    with_modules = (f'<p class="ps-inpage-modules">সঙ্গে চলে: {html.escape(", ".join(modules))}</p>'
                    if modules else "")
    return (
        f'<div class="ps-inpage" data-runtime="{fence.inpage}">{shown}'
        '<div class="ps-inpage-controls" hidden data-search-exclude>'  # a copy of the code, and controls
        f'<p class="ps-inpage-note">{html.escape(inpage_note(fence.inpage, core_size))}</p>'
        '<label class="ps-inpage-label">কোড বদলে দেখুন (এই ঘরে লিখুন, তারপর "পাতায় চালান")'
        f'<textarea class="ps-inpage-code" rows="{min(20, code.count(chr(10)) + 2)}" spellcheck="false" '
        f'autocapitalize="off" autocomplete="off">{html.escape(code)}</textarea></label>'
        f"{with_modules}{carried}"
        '<span class="ps-inpage-buttons">'
        '<button type="button" class="md-button md-button--primary ps-inpage-run">পাতায় চালান</button> '
        '<button type="button" class="md-button ps-inpage-stop" hidden>থামান</button> '
        '<button type="button" class="md-button ps-inpage-reset">আগের কোডে ফিরুন</button></span>'
        '<p class="ps-inpage-status" role="status" aria-live="polite"></p>'
        '<pre class="ps-inpage-output" hidden><code></code></pre></div></div>'
    )


def format_widget(
    src: str, language: str, css_class: str, options: dict[str, Any], md: Any, **kwargs: Any
) -> str:
    """SuperFences formatter for ``quiz``, ``order``, ``stepper`` and ``predict`` blocks: from the model."""
    from .widget_html import render_widget

    model = _model(md)
    if REF not in options:  # the benchmark's baselines render widgets straight from their YAML
        from .widgets import parse

        return render_widget(language, parse(language, src, 1).data, None, None)
    widget = model.by_ref(options[REF])
    page = model.pages[widget.page]
    memo = getattr(md, "pathshala_memo", None)
    if memo is None:
        return render_widget(widget.kind, widget.data, widget, page)
    fence = widget.fence
    inputs = json.dumps(  # all that render_widget reads: the widget, its page's name and fence labels, a run's output
        {"kind": widget.kind, "data": widget.data, "page": page.page, "titles": page.titles(),
         "code": fence.code if fence else None, "output": fence.shown.output if fence and fence.shown else None},
        sort_keys=True, default=stable_repr, ensure_ascii=False,
    )
    return Markup(memo.through(lambda: render_widget(widget.kind, widget.data, widget, page), "widget", inputs))
