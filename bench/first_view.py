"""What a reader downloads on the first view of a page, as bytes on the wire.

Shared by `make bench-scale` (which prints the figure) and the scale browser test (which holds
it to the budget). The page is loaded in a fresh Playwright page until the network is idle, then
2 s more (a script may fetch something late, e.g. the search index when its worker starts);
every response it loaded counts. A static host compresses text, so a body counts gzip-compressed
(level 6, a common server default) unless its type is compressed already (woff2, png, jpg), which
counts as sent. Requests to any host but 127.0.0.1 are aborted: nothing leaves the machine, and a
page that tried would not get the bytes either.
"""

from __future__ import annotations

import gzip
from dataclasses import dataclass
from urllib.parse import urlsplit

SETTLE_MS = 2000
COMPRESSED_SUFFIXES = (".woff2", ".png", ".jpg", ".jpeg")
COMPRESSED_TYPES = ("font/woff2", "image/png", "image/jpeg")


@dataclass(frozen=True)
class Item:
    url: str
    raw: int  # the body as served
    wire: int  # what it costs on the wire: gzip -6, or raw for an already-compressed type

    def __str__(self) -> str:
        return f"{self.wire / 1024:.1f} KB ({self.raw / 1024:.1f} KB raw) {self.url}"


def already_compressed(url: str, content_type: str) -> bool:
    path = urlsplit(url).path.lower()
    return path.endswith(COMPRESSED_SUFFIXES) or content_type.split(";")[0].strip().lower() in COMPRESSED_TYPES


def wire_bytes(url: str, content_type: str, body: bytes) -> int:
    return len(body) if already_compressed(url, content_type) else len(gzip.compress(body, 6))


def first_view_bytes(page, url: str) -> tuple[int, list[Item]]:
    """Load ``url`` in ``page`` (a fresh Playwright page) and return (total wire bytes, items largest first)."""

    def local_only(route):
        where = urlsplit(route.request.url)
        if where.hostname == "127.0.0.1" or where.scheme in ("data", "blob"):
            route.continue_()
        else:
            route.abort()

    items: dict[str, Item] = {}

    def keep(response):
        try:
            body = response.body()
        except Exception:  # a redirect or an aborted request has no body
            body = b""
        content_type = response.headers.get("content-type", "")
        items[response.url] = Item(response.url, len(body), wire_bytes(response.url, content_type, body))

    page.route("**/*", local_only)
    page.on("response", keep)
    page.goto(url, wait_until="networkidle")
    page.wait_for_timeout(SETTLE_MS)
    page.remove_listener("response", keep)
    ordered = sorted(items.values(), key=lambda x: -x.wire)
    return sum(x.wire for x in ordered), ordered
