"""Adapter: under ``mkdocs serve``, the build's problems show in the page the author is looking at.

A build (``mkdocs build``, strict) stops at the first problem of the site pass,
as it always has. Under ``serve`` that left the browser on the last good page
while the terminal said "the server will appear stuck". Here, under serve only:

- the site pass logs each problem as usual (the terminal reads the same) but
  the build goes on: the strict counter of this build is told to skip those
  records, and every page gets a banner at its top with the same messages (this
  page's problems first), so livereload refreshes the page the author is on;
- a page whose blocks the site pass could not read (a widget with bad YAML, a
  fence with a misspelled option) shows those blocks as plain code until fixed;
- the fork server starts with the first build of the session (in the
  background), so the first snippet edit does not pay for importing torch.

The banner is plain markup (div, p, pre with classes; no script): the run's
text is escaped, never markup. When the problem is fixed, the next build has
no banner and livereload shows the page again.
"""

from __future__ import annotations

import html
import logging
import threading

from mkdocs.utils import CountHandler

from pathshala import PathshalaError, render
from pathshala.fences import EXEC_LANGUAGES, iter_blocks, parse_info, truthy
from pathshala.model import PageModel, SiteModel
from pathshala.site import SiteBuild
from pathshala.text import to_bengali_digits as bn
from pathshala.widgets import LANGUAGES as WIDGET_LANGUAGES

MARK = "pathshala_live"  # set on a log record the strict counter of a serve build skips


def enabled(command: str | None) -> bool:
    return command == "serve"


def start(session: SiteBuild) -> None:
    """Start the session's fork server now, in the background (the first build needs no run when cached)."""
    threading.Thread(target=session.runner.start, name="pathshala-forkserver-start", daemon=True).start()


def _not_live(record: logging.LogRecord) -> bool:
    return not getattr(record, MARK, False)


def spare_strict_counter() -> None:
    """This build's strict counter (MkDocs attaches a new one per build) skips the problems the page shows."""
    for handler in logging.getLogger("mkdocs").handlers:
        if isinstance(handler, CountHandler) and _not_live not in handler.filters:
            handler.addFilter(_not_live)


def log_extra() -> dict:
    return {MARK: True}


def mark_refs(markdown: str, page: PageModel) -> str:
    """The page marked for rendering; if its blocks no longer match the model, those blocks as plain code."""
    try:
        return render.mark_refs(markdown, page)
    except PathshalaError:
        pass
    lines = markdown.splitlines(True)
    for start, _, info, _ in iter_blocks(markdown):
        language, options = parse_info(info)
        if language in WIDGET_LANGUAGES or (language in EXEC_LANGUAGES and truthy(options.get("exec", ""))):
            line = lines[start - 1]
            lines[start - 1] = line.replace(info, "text", 1)  # shown as written, not run nor rendered
    return "".join(lines)


def page_content(model: SiteModel | None, html_text: str, src_uri: str) -> str:
    """The page's HTML with the build's problems on top (nothing when there are none)."""
    if model is None or not (model.problems or model.warnings):
        return html_text
    here = f"docs/{src_uri}"
    items = [(p, "error") for p in model.problems] + [(p, "warning") for p in model.warnings]

    def on_this_page(problem) -> bool:
        return problem.where == here or problem.where.startswith(here + ":")

    items.sort(key=lambda item: not on_this_page(item[0]))  # this page's first, in their order
    mine = sum(1 for p, _ in items if on_this_page(p))
    listed = "".join(
        f'<pre class="ps-live-error ps-live-error--{kind}"><code>{html.escape(str(p))}</code></pre>'
        for p, kind in items
    )
    head = (
        f"build-এ {bn(str(len(model.problems)))}টি সমস্যা, {bn(str(len(model.warnings)))}টি সতর্কবার্তা"
        f" (এই পাতায় {bn(str(mine))}টি)। টার্মিনালেও একই বার্তা; ঠিক করে save করলে পাতাটি নিজেই নতুন হবে।"
    )
    return (
        '<div class="ps-live-errors" role="alert">'
        f'<p class="ps-live-errors__head">{html.escape(head)}</p>{listed}'
        '<p class="ps-live-errors__note">শুধু <code>mkdocs serve</code>-এ দেখা যায়; '
        "<code>mkdocs build --strict</code> এই অবস্থায় থেমে যায়।</p></div>"
    ) + html_text
