"""A hosted model service: the speed its announcement gives a model is one request's.

A post that opens an inference API to developers ("a hosted inference API",
"serverless endpoints", "through our API") and says it "serves Llama 3.1 70B at
450 tokens per second" states the speed one caller's stream sees: the provider
never says how many machines or users stand behind it. Such a figure is a
per-user speed, unless its sentence gives it a system's scale (a count of chips
or nodes, a concurrency, a batch) or calls it a total.
"""

from __future__ import annotations

import re

from claims.model import Conditions
from claims.vocabulary.lazy import lazy
from claims.vocabulary.matcher import caseless

# Only the provider's own API: "benchmarked with the OpenAI API client" is a self-hosted
# engine's harness, no hosted service. Read over a whole document: every match holds one of
# the stems, so a document with none is passed over without the pattern.
_HOSTED = caseless(
    r"\b(?:hosted|serverless|public|managed|inference)\s+(?:inference\s+)?"
    r"(?:APIs?|endpoints?|service)\b"
    r"|\b(?:through|via|from)\s+(?:the|our|its|their)\s+"
    r"(?:(?:hosted|public|cloud|inference|serverless)\s+)?API\b(?!\s+(?:client|server)\b)"
    r"|\bAPI\s+(?:access|endpoints?|pricing|customers)\b", ("api", "endpoint", "service"))
# Words that make a rate a system's: a total, a scale, a load.
_SYSTEM = lazy(
    r"\b(?:total|aggregate|combined|overall|cluster|clusters|across|system|systems|node|nodes|"
    r"servers?|racks?|per\s+(?:GPU|chip|accelerator|card|node|server|rack|instance)|batch|"
    r"batched|concurren\w*|users|requests|throughput|peak|max(?:imum)?|all)\b", re.I)


def hosted_api(text: str) -> bool:
    """True when the text presents a model service one calls through an API."""
    return _HOSTED.search(text) is not None


def one_callers_speed(sentence: str, conditions: Conditions) -> bool:
    """True for a model's token rate in a hosted service's post that its sentence and setup
    give no system scale: the speed one request's stream sees."""
    c = conditions
    if c.model is None or any(v is not None for v in (
            c.accelerator_count, c.node_count, c.concurrency, c.parallelism)):
        return False
    return _SYSTEM.search(sentence) is None
