"""MkDocs adapter: the generated "যাচাই প্রতিবেদন" page, from this build's runs and reports/*.json."""

from __future__ import annotations

import json
from pathlib import Path

from mkdocs.structure.files import File

from pathshala import drift_report, lesson, render

PAGE = "verification.md"


def on_files(files, config):
    root = Path(config.config_file_path).parent
    report = render.active()
    titles, current = {}, {}
    for f in files.documentation_pages():
        if not f.src_uri.endswith(".md"):
            continue
        meta, _ = lesson.front_matter(f.content_string)
        if "lesson" not in meta:
            continue
        titles[f.src_uri] = str(meta.get("title", f.src_uri))
        runs = report.pages.get(f.src_uri) if report else None
        result = runs.run_conditions() if runs else None
        if result is not None:
            current[f.src_uri] = result.versions
    reports, details = [], {}
    for path in sorted((root / "reports").glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        reports.append(data)
        md = path.with_suffix(".md")
        if md.is_file():
            details[data["label"]] = md.read_text(encoding="utf-8")
    content = drift_report.verification_markdown(titles, current, reports, details)
    files.append(File.generated(config, PAGE, content=content))
    return files
