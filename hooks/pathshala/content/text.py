"""Bengali-aware text helpers: heading slugs and Bengali digits.

Stock slugifiers drop Bengali (the default one) or its vowel signs and
virama (the Unicode ones, which keep only letters and digits), so
`জমা` turns into `জম`. Ours keeps every letter, mark and digit.
"""

from __future__ import annotations

import re
import unicodedata

_BN_DIGITS = str.maketrans("0123456789-", "০১২৩৪৫৬৭৮৯−")
_ASCII_DIGITS = str.maketrans("০১২৩৪৫৬৭৮৯−", "0123456789-")


def slugify(value: str, separator: str = "-") -> str:
    """Heading text to an anchor id that keeps Bengali intact.

    Letters (L*), combining marks (M*: vowel signs, virama, nukta), digits
    and `_` survive; any run of other characters becomes one separator.
    Matches the ``toc`` extension's ``slugify(value, separator)`` signature.
    """
    value = unicodedata.normalize("NFC", value).strip().lower()
    out: list[str] = []
    for ch in value:
        cat = unicodedata.category(ch)
        if cat[0] in "LMN" or ch == "_" or ch in "\u200c\u200d":
            out.append(ch)
        else:
            out.append(" ")
    return re.sub(r"\s+", separator, "".join(out).strip())


def to_bengali_digits(text: str) -> str:
    """ASCII digits and hyphen-minus to Bengali digits and the minus sign."""
    return text.translate(_BN_DIGITS)


def to_ascii_digits(text: str) -> str:
    """Bengali digits and the minus sign back to ASCII."""
    return text.translate(_ASCII_DIGITS)
