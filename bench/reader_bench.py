"""`make bench-reader`: what a reader on a mid-range phone over mobile data gets from every page.

Builds the site (unless ``--no-build``), serves ``site/`` from 127.0.0.1 compressed as GitHub Pages
serves it (gzip, ``bench/local.py``), and runs Lighthouse (the npm package pinned in package.json)
on the home page and every lesson with its default mobile preset: simulated slow 4G (150 ms RTT,
1.6 Mbit/s) and a 4× slower CPU, a 412×823 screen. Lighthouse drives the same Debian Chromium the
browser tests use, with their flags. Nothing leaves the machine: Lighthouse's error reporting is off
(``--no-enable-error-reporting``), Chromium resolves no host name (``--host-resolver-rules``), and
where bubblewrap can start, Lighthouse and Chromium run in a network namespace of their own in which
only a loopback exists, so even a request nobody foresaw has nowhere to go.

Each page is measured ``--runs`` times (default 3) and each figure is the median of its runs; the
machine's load average is printed with every run, since Lighthouse's figures follow the machine's
load. One line per page, then the worst of each figure over all pages:

``reader: page=08-autograd-internals perf=… fcp_s=… lcp_s=… tbt_ms=… cls=… dom=… transfer_kb=… a11y=…``
``reader-worst: perf=… fcp_s=… lcp_s=… tbt_ms=… cls=… dom=… transfer_kb=… a11y=… load=…``

and ``targets: met`` or ``targets: missed …`` (exit status 1). The targets (issue 28): performance
≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.1, accessibility 100. ``dom`` is Lighthouse's count of
elements in the body once the page has loaded; ``transfer_kb`` everything the page loaded, as sent.

The smallest run (``make bench-reader RUNS=1 PAGES=08-autograd-internals/``, or ``--runs 1 --page …
--site DIR --no-build`` on a site already built) is what tests/test_bench.py runs. A build or a
Lighthouse run that fails stops the benchmark with the lines that say why (exit status 2).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from dataclasses import dataclass, fields
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(HERE))

from failure import why  # noqa: E402
from local import CHROMIUM, CHROMIUM_ARGS, static_server  # noqa: E402

LIGHTHOUSE = REPO / "node_modules" / ".bin" / "lighthouse"
# No host name resolves (127.0.0.1 is an address, not a name): a request to another host fails at once.
NO_HOSTS = "--host-resolver-rules=MAP * ~NOTFOUND"
RUN_TIMEOUT_S = 300  # one Lighthouse run on a loaded machine; a bound, not a target


@dataclass(frozen=True)
class Figures:
    perf: float
    fcp_s: float
    lcp_s: float
    tbt_ms: float
    cls: float
    dom: float
    transfer_kb: float
    a11y: float

    def line(self) -> str:
        return (f"perf={self.perf:.0f} fcp_s={self.fcp_s:.2f} lcp_s={self.lcp_s:.2f} tbt_ms={self.tbt_ms:.0f} "
                f"cls={self.cls:.3f} dom={self.dom:.0f} transfer_kb={self.transfer_kb:.0f} a11y={self.a11y:.0f}")


# Which way is worse for each figure: lower perf and a11y; higher everything else.
LOWER_IS_WORSE = {"perf", "a11y"}
TARGETS = {"perf": (">=", 90), "lcp_s": ("<=", 2.5), "tbt_ms": ("<=", 200), "cls": ("<=", 0.1), "a11y": (">=", 100)}


def figures(report: dict) -> Figures:
    """The figures of one Lighthouse JSON report."""
    audits, categories = report["audits"], report["categories"]

    def value(audit: str) -> float:
        found = audits[audit].get("numericValue")
        if found is None:
            raise RuntimeError(f"Lighthouse gave no value for {audit}: {audits[audit].get('errorMessage')}")
        return float(found)

    return Figures(
        perf=round(categories["performance"]["score"] * 100),
        fcp_s=value("first-contentful-paint") / 1000,
        lcp_s=value("largest-contentful-paint") / 1000,
        tbt_ms=value("total-blocking-time"),
        cls=value("cumulative-layout-shift"),
        dom=value("dom-size"),
        transfer_kb=value("total-byte-weight") / 1024,
        a11y=round(categories["accessibility"]["score"] * 100),
    )


def median(runs: list[Figures]) -> Figures:
    return Figures(*(statistics.median(getattr(r, f.name) for r in runs) for f in fields(Figures)))


def worst(pages: list[Figures]) -> Figures:
    pick = {f.name: (min if f.name in LOWER_IS_WORSE else max) for f in fields(Figures)}
    return Figures(*(pick[f.name](getattr(p, f.name) for p in pages) for f in fields(Figures)))


def missed(figs: Figures) -> list[str]:
    out = []
    for name, (how, bound) in TARGETS.items():
        value = getattr(figs, name)
        if not (value >= bound if how == ">=" else value <= bound):
            out.append(f"{name}={value:g} (target {how} {bound:g})")
    return out


def chromium_flags() -> str:
    return " ".join(["--headless=new", *CHROMIUM_ARGS, NO_HOSTS])


def lighthouse(url: str, out: Path) -> dict:
    """One Lighthouse run of ``url`` (mobile preset), its JSON report."""
    command = [
        str(LIGHTHOUSE), url,
        "--output=json", f"--output-path={out}",
        "--only-categories=performance,accessibility",
        "--no-enable-error-reporting",
        f"--chrome-flags={chromium_flags()}",
        "--quiet",
    ]
    env = {**os.environ, "CHROME_PATH": str(CHROMIUM)}
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=RUN_TIMEOUT_S)
    if done.returncode != 0 or not out.exists():  # Lighthouse's own error lines (--quiet: it prints little else)
        said = [ln for ln in done.stderr.splitlines() if "error" in ln.lower() or "Error" in ln]
        raise RuntimeError(f"lighthouse failed on {url} (exit {done.returncode}):\n"
                           + "\n".join(said[-20:] or done.stderr.splitlines()[-20:]))
    report = json.loads(out.read_text(encoding="utf-8"))
    if report.get("runtimeError"):
        raise RuntimeError(f"lighthouse on {url}: {report['runtimeError']}")
    return report


def network_wall() -> list[str]:
    """A command prefix that runs a program with no network but a loopback of its own (bubblewrap's
    ``--unshare-net``), or [] where bubblewrap cannot start here. The static server then runs inside the
    same namespace (``--inner``), since another namespace's 127.0.0.1 is not this one's."""
    try:
        from pathshala.running.seal import find_bwrap
    except ImportError:
        return []
    bwrap = find_bwrap()
    if not bwrap:
        return []
    wall = [bwrap, "--dev-bind", "/", "/", "--unshare-net", "--die-with-parent", "--"]
    probe = subprocess.run([*wall, "true"], capture_output=True)
    return wall if probe.returncode == 0 else []


def load() -> str:
    return "/".join(f"{x:.2f}" for x in os.getloadavg())


def pages_of(site: Path) -> list[str]:
    """The home page and every lesson page of a built site, as paths under its root: each lesson's opening
    page and its parts 2, 3, … (``NN-slug/2/``: content/parts.py), in order."""
    lessons = sorted(p.parent.name for p in site.glob("[0-9][0-9]-*/index.html"))
    found = [""]
    for name in lessons:
        found.append(f"{name}/")
        parts = sorted(int(p.parent.name) for p in (site / name).glob("[0-9]*/index.html") if p.parent.name.isdigit())
        found += [f"{name}/{n}/" for n in parts]
    return found


def measure(site: Path, pages: list[str], runs: int) -> int:
    results: list[Figures] = []
    keep = os.environ.get("PATHSHALA_LH_KEEP")  # a folder to keep each run's Lighthouse JSON in (to read why)
    with static_server(site, compress=True) as base, tempfile.TemporaryDirectory(prefix="pathshala-lh-") as tmp:
        tmp = keep or tmp
        for page in pages:
            name = page.rstrip("/") or "home"  # a part: 05-slug/2, its file 05-slug-2-0.json
            one = []
            for i in range(runs):
                figs = figures(lighthouse(base + page, Path(tmp) / f"{name.replace('/', '-')}-{i}.json"))
                print(f"  run {i + 1}/{runs} {name}: {figs.line()} load={load()}", flush=True)
                one.append(figs)
            page_figs = median(one)
            results.append(page_figs)
            print(f"reader: page={name} {page_figs.line()}", flush=True)
    total = worst(results)
    print(f"reader-worst: {total.line()} load={load()}")
    gaps = missed(total)
    print("targets: met" if not gaps else "targets: missed " + " ".join(gaps))
    return 1 if gaps else 0


def main() -> int:
    parser = argparse.ArgumentParser(description="make bench-reader")
    parser.add_argument("--runs", type=int, default=int(os.environ.get("RUNS") or 3),
                        help="Lighthouse runs per page, the median printed (default 3, or RUNS)")
    parser.add_argument("--page", action="append",
                        help="only these pages (e.g. 08-autograd-internals/; '' = home); default: PAGES "
                             "(space-separated) or the home page and every lesson")
    parser.add_argument("--site", type=Path, default=REPO / "site", help="the built site (default site/)")
    parser.add_argument("--no-build", action="store_true", help="measure the site as it is")
    parser.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)  # already inside the wall
    args = parser.parse_args()
    if args.runs < 1:
        parser.error("--runs is at least 1")
    if args.page is None and os.environ.get("PAGES"):
        args.page = os.environ["PAGES"].split()
    if not LIGHTHOUSE.exists():
        print(f"no {LIGHTHOUSE.relative_to(REPO)}: run `npm ci` (make bench-reader does)", file=sys.stderr)
        return 2
    site = args.site.resolve()
    if not args.inner:
        if not args.no_build:
            print(f"building the site into {site} (mkdocs build --strict)", flush=True)
            command = [sys.executable, "-m", "pathshala_mkdocs", "build", "--strict", "--site-dir", str(site)]
            done = subprocess.run(command, cwd=REPO, capture_output=True, text=True,
                                  env={**os.environ, "NO_MKDOCS_2_WARNING": "1"})
            if done.returncode != 0:
                print(f"bench-reader: the build failed (exit {done.returncode}):\n{why(done.stderr + done.stdout)}",
                      file=sys.stderr)
                return 2
        if not (site / "index.html").is_file():
            print(f"bench-reader: {site} holds no built site (index.html)", file=sys.stderr)
            return 2
        wall = network_wall()
        if wall:
            print("network: Lighthouse and Chromium run in a namespace whose only network is a loopback", flush=True)
            inner = [sys.executable, __file__, "--inner", "--no-build", "--runs", str(args.runs), f"--site={site}"]
            for page in args.page or []:
                inner.append(f"--page={page}")
            return subprocess.run([*wall, *inner]).returncode
        print("network: bubblewrap cannot start here; Chromium resolves no host name and error reporting is off",
              flush=True)
    pages = args.page if args.page is not None else pages_of(site)
    missing = [p for p in pages if not (site / p / "index.html").is_file()]
    if missing:
        print(f"bench-reader: no such page in {site}: {', '.join(missing)}", file=sys.stderr)
        return 2
    print(f"lighthouse {lighthouse_version()} · chromium {CHROMIUM} · {args.runs} run(s) a page · load {load()}",
          flush=True)
    try:
        return measure(site, pages, args.runs)
    except (RuntimeError, subprocess.TimeoutExpired, KeyError, ValueError) as err:
        print(f"bench-reader: {err}", file=sys.stderr)
        return 2


def lighthouse_version() -> str:
    package = REPO / "node_modules" / "lighthouse" / "package.json"
    return json.loads(package.read_text(encoding="utf-8"))["version"]


if __name__ == "__main__":
    shutil.which("node") or sys.exit("bench-reader needs node (Debian's nodejs)")
    sys.exit(main())
