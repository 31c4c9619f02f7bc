"""The words that say which quantity an LLM serving rate is: which tokens it counts, and which
phase of serving made it. Shared by the comparison, which reads them in a figure's own
words (`claims.compare.scenario`), and the extraction, which reads them in the header of
the table column a figure stands in (`claims.extract.conditions.phase_columns`)."""

from __future__ import annotations

from collections.abc import Mapping

TOKENS, PHASE = "tokens counted", "serving phase"
# word (lower case, whole word) -> which tokens a rate counts
TOKEN_WORDS: Mapping[str, str] = {
    "input tokens": "input", "input token": "input", "prompt tokens": "input",
    "input throughput": "input", "output tokens": "output", "output token": "output",
    "generated tokens": "output", "completion tokens": "output",
    "output throughput": "output", "output speed": "output"}
# Local inference names the phases by what they do: llama.cpp's "prompt processing" and
# "text generation", Ollama's "prompt eval" for reading the prompt.
PHASE_WORDS: Mapping[str, str] = {
    "prefill": "prefill", "prefilling": "prefill", "decode": "decode",
    "decoding": "decode", "end-to-end": "end to end", "end to end": "end to end",
    "prompt processing": "prefill", "prompt eval": "prefill", "prompt evaluation": "prefill",
    "text generation": "decode", "token generation": "decode"}
