"""Compare two built sites page by page, and say every difference: the check that a refactor changed nothing.

    .venv/bin/python bench/compare_sites.py BEFORE AFTER      # two site folders already built
    .venv/bin/python bench/compare_sites.py --against main    # build REV (here: main) and this checkout, compare
    .venv/bin/python bench/compare_sites.py --properdocs .venv-properdocs/bin/python   # MkDocs vs ProperDocs

Every file of both sites is compared. Files with the same bytes are equal; for the others the
difference is shown as a reader would look for it:

- HTML pages: the lines that differ, each tag on a line of its own (a page is one long line);
- the search index: entry by entry (location, title, text), the entries only one side has;
- notebooks (``.ipynb``): cell by cell, source and outputs;
- anything else (figures, scripts, sitemaps): that the bytes differ, and the sizes.

``--against REV`` exports REV with ``git archive`` into a temporary folder (nothing of this
checkout's git state changes), links this checkout's ``node_modules`` there, builds it with its own
``hooks/`` first on ``PYTHONPATH`` (this venv's editable install points at this checkout's), builds
this checkout into a temporary folder as well, and compares the two. Its run cache starts empty:
every snippet of REV runs once (minutes on a shared machine).

``--properdocs PYTHON`` (``make check-properdocs``, run by ``.ci/run``) builds this checkout twice into
temporary folders: with MkDocs (this interpreter) and with ProperDocs (``PYTHON``, a venv holding the
``properdocs`` extra of pyproject.toml: ``python -m pathshala_mkdocs --generator properdocs build``). The
run cache is this checkout's, so the second build runs no snippet. The one difference allowed is each
page's generator meta (``<meta name="generator" content="mkdocs-…, mkdocs-material-…">``, which MkDocs
fills with its version and ProperDocs with "ProperDocs <version>"); that meta is compared apart: every
page of the first build must name MkDocs there and every page of the second ProperDocs, so a "ProperDocs"
build that MkDocs really ran fails. ``--pages GLOB`` (repeatable) compares only the files it matches,
should the job ever need to be cut down (contributing/maintaining.md says how long it takes).

Exit status: 0 when the sites are the same, 1 when they differ (every difference listed), 2 on a
usage error or a failed build.
"""

from __future__ import annotations

import argparse
import difflib
import fnmatch
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
_TAG_BREAK = re.compile(r"(?=<)")
MAX_LINES = 40  # of one file's difference
# Material's base.html: <meta name="generator" content="mkdocs-{{ mkdocs_version }}, mkdocs-material-…">
GENERATOR_META = re.compile(r'<meta name="generator" content="([^"]*)">')


def files_of(site: Path) -> dict[str, Path]:
    return {str(p.relative_to(site)): p for p in sorted(site.rglob("*")) if p.is_file()}


def _lines_of_html(text: str) -> list[str]:
    return [piece for piece in _TAG_BREAK.split(text) if piece.strip()]


def _diff(before: list[str], after: list[str], name: str) -> list[str]:
    lines = list(difflib.unified_diff(before, after, f"before/{name}", f"after/{name}", n=1, lineterm=""))
    if len(lines) > MAX_LINES:
        lines = [*lines[:MAX_LINES], f"… ({len(lines) - MAX_LINES} more lines of difference)"]
    return lines


def html_difference(before: bytes, after: bytes, name: str) -> list[str]:
    old, new = before.decode("utf-8", "replace"), after.decode("utf-8", "replace")
    return _diff(_lines_of_html(old), _lines_of_html(new), name)


def search_difference(before: bytes, after: bytes, name: str) -> list[str]:
    old, new = json.loads(before), json.loads(after)
    found = []
    if {k: v for k, v in old.items() if k != "docs"} != {k: v for k, v in new.items() if k != "docs"}:
        found.append("the index's configuration differs: " + json.dumps(old.get("config")) + " → "
                     + json.dumps(new.get("config")))
    docs_old, docs_new = old.get("docs", []), new.get("docs", [])
    by_old = {d["location"]: d for d in docs_old}
    by_new = {d["location"]: d for d in docs_new}
    for location in sorted(set(by_old) - set(by_new)):
        found.append(f"entry {location!r} only before")
    for location in sorted(set(by_new) - set(by_old)):
        found.append(f"entry {location!r} only after")
    for location in sorted(set(by_old) & set(by_new)):
        a, b = by_old[location], by_new[location]
        for field in sorted(set(a) | set(b)):
            if a.get(field) != b.get(field):
                found.append(f"entry {location!r}, {field}:")
                found += ["  " + line for line in _diff([str(a.get(field))], [str(b.get(field))], name)[2:]]
    if not found and [d["location"] for d in docs_old] != [d["location"] for d in docs_new]:
        found.append("the same entries in another order")
    return found[:MAX_LINES]


def notebook_difference(before: bytes, after: bytes, name: str) -> list[str]:
    old, new = json.loads(before), json.loads(after)
    found = []
    if old.get("metadata") != new.get("metadata"):
        found.append("notebook metadata differs")
    cells_old, cells_new = old.get("cells", []), new.get("cells", [])
    if len(cells_old) != len(cells_new):
        found.append(f"{len(cells_old)} cells before, {len(cells_new)} after")
    for i, (a, b) in enumerate(zip(cells_old, cells_new, strict=False)):
        if a != b:
            found.append(f"cell {i + 1} ({a.get('id')}):")
            found += ["  " + line for line in _diff(json.dumps(a, indent=1, ensure_ascii=False).splitlines(),
                                                     json.dumps(b, indent=1, ensure_ascii=False).splitlines(), name)]
    if not found:
        found.append("same cells, other bytes (key order or formatting)")
    return found[:MAX_LINES]


def difference(rel: str, before: bytes, after: bytes) -> list[str]:
    """How one file differs (empty when its bytes are the same)."""
    if before == after:
        return []
    try:
        if rel.endswith((".html", ".htm")):
            return html_difference(before, after, rel)
        if rel.endswith("search_index.json"):
            return search_difference(before, after, rel)
        if rel.endswith(".ipynb"):
            return notebook_difference(before, after, rel)
    except (ValueError, KeyError) as err:
        return [f"the bytes differ, and the file cannot be read as expected: {err}"]
    return [f"the bytes differ ({len(before)} bytes before, {len(after)} after)"]


def without_generator(data: bytes) -> tuple[bytes, list[str]]:
    """An HTML file with its generator meta's content blanked, and the content(s) it had."""
    text = data.decode("utf-8", "replace")
    found = GENERATOR_META.findall(text)
    return GENERATOR_META.sub('<meta name="generator" content="">', text).encode("utf-8"), found


def generator_difference(rel: str, before: bytes, after: bytes, generators: tuple[str, str]) -> tuple[bytes, bytes,
                                                                                                     list[str]]:
    """Both files with the generator meta set aside, and what is wrong with it: each side must name its own."""
    old, old_meta = without_generator(before)
    new, new_meta = without_generator(after)
    found = []
    for side, metas, name in (("before", old_meta, generators[0]), ("after", new_meta, generators[1])):
        if metas and not all(name in m for m in metas):
            found.append(f"generator {side}: {rel} says {metas}, not {name}")
    if len(old_meta) != len(new_meta):
        found.append(f"generator: {rel} has {len(old_meta)} generator meta(s) before, {len(new_meta)} after")
    return old, new, found


def compare(before: Path, after: Path, generators: tuple[str, str] | None = None,
            pages: list[str] | None = None) -> list[str]:
    """Every difference between two built sites, as report lines (empty when they are the same).

    ``generators`` (e.g. ``("mkdocs-1.6", "ProperDocs")``): the HTML files' generator meta is compared
    apart, each side's must contain its name. ``pages``: only the files matching one of these globs."""
    old, new = files_of(before), files_of(after)
    if pages:
        old = {k: v for k, v in old.items() if any(fnmatch.fnmatch(k, g) for g in pages)}
        new = {k: v for k, v in new.items() if any(fnmatch.fnmatch(k, g) for g in pages)}
    report = []
    for rel in sorted(set(old) - set(new)):
        report.append(f"only before: {rel}")
    for rel in sorted(set(new) - set(old)):
        report.append(f"only after: {rel}")
    for rel in sorted(set(old) & set(new)):
        a, b, meta = old[rel].read_bytes(), new[rel].read_bytes(), []
        if generators and rel.endswith((".html", ".htm")):
            a, b, meta = generator_difference(rel, a, b, generators)
        report += meta
        found = difference(rel, a, b)
        if found:
            report.append(f"differs: {rel}")
            report += ["    " + line for line in found]
    return report


def build(checkout: Path, site: Path, own_hooks: bool, python: str = sys.executable,
          generator: str = "mkdocs") -> None:
    """``python -m pathshala_mkdocs --generator G build --strict`` of ``checkout`` into ``site``."""
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    env.pop("VIRTUAL_ENV", None)
    if own_hooks:  # before the venv's editable install, which points at this checkout's hooks/
        env["PYTHONPATH"] = os.pathsep.join([str(checkout / "hooks"), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    chosen = ["--generator", generator] if generator != "mkdocs" else []  # a REV before the option builds too
    done = subprocess.run([python, "-m", "pathshala_mkdocs", *chosen, "build", "--strict", "--site-dir", str(site)],
                          cwd=checkout, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        sys.stderr.write(done.stderr[-4000:])
        raise SystemExit(f"compare_sites: the build of {checkout} failed (above)")


def export(rev: str, dest: Path) -> None:
    """The tree of ``rev`` in ``dest`` (git archive: this checkout's index and worktrees stay as they are)."""
    archive = subprocess.run(["git", "-C", str(REPO), "archive", "--format=tar", rev], capture_output=True)
    if archive.returncode != 0:
        raise SystemExit(f"compare_sites: git archive {rev}: {archive.stderr.decode(errors='replace').strip()}")
    subprocess.run(["tar", "-x", "-C", str(dest)], input=archive.stdout, check=True)
    (dest / "node_modules").symlink_to(REPO / "node_modules", target_is_directory=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sites", nargs="*", type=Path, help="BEFORE AFTER: two built site folders")
    parser.add_argument("--against", metavar="REV", help="build REV and this checkout, then compare them")
    parser.add_argument("--properdocs", metavar="PYTHON",
                        help="build this checkout with MkDocs and with ProperDocs (PYTHON: a venv holding it), compare")
    parser.add_argument("--pages", metavar="GLOB", action="append", help="compare only the files this matches")
    args = parser.parse_args(argv)
    if args.properdocs:
        return against_properdocs(args.properdocs, args.pages)
    if args.against:
        with tempfile.TemporaryDirectory(prefix="pathshala-compare-") as tmp:
            tmp = Path(tmp)
            (tmp / "rev").mkdir()
            export(args.against, tmp / "rev")
            build(tmp / "rev", tmp / "before", own_hooks=True)
            build(REPO, tmp / "after", own_hooks=False)
            return report(compare(tmp / "before", tmp / "after"), args.against, "this checkout")
    if len(args.sites) != 2 or not all(p.is_dir() for p in args.sites):
        parser.print_usage(sys.stderr)
        return 2
    return report(compare(*args.sites), str(args.sites[0]), str(args.sites[1]))


def against_properdocs(python: str, pages: list[str] | None = None) -> int:
    """This checkout built by MkDocs and by ProperDocs, compared (the generator meta apart); the seconds each took."""
    import time

    with tempfile.TemporaryDirectory(prefix="pathshala-properdocs-") as tmp:
        tmp = Path(tmp)
        took = []
        for generator, python_of, site in (("mkdocs", sys.executable, tmp / "mkdocs"),
                                           ("properdocs", python, tmp / "properdocs")):
            start = time.monotonic()
            build(REPO, site, own_hooks=False, python=python_of, generator=generator)
            took.append(f"{generator} {time.monotonic() - start:.0f} s")
        print("compare_sites: built with " + ", ".join(took))
        lines = compare(tmp / "mkdocs", tmp / "properdocs", ("mkdocs-1.", "ProperDocs"), pages)
        pages_seen = sum(1 for p in (tmp / "properdocs").rglob("*.html")
                         if not pages or any(fnmatch.fnmatch(str(p.relative_to(tmp / "properdocs")), g) for g in pages))
        if not lines:
            print(f"compare_sites: {pages_seen} HTML pages name ProperDocs as their generator, nothing else differs")
        return report(lines, "MkDocs", "ProperDocs")


def report(lines: list[str], before: str, after: str) -> int:
    if not lines:
        print(f"compare_sites: {before} and {after} build the same site, file for file")
        return 0
    print("\n".join(lines))
    files = sum(1 for line in lines if not line.startswith("    "))
    print(f"compare_sites: {files} file(s) differ between {before} and {after}")
    return 1


if __name__ == "__main__":
    sys.exit(main())
