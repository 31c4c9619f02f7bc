"""Table headers that name a run condition a record carries in a field of its own: a
request length ("input len", "ISL", "output length"), both lengths at once ("Input/output",
"ISL/OSL" over "128/2048"), or a parallel degree ("tp size", "TP", "pipeline parallel").

Only a header that is the condition's whole name counts ("input len", never "input
throughput"); "size" is no length ("Output size" over a compressor's bytes is a result),
and a length in bytes is no request length.
"""

from __future__ import annotations

import re
from functools import lru_cache

from claims.vocabulary.lazy import lazy

INPUT_LENGTH, OUTPUT_LENGTH, PARALLELISM = "input_length", "output_length", "parallelism"
_LEN = r"(?:seq(?:uence)?\.?\s+)?len(?:gth)?s?\.?"
_TOKENS = r"(?:\s*\(tokens?\))?"
_INPUT = lazy(r"\W*(?:isl|(?:input|prompt|in)\s+" + _LEN + r")" + _TOKENS + r"\W*", re.I)
_OUTPUT = lazy(r"\W*(?:osl|(?:output|generation|gen|out|completion)\s+" + _LEN + r")" +
               _TOKENS + r"\W*", re.I)
# Both lengths in one header, input first: "Input/output", "ISL/OSL", "in/out (tokens)".
_BOTH = lazy(r"\W*(?:(?:input|in)\s*/\s*(?:output|out)|isl\s*/\s*osl)(?:\s+" + _LEN + r")?" +
             _TOKENS + r"\W*", re.I)
# Every degree that multiplies the accelerators one run spans is read, so that a table's
# "| TP | DP |" is never taken for TP alone (one instance of TP4 is not eight GPUs of TP4 DP2).
_DEGREES = (("TP", r"tp|tensor[\s-]+parallel(?:ism)?"),
            ("PP", r"pp|pipeline[\s-]+parallel(?:ism)?"),
            ("EP", r"ep|expert[\s-]+parallel(?:ism)?"),
            ("DP", r"dp|data[\s-]+parallel(?:ism)?"),
            ("CP", r"cp|context[\s-]+parallel(?:ism)?"))
_DEGREE_HEADERS = tuple((short, lazy(r"\W*(?:" + words + r")(?:\s+(?:size|degree|deg\.?))?\W*",
                                     re.I)) for short, words in _DEGREES)
# A setting a table already read as a per-run knob, named by the tokens of a request
# ("prompt_tokens" over "128", "output tokens" over "2048"): a request length. Only for a
# column already judged a setting; as a header alone "Output tokens" may be a total produced.
_TOKEN_SETTING = lazy(r"\W*(?:(?P<i>input|prompt|in)|(?P<o>output|generated|generation|"
                      r"completion|gen|out))[\s_-]*tokens?\W*", re.I)
# A footnote marker after a header's name ("TP (1)", "ISL [2]", "OSL*", "TP¹"): a pointer to
# a note below the table, no part of the name.
_FOOTNOTE = lazy(r"\s*(?:\(\d{1,2}\)|\[\d{1,2}\]|[¹²³⁴⁵⁶⁷⁸⁹]|\*+)\s*$")
_PAIR = lazy(r"\s*(\d[\d,]*)\s*([kK])?\s*/\s*(\d[\d,]*)\s*([kK])?\s*")


@lru_cache(maxsize=512)  # every row of a table asks again for the same headers
def knob_header(header: str) -> tuple[str, str] | None:
    """(field, degree name) a header sets: (INPUT_LENGTH, ""), (OUTPUT_LENGTH, ""),
    (PARALLELISM, "TP"); None for any other header."""
    header = _FOOTNOTE.sub("", header) or header
    if _INPUT.fullmatch(header):
        return INPUT_LENGTH, ""
    if _OUTPUT.fullmatch(header):
        return OUTPUT_LENGTH, ""
    for short, pattern in _DEGREE_HEADERS:
        if pattern.fullmatch(header):
            return PARALLELISM, short
    return None


def both_lengths(header: str) -> bool:
    """True for a header whose cells give the input and output lengths as "128/2048"."""
    return _BOTH.fullmatch(header) is not None


def length_pair(cell: str) -> tuple[int, int] | None:
    """The (input, output) lengths a "128/2048" or "1k/1k" cell gives, else None."""
    m = _PAIR.fullmatch(cell)
    if m is None:
        return None
    return (int(m.group(1).replace(",", "")) * (1000 if m.group(2) else 1),
            int(m.group(3).replace(",", "")) * (1000 if m.group(4) else 1))


def length_setting(name: str) -> str | None:
    """INPUT_LENGTH or OUTPUT_LENGTH for a setting named by a request's tokens ("prompt_tokens",
    "output tokens"), else None."""
    m = _TOKEN_SETTING.fullmatch(name)
    if m is None:
        return None
    return INPUT_LENGTH if m.group("i") else OUTPUT_LENGTH
