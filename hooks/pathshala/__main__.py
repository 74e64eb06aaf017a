"""Command line: ``python -m pathshala accept`` records outputs, ``check`` only checks.

Both scan ``docs/`` exactly as the MkDocs build does, without MkDocs.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .site import SiteBuild


def read_pages(root: Path) -> dict[str, str]:
    docs = root / "docs"
    return {str(p.relative_to(docs)): p.read_text(encoding="utf-8") for p in sorted(docs.rglob("*.md"))}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pathshala")
    parser.add_argument("command", choices=["accept", "check"])
    parser.add_argument("--root", type=Path, default=Path.cwd())
    args = parser.parse_args(argv)
    build = SiteBuild(args.root, accept=args.command == "accept")
    report = build.run(read_pages(args.root))
    for change in report.changes:
        print(change)
    if args.command == "accept" and not report.changes:
        print("accept: every recorded output already matches its run")
    for problem in report.problems:
        print(f"ERROR {problem}", file=sys.stderr)
    print(report.summary)
    return 1 if report.problems else 0


if __name__ == "__main__":
    sys.exit(main())
