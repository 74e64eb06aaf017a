"""``python -m pathshala_mkdocs build|serve …``: MkDocs, started only once its inputs are checked.

MkDocs reads mkdocs.yml with a loader that runs code for some YAML tags, before any plugin of
ours exists; and it empties the site folder before our plugin could look at it. So ``make build``,
``make serve``, the tests and the benchmarks start MkDocs through this entry point, which first

1. refuses the configuration file if it holds a tag, alias or ``INHERIT`` (``pathshala.config_check``);
2. refuses a checkout with a symbolic link or a committed build output (``pathshala.tracked``);

and only then runs MkDocs' own command line in this process, with ``PATHSHALA_CONFIG_CHECKED``
set to the digest of the file it checked (the plugin compares it with what MkDocs read).
Arguments are MkDocs' own (``-f``, ``--site-dir`` …).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from pathshala import config_check, tracked


def _option(args: list[str], names: tuple[str, ...], default: str | None) -> str | None:
    """The value of an option of MkDocs' command line (``-f x``, ``--config-file=x``), or ``default``."""
    for i, arg in enumerate(args):
        for name in names:
            if arg == name and i + 1 < len(args):
                return args[i + 1]
            if name.startswith("--") and arg.startswith(name + "="):
                return arg.split("=", 1)[1]
            if not name.startswith("--") and arg.startswith(name) and len(arg) > len(name):
                return arg[len(name):]
    return default


def main(args: list[str]) -> int:
    config = Path(_option(args, ("-f", "--config-file"), "mkdocs.yml")).absolute()
    found = config_check.problems(config)
    if found:
        print("mkdocs.yml is refused before MkDocs reads it (SECURITY.md, \"mkdocs.yml\"):\n  "
              + "\n  ".join(found), file=sys.stderr)
        return 1
    root = config.parent
    site = _option(args, ("-d", "--site-dir"), None)
    try:
        tracked.check(root, (root / site) if site else None)
    except tracked.RefusedCheckout as err:
        print(str(err), file=sys.stderr)
        return 1
    os.environ[config_check.CHECKED_ENV] = config_check.digest(config)
    from mkdocs.__main__ import cli

    try:
        cli.main(args=args, prog_name="mkdocs")  # click's standalone mode: it ends with SystemExit
    except SystemExit as stop:
        return stop.code if isinstance(stop.code, int) else (0 if stop.code is None else 1)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
