"""Command line, the same site pass as the MkDocs build, without MkDocs.

    python -m pathshala accept               record outputs (make accept); exit 0 once recorded,
                                             listing claims the new outputs no longer support
    python -m pathshala check                check them, as a build would
    python -m pathshala report --label L     write reports/L.{md,html,json}; exit 1 on drift
    python -m pathshala review --lesson 07   what a reviewer wants first about one lesson (make review L=07):
                                             time by section, counts, new terms, references, claims
    python -m pathshala check-portable       run every snippet again under other CPU kernels
                                             (make check-portable); exit 1 on any difference
    python -m pathshala lesson --number 6 --slug tensors --title T
                                             scaffold a lesson (make lesson N=06 SLUG=… TITLE="…")
    python -m pathshala check-pr --base main  list the code paths a change touches (make check-pr BASE=main)
    python -m pathshala check-torch --torch V
        build a separate environment with the CPU build of torch V under
        .cache/envs/ and run `report` there (make check-torch TORCH=V); recorded
        outputs and the main environment are never touched (torch_env.py)
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import subprocess
import sys
from pathlib import Path

from . import safe_fs
from .content import tracked
from .problems import Problem, Stage, VisibleStream
from .project import CACHE, FACTS, GLOSSARY, Project, ProjectError, options_in
from .recordings.recorded import Status
from .site import SiteBuild


def read_pages(root: Path | Project) -> dict[str, str]:
    docs = (root if isinstance(root, Project) else Project(Path(root))).docs
    return {str(p.relative_to(docs)): p.read_text(encoding="utf-8") for p in sorted(docs.rglob("*.md"))}


FACTS_RECORD = FACTS


def project_at(root: Path) -> Project:
    """The project at ``root`` as its mkdocs.yml configures the plugin (``project.options_in``): the command line
    reads the same layout and templates a build does. ``ProjectError`` names a bad option."""
    options, docs_dir = options_in(root / "mkdocs.yml")
    return Project.of(root, options, docs_dir=docs_dir)


def glossary_facts(root: Path | Project, runner=None) -> dict[str, str]:
    """The library facts the glossary states, as the installed libraries give them now (read by ``runner``)."""
    from . import glossary

    project = root if isinstance(root, Project) else Project(Path(root))
    path = project.path(GLOSSARY)
    if not path.is_file():
        return {}
    terms, _ = glossary.load(path)
    _, reading = glossary.fill_facts(terms, project.facts_cache, runner)
    return dict(sorted(reading.values.items()))


def facts_drift(root: Path | Project, runner=None) -> list[Problem]:
    """Glossary facts that differ from those recorded by `make accept` (the drift report lists them)."""
    project = root if isinstance(root, Project) else Project(Path(root))
    root = project.root
    path = root / FACTS_RECORD
    recorded = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
    now = glossary_facts(project, runner)
    return [
        Problem(FACTS_RECORD, None, f"glossary fact {key}: recorded {recorded.get(key)!r}, the library now says "
                                    f"{value!r}", stage=Stage.COURSE)
        for key, value in now.items()
        if recorded.get(key) != value
    ]


def _report(project: Project, label: str, out: Path) -> int:
    from .recordings import drift_report
    from .running import torch_env
    from .running.settings import RunSettings, library_versions

    build = SiteBuild(project, settings=RunSettings(torch_version=torch_env.standin()))
    report = build.run(read_pages(project))
    report.found += build.read_course(set(report.pages)).found  # the roadmap's and the glossary's, as a build
    report.found += facts_drift(project, build.runner)
    # The versions the snippets ran on, as the libraries themselves say (torch's local tag included).
    runs = (r.result for r in report.runs() if r.spec is not None and r.spec.recording is not None)
    versions = next((run.versions for run in runs if run and run.versions), library_versions())
    day = datetime.datetime.now(datetime.UTC).date().isoformat()
    data = drift_report.write_files(out, report, label, versions, day)
    print(report.summary)
    print(_report_listing(report, data, out / label))
    return 0 if data["ok"] else 1


def _report_listing(report, data: dict, stem: Path) -> str:
    """What changed, one line per snippet with its page and line, and what to do next."""
    from .recordings import drift_report

    lines = [f"report: {stem}.md, .html, .json ({', '.join(f'{k} {v}' for k, v in sorted(data['versions'].items()))})"]
    expected = [v for v in report.verdicts if v.status is Status.VARIES]
    for v in expected:
        lines.append(f"  expected change  {v.run.where} {v.run.label} ({v.what}, varies=)")
    for v in drift_report.failing(report):
        lines.append(f"  {v.status:<15}  {v.run.where} {v.run.label} ({v.what})")
    lines += [f"  no longer holds  {p}".split("\n")[0] for p in data["problems"]]
    if data["ok"]:
        lines.append("no drift" + (": only lines marked varies= changed" if expected else ""))
    else:
        lines.append(
            f"DRIFT. Next: read {stem}.md for each diff. A line that changes with every torch (a printed "
            'version) gets varies="regex" on its fence; a real change is accepted when the pin moves '
            "(contributing/maintaining.md: Moving the torch pin): bump, `make accept`, fix the claims it lists, "
            "commit the report."
        )
    return "\n".join(lines)


def _check_torch(root: Path, version: str, out: Path | None) -> int:
    from .running import torch_env

    if torch_env.standin():
        # A stand-in's "new torch" is this torch under another version string: its report is a drill, never
        # a verification of that version, so it never lands in reports/ (the site's verification page
        # reads every report there). By default it goes to a scratch folder under .cache/.
        reports = (root / "reports").resolve()
        out = (out or root / STANDIN_REPORTS).resolve()
        if out == reports or reports in out.parents:
            print(f"check-torch: {torch_env.STANDIN} is a drill with a stand-in torch: its report may not be "
                  f"written into reports/, where the site's verification page would show it as a real run; "
                  f"leave out --out (it goes to {STANDIN_REPORTS}/) or name another folder", file=sys.stderr)
            return 2
        print(f"check-torch: {torch_env.STANDIN} is set: a drill with a stand-in torch; the report goes to "
              f"{out} (never reports/)")
    out = out or root / "reports"
    try:
        cmd, env = torch_env.report_command(root, version, out)
    except torch_env.EnvError as err:
        print(f"check-torch: {err}", file=sys.stderr)
        return 2
    return subprocess.run(cmd, env=env).returncode


STANDIN_REPORTS = f"{CACHE}/standin-reports"  # a stand-in check-torch's report (a drill): never reports/


def _new_lesson(root: Path, args) -> int:
    """Scaffold the lesson, then record its first snippet with a real run (as `make accept` would)."""
    from . import scaffold

    if not (args.number and args.slug):
        print('usage: make lesson N=06 SLUG=slug [TITLE="…" for a lesson not on the roadmap]', file=sys.stderr)
        return 2
    try:
        number = int(args.number)
        plan = scaffold.plan(root, number, args.slug, args.title)
    except (ValueError, scaffold.ScaffoldError) as err:
        print(f"make lesson: {err}", file=sys.stderr)
        return 1
    scaffold.write(plan)
    build = SiteBuild(root, accept=True)
    try:
        page = next(iter(plan.files)).read_text(encoding="utf-8")
        report = build.run({plan.page: page})
    finally:
        build.runner.close()
    for change in report.changes:
        print(change.splitlines()[0])
    for problem in report.problems:
        print(f"ERROR {problem}", file=sys.stderr)
    print(scaffold.next_steps(plan))
    return 1 if report.problems else 0


def _review(root: Path | Project, lesson: str) -> int:
    from .content.text import to_ascii_digits
    from .gate.review import review

    number = to_ascii_digits(lesson.strip())
    if not number.isdigit():
        print("usage: make review L=07 (or --lesson 07): a lesson number", file=sys.stderr)
        return 2
    text, status = review(root, read_pages(root), int(number))
    print(text, end="")
    return status


def _check_portable(root: Path) -> int:
    from .recordings.portable import model_answers, record_sweeps, sweep
    from .running import needs
    from .running.runner import Runner
    from .running.runs import among

    model = SiteBuild(root).scan(read_pages(root))
    for problem in model.problems:
        print(f"ERROR {problem}", file=sys.stderr)
    if model.problems:
        return 1
    # Every recorded run of the site once (a fence's, a predict block's), as the build runs it.
    specs = [r.spec for r in model.runs() if r.spec is not None and r.spec.recording is not None]
    # A run whose needs= this machine lacks is not run, so it is never counted as holding (needs.py): a line
    # each, and an error where every run must happen (PATHSHALA_REQUIRE_ALL=1, CI).
    capabilities = needs.Capabilities()
    lacking = {spec.recording.output: (spec, capabilities.missing(spec.needs)) for spec in specs if spec.recording}
    not_run = [needs.line(spec.where, spec.label, missing, capabilities.require_all)
               for spec, missing in lacking.values() if missing]
    for line in not_run:
        print(f"ERROR {line}" if capabilities.require_all else f"portable: {line}",
              file=sys.stderr if capabilities.require_all else sys.stdout)
    specs = [spec for spec in specs if spec.recording and not lacking[spec.recording.output][1]]
    runs = list({spec.recording.output: spec for spec in specs if spec.recording}.values())
    baseline = Runner()
    machine = baseline.start().machine
    baseline.close()
    snippets = frozenset(spec.job.display_path for spec in specs if spec.job.folder is not None)
    findings = sweep(runs, [among(spec.job, snippets) for spec in runs], root, machine,
                     answers=model_answers(model))
    for finding in findings:
        print(f"ERROR {finding}", file=sys.stderr)
    for note in record_sweeps(root, runs, findings, machine):
        print(note)
    print(f"portable: {len(runs)} snippets, {len(findings)} difference(s) under this machine's other kernel "
          "settings and the other rounding directions"
          + (f"; {len(not_run)} not run (a capability this machine lacks, above): not checked" if not_run else ""))
    return 1 if findings or (not_run and capabilities.require_all) else 0


def _accepted(report) -> int:
    """Say what accept did; exit 0 once it recorded (claims to fix are listed, not fatal)."""
    from .recordings import accepting

    if not report.changes and not report.recording_problems:
        print("accept: every recorded output already matches its run")
    elif not report.changes:  # nothing recorded because a run failed: "already matches" would be false
        print(f"accept: nothing recorded: {len(report.recording_problems)} fence(s) could not be recorded "
              "(below); fix each, then `make accept` again")
    for warning in report.warnings:
        print(f"WARNING {warning}", file=sys.stderr)
    if report.sandbox:
        print(report.sandbox)
    print(report.summary)
    text, status = accepting.report(report)
    print(text, end="")
    return status


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pathshala")
    parser.add_argument("command", choices=["accept", "check", "report", "check-torch", "check-portable", "lesson",
                                            "check-pr", "review"])
    parser.add_argument("--root", type=Path, default=Path.cwd())
    parser.add_argument("--label", default="")
    # `make` hands its arguments over in the environment (N, SLUG, TITLE, L, TORCH, BASE), never on
    # the recipe line, where make and the shell would read them as syntax (`$(shell …)`, a newline).
    parser.add_argument("--torch", default=os.environ.get("TORCH", ""))
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--number", default=os.environ.get("N", ""))
    parser.add_argument("--slug", default=os.environ.get("SLUG", ""))
    parser.add_argument("--title", default=os.environ.get("TITLE", ""))
    parser.add_argument("--lesson", default=os.environ.get("L", ""))
    parser.add_argument("--base", default=os.environ.get("BASE", ""))
    args = parser.parse_args(argv)
    if args.command == "check-torch" and not args.torch:
        parser.error("check-torch needs a version: make check-torch TORCH=<version> (or --torch VERSION)")
    # Run output reaches this terminal (diffs, tracebacks): its control bytes are shown, never obeyed.
    streams = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = VisibleStream(sys.stdout), VisibleStream(sys.stderr)
    try:
        return _command(args)
    finally:
        sys.stdout, sys.stderr = streams


def _command(args) -> int:
    root = args.root.resolve()
    out = args.out or root / "reports"
    if args.command == "check-pr":
        from . import boundary

        return boundary.main(root, args.base)
    try:
        tracked.check(root)
    except tracked.RefusedCheckout as err:
        print(str(err), file=sys.stderr)
        return 1
    try:
        project = project_at(root)
    except ProjectError as err:
        print(str(err), file=sys.stderr)
        return 1
    if args.command == "report":
        return _report(project, args.label or "report", out)
    if args.command == "lesson":
        return _new_lesson(root, args)
    if args.command == "review":
        return _review(project, args.lesson)
    if args.command == "check-portable":
        return _check_portable(root)
    if args.command == "check-torch":
        return _check_torch(root, args.torch, args.out)
    build = SiteBuild(project, accept=args.command == "accept")
    report = build.run(read_pages(project))
    # The roadmap and the glossary, read and reported as a build reads and reports them (course_data.py).
    report.found += build.read_course(set(report.pages)).found
    if args.command == "accept":
        facts = json.dumps(glossary_facts(project, build.runner), ensure_ascii=False, indent=1) + "\n"
        record = root / FACTS_RECORD
        if not record.is_file() or record.read_text(encoding="utf-8") != facts:
            safe_fs.write_text(root, record, facts)
            report.changes.append(f"recorded {FACTS_RECORD}: the glossary's library facts")
    for change in report.changes:
        print(change)
    if args.command == "accept":
        return _accepted(report)
    for warning in report.warnings:
        print(f"WARNING {warning}", file=sys.stderr)
    for problem in report.problems:
        print(f"ERROR {problem}", file=sys.stderr)
    if report.sandbox:
        print(report.sandbox)
    print(report.summary)
    for line in report.skipped:  # a run not made for a missing capability (needs=)
        print(line)
    if args.command == "check" and report.warnings:
        return 1  # as strict as `mkdocs build --strict`
    return 1 if report.problems else 0


if __name__ == "__main__":
    sys.exit(main())
