"""Serving and browsing a built site on 127.0.0.1 only: shared by the benchmarks and the tests.

Debian's Chromium (Playwright's own browser download is not reachable) with flags that keep it from
calling home, a free local port, and a quiet static server for a built ``site/``.
"""

from __future__ import annotations

import contextlib
import functools
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


@contextlib.contextmanager
def static_server(directory: Path) -> Iterator[str]:
    """``directory`` served over HTTP on 127.0.0.1 (an ephemeral port); yields its base URL."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(directory)))
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
