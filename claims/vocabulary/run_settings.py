"""How a run was set up: precision, parallelism, concurrency, input/output lengths."""

from __future__ import annotations

import re

from claims.vocabulary.lazy import lazy

# Any case ("bf16" in a column header, "fp8" in a flag), and spelled as a type ("float8").
_FORMATS = (r"(?i:\b(?:NVFP|MXFP|FP)(?:4|6|8|16|32|64)\b|\bBF16\b|\bINT[48]\b|\bTF32\b|"
            r"\bb?float(?:8|16|32)\b)|\bW[48]A(?:8|16)\b|")
_WIDTH = r"\b(?:4|6|8|16|32)[- ]bit\b"
# A width in words counts only where it qualifies numbers or stands as a column's note
# ("16-bit weights", "4-bit GPTQ weights", "Groq (8-bit)"): "64-bit Linux" is no precision.
PRECISION = lazy(_FORMATS + _WIDTH + r"(?=(?:\s+[A-Z][\w-]*)?\s+(?:weights?|precision|floating|"
                 r"floats?|quantization|quantized|integers?|activations?|inference|models?)\b"
                 r"|\s*\))"
                 # or what a model runs at or in ("Llama 3.1 8B at 16-bit, ...")
                 r"|(?:(?<=\bat )|(?<=\bin ))" + _WIDTH + r"(?=\s*[,;.:]|\s*$)")
#: The formats in a piece the finder matched, read without the words around it.
PRECISION_NAME = lazy(_FORMATS + _WIDTH)
# A long form keeps the degree it is given with ("tensor parallelism 8", "tensor parallel
# size of 4"), and a short one may put "=" or a space before it ("TP=8", "TP 8").
PARALLELISM = lazy(r"\b(?:TP|PP|DP|EP|DEP|CP|SP|TEP)\d+\b|\b(?:TP|PP|EP)(?:\s*=\s*|\s)\d{1,3}\b"
                   r"(?![.,]\d)|\bWide-EP\b|"
                   r"\b(?:[Tt]ensor|[Ee]xpert|[Pp]ipeline|[Dd]ata|[Cc]ontext|[Ss]equence)"
                   r"[- ]parallel(?:ism)?\b(?:(?:\s+(?:size|degree))?(?:\s+of|\s*[=:])?\s*"
                   r"\d{1,4}\b(?![.,]\d|\s*(?:%|x\b|times\b|GB|GPUs?\b|nodes?\b|ms\b|s\b)))?")
CONCURRENCY = lazy(
    r"\bconcurrency(?:\s+(?:of|level|=|:))?\s*(?P<a>\d[\d,]*)\b|\b(?P<b>\d[\d,]*)\s+concurrent\s+"
    r"(?:users?|requests?|clients?|connections?|sessions?|streams?)\b|"
    r"\b(?P<c>\d[\d,]*)\s+(?:simultaneous|parallel)\s+(?:users?|requests?|clients?|connections?)|"
    r"\b(?P<d>\d[\d,]*)\s+concurrency\b|"
    r"\bat\s+(?P<e>\d[\d,]*)\s+(?:users|clients|connections|sessions|streams|threads)\b"
    r"(?!\s*(?:per\s+|/\s*|a\s+)(?:s\b|sec|second|minute|hour))|"  # not a rate
    r"\b(?P<one>single[- ]user|one\s+user|one\s+concurrent\s+(?:user|request)|"
    r"batch\s+size\s+(?:of\s+)?1\b)|"
    # storage's concurrency: the I/Os in flight ("at queue depth 256", "QD32")
    r"\bqueue\s+depth(?:\s+of|\s*[=:])?\s*(?P<q>\d+)\b|\bQD\s*[=:]?\s*(?P<qd>\d+)\b",
    re.I)
# What follows a count of tokens that makes it a rate, not a length.
_NOT_RATE = r"(?!\s*(?:(?:per|a|each|every)\s+(?:second|sec|s|minute|min|hour)\b|/\s*(?:s|sec)\b))"
IO = lazy(
    r"\b(?P<i>\d+(?:\.\d+)?)(?P<ik>[Kk])?\s*/\s*(?P<o>\d+(?:\.\d+)?)(?P<ok>[Kk])?\b"
    r"(?=\s*(?:ISL|in/out|input|tokens?|sequence|context)|\b(?<=[Kk]))"
    r"|\bISL(?:\s*[=:]|\s+of)?\s*(?P<isl>\d[\d,]*)(?P<islk>[Kk])?"
    r"|\bOSL(?:\s*[=:]|\s+of)?\s*(?P<osl>\d[\d,]*)(?P<oslk>[Kk])?"
    r"|\binput\s+(?:sequence\s+)?length(?:\s+of)?\s*(?P<il>\d[\d,]*)(?P<ilk>[Kk])?"
    r"|\boutput\s+(?:sequence\s+)?length(?:\s+of)?\s*(?P<ol>\d[\d,]*)(?P<olk>[Kk])?"
    # Lengths said in words: "1k-token inputs", "65,536 input tokens", "2,000 input and 100
    # output tokens", "generates 512 tokens"; never a rate ("30,000 output tokens per second").
    r"|\b(?P<ia>\d[\d,]*(?:\.\d+)?)(?P<iak>[Kk])?\s+input\s+and\s+"
    r"(?P<oa>\d[\d,]*(?:\.\d+)?)(?P<oak>[Kk])?\s+output\s+tokens?\b" + _NOT_RATE +
    # ("5000 prompts" counts requests: a plural is a length only with "-token" before it)
    r"|\b(?P<it>\d[\d,]*(?:\.\d+)?)(?P<itk>[Kk])?(?:[- ]tokens?\s+(?:input|prompt)s?\b"
    r"|\s+(?:input|prompt)\s+tokens?\b)" + _NOT_RATE +
    r"|\b(?P<ot>\d[\d,]*(?:\.\d+)?)(?P<otk>[Kk])?(?:[- ]tokens?\s+outputs?\b"
    r"|\s+output\s+tokens?\b)" + _NOT_RATE +
    r"|\bgenerat(?:es?|ing)\s+(?P<og>\d[\d,]*)(?P<ogk>[Kk])?\s+tokens?\b" + _NOT_RATE, re.I)
