"""Every piece of HTML the build writes comes from a Jinja2 template here, escaped by default.

The defaults live in ``hooks/pathshala/rendering/templates/`` (one fragment per kind of block under
``blocks/``, the checked exercise's, then the run banner, the lesson frame, the course map, the
glossary, …). A project overrides any of them the way Material's partials are overridden: a file of
the same name under its overrides folder (``overrides/pathshala/`` unless mkdocs.yml sets the
plugin's ``overrides``: ``project.py``) is found first (``overrides/`` is reviewed as code,
SECURITY.md). Every render site renders from the project's one set (``Project.templates``), handed to
it by whoever owns the build; an override is part of every memo's key (``Project.memo``), so a
changed template renders again.

Two rules keep the output what the engine always wrote, byte for byte:

- **Escaped by default.** Every ``{{ value }}`` is escaped as ``html.escape`` escapes (``&``, ``<``,
  ``>``, ``"`` and ``'``), unless the value is already markup (``markupsafe.Markup``: HTML from
  Markdown, from markdown-exec, a re-serialised figure, another template). ``|text`` escapes for an
  element's text only (quotes stay as they are, as the glossary always wrote them). Nothing is
  safe because validation happens to restrict it: a quiz id or a lesson file name is escaped too.
- **Lines are joined.** A template's lines are stripped of their indentation and joined without
  their line breaks before Jinja reads them, so a template can be laid out for reading while the
  HTML it writes has no whitespace the engine did not mean (a space between elements is a word
  boundary for search, and an extra text node for the sanitizer). Hence: write a tag on one line,
  and a space that matters between two lines as ``{{ " " }}``; a real line break is ``{{ "\\n" }}``.

The filters ``markdown`` and ``inline`` convert an author's text (claims included, the page's
fence names in ``titles``) as the page's own Markdown would; ``codeblock`` shows code highlighted;
``bn`` writes digits in Bengali.
"""

from __future__ import annotations

import html
import re
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

import jinja2
import markdown as markdown_mod
from jinja2.ext import Extension
from markupsafe import Markup

from ..content.text import to_bengali_digits
from .markup import text_block

DEFAULTS = Path(__file__).resolve().parent / "templates"
_INLINE_P = re.compile(r"^<p>(.*)</p>$", re.DOTALL)


class JoinLines(Extension):
    """A template's lines without their indentation and line breaks (see the module's docstring)."""

    def preprocess(self, source: str, name: str | None, filename: str | None = None) -> str:
        return "".join(line.strip() for line in source.splitlines())


def escape(value: Any) -> Any:
    """``{{ value }}``: markup stays markup; text is escaped as ``html.escape`` does; numbers print as they are."""
    if hasattr(value, "__html__") or not isinstance(value, str):
        return value
    return Markup(html.escape(value))


def text(value: Any) -> Markup:
    """``|text``: escaped for an element's text, where a quote needs no escape."""
    if hasattr(value, "__html__"):
        return Markup(value.__html__())
    return Markup(html.escape(str(value), quote=False))


@cache
def _markdown() -> markdown_mod.Markdown:
    """One converter for an author's text in a block, made once (building one costs more than converting)."""
    return markdown_mod.Markdown(
        extensions=["attr_list", "md_in_html", "tables", "pymdownx.highlight", "pymdownx.inlinehilite",
                    "pymdownx.superfences"],
        extension_configs={"pymdownx.highlight": {"pygments_lang_class": True}},
    )


def convert(source: str, titles: dict[str, str], templates: Templates, inline: bool = False,
            unchecked: dict[str, str] | None = None) -> Markup:
    """Markdown (claims included: ``titles`` names each run, ``unchecked`` those this build did not make) to HTML;
    ``inline`` drops a lone paragraph's ``<p>``."""
    from ..content import claims

    out = _markdown().reset().convert(claims.render(str(source), titles, templates, unchecked=unchecked))
    if inline:
        m = _INLINE_P.match(out)
        if m and "<p>" not in m.group(1):
            return Markup(m.group(1))
    return Markup(out)


def highlighted(code: str, language: str = "python") -> Markup:
    """Code shown as a highlighted block, as the page's own code blocks are."""
    return Markup(_markdown().reset().convert(text_block(language, code)))


@jinja2.pass_context
def _markdown_filter(context, source) -> Markup:
    return convert(source, context.get("titles", {}), context["templates"], unchecked=context.get("unchecked"))


@jinja2.pass_context
def _inline_filter(context, source) -> Markup:
    return convert(source, context.get("titles", {}), context["templates"], inline=True,
                   unchecked=context.get("unchecked"))


class Templates:
    """The build's templates: a project's overrides first, then the engine's defaults."""

    def __init__(self, override: Path | None = None) -> None:
        self.override = override
        folders = [str(f) for f in (override, DEFAULTS) if f is not None]
        self.env = jinja2.Environment(
            loader=jinja2.FileSystemLoader(folders, followlinks=False),
            autoescape=True,
            finalize=escape,
            undefined=jinja2.StrictUndefined,
            extensions=[JoinLines],
            auto_reload=True,  # an override edited under `mkdocs serve` is read again
        )
        self.env.filters.update(text=text, markdown=_markdown_filter, inline=_inline_filter, codeblock=highlighted,
                                bn=lambda value: to_bengali_digits(str(value)))

    def render(self, name: str, **values: Any) -> Markup:
        """The template ``name`` with ``values``: markup, ready to be put in a page or another template."""
        return Markup(self.env.get_template(name).render(templates=self, **values))

    def names(self) -> list[str]:
        """Every template this build can render (the defaults' names, an override's extra ones)."""
        return sorted(self.env.list_templates(extensions=["html"]))


@lru_cache(maxsize=8)
def of_folder(override: Path | None) -> Templates:
    """The templates with ``override`` first (one set per folder, made once: a Jinja environment caches
    what it compiled). A project's is ``Project.templates``."""
    return Templates(override)


def default() -> Templates:
    """The engine's templates alone, for a caller outside any project (a test of one template). Nothing in
    a build renders from it: ``tests/test_templates_override.py`` checks that no engine module calls it."""
    return of_folder(None)


def names() -> list[str]:
    """Every template of the engine, as a project's override names it (``blocks/quiz.html``)."""
    return sorted(str(p.relative_to(DEFAULTS)) for p in DEFAULTS.rglob("*.html"))
