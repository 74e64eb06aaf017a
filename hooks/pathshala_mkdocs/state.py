"""One build's state, created by the plugin when a build starts and dropped when it ends."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from pathshala.glossary import Glossary

if TYPE_CHECKING:
    from mkdocs.structure.files import File

    from pathshala.lesson import Roadmap
    from pathshala.model import SiteModel


@dataclass
class Build:
    """Everything one build knows, handed explicitly to each step (nothing lives in a module global)."""

    model: SiteModel
    glossary: Glossary = field(default_factory=Glossary)
    glossary_file: File | None = None  # the generated site glossary page
    roadmap: Roadmap | None = None
    used_terms: dict[str, set[str]] = field(default_factory=dict)  # page -> glossary term keys it used
    notebook_css: str = ""  # mkdocs-jupyter's template styles, served as a file (the sanitizer drops <style>)
