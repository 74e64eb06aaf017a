"""Recorded output vs a fresh run: text exactly, numbers within their printed precision."""

from __future__ import annotations

import pytest

from pathshala.recordings.compare import compare, noise_floor


@pytest.mark.parametrize(
    ("recorded", "fresh"),
    [
        ("layer 7: |grad| = 0.186142\n", "layer 7: |grad| = 0.186141\n"),  # a last-digit flip (AVX2 vs plain)
        ("error 2.7e-10\n", "error 2.8e-10\n"),  # scientific: one unit of the mantissa's last digit
        ("H v ≈ [1.065673 1.59851 ]\n", "H v ≈ [1.065673 1.598511]\n"),  # numpy drops a zero, pads a column
        ("tensor([ 0.1000, -0.0000])\n", "tensor([0.1000, 0.0000])\n"),  # torch pads for a minus sign
        ("loss ০.২২২৬\n", "loss 0.2227\n"),  # Bengali digits read as digits
        ("a nan b inf c -inf\n", "a nan b inf c -inf\r\n"),  # line endings, nan and inf
        ("x = 1.5   \n", "x = 1.5\n"),  # trailing blanks
    ],
)
def test_a_flip_of_the_last_printed_digit_holds(recorded, fresh):
    assert compare(recorded, fresh).ok


@pytest.mark.parametrize(
    ("recorded", "fresh", "status"),
    [
        ("layer 7: |grad| = 0.186142\n", "layer 7: |grad| = 0.186144\n", "numbers"),  # two units: a real move
        ("dW2 gap 3.5e-18\n", "dW2 gap 1.7e-18\n", "numbers"),  # rounding noise is not absorbed
        ("db2 gap 0.0e+00\n", "db2 gap 1.4e-17\n", "numbers"),
        ("bytes 448\n", "bytes 449\n", "numbers"),  # whole numbers are exact
        ("shape (3, 1000)\n", "shape (3, 999)\n", "numbers"),
        ("a nan\n", "a 0.0\n", "numbers"),
        ("a inf\n", "a -inf\n", "numbers"),
        ("loss 0.2226\n", "cost 0.2226\n", "text"),  # any other text is a real change
        ("a 1.0 b 2.0\n", "a 1.0 b\n", "text"),  # a different count of numbers
        ("a 1.0\nb 2.0\n", "a 1.0 b 2.0\n", "text"),  # lines matter
        ("0.5\n", "0.59\n", "numbers"),  # the finer unit applies when the digit counts differ
    ],
)
def test_a_real_change_still_fails(recorded, fresh, status):
    result = compare(recorded, fresh)
    assert not result.ok and result.status == status


def test_the_message_names_the_number_both_values_and_the_allowance():
    result = compare("w 0.2100\nloss 0.1533\n", "w 0.2100\nloss 0.1536\n")
    assert len(result.moved) == 1
    text = result.explain()
    assert "number 2 (line 2): recorded 0.1533, now 0.1536" in text
    assert "±1e-04 (one unit of the last printed digit)" in text


def test_a_declared_tolerance_is_relative_and_applies_to_numbers_only():
    assert compare("error 2.7e-10\n", "error 2.0e-10\n", tolerance=0.5).ok
    assert not compare("error 2.7e-10\n", "error 1.0e-10\n", tolerance=0.5).ok
    assert not compare("error 2.7e-10\n", "mistake 2.7e-10\n", tolerance=0.5).ok
    assert "fence tolerance 0.5" in compare("e 2.7e-10\n", "e 1.0e-10\n", tolerance=0.5).explain()


def test_noise_floor_finds_tiny_values_printed_with_digits_but_not_bounds():
    found = noise_floor("dW2: max gap = 3.5e-18\nbound: gap < 1e-15\nzero 0.0e+00\nfine 2.4e-06\n")
    assert [(t.text, t.line) for t in found] == [("3.5e-18", 1)]
    assert noise_floor("gap below 1e-15 ≤ 1e-14\n") == []
    assert [t.text for t in noise_floor("x 1e-13\n", floor=1e-12)] == ["1e-13"]
    assert noise_floor("x 1e-13\n", floor=1e-14) == []


def test_whole_numbers_stay_exact_under_a_tolerance():
    assert not compare("H holds 40000 numbers\n", "H holds 40001 numbers\n", tolerance=0.5).ok
