"""Adapter: the generated "যাচাই প্রতিবেদন" page, from this build's runs and reports/*.json."""

from __future__ import annotations

import json
from pathlib import Path

from mkdocs.structure.files import File, Files

from pathshala.recordings import drift_report

from .state import Build

PAGE = "verification.md"


def files(build: Build, files: Files, config, root: Path) -> None:
    titles, current = {}, {}
    for page in build.model.pages.values():
        if not page.lesson:
            continue
        titles[page.page] = str(page.meta.get("title", page.page))
        result = page.run_conditions()
        if result is not None:
            current[page.page] = result.versions
    reports, details = [], {}
    for path in sorted((root / "reports").glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        reports.append(data)
        md = path.with_suffix(".md")
        if md.is_file():
            details[data["label"]] = md.read_text(encoding="utf-8")
    content = drift_report.verification_markdown(titles, current, reports, details)
    files.append(File.generated(config, PAGE, content=content))
