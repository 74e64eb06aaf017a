"""``python -m pathshala_mkdocs build|serve …``: MkDocs, started only once its inputs are checked.

MkDocs reads mkdocs.yml with a loader that runs code for some YAML tags, before any plugin of
ours exists; and it empties the site folder before our plugin could look at it. So ``make build``,
``make serve``, the tests and the benchmarks start MkDocs through this entry point, which first

1. refuses the configuration file if it holds a tag, alias or ``INHERIT`` (``pathshala.content.config_check``);
2. refuses a checkout with a symbolic link or a committed build output (``pathshala.content.tracked``);

and only then runs MkDocs' own command line in this process, with ``PATHSHALA_CONFIG_CHECKED``
set to the digest of the file it checked (the plugin compares it with what MkDocs read).
Arguments are MkDocs' own (``-f``, ``--site-dir`` …).

``--generator properdocs`` first (``python -m pathshala_mkdocs --generator properdocs build …``) runs
ProperDocs' command line instead, the continuation of MkDocs 1.x (``make check-properdocs``). Its
command line aliases every ``mkdocs.*`` import to ``properdocs.*``, so it is imported before anything
of MkDocs is; it is given the configuration file by name, since by itself it looks for
``properdocs.yml`` first. Which framework really runs is what the plugin checks (``compat.running``).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from pathshala.content import config_check, tracked


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


GENERATORS = ("mkdocs", "properdocs")


def _generator(args: list[str]) -> tuple[str, list[str]]:
    """The generator a leading ``--generator NAME`` (or ``--generator=NAME``) asks for, and the other arguments."""
    if args[:1] == ["--generator"] and len(args) > 1:
        return args[1], args[2:]
    if args and args[0].startswith("--generator="):
        return args[0].split("=", 1)[1], args[1:]
    return "mkdocs", args


def main(args: list[str]) -> int:
    generator, args = _generator(args)
    if generator not in GENERATORS:
        print(f"--generator {generator}: not one of {', '.join(GENERATORS)}", file=sys.stderr)
        return 2
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
    if generator == "properdocs":
        from properdocs.__main__ import cli  # first: it aliases mkdocs.* to itself

        if args and _option(args, ("-f", "--config-file"), None) is None:
            args = [args[0], "--config-file", str(config), *args[1:]]
    else:
        from mkdocs.__main__ import cli

    try:
        cli.main(args=args, prog_name=generator)  # click's standalone mode: it ends with SystemExit
    except SystemExit as stop:
        return stop.code if isinstance(stop.code, int) else (0 if stop.code is None else 1)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
