"""Nothing a snippet changes reaches the next snippet: one probe per kind of state.

Each probe is a pair: ``spoil`` changes some process state, ``look`` prints it.
``look`` must print the same after ``spoil`` ran as it prints on its own,
whether the two run one after the other or side by side.
"""

from __future__ import annotations

import pytest

from pathshala.running.runner import Job

PROBES = {
    "rng": (
        "import random, numpy, torch\ntorch.manual_seed(123); numpy.random.seed(5); random.seed(9)\n"
        "torch.rand(1000); numpy.random.rand(1000); [random.random() for _ in range(1000)]\n",
        # each generator at its freshly seeded start, whatever the seed (accept refuses printing unseeded draws,
        # which differ under the repeat run's other seed): torch's first draws, numpy's and random's positions
        "import random, numpy, torch\ng = torch.Generator().manual_seed(torch.initial_seed())\n"
        "print(torch.equal(torch.rand(2), torch.rand(2, generator=g)), numpy.random.get_state()[2] == 624,"
        " random.getstate()[1][-1] == 624)\n",
    ),
    "default_dtype": (
        "import torch\ntorch.set_default_dtype(torch.float64)\n",
        "import torch\nprint(torch.get_default_dtype(), torch.tensor([0.1]).dtype)\n",
    ),
    "grad_mode": (
        "import torch\ntorch.set_grad_enabled(False)\n",
        "import torch\nprint(torch.is_grad_enabled(), (torch.ones(1, requires_grad=True) * 2).requires_grad)\n",
    ),
    "anomaly_mode": (
        "import torch\ntorch.autograd.set_detect_anomaly(True)\n",
        "import torch\nprint(torch.is_anomaly_enabled())\n",
    ),
    "print_options": (
        "import torch, numpy\ntorch.set_printoptions(precision=10)\nnumpy.set_printoptions(precision=1)\n",
        "import torch, numpy\nprint(torch.tensor([1 / 3]), numpy.array([1 / 3]))\n",
    ),
    "threads": (
        "import torch\ntorch.set_num_threads(2)\n",
        "import torch\nprint(torch.get_num_threads())\n",
    ),
    "warnings_filters": (
        "import warnings\nwarnings.simplefilter('error')\nwarnings.filterwarnings('ignore', 'careful')\n",
        "import warnings\nwarnings.warn('careful')\nprint(len(warnings.filters) > 0)\n",
    ),
    "environment": (
        "import os\nos.environ['PATHSHALA_LEAK'] = 'yes'\nos.environ.pop('LC_ALL', None)\n",
        "import os\nprint(os.environ.get('PATHSHALA_LEAK'), os.environ.get('LC_ALL'))\n",
    ),
    "working_directory": (
        "import os\nos.chdir('/')\n",
        "import os\nprint(os.getcwd())\n",
    ),
    "monkeypatched_module": (
        "import torch, json\ntorch.sigmoid = lambda t: 'patched'\njson.dumps = lambda o: 'patched'\n",
        "import torch, json\nprint(torch.sigmoid(torch.tensor(0.0)), json.dumps([1]))\n",
    ),
    "sys_modules_and_path": (
        "import sys, types\nsys.modules['leaky'] = types.ModuleType('leaky')\nsys.path.insert(0, '/nonexistent')\n",
        "import sys\nprint('leaky' in sys.modules, '/nonexistent' in sys.path)\n",
    ),
}


def job(code: str, name: str) -> Job:
    return Job(code=code, display_path=f"snippets/leaks/{name}.py")


@pytest.mark.parametrize("probe", sorted(PROBES))
def test_state_does_not_cross_snippets(runner, probe):
    spoil, look = PROBES[probe]
    alone = runner.run(job(look, "look"))
    assert alone.ok, alone.output
    spoiled = runner.run(job(spoil, "spoil"))
    assert spoiled.ok, spoiled.output
    after = runner.run(job(look, "look"))
    assert after.output == alone.output
    side_by_side = runner.run_many([job(spoil, "spoil"), job(look, "look"), job(spoil, "spoil"), job(look, "look")])
    assert [r.output for r in side_by_side[1::2]] == [alone.output, alone.output]


def test_spoiling_really_changes_state_within_a_snippet(runner):
    """The probes are real: inside one snippet, each change is visible (else the tests above prove nothing)."""
    for probe, (spoil, look) in PROBES.items():
        alone = runner.run(job(look, "look")).output
        both = runner.run(job(spoil + look, "both"))
        assert both.ok, (probe, both.output)
        assert both.output != alone, probe


def test_state_does_not_cross_pages(tmp_path):
    """Two pages, the first spoils everything: the second page's output is as if it ran alone."""
    from pathshala.site import SiteBuild

    spoil_all = "".join(spoil for spoil, _ in PROBES.values())
    look_all = "".join(look for _, look in PROBES.values())
    (tmp_path / "snippets" / "a").mkdir(parents=True)
    (tmp_path / "snippets" / "b").mkdir(parents=True)
    (tmp_path / "snippets" / "a" / "spoil.py").write_text(spoil_all)
    (tmp_path / "snippets" / "b" / "look.py").write_text(look_all)
    fence = '```python exec="on"\n--8<-- "{}"\n```\n'
    pages = {"a.md": "# A\n\n" + fence.format("a/spoil.py"), "b.md": "# B\n\n" + fence.format("b/look.py")}
    report = SiteBuild(tmp_path, accept=True).run(pages)
    assert not report.problems, report.problems
    look_alone = SiteBuild(tmp_path / "other", cache_dir=tmp_path / "c2").runner.run(
        Job(code=look_all, display_path="snippets/b/look.py")
    )
    assert (tmp_path / "snippets" / "b" / "look.out").read_text() == look_alone.output
