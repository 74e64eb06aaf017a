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

import logging
import threading

from pathshala import PathshalaError
from pathshala.blocks import kind_of, openings
from pathshala.content.text import to_bengali_digits as bn
from pathshala.model import PageModel, SiteModel
from pathshala.rendering import render
from pathshala.site import SiteBuild

from . import compat

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
    for handler in compat.strict_counters():
        if _not_live not in handler.filters:
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
    for opening in openings(page.page, markdown):
        if kind_of(opening.language, opening.option) is not None:
            line = lines[opening.line - 1]
            lines[opening.line - 1] = line.replace(opening.info, "text", 1)  # shown as written, not run nor rendered
    return "".join(lines)


def page_content(model: SiteModel | None, html_text: str, src_uri: str) -> str:
    """The page's HTML with its problems on top, and the site-wide ones (nothing when there are none).

    Another page's problems show on that page (and in the terminal), not here: a page's banner then
    changes only when its own problems or the site-wide ones do, so a dirty rebuild renders only the
    pages whose problems changed (incremental.py) and every served page is still right.
    """
    if model is None:
        return html_text
    items = [(p, "error") for p in model.problems if p.page in (src_uri, None)]
    items += [(p, "warning") for p in model.warnings if p.page in (src_uri, None)]
    if not items:
        return html_text
    items.sort(key=lambda item: item[0].page is None)  # this page's first, in their order
    errors = sum(1 for _, kind in items if kind == "error")
    head = (
        f"এই পাতায় (আর পুরো সাইটে) build-এর {bn(str(errors))}টি সমস্যা, {bn(str(len(items) - errors))}টি সতর্কবার্তা।"
        " অন্য পাতার সমস্যা সেই পাতায় দেখা যায়; টার্মিনালে সবগুলো। ঠিক করে save করলে পাতাটি নিজেই নতুন হবে।"
    )
    banner = model.layout.templates.render("live_errors.html", head=head, items=[(str(p), kind) for p, kind in items])
    return str(banner) + html_text
