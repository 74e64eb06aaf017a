"""Command line, the same site pass as the MkDocs build, without MkDocs.

    python -m pathshala accept               record outputs (make accept); exit 0 once recorded,
                                             listing claims the new outputs no longer support
    python -m pathshala check                check them, as a build would
    python -m pathshala report --label L     write reports/L.{md,html,json}; exit 1 on drift
    python -m pathshala check-portable       run every snippet again under other CPU kernels
                                             (make check-portable); exit 1 on any difference
    python -m pathshala check-torch --torch V
        build a separate environment with torch V under .cache/envs/ and run
        `report` there (make check-torch TORCH=V); recorded outputs and the
        main environment are never touched
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import subprocess
import sys
from pathlib import Path

from .problems import Problem
from .site import SiteBuild


def read_pages(root: Path) -> dict[str, str]:
    docs = root / "docs"
    return {str(p.relative_to(docs)): p.read_text(encoding="utf-8") for p in sorted(docs.rglob("*.md"))}


FACTS_RECORD = "course/glossary-facts.json"


def glossary_facts(root: Path, runner=None) -> dict[str, str]:
    """The library facts the glossary states, as the installed libraries give them now (read by ``runner``)."""
    from . import glossary

    path = root / glossary.FILE
    if not path.is_file():
        return {}
    terms, _ = glossary.load(path)
    _, reading = glossary.fill_facts(terms, root / ".cache" / "pathshala" / "facts", runner)
    return dict(sorted(reading.values.items()))


def facts_drift(root: Path, runner=None) -> list[Problem]:
    """Glossary facts that differ from those recorded by `make accept` (the drift report lists them)."""
    path = root / FACTS_RECORD
    recorded = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
    now = glossary_facts(root, runner)
    return [
        Problem(FACTS_RECORD, f"glossary fact {key}: recorded {recorded.get(key)!r}, the library now says {value!r}")
        for key, value in now.items()
        if recorded.get(key) != value
    ]


def _report(root: Path, label: str, out: Path) -> int:
    from . import drift_report
    from .settings import library_versions

    build = SiteBuild(root)
    report = build.run(read_pages(root))
    report.problems += facts_drift(root, build.runner)
    day = datetime.datetime.now(datetime.UTC).date().isoformat()
    versions = library_versions()
    data = drift_report.summary(report, label, versions, day)
    text = drift_report.to_markdown(report, label, versions, day)
    out.mkdir(parents=True, exist_ok=True)
    (out / f"{label}.md").write_text(text, encoding="utf-8")
    (out / f"{label}.html").write_text(drift_report.to_html(text, label), encoding="utf-8")
    (out / f"{label}.json").write_text(drift_report.dumps(data), encoding="utf-8")
    print(report.summary)
    print(f"report: {out / label}.md, .html, .json — {'no drift' if data['ok'] else 'DRIFT'}")
    return 0 if data["ok"] else 1


def _check_torch(root: Path, version: str, out: Path) -> int:
    env = root / ".cache" / "envs" / f"torch-{version}"
    python = env / "bin" / "python"
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(env)], check=True)
    stamp = env / ".installed"
    wanted = (root / "constraints.txt").read_text() + (root / "pyproject.toml").read_text() + version
    if not stamp.is_file() or stamp.read_text() != wanted:
        # Everything as pinned, but this torch: the project itself goes in without its torch pin.
        requirements = env / "requirements.txt"
        pinned = [ln for ln in (root / "constraints.txt").read_text().splitlines() if ln and not ln.startswith("#")]
        requirements.write_text("\n".join([*pinned, f"torch=={version}"]) + "\n")
        pip = [str(python), "-m", "pip", "install", "--quiet"]
        subprocess.run([*pip, "-r", str(requirements)], check=True)
        subprocess.run([*pip, "--no-deps", "-e", str(root)], check=True)
        stamp.write_text(wanted)
    label = f"torch-{version}"
    env_vars = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH")}
    done = subprocess.run(
        [str(python), "-m", "pathshala", "report", "--root", str(root), "--label", label, "--out", str(out)],
        env=env_vars,
    )
    return done.returncode


def _check_portable(root: Path) -> int:
    from .portable import sweep
    from .runner import Runner
    from .site import job_for

    model = SiteBuild(root).scan(read_pages(root))
    for problem in model.problems:
        print(f"ERROR {problem}", file=sys.stderr)
    if model.problems:
        return 1
    fences = list({f.recorded: f for f in model.fences()}.values())
    baseline = Runner()
    machine = baseline.start().machine
    baseline.close()
    findings = sweep(fences, [job_for(f, root) for f in fences], root, machine)
    for finding in findings:
        print(f"ERROR {finding}", file=sys.stderr)
    print(f"portable: {len(fences)} snippets, {len(findings)} difference(s) on this machine's other kernel settings")
    return 1 if findings else 0


def _accepted(report) -> int:
    """Say what accept did; exit 0 once it recorded (claims to fix are listed, not fatal)."""
    from . import accepting

    if not report.changes:
        print("accept: every recorded output already matches its run")
    for warning in report.warnings:
        print(f"WARNING {warning}", file=sys.stderr)
    print(report.summary)
    text, status = accepting.report(report)
    print(text, end="")
    return status


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pathshala")
    parser.add_argument("command", choices=["accept", "check", "report", "check-torch", "check-portable"])
    parser.add_argument("--root", type=Path, default=Path.cwd())
    parser.add_argument("--label", default="")
    parser.add_argument("--torch", default="")
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    root = args.root.resolve()
    out = args.out or root / "reports"
    if args.command == "report":
        return _report(root, args.label or "report", out)
    if args.command == "check-portable":
        return _check_portable(root)
    if args.command == "check-torch":
        if not args.torch:
            parser.error("check-torch needs --torch VERSION")
        return _check_torch(root, args.torch, out)
    build = SiteBuild(root, accept=args.command == "accept")
    report = build.run(read_pages(root))
    if args.command == "accept":
        facts = json.dumps(glossary_facts(root, build.runner), ensure_ascii=False, indent=1) + "\n"
        record = root / FACTS_RECORD
        if not record.is_file() or record.read_text(encoding="utf-8") != facts:
            record.write_text(facts, encoding="utf-8")
            report.changes.append(f"recorded {FACTS_RECORD}: the glossary's library facts")
    for change in report.changes:
        print(change)
    if args.command == "accept":
        return _accepted(report)
    for warning in report.warnings:
        print(f"WARNING {warning}", file=sys.stderr)
    for problem in report.problems:
        print(f"ERROR {problem}", file=sys.stderr)
    print(report.summary)
    if args.command == "check" and report.warnings:
        return 1  # as strict as `mkdocs build --strict`
    return 1 if report.problems else 0


if __name__ == "__main__":
    sys.exit(main())
