"""Adapter: content files of ``docs/`` are published only by type (``pathshala.content.content_files``).

Runs in ``on_files`` on the files MkDocs found in ``docs/`` (not those our plugin or
mkdocs-jupyter generate). A refused file is taken out of the build, so it is never copied to
the site; a strict build then stops with every refusal, ``mkdocs serve`` logs them.
"""

from __future__ import annotations

import logging

from mkdocs.exceptions import Abort

from pathshala.content import content_files

log = logging.getLogger("mkdocs.plugins.pathshala.content_files")


def files(files, live: bool) -> None:
    refused = []
    for file in list(files):
        if file.generated_by or not content_files.is_content(file.src_uri):
            continue
        why = content_files.refusal(file.src_uri)
        if why is None and file.src_uri.lower().endswith(".svg"):
            data, why = content_files.published_figure(file.src_uri, file.content_bytes)
            if data is not None:
                file.content_bytes = data  # the re-serialised figure, never the committed bytes
        if why is not None:
            files.remove(file)
            refused.append(why)
            log.error(why)
    if refused and not live:
        raise Abort(f"{len(refused)} content file(s) refused above: the build stops here")
