"""Blocks render from the build model, found by their place in it, each by its kind (``blocks``).

Authors keep markdown-exec's fence syntax (``exec``, ``source``, ``result``, ``id``, …) and the
widgets' YAML. Before a page renders, ``mark_refs`` adds to the opening line of each of our blocks
the attribute ``ps_ref="<page>#<n>"`` (or ``<page>@<n>`` for a widget): its place in the model
(``blocks.Ref``). The SuperFences validator and formatter below then read that entry and hand it to
its kind's ``html`` — never a lookup by code text, so two fences with the same code on two pages
show their own runs.

The model reaches the formatter through the Markdown instance: the owner of the build adds
``ModelExtension(model)`` to the page's Markdown extensions. Output is always a text block, never
markup (``blocks/fence.py``).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

import markdown
from markupsafe import Markup
from pymdownx.superfences import SuperFencesException

from .. import PathshalaError
from ..blocks import KINDS, REF, Family, Ref, Render, kind_of, languages, openings
from ..memo import Memo, Memos, stable_repr

if TYPE_CHECKING:
    from ..blocks.base import Widget
    from ..blocks.fence import FenceSpec
    from ..model import PageModel, SiteModel


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
        md.pathshala_memo = self.memo()  # rendered blocks kept by their inputs, or None


def custom_fences() -> list[dict]:
    """SuperFences' ``custom_fences`` entries: one per language some kind of block reads."""
    return [{"name": language, "class": language, "validator": validator, "format": format_block}
            for language in languages()]


def _model(md: Any) -> SiteModel:
    model = getattr(md, "pathshala_model", None)
    if model is None:
        raise PathshalaError("a Pathshala fence is rendered outside a build (no build model on this Markdown)")
    return model


def mark_refs(markdown_text: str, page: PageModel) -> str:
    """The page's Markdown with each of our blocks marked with its place in the model.

    The blocks are matched to the model's, in order, by their info strings; a
    mismatch means the text changed after the site pass read it, and is an error.
    """
    lines = markdown_text.splitlines(True)
    queues: dict[Family, Iterator[FenceSpec | Widget]] = {
        Family.FENCE: iter(page.fences), Family.WIDGET: iter(page.widgets)}
    for opening in openings(page.page, markdown_text):
        kind = kind_of(opening.language, opening.option)
        if kind is None:
            continue
        item = next(queues[kind.family], None)
        if item is None or item.info != opening.info:
            raise PathshalaError(
                f"docs/{page.page}: the block opening with {opening.info!r} is not the one the site pass read there; "
                "the page changed during the build"
            )
        line = lines[opening.line - 1]
        body, newline = line.rstrip("\r\n"), line[len(line.rstrip("\r\n")) :]
        mark = f' {REF}="{item.ref}"'
        body = body[:-1].rstrip() + mark + " }" if body.rstrip().endswith("}") else body.rstrip() + mark
        lines[opening.line - 1] = body + newline
    return "".join(lines)


def validator(language: str, inputs: dict[str, str], options: dict[str, Any], attrs: dict[str, Any], md: Any) -> bool:
    """SuperFences validator: a block is ours when it carries its place in the model.

    An ordinary ``python`` block (not executed) is not ours: SuperFences shows it as
    code. A block of ours the site pass never saw would silently not run: an error.
    """
    ref = inputs.get(REF)
    if ref is not None:
        options[REF] = ref
        return True
    if kind_of(language, inputs) is not None:
        raise UnseenBlock(f"a {language} block was not seen by the site pass, so it cannot be rendered")
    return False


def format_block(src: str, language: str, css_class: str, options: dict[str, Any], md: Any, **kwargs: Any) -> str:
    """SuperFences formatter for every kind of block: the model's entry for this place, by its kind's ``html``.

    With a memo on the Markdown instance (``ModelExtension(..., memo)``) the HTML is kept by the
    digest of the kind's ``inputs`` (all its HTML reads besides our code and the site's Markdown
    settings, which key the memo itself): a warm build does not convert and highlight 1,400
    unchanged fences again.
    """
    model = _model(md)
    spec = model.by_ref(Ref.parse(options[REF]))
    kind = KINDS[spec.kind]
    render = Render(model, model.pages[spec.page], md, model.layout.templates)
    memo = getattr(md, "pathshala_memo", None)
    if memo is None:
        return kind.html(spec, render)
    inputs = json.dumps(kind.inputs(spec, render), sort_keys=True, default=stable_repr, ensure_ascii=False)
    return Markup(memo.through(lambda: str(kind.html(spec, render)), kind.name, inputs))


def block_memo(memos: Memos, markdown_settings: str) -> Memo:
    """The memo of rendered blocks: keyed by our code (as every memo), the packages that render, and
    the site's Markdown settings (``markdown_settings``: its extensions and their options, as the
    owner of the build knows them)."""
    from importlib.metadata import version

    packages = [f"{name}=={version(name)}" for name in ("markdown", "pymdown-extensions", "pygments", "markdown-exec",
                                                         "jinja2")]
    return memos.step("blocks", json.dumps([packages, markdown_settings]))
