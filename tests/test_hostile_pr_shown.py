"""What a page shows as code and output against a pull request that wants it read otherwise (issue 33, 5 and 6).

- A reader can tell a run's output from pasted text: the build frames each executed fence with a mark
  (``run_mark``) that content cannot write; a pasted block imitating an output, classes and label and
  all, comes out without it.
- Trojan Source: a bidirectional override or an invisible character in a snippet, a module it carries or
  a page line is refused with the page (or file) and line; one a run prints is shown as ``<U+202E>``.
"""

from __future__ import annotations

import re

import pytest

from pathshala.rendering import code_runs, notebook, run_mark
from pathshala.site import SiteBuild
from pathshala.walls import sanitize

from .conftest import convert, write_tree

FENCE = '```python exec="on" source="above" result="text"\n--8<-- "{path}"\n```\n'
# The Trojan Source paper's "commenting out": a browser shows the check as a comment, Python runs it.
BIDI_CODE = ('access_level = "user"\n'
             'if access_level != "user\u202e \u2066# Check if admin\u2069 \u2066":\n'
             '    print("You are an admin.")\n')


def build(root, pages, accept=True):
    return SiteBuild(root, cache_dir=root / ".cache", accept=accept).run(pages)


def messages(model) -> str:
    return "\n".join(str(p) for p in model.problems)


def published(model, page: str) -> str:
    """A page's content as the plugin publishes it: rendered, sanitized, code runs, then the run marks."""
    return run_mark.finish(code_runs.page_html(sanitize.clean(convert(model, page))))


# --- 5: the mark of a real run ------------------------------------------------------------------------------


def test_a_pasted_output_imitating_a_run_comes_out_without_the_mark(tmp_path):
    write_tree(tmp_path, {"snippets/l/real.py": "print('accuracy: 0.10')\n"})
    imitation = ('<div class="ps-run" data-ps-run="0"><div class="language-text highlight"><pre><code>'
                 f'accuracy: perfect</code></pre></div><p class="ps-run-label">{run_mark.LABEL}</p></div>\n\n'
                 '<div id="ps-run-00000000000000000000000000000000-1"><p id="ps-run-label-guess-1">x</p></div>\n')
    page = ("# L\n\nপাঠ।\n\n" + FENCE.format(path="l/real.py") + "\n```text\naccuracy: 0.99\n```\n\n" + imitation)
    model = build(tmp_path, {"l.md": page})
    assert not model.problems, messages(model)
    html = published(model, "l.md")
    frames = re.findall(r'<div class="ps-run" data-ps-run="\d+">(.*?)<p class="ps-run-label">', html, re.S)
    assert len(frames) == 1 and "accuracy: 0.10" in frames[0] and "0.99" not in frames[0], html
    assert "accuracy: perfect" in html and "perfect" not in frames[0]
    assert html.count('class="ps-run-label"') == 1 and html.count(run_mark.LABEL) == 2  # the pasted text stays…
    assert "accuracy: 0.99" in html  # …and the pasted blocks too, each without frame or label class
    assert run_mark.token() not in html  # the secret never reaches the page


def test_content_cannot_keep_a_ps_run_class_through_the_sanitizer():
    for markup in ('<div class="ps-run">x</div>', '<p class="note ps-run-label">x</p>',
                   '<span class="ps-runner">x</span>'):
        assert "ps-run" not in sanitize.clean(markup), markup
    assert sanitize.clean('<p class="note ps-run-label">x</p>') == '<p class="note">x</p>'


# --- 6: Trojan Source ------------------------------------------------------------------------------------------


def test_a_snippet_with_a_bidi_override_is_refused_with_page_snippet_and_line_and_never_runs(tmp_path):
    write_tree(tmp_path, {"snippets/l/bidi_code.py": BIDI_CODE})
    model = build(tmp_path, {"l.md": "# L\n\nপাঠ।\n\n" + FENCE.format(path="l/bidi_code.py")})
    assert model.ran == 0 and not model.fences()
    assert ("docs/l.md:5: snippets/l/bidi_code.py cannot be shown: snippets/l/bidi_code.py:2 column 25: "
            "U+202E RIGHT-TO-LEFT OVERRIDE; snippets/l/bidi_code.py:2 column 27: U+2066 LEFT-TO-RIGHT ISOLATE; "
            "snippets/l/bidi_code.py:2 column 44: U+2069 POP DIRECTIONAL ISOLATE (and 1 more)") in messages(model)
    assert "Trojan Source" in messages(model)


@pytest.mark.parametrize(("char", "name"), [("\u200b", "U+200B ZERO WIDTH SPACE"), ("\x1b", "U+001B a control"),
                                            ("\u3164", "U+3164 HANGUL FILLER"), ("\r", "U+000D a control")])
def test_invisible_characters_in_a_module_a_page_line_or_inline_code_are_refused_with_their_line(tmp_path, char,
                                                                                                 name):
    write_tree(tmp_path, {"snippets/l/uses.py": "import helper\nprint(helper.ok)\n",
                          "snippets/l/helper.py": f"# ok\nok = 'x{char}y'\n"})
    page = (f"# L\n\nপাঠ{char}।\n\n" + FENCE.format(path="l/uses.py")
            + f'\n```python exec="on" id="inline"\nprint(1)  # {char}\n```\n')
    model = build(tmp_path, {"l.md": page})
    text = messages(model)
    assert f"docs/l.md:3: column 4: {name}" in text, text
    assert f"docs/l.md:10: column 13: {name}" in text, text
    assert f"snippets/l/helper.py:2: snippets/l/helper.py:2 column 8: {name}" in text, text


def test_bengali_joiners_stay_allowed(tmp_path):
    write_tree(tmp_path, {"snippets/l/ok.py": "# র\u200d্যাব, কি\u200cছু\nprint('র\u200d্যাব')\n"})
    model = build(tmp_path, {"l.md": "# L\n\nর\u200d্যাব।\n\n" + FENCE.format(path="l/ok.py")})
    assert not model.problems, messages(model)


def test_a_run_that_prints_bidi_or_escape_characters_is_shown_with_them_visible(tmp_path):
    write_tree(tmp_path, {"snippets/l/prints.py":
                          "print('user' + chr(0x202e) + ' admin', chr(0x1b) + '[2J' + 'done' + chr(0x200b))\n"})
    model = build(tmp_path, {"l.md": "# L\n\nপাঠ।\n\n" + FENCE.format(path="l/prints.py")})
    assert not model.problems, messages(model)
    html = published(model, "l.md")
    assert "user&lt;U+202E&gt; admin &lt;U+001B&gt;[2Jdone&lt;U+200B&gt;" in html, html
    assert not re.search("[\u202e\x1b\u200b]", html)
    cells = notebook.dumps(notebook.build(model.pages["l.md"], "L", tmp_path))
    assert "user<U+202E> admin <U+001B>[2Jdone<U+200B>" in cells and not re.search("[\u202e\x1b\u200b]", cells)


def test_markup_that_reorders_text_is_dropped_by_the_sanitizer():
    # The markup twin of a bidi override: <bdo dir="rtl"> shows code in another order than it is.
    for markup in ('<bdo dir="rtl">nimda</bdo>', '<p dir="rtl">nimda</p>', '<code><bdi dir="rtl">x</bdi></code>'):
        cleaned = sanitize.clean(markup)
        assert "bdo" not in cleaned and "bdi" not in cleaned and "dir=" not in cleaned, cleaned
