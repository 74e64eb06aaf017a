"""Adapter: after every other step, each HTML file in the site passes ``pathshala.walls.published``.

Runs last in ``on_post_build`` (the search index merged, notebooks written). A file that carries
something unlisted is replaced by a short notice that carries nothing, so it is never served,
not even from a failed build's folder; ``mkdocs build`` then stops with every finding, file by
file, and ``mkdocs serve`` logs them (the author sees the notice in place of the page).
"""

from __future__ import annotations

import logging
import os
from pathlib import Path, PurePosixPath

import selectolax
from mkdocs.exceptions import Abort

from pathshala import memo, safe_fs
from pathshala.walls import published

from . import csp

log = logging.getLogger("mkdocs.plugins.pathshala.published")
NOTICE = ('<!doctype html><html lang="bn"><head><meta charset="utf-8"><title>প্রকাশ করা হয়নি</title></head>'
          "<body><p>এই পাতায় এমন কিছু ছিল যা সাইট প্রকাশ করে না; build-এর log দেখুন।</p></body></html>\n")


def _site_files(site: Path) -> set[str]:
    found = set()
    for here, _, names in os.walk(site):
        rel = Path(here).relative_to(site)
        found |= {str(PurePosixPath(*rel.parts, name)) for name in names}
    return found


def _base(config, rel: str) -> str:
    depth = len(PurePosixPath(rel).parts) - 1
    if depth == 0 and rel.endswith(".html") and csp.is_error_template(rel):
        return csp.template_base(config, rel)
    return "/".join([".."] * depth) or "."


def memo_for(memos: memo.Memos) -> memo.Memo:
    """A file's findings kept by the digest of its text and of what judged it (a warm build parses nothing)."""
    return memos.step("published", selectolax.__version__)


def post_build(config, live: bool, kept: memo.Memo | None = None) -> None:
    site = Path(config.site_dir)
    files = _site_files(site)
    findings: dict[str, list[str]] = {}
    scripts = sorted(f for f in files if f.startswith("assets/") and f.endswith((".js", ".mjs")))
    for rel in sorted(f for f in files if f.endswith((".html", ".htm"))):
        text = (site / rel).read_text(encoding="utf-8", errors="replace")
        hashes = csp.theme_hashes(config, _base(config, rel))

        def judge(text=text, rel=rel, hashes=hashes):
            return published.check_html(text, theme_hashes=hashes, script_exists=published.script_checker(files, rel),
                                        need_policy=not live)

        found = judge() if kept is None else kept.through(judge, text, rel, " ".join(sorted(hashes)),
                                                           "\n".join(scripts), str(live))
        if found:
            findings[rel] = found
    index = "search/search_index.json"
    if index in files:
        text = (site / index).read_text(encoding="utf-8", errors="replace")
        found = (published.check_search_index(text) if kept is None
                 else kept.through(lambda: published.check_search_index(text), text, index))
        if found:
            findings[index] = found
    if not findings:
        return
    for rel, found in findings.items():
        safe_fs.write_text(site, site / rel, NOTICE if rel.endswith((".html", ".htm")) else '{"docs": []}\n')
        log.error(f"site/{rel} is not published: " + "; ".join(found[:20]) + (" …" if len(found) > 20 else ""))
    if not live:
        raise Abort(f"{len(findings)} file(s) of the site carry what it does not publish (above): the build stops")
