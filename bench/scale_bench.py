"""`make bench-scale`: how the build, an author's edit and a reader's first view scale to N lessons.

Generates a synthetic course (bench/synthetic_course.py) of ``--lessons`` lesson pages in a
temporary directory and measures, once each (a 91-lesson cold build takes minutes; best-of-N
would take an hour):

cold_s          ``mkdocs build --strict`` with an empty ``.cache/`` (every snippet runs)
warm_s          the same build again, cache kept (no snippet runs)
plain_s         the same pages built by MkDocs with our plugin off, executed fences shown as
                their source and recorded output (synthetic_course.make_plain): what MkDocs itself
                needs for these pages; warm_ratio = warm_s / plain_s
edit_prose_s    under a real ``mkdocs serve --dirty``: from writing one Bengali sentence into one
                lesson page to the log line "Reloading browsers" (median of 3)
edit_snippet_s  the same for a comment line added to one snippet (its output does not change, so
                the build stays clean; the snippet runs again since its code changed)
index_*_kb      site/search/search_index.json, raw and gzip -9
first_view_kb   one lesson page loaded in Chromium from a local static server: every response,
                compressed as a host would send it (bench/first_view.py)

Printed last, on one line:
``scale: lessons= snippets= cold_s= warm_s= plain_s= warm_ratio= edit_prose_s= edit_snippet_s=
index_raw_kb= index_gz_kb= first_view_kb=``

The smallest run (``make bench-scale LESSONS=<real lessons + 1> REPEAT=1``: one copied lesson, one
edit of each kind) is what tests/test_bench.py runs, so a change that breaks this benchmark fails the
tests. A build or a serve that fails stops it with the records of its log that say why (failure.py).
"""

from __future__ import annotations

import argparse
import gzip
import os
import queue
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from failure import why  # noqa: E402
from first_view import first_view_bytes  # noqa: E402
from local import CHROMIUM, CHROMIUM_ARGS, free_port, static_server  # noqa: E402
from synthetic_course import PLAIN_CONFIG, make_course, make_plain, real_lessons  # noqa: E402

from pathshala.content.text import to_bengali_digits  # noqa: E402

SUMMARY = re.compile(r"snippets: (\d+) total, (\d+) ran, (\d+) cached")
INCLUDE = re.compile(r'--8<-- "(?P<path>[^"]+\.py)"')
EDIT_TIMEOUT_S = 900  # a bound for a loaded machine, not a target


def _env(root: Path) -> dict[str, str]:
    return {**os.environ, "NO_MKDOCS_2_WARNING": "1",
            "PATHSHALA_NOTEBOOK_CACHE": str(root / ".cache" / "mkdocs-jupyter")}


def build(root: Path, *args: str) -> tuple[float, str]:
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "pathshala_mkdocs", "build", "--strict", *args],
                          cwd=root, env=_env(root), capture_output=True, text=True)
    seconds = time.perf_counter() - started
    if done.returncode != 0:  # the records that stopped it (the tail is notebook chatter)
        sys.exit(f"bench-scale: `mkdocs build --strict {' '.join(args)}` failed (exit {done.returncode}):\n"
                 + why(done.stderr + done.stdout))
    return seconds, done.stderr


def summary(log: str, what: str) -> tuple[int, int]:
    """(total, ran) of the plugin's ``snippets: …`` line; the benchmark stops if the build logged none."""
    found = SUMMARY.search(log)
    if found is None:
        sys.exit(f"bench-scale: the {what} build logged no `snippets: N total, R ran, C cached` line:\n{why(log)}")
    return int(found.group(1)), int(found.group(2))


class Serve:
    """A ``mkdocs serve --dirty`` subprocess (as `make serve` runs it) whose log lines arrive, timestamped,
    on a queue."""

    def __init__(self, root: Path) -> None:
        self.lines: queue.Queue[tuple[float, str]] = queue.Queue()
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "pathshala_mkdocs", "serve", "--dirty",
             "--dev-addr", f"127.0.0.1:{free_port()}"],
            cwd=root, env=_env(root), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1,
        )
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            self.lines.put((time.perf_counter(), line.rstrip("\n")))
        self.lines.put((time.perf_counter(), ""))  # the process ended

    def until(self, marker: str, after: float = 0.0) -> tuple[float, list[str]]:
        """Wait for a log line holding ``marker`` logged after ``after``; its time and every line up to it."""
        seen = []
        deadline = time.monotonic() + EDIT_TIMEOUT_S
        while time.monotonic() < deadline:
            try:
                at, line = self.lines.get(timeout=5)
            except queue.Empty:
                continue
            seen.append(line)
            if marker in line and at >= after:
                return at, seen
            if "An error happened during the rebuild" in line or (self.proc.poll() is not None and not line):
                sys.exit("bench-scale: mkdocs serve failed:\n" + why("\n".join(seen)))
        sys.exit(f"bench-scale: no {marker!r} within {EDIT_TIMEOUT_S} s:\n" + why("\n".join(seen)))

    def quiet(self, seconds: float = 2.0) -> None:
        """Wait until the log has been silent for ``seconds`` (no build running or about to start)."""
        while True:
            try:
                self.lines.get(timeout=seconds)
            except queue.Empty:
                return

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.proc.kill()


def timed_edit(serve: Serve, path: Path, addition: str) -> tuple[float, str]:
    """Append ``addition`` to ``path``; seconds until "Reloading browsers", and the run summary logged.

    Only a build that starts after the write counts ("Detected file changes" logged after it):
    a rebuild already under way when the file is written would not show the edit.
    """
    serve.quiet()
    started = time.perf_counter()
    with open(path, "a", encoding="utf-8") as f:
        f.write(addition)
    serve.until("Detected file changes", after=started)
    at, seen = serve.until("Reloading browsers")
    summary = next((ln.split("-  ", 1)[-1] for ln in seen if SUMMARY.search(ln)), "no snippet summary logged")
    rendered = [ln.split("-  ", 1)[-1] for ln in seen if re.search(r"-  (dirty build|rendered) ", ln)]
    return at - started, "; ".join([summary, *rendered])  # what ran, and what rendered (when the plugin says)


def measure_edits(root: Path, page: str, repeat: int) -> tuple[float, float]:
    text = (root / "docs" / page).read_text(encoding="utf-8")
    snippet = root / "snippets" / INCLUDE.search(text)["path"]
    serve = Serve(root)
    try:
        serve.until("Serving on")
        prose, code = [], []
        for i in range(repeat):
            sentence = f"\nপরিমাপের জন্য যোগ করা একটি বাক্য, সংখ্যা {to_bengali_digits(str(i))}।\n"  # no 0-9: the gate
            seconds, summary = timed_edit(serve, root / "docs" / page, sentence)
            print(f"edit prose   docs/{page}: {seconds:.2f} s; {summary}", flush=True)
            prose.append(seconds)
        for i in range(repeat):
            seconds, summary = timed_edit(serve, snippet, f"# পরিমাপের জন্য মন্তব্য {i}\n")
            print(f"edit snippet {snippet.relative_to(root)}: {seconds:.2f} s; {summary}", flush=True)
            code.append(seconds)
    finally:
        serve.stop()
    return statistics.median(prose), statistics.median(code)


def measure_first_view(site: Path, page_url: str) -> int:
    from playwright.sync_api import sync_playwright

    with static_server(site) as base, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True)
        context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="bn-BD", service_workers="block")
        page = context.new_page()
        page.set_default_timeout(120_000)
        total, items = first_view_bytes(page, f"{base}{page_url}")
        browser.close()
    print(f"first view of {page_url}: {total / 1024:.1f} KB on the wire in {len(items)} responses; largest:")
    for item in items[:3]:
        print(f"  {item}")
    return total


def main() -> None:
    parser = argparse.ArgumentParser(description="make bench-scale")
    parser.add_argument("--lessons", type=int, default=int(os.environ.get("LESSONS") or 91))
    parser.add_argument("--repeat", type=int, default=int(os.environ.get("REPEAT") or 3),
                        help="edits of each kind, the median printed (default 3, or REPEAT)")
    parser.add_argument("--page", default="08-autograd-internals/", help="the page whose first view is measured")
    parser.add_argument("--keep", type=Path, help="write the course here and keep it (default: a temporary dir)")
    args = parser.parse_args()
    tmp = None if args.keep else tempfile.mkdtemp(prefix="pathshala-scale-")
    root = args.keep or Path(tmp)
    try:
        counts = make_course(root, args.lessons)
        make_plain(root)
        print(f"course: {root} lessons={counts['lessons']} recordings={counts['snippets']}", flush=True)

        shutil.rmtree(root / ".cache", ignore_errors=True)
        cold, log = build(root)
        total, ran = summary(log, "cold")
        if ran != total:
            sys.exit(f"bench-scale: a cold build ran {ran} of {total} snippets")
        print(f"cold  {cold:.2f} s; snippets: {total} ran", flush=True)
        warm, log = build(root)
        if summary(log, "warm")[1] != 0:
            sys.exit(f"bench-scale: a warm build ran a snippet: {SUMMARY.search(log).group(0)}")
        print(f"warm  {warm:.2f} s", flush=True)
        plain, _ = build(root, "-f", PLAIN_CONFIG, "--site-dir", "site-plain")
        print(f"plain {plain:.2f} s", flush=True)

        index = (root / "site" / "search" / "search_index.json").read_bytes()
        raw_kb, gz_kb = len(index) / 1024, len(gzip.compress(index, 9)) / 1024
        first_kb = measure_first_view(root / "site", args.page) / 1024

        edited = max(counts["copies"] or real_lessons(root))  # the last copied lesson
        prose_s, snippet_s = measure_edits(root, edited, args.repeat)
    finally:
        if tmp:
            shutil.rmtree(tmp, ignore_errors=True)
    print(
        f"scale: lessons={counts['lessons']} snippets={total} cold_s={cold:.2f} warm_s={warm:.2f} "
        f"plain_s={plain:.2f} warm_ratio={warm / plain:.2f} edit_prose_s={prose_s:.2f} "
        f"edit_snippet_s={snippet_s:.2f} index_raw_kb={raw_kb:.0f} index_gz_kb={gz_kb:.0f} "
        f"first_view_kb={first_kb:.0f}"
    )


if __name__ == "__main__":
    main()
