"""The drift report: what a different torch (or numpy, or Python) changes, page by page.

It never writes a recorded output. Per lesson and snippet it says unchanged,
within tolerance, drifted (with the diff) or failed (with the traceback), and
it lists the claims and quiz proofs that no longer hold. ``summary()`` is the
machine-readable part, committed under ``reports/`` and shown on the site's
verification page.
"""

from __future__ import annotations

import html
import json
from collections import Counter
from pathlib import Path

import markdown

from .. import safe_fs
from ..model import SiteModel
from ..problems import Problem, excerpt
from .recorded import FAILING, Status

STATUS_BN = {
    Status.UNCHANGED: "অপরিবর্তিত",
    Status.WITHIN_TOLERANCE: "সহনসীমার মধ্যে",
    Status.VARIES: "প্রত্যাশিত বদল",  # only lines the fence's varies= names (a printed version)
    Status.DRIFTED: "বদলেছে",
    Status.FAILED: "ব্যর্থ",
    Status.MISSING: "রেকর্ড নেই",
    Status.REFUSED: "ফাইল অগ্রহণযোগ্য",
    Status.EDITED: "হাতে বদলানো",  # not the text `make accept` wrote (its digest in accepted.json)
}


def _other_problems(report: SiteModel) -> list[Problem]:
    """Problems that are not about a recording: claims, proofs, snippets that could not be set up."""
    from_verdicts = {v.problem for v in report.verdicts if v.problem} | {
        p for p in report.problems if any(p.message == v.detail for v in report.verdicts)
    }
    return [p for p in report.problems if p not in from_verdicts]


def summary(report: SiteModel, label: str, versions: dict[str, str], day: str) -> dict:
    """Counts per lesson page, every verdict by name, and the problems: JSON-ready and deterministic."""
    pages: dict[str, Counter] = {}
    for v in report.verdicts:
        pages.setdefault(v.run.page, Counter())[v.status] += 1
    others = _other_problems(report)
    return {
        "label": label,
        "date": day,
        "versions": versions,
        "pages": {page: dict(sorted(c.items())) for page, c in sorted(pages.items())},
        "verdicts": [
            {"page": f"docs/{v.run.page}", "line": v.run.line, "snippet": v.run.label, "what": v.what,
             "recorded": v.recorded, "status": v.status}
            for v in sorted(report.verdicts, key=lambda v: (v.run.page, v.run.line, v.what))
        ],
        "problems": [str(p) for p in others],
        "ok": not any(v.status.failing for v in report.verdicts) and not others,
    }


def to_markdown(report: SiteModel, label: str, versions: dict[str, str], day: str) -> str:
    """The full report: a table per lesson, then every diff and traceback."""
    lines = [
        f"# যাচাই প্রতিবেদন: {label}",
        "",
        f"তারিখ {day}। " + ", ".join(f"{k} {v}" for k, v in sorted(versions.items())) + "।",
        "",
    ]
    by_page: dict[str, list] = {}
    for v in report.verdicts:
        by_page.setdefault(v.run.page, []).append(v)
    total = Counter(v.status for v in report.verdicts)
    lines += [
        "| অবস্থা | সংখ্যা |",
        "| --- | --- |",
        *[f"| {STATUS_BN[s]} | {n} |" for s, n in sorted(total.items())],
        "",
    ]
    for page, verdicts in sorted(by_page.items()):
        lines += [f"## docs/{page}", "", "| snippet | কী | অবস্থা |", "| --- | --- | --- |"]
        lines += [f"| `{v.run.label}` | {v.what} | {STATUS_BN[v.status]} |" for v in verdicts]
        lines.append("")
        for v in verdicts:
            if v.status in (Status.DRIFTED, Status.WITHIN_TOLERANCE, Status.VARIES):
                lines += [f"### `{v.recorded}` ({STATUS_BN[v.status]})", "", "```diff", v.detail.rstrip(), "```", ""]
            elif v.status is Status.FAILED:
                lines += [f"### `{v.run.label}` ({STATUS_BN[v.status]})", "", "```text", excerpt(v.detail).rstrip(),
                          "```", ""]
    others = _other_problems(report)
    lines += ["## দাবি আর প্রমাণ যা আর টেকে না", ""]
    if others:
        for p in others:
            lines += ["```text", excerpt(str(p)).rstrip(), "```", ""]
    else:
        lines += ["নেই: প্রতিটি দাবি আর quiz-প্রমাণ এই run-এও টেকে।", ""]
    return "\n".join(lines)


def failing(report: SiteModel) -> list:
    """The verdicts that make a report fail (drifted, failed, missing, refused), in page order."""
    return sorted((v for v in report.verdicts if v.status.failing), key=lambda v: (v.run.page, v.run.line))


def to_html(markdown_text: str, label: str) -> str:
    """A standalone HTML page of the report (for CI artefacts)."""
    body = markdown.markdown(markdown_text, extensions=["tables", "fenced_code"])
    return (
        '<!doctype html>\n<html lang="bn"><head><meta charset="utf-8">'
        f"<title>যাচাই প্রতিবেদন: {html.escape(label)}</title>"
        "<style>body{font-family:sans-serif;max-width:60rem;margin:auto;padding:1rem}"
        "pre{background:#f4f4f4;padding:.5rem;overflow:auto}table{border-collapse:collapse}"
        "td,th{border:1px solid #ccc;padding:.2rem .5rem}</style></head>"
        f"<body>{body}</body></html>\n"
    )


def dumps(data: dict) -> str:
    return json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def write_files(out: Path, report: SiteModel, label: str, versions: dict[str, str], today: str) -> dict:
    """Write ``out/<label>.{md,html,json}``; the summary written.

    A report that says what the committed one says keeps the committed one's date,
    so running again for the same version without changes leaves the files byte-identical.
    """
    path = out / f"{label}.json"
    day = today
    if path.is_file():
        try:
            old = json.loads(path.read_text(encoding="utf-8"))
        except ValueError:
            old = {}
        if isinstance(old, dict) and isinstance(old.get("date"), str):
            same = summary(report, label, versions, old["date"])
            if dumps(same) == dumps(old):
                day = old["date"]
    data = summary(report, label, versions, day)
    text = to_markdown(report, label, versions, day)
    out.mkdir(parents=True, exist_ok=True)
    for name, content in ((f"{label}.md", text), (f"{label}.html", to_html(text, label)), (path.name, dumps(data))):
        target = out / name
        if not target.is_file() or target.read_text(encoding="utf-8") != content:
            safe_fs.write_text(out, target, content)
    return data


def verification_markdown(
    pages: dict[str, str], current: dict[str, dict[str, str]], reports: list[dict], details: dict[str, str]
) -> str:
    """The site's "যাচাই প্রতিবেদন" page: per lesson, the versions its outputs were verified on.

    ``pages`` maps a lesson page to its title; ``current`` maps it to the versions
    of this build's runs (every build verifies the pinned versions); ``reports`` are
    the committed summaries of drift reports; ``details`` their Markdown by label.
    """
    lines = [
        # For maintainers, not readers: out of the navigation (mkdocs.yml's not_in_nav) and out of search
        # (Material's search honours this front matter); built and reachable at verification/.
        "---",
        "search:",
        "  exclude: true",
        "---",
        "",
        "# যাচাই প্রতিবেদন",
        "",
        "প্রতিটি build পাতার সব আউটপুট নতুন করে চালিয়ে রেকর্ড করা আউটপুটের সঙ্গে মেলায়; না মিললে build থামে। "
        "তাই নিচের প্রথম কলামের version-গুলোতে প্রতিটি পর্ব প্রতিবার যাচাই হয়। নতুন PyTorch এলে "
        "`make check-torch TORCH=<version>` আলাদা environment-এ পুরো site চালিয়ে দেখে কী বদলায়; "
        "তার ফল পরের কলামগুলোতে।",
        "",
    ]
    header = ["পর্ব", "এই build (প্রতিবার)"] + [f"{r['label']} ({r['date']})" for r in reports]
    lines += ["| " + " | ".join(header) + " |", "|" + " --- |" * len(header)]
    for page, title in sorted(pages.items()):
        v = current.get(page, {})
        here = f"torch {v.get('torch', '?')}, numpy {v.get('numpy', '?')}: সব মিলেছে" if v else "চালানোর কিছু নেই"
        cells = [f"[{title}]({page})", here]
        for r in reports:
            counts = r["pages"].get(page)
            if not counts:
                cells.append("—")
                continue
            parts = [f"{STATUS_BN[s]} {n}" for s, n in sorted(counts.items())]
            mark = "✓" if not any(s in FAILING for s in counts) else "✗"
            cells.append(f"{mark} " + ", ".join(parts))
        lines.append("| " + " | ".join(cells) + " |")
    lines.append("")
    for r in reports:
        text = details.get(r["label"])
        if text:
            body = text.split("\n", 1)[1] if text.startswith("# ") else text
            body = body.replace("\n## ", "\n### ").replace("\n### `", "\n#### `")  # one level down
            lines += [f"## {r['label']}: বিস্তারিত", "", body, ""]
    return "\n".join(lines)
