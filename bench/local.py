"""Serving and browsing a built site on 127.0.0.1 only: shared by the benchmarks and the tests.

Debian's Chromium (Playwright's own browser download is not reachable) with flags that keep it from
calling home, a free local port, and a quiet static server for a built ``site/``.
"""

from __future__ import annotations

import contextlib
import functools
import gzip
import http.server
import os
import socket
import threading
from collections.abc import Iterator
from pathlib import Path

CHROMIUM = Path(os.environ.get("PATHSHALA_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def free_port() -> int:
    """A TCP port on 127.0.0.1 nobody listens on now (for a test's or a bench's own server)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args) -> None:
        pass


# What GitHub Pages sends gzip-compressed (text); fonts, images and archives go as they are.
COMPRESSIBLE = (".html", ".css", ".js", ".mjs", ".json", ".svg", ".xml", ".txt", ".ipynb", ".map", ".wasm")


class _Gzip(_Quiet):
    """A static host as GitHub Pages is one: text compressed when the browser accepts gzip (level 6),
    ``Cache-Control: max-age=600``. Each body is compressed once per file version."""

    cache: dict[tuple[str, int, int], bytes]

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "max-age=600")
        super().end_headers()

    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path) and self.path.split("?")[0].endswith("/"):
            path = os.path.join(path, "index.html")
        if (not path.endswith(COMPRESSIBLE) or not os.path.isfile(path)
                or "gzip" not in self.headers.get("Accept-Encoding", "")):
            return super().send_head()
        state = os.stat(path)
        key = (path, state.st_mtime_ns, state.st_ctime_ns, state.st_ino, state.st_size)  # a rebuild in place
        body = self.cache.get(key)
        if body is None:
            with open(path, "rb") as f:
                body = self.cache[key] = gzip.compress(f.read(), 6, mtime=0)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return _Body(body)


class _Body:
    """A body already in memory, read by ``SimpleHTTPRequestHandler.do_GET`` like a file."""

    def __init__(self, data: bytes) -> None:
        self.data = data

    def read(self, *_: object) -> bytes:
        data, self.data = self.data, b""
        return data

    def close(self) -> None:
        pass


@contextlib.contextmanager
def static_server(directory: Path, *, compress: bool = False) -> Iterator[str]:
    """``directory`` served over HTTP on 127.0.0.1 (an ephemeral port); yields its base URL.
    ``compress``: gzip text as GitHub Pages does (``_Gzip``), for what a reader's browser really receives."""
    handler = type("_GzipHandler", (_Gzip,), {"cache": {}}) if compress else _Quiet
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(handler, directory=str(directory)))
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
