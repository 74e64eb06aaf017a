"""Library facts in glossary definitions come from the installed library, read in a sealed run."""

from __future__ import annotations

import inspect
from importlib import metadata

import torch

from pathshala import glossary as gl
from pathshala.rendering import facts
from pathshala.rendering.templates import default as default_templates

GRADCHECK = """\
- term: gradcheck
  code: true
  en: gradient check
  bn: >-
    backward যাচাইয়ের হাতিয়ার। নাড়ার মাপ `eps={{ signature: torch.autograd.gradcheck eps }}`,
    সহনসীমা `atol={{ signature: torch.autograd.gradcheck atol }}`
    ও `rtol={{signature:torch.autograd.gradcheck rtol}}`।
  note: "numpy {{ version: numpy }}-এর সঙ্গে দেখা।"
"""


class CountingRunner:
    """The real runner, counting the jobs it is given."""

    def __init__(self, runner):
        self.runner, self.settings, self.jobs = runner, runner.settings, []

    def run(self, job):
        self.jobs.append(job)
        return self.runner.run(job)


def load(text: str) -> gl.Glossary:
    g, problems = gl.loads(text)
    assert not problems, problems
    return g


def test_gradcheck_defaults_are_read_from_its_signature(tmp_path, runner):
    g = load(GRADCHECK)
    problems, reading = gl.fill_facts(g, tmp_path, runner)
    assert not problems, problems
    params = inspect.signature(torch.autograd.gradcheck).parameters
    eps, atol, rtol = (repr(params[name].default) for name in ("eps", "atol", "rtol"))
    term = g.terms[0]
    assert f"`eps={eps}`" in term.bn and f"`atol={atol}`" in term.bn and f"`rtol={rtol}`" in term.bn
    assert "{{" not in term.bn + term.note
    assert term.note == f"numpy {metadata.version('numpy')}-এর সঙ্গে দেখা।"
    assert f"eps={eps}" in term.title and "`" not in term.title
    assert f"<code>eps={eps}</code>" in gl.page_markdown(g, default_templates())
    assert reading.ran and len(reading.values) == 4


def test_facts_are_cached_until_a_request_changes(tmp_path, runner):
    counting = CountingRunner(runner)
    gl.fill_facts(load(GRADCHECK), tmp_path, counting)
    assert len(counting.jobs) == 1
    problems, reading = gl.fill_facts(load(GRADCHECK), tmp_path, counting)
    assert (problems, reading.ran, len(counting.jobs)) == ([], False, 1)
    assert reading.values["signature: torch.autograd.gradcheck eps"] == repr(
        inspect.signature(torch.autograd.gradcheck).parameters["eps"].default
    )
    gl.fill_facts(load(GRADCHECK.replace(" rtol}}", " nondet_tol}}")), tmp_path, counting)
    assert len(counting.jobs) == 2
    assert counting.jobs[0].display_path == facts.DISPLAY_PATH


def test_unknown_parameter_fails_with_the_glossary_line(tmp_path, runner):
    text = GRADCHECK.replace("gradcheck atol }}", "gradcheck tolerance }}")
    g = load(text)
    problems, _ = gl.fill_facts(g, tmp_path, runner)
    assert len(problems) == 1
    assert problems[0].where == "course/glossary.yml:6"  # the line that holds the placeholder
    message = problems[0].message
    assert "{{ signature: torch.autograd.gradcheck tolerance }}" in message
    assert "torch.autograd.gradcheck has no parameter 'tolerance'" in message and "eps, atol, rtol" in message
    assert "{{ signature: torch.autograd.gradcheck tolerance }}" in g.terms[0].bn  # left as written


def test_unknown_callable_missing_default_and_unknown_distribution_fail(tmp_path, runner):
    text = """\
- term: one
  en: one
  bn: "{{ signature: torch.autograd.gradcheckk eps }}"
- term: two
  en: two
  bn: "{{ signature: torch.autograd.gradcheck func }}"
- term: three
  en: three
  bn: "{{ version: no-such-distribution-here }}"
- term: four
  en: four
  bn: "{{ signature: no_such_module_here.f x }}"
"""
    problems, _ = gl.fill_facts(load(text), tmp_path, runner)
    found = {p.where: p.message for p in problems}
    assert set(found) == {f"course/glossary.yml:{n}" for n in (3, 6, 9, 12)}
    assert "cannot find torch.autograd.gradcheckk" in found["course/glossary.yml:3"]
    assert "parameter 'func' of torch.autograd.gradcheck has no default value" in found["course/glossary.yml:6"]
    assert "no installed distribution is named 'no-such-distribution-here'" in found["course/glossary.yml:9"]
    assert "cannot find no_such_module_here.f" in found["course/glossary.yml:12"]


def test_facts_program_is_a_plain_script_listing_its_requests():
    code = facts.program([facts.Fact("signature", "torch.autograd.gradcheck", "eps"), facts.Fact("version", "torch")])
    assert f"torch {metadata.version('torch')}" in code  # the library's version is part of the cache key
    compile(code, facts.DISPLAY_PATH, "exec")
    assert "import torch" not in code  # imported only by name, in the sealed run
