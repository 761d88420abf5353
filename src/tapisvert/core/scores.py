"""Exact scores: fractions, never floats (a sabias defender may score -52.5).

`score_json` writes a score for JSON as an int when whole and as a decimal string otherwise
("-52.5"), so records stay exact; `parse_score` reads either back.
"""

from __future__ import annotations

from fractions import Fraction

from tapisvert.core.errors import InvalidNotation

Score = Fraction


def score_json(value: Fraction | int) -> int | str:
    """A score as JSON: an int when whole, else an exact decimal (or p/q) string."""
    value = Fraction(value)
    if value.denominator == 1:
        return int(value.numerator)
    den = value.denominator
    twos = fives = 0
    while den % 2 == 0:
        den //= 2
        twos += 1
    while den % 5 == 0:
        den //= 5
        fives += 1
    if den != 1:
        return f"{value.numerator}/{value.denominator}"
    places = max(twos, fives)
    scaled = value * 10**places
    sign = "-" if scaled < 0 else ""
    digits = str(abs(int(scaled))).rjust(places + 1, "0")
    return f"{sign}{digits[:-places]}.{digits[-places:]}"


def parse_score(value: int | str | float) -> Fraction:
    """Read a score written by `score_json` (or any int/decimal/fraction text)."""
    try:
        if isinstance(value, float):
            return Fraction(str(value))
        return Fraction(value)
    except (ValueError, ZeroDivisionError):
        raise InvalidNotation(f"not a score: {value!r}") from None


def score_text(value: Fraction | int) -> str:
    """A score for people: "+96", "-52.5", "0"."""
    out = str(score_json(value))
    return out if out.startswith("-") or out == "0" else "+" + out
