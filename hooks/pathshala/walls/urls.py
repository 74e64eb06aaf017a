"""Is a URL in the site's own HTML same-site? Judged as a browser's URL parser reads it.

A sanitizer that looks at a URL's text with a regular expression and a browser that parses it
by the WHATWG URL Standard disagree on exactly the inputs an attacker picks: ``/\\evil.example/x.png``
and ``\\/evil.example/x.png`` (a backslash is a slash in an http(s) URL), ``/<TAB>/evil.example/x.png``
(``/&#9;/…`` in HTML: tabs and newlines are removed before parsing), `` //evil.example`` (leading
spaces and control characters are stripped), ``java<TAB>script:…``. So a URL is first put through the
Standard's own pre-processing (strip leading and trailing C0 controls and spaces, remove every tab
and newline, read backslashes as slashes, as for every special scheme), and only then judged:

- with a scheme (``https:``, ``data:``, ``javascript:`` …) it is not same-site: the site never
  names its own host, so such a URL either leaves the site or is not a URL to load at all;
- starting with ``//`` it names another host;
- otherwise it is a path (or a query, or a fragment) on this site, which resolving it against
  a stand-in origin confirms.

``tests/test_hostile_pr_templates.py`` checks each case against what Chromium's parser does.
"""

from __future__ import annotations

import re
from urllib.parse import urljoin, urlsplit

_C0_OR_SPACE = "".join(chr(c) for c in range(0x21))
_TAB_OR_NEWLINE = re.compile(r"[\t\n\r]")
_SCHEME = re.compile(r"^([A-Za-z][A-Za-z0-9+.\-]*):")
_STAND_IN = "https://site.invalid/a/b/"


def normalised(url: str) -> str:
    """The URL as the WHATWG parser reads it before parsing a relative reference on an http(s) page."""
    url = _TAB_OR_NEWLINE.sub("", url.strip(_C0_OR_SPACE))
    if _SCHEME.match(url) is None:
        url = url.replace("\\", "/")
    return url


def scheme(url: str) -> str | None:
    """The URL's scheme, lower case, as a browser finds it (``java\\tscript:`` is ``javascript``); None for
    a relative reference."""
    m = _SCHEME.match(normalised(url))
    return m.group(1).lower() if m else None


def is_same_site(url: str) -> bool:
    """Does this URL (an attribute's value, entities already decoded) stay on the site that serves the page?"""
    url = normalised(url)
    if _SCHEME.match(url) or url.startswith("//"):
        return False
    resolved = urlsplit(urljoin(_STAND_IN, url))
    return (resolved.scheme, resolved.netloc) == ("https", "site.invalid")


def is_link_target(url: str) -> bool:
    """May a reader's click lead here: the site itself, or an http(s) or mailto address (never javascript:, data:)?"""
    return scheme(url) in (None, "http", "https", "mailto")
