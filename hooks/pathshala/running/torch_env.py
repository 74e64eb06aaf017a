"""The environment `make check-torch TORCH=V` builds its report in: the CPU build of torch V, as in CI.

PyPI's default torch wheel for Linux bundles CUDA (several GB, and its version
string hides the ``+cu130`` tag in the wheel's metadata); CI takes torch from
PyTorch's CPU index. The environment here does the same, then asks the
installed torch for its full version string (``2.14.1+cpu``) and refuses a CUDA
build rather than report on something CI never runs.

A stand-in for tests: ``PATHSHALA_TORCH_STANDIN=2.99.0+cpu`` skips the install
and runs the report in this interpreter with ``torch.__version__`` replaced in
the snippet server (``RunSettings.torch_version``): every snippet then sees a
"new torch" whose only difference is its version string.
"""

from __future__ import annotations

import json
import os
import platform
import subprocess
import sys
from pathlib import Path

CPU_INDEX = "https://download.pytorch.org/whl/cpu"  # the index CI's PIP_INDEX_URL names
PYPI = "https://pypi.org/simple"
STANDIN = "PATHSHALA_TORCH_STANDIN"


class EnvError(Exception):
    """The environment could not be made as asked; the message says what to do."""


def standin() -> str:
    return os.environ.get(STANDIN, "")


def _pip_install(python: Path, args: list[str]) -> None:
    cmd = [str(python), "-m", "pip", "install", "--quiet", "--index-url", CPU_INDEX, "--extra-index-url", PYPI, *args]
    if subprocess.run(cmd).returncode != 0:
        raise EnvError(f"pip could not install torch's CPU build from {CPU_INDEX} (command: {' '.join(cmd)})")


def chosen_torch(python: Path, version: str) -> tuple[str, str]:
    """(version, url) of the torch wheel pip would install, found without downloading the wheel."""
    cmd = [str(python), "-m", "pip", "install", "--dry-run", "--quiet", "--no-deps", "--report", "-",
           "--index-url", CPU_INDEX, "--extra-index-url", PYPI, f"torch=={version}"]
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode != 0:
        raise EnvError(f"pip finds no torch {version} (command: {' '.join(cmd)}):\n{done.stderr[-2000:]}")
    item = json.loads(done.stdout)["install"][0]
    return item["metadata"]["version"], item["download_info"]["url"]


def installed_torch(python: Path) -> tuple[str, str | None]:
    """(torch.__version__, torch.version.cuda) as the environment's own torch reports them."""
    probe = "import json, torch; print(json.dumps([torch.__version__, torch.version.cuda]))"
    done = subprocess.run([str(python), "-c", probe], capture_output=True, text=True)
    if done.returncode != 0:
        raise EnvError(f"torch does not import in {python.parent.parent}:\n{done.stderr[-2000:]}")
    version, cuda = json.loads(done.stdout.strip().splitlines()[-1])
    return version, cuda


def prepare(root: Path, version: str) -> Path:
    """The Python of ``.cache/envs/torch-<version>``: everything as pinned, but the CPU build of this torch.

    Made once (again when constraints.txt or pyproject.toml change); never the main ``.venv``.
    """
    env = root / ".cache" / "envs" / f"torch-{version}"
    python = env / "bin" / "python"
    stamp = env / ".installed"
    wanted = (root / "constraints.txt").read_text() + (root / "pyproject.toml").read_text() + version + CPU_INDEX
    if stamp.is_file() and stamp.read_text() == wanted and python.exists():
        return python
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(env)], check=True)
    if platform.system() == "Linux" and platform.machine() == "x86_64":
        # Here every CPU wheel carries "+cpu"; any other torch is a CUDA build of several GB.
        found, url = chosen_torch(python, version)
        if "+cpu" not in found:
            raise EnvError(
                f"pip would install torch {found} from {url}, not the CPU build CI runs "
                f"(torch {version}+cpu from {CPU_INDEX}). Make sure that index is reachable, or put the "
                f"+cpu wheel where pip looks (PIP_FIND_LINKS); nothing was downloaded."
            )
    requirements = env / "requirements.txt"
    pinned = [ln for ln in (root / "constraints.txt").read_text().splitlines() if ln and not ln.startswith("#")]
    requirements.write_text("\n".join([*pinned, f"torch=={version}"]) + "\n")
    _pip_install(python, ["-r", str(requirements)])
    _pip_install(python, ["--no-deps", "-e", str(root)])  # the project, without its own torch pin
    full, cuda = installed_torch(python)
    if cuda:
        raise EnvError(
            f"pip installed torch {full}, a CUDA {cuda} build, where CI runs the CPU build from {CPU_INDEX}. "
            f"Make sure that index is reachable (or a CPU wheel of torch {version} is where pip looks), "
            f"then delete {env} and run again."
        )
    stamp.write_text(wanted)
    return python


def report_command(root: Path, version: str, out: Path) -> tuple[list[str], dict[str, str]]:
    """The command (and environment) that writes the report for torch ``version``."""
    fake = standin()
    if fake:
        if fake.partition("+")[0] != version:
            raise EnvError(f"{STANDIN}={fake} is a stand-in for another version than {version}")
        python = Path(sys.executable)
    else:
        python = prepare(root, version)
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH")}
    label = f"torch-{version}"
    cmd = [str(python), "-m", "pathshala", "report", "--root", str(root), "--label", label, "--out", str(out)]
    return cmd, env
