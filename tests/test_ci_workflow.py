"""The GitHub Actions workflow cannot run here: check its syntax and what it must do."""

from __future__ import annotations

import yaml

from .conftest import REPO

WORKFLOW = REPO / ".github" / "workflows" / "ci.yml"


def load() -> dict:
    data = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    data["on"] = data.pop(True, data.get("on"))  # YAML 1.1 reads the key `on` as true
    return data


def steps(job: dict) -> list[dict]:
    return job["steps"]


def test_workflow_is_valid_yaml_with_the_expected_jobs():
    data = load()
    assert set(data["on"]) >= {"push", "pull_request", "schedule"}
    assert set(data["jobs"]) == {"test", "drift-report", "pages-build", "deploy"}
    for name, job in data["jobs"].items():
        for step in steps(job):
            assert ("uses" in step) != ("run" in step), (name, step)  # each step does one thing
            if "uses" in step:
                action, _, version = step["uses"].partition("@")
                assert version.startswith("v"), f"{name}: {action} is not pinned to a version"


def test_tests_run_on_x86_linux_arm_linux_and_a_mac():
    job = load()["jobs"]["test"]
    assert job["runs-on"] == "${{ matrix.os }}"
    assert set(job["strategy"]["matrix"]["os"]) == {"ubuntu-24.04", "ubuntu-24.04-arm", "macos-14"}
    assert job["strategy"]["fail-fast"] is False  # one machine failing must not hide another's result
    runs = [s.get("run", "") for s in steps(job)]
    assert "make check-portable" in runs  # the sweep over this machine's other kernels
    assert "make check-properdocs" in runs  # the site under ProperDocs, compared with MkDocs' (issue 35)


def test_the_ci_script_and_the_makefile_run_the_properdocs_comparison():
    """.ci/run (this workplace's CI) runs it too; the target builds its own venv from the project's pins."""
    script = (REPO / ".ci" / "run").read_text(encoding="utf-8")
    assert "\nmake check-properdocs\n" in script
    makefile = (REPO / "Makefile").read_text(encoding="utf-8")
    target = makefile.split("\ncheck-properdocs:", 1)[1].split("\n\n", 1)[0]
    assert "$(PD_STAMP)" in target and "compare_sites.py --properdocs $(PD_VENV)/bin/python" in target
    assert "-c constraints.txt -e '.[properdocs]'" in makefile


def test_the_token_stays_out_of_reach_of_snippets():
    data = load()
    assert data["permissions"] == {"contents": "read"}
    for name, job in data["jobs"].items():
        if name == "deploy":
            continue  # below: it may write to Pages, and runs nothing of the repository
        assert "permissions" not in job or job["permissions"] == {"contents": "read"}, name
        checkout = next(s for s in steps(job) if s.get("uses", "").startswith("actions/checkout@"))
        assert checkout["with"]["persist-credentials"] is False, name


def on_main_only(job: dict) -> bool:
    condition = job.get("if", "").replace(" ", "")
    return "github.ref=='refs/heads/main'" in condition and "github.event_name=='push'" in condition


def test_pages_are_built_strict_from_main_only_after_the_tests_pass():
    job = load()["jobs"]["pages-build"]
    assert job["needs"] == "test" and on_main_only(job)
    uses = [s.get("uses", "").partition("@")[0] for s in steps(job)]
    runs = [s.get("run", "") for s in steps(job)]
    built = runs.index("make build")  # `mkdocs build --strict --site-dir site`
    configure, upload = uses.index("actions/configure-pages"), uses.index("actions/upload-pages-artifact")
    assert built < upload and configure < upload
    assert steps(job)[upload]["with"]["path"].rstrip("/") == "site"
    makefile = (REPO / "Makefile").read_text(encoding="utf-8")
    assert "mkdocs build --strict --site-dir site" in makefile


def test_only_the_deploy_job_may_write_and_it_runs_nothing_of_the_repository():
    job = load()["jobs"]["deploy"]
    assert job["needs"] == "pages-build" and on_main_only(job)
    assert job["permissions"] == {"pages": "write", "id-token": "write"}
    assert job["environment"]["name"] == "github-pages"
    assert [s.get("uses", "").partition("@")[0] for s in steps(job)] == ["actions/deploy-pages"]
    assert not any("run" in s for s in steps(job))
    assert job["environment"]["url"] == "${{ steps.deployment.outputs.page_url }}"
    assert steps(job)[0]["id"] == "deployment"


def test_tests_run_on_the_pinned_torch_with_every_wall_required_on_linux():
    job = load()["jobs"]["test"]
    runs = " ".join(s.get("run", "") for s in steps(job))
    assert "make test" in runs and "chromium" in runs
    linux = [s for s in steps(job) if s.get("if") == "runner.os == 'Linux'"]
    assert any("PATHSHALA_SANDBOX=require" in s.get("run", "") for s in linux)
    assert any("apparmor_restrict_unprivileged_userns=0" in s.get("run", "") for s in linux)


def test_no_job_restores_a_run_cache_and_the_published_build_restores_nothing():
    """Entries are signed per machine (another runner's would all be misses), and a published site is made
    from nothing a pull request could have shaped."""
    data = load()
    for name, job in data["jobs"].items():
        for step in steps(job):
            if step.get("uses", "").startswith("actions/cache@"):
                paths = str(step["with"]["path"])
                assert ".cache/pathshala" not in paths and ".cache/mkdocs-jupyter" not in paths, name
    pages = data["jobs"]["pages-build"]
    assert not [s for s in steps(pages) if s.get("uses", "").startswith(("actions/cache@", "actions/download"))]
    assert pages["env"]["PATHSHALA_SANDBOX"] == "require"


def test_drift_report_runs_on_the_newest_torch_and_is_uploaded_even_on_drift():
    job = load()["jobs"]["drift-report"]
    runs = [s.get("run", "") for s in steps(job)]
    assert any("pip index versions torch" in r for r in runs)
    assert any("make check-torch TORCH=${{ steps.newest.outputs.torch }}" in r for r in runs)
    upload = next(s for s in steps(job) if s.get("uses", "").startswith("actions/upload-artifact@"))
    assert upload["if"] == "always()" and upload["with"]["path"] == "reports/"
    cache = next(s for s in steps(job) if s.get("uses", "").startswith("actions/cache@"))
    assert cache["with"]["path"] == ".cache/envs"  # the other torch's environment, never results


def test_makefile_has_the_targets_the_workflow_calls():
    makefile = (REPO / "Makefile").read_text(encoding="utf-8")
    for target in ("test:", "check-torch:", "check-portable:"):
        assert f"\n{target}" in makefile
