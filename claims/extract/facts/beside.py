"""What the words right beside a figure say of it, read for the rules that judge records: a
spread or an amount of work named just before a time, a price's wording around a bare
number, two counts of a set-up compared, a statistic or best case in a heading, a share
label naming a percentile, storage requests, a model name's marks."""

from __future__ import annotations

import re
from functools import lru_cache

from claims.vocabulary.lazy import lazy
from claims.vocabulary.models import MODEL_RE
from claims.vocabulary.statistics import STAT_RE

#: A spread named just before the value ("| Stdev | 33.83 ms |", "stdev=20.09", "a standard
#: deviation of 4 ms"): a dispersion, a statistic of its own, not a typical wait.
_SPREAD_BEFORE = lazy(
    r"\b(?:std\.?\s*dev\.?|stdev|stddev|standard\s+deviation|variance|"
    r"inter-?quartile\s+range|iqr|mad)\b[^\d\n]{0,24}$", re.I)

#: An amount of data or work written just before the time it took ("22.0MiB written in
#: 1173msec", "5,632 writes in 961 ms", "1 GB copied in 2.1 s"): one elapsed time for the
#: whole amount, not the time one request waits.
_AMOUNT_IN = lazy(
    r"\d[\d,.]*\s*(?:(?:[kKMGTP]i?B|[kKMGT]?bytes?|[kKMGT]b)\b|(?:k|m|million|thousand)?\s*"
    r"(?:messages|requests|queries|rows|records|operations|ops|transactions|files|inserts|"
    r"writes|reads|jobs|tasks|items|keys|documents|events|packets|objects|images|blocks|"
    r"pages)\b)\s*(?:(?:were\s+|was\s+)?(?:written|read|copied|transferred|sent|received|"
    r"processed|moved|loaded|inserted|uploaded|downloaded|served|handled|completed)\s+)?"
    r"(?:in|within|over|took|taking)\s+(?:about\s+|roughly\s+|~\s*)?$", re.I)

_COUNTED = (r"(?:clients|connections|users|sessions|threads|workers|processes|nodes|"
            r"servers|machines|instances|replicas|shards|partitions|tenants|containers|pods|"
            r"VMs|GPUs|CPUs|cores|disks|drives|files|tables|keys|rows|queues|consumers|"
            r"producers|subscribers|slots)")
#: "10x as many clients as server connections", "four times as many threads as cores": how
#: a test was sized, one count of it against another. Both sides must be counts: "twice as
#: many users as vLLM" sets two systems' capacities side by side, a comparison.
_AS_MANY = lazy(
    r"^[\d.,]*\s*(?:x|\u00d7|times|-fold)?\s*as\s+many\s+(?:[\w-]+\s+){0,2}?" + _COUNTED
    + r"\s+as\s+(?:[\w-]+\s+){0,2}?" + _COUNTED + r"\b", re.I)

#: A price the text gives without its currency: "an RTX 3090 priced at 0.43 per hour",
#: "the instance costs 2.10 an hour", "billed at 0.6 per million tokens".
_PRICED_BEFORE = lazy(r"\b(?:priced|costs?|costing|billed|charged|rents?|rented|price[sd]?)"
                      r"\b[^.\d\n]{0,20}$", re.I)
_PER_PERIOD_AFTER = lazy(r"^\s*(?:per|an?|/)\s*(?:hour|hr|h|month|year|day|minute|second|"
                         r"token|million|thousand|GB|TB|request|query|node|GPU|instance|core)s?\b",
                         re.I)

#: A parameter count glued to a name the vocabulary does not know ("OrcaNet-7B",
#: "tiny-1.1B"): a trained model's mark. Set apart by a space it is too often a board's
#: revision ("Raspberry Pi 3B", "Raspberrypi 5b").
_SIZED = lazy(r"(?<=[A-Za-z]-)\d+(?:\.\d+)?B\b")


def spread_before(before: str) -> bool:
    """True when the words just before a figure call it a spread (a standard deviation, a
    variance, an interquartile range)."""
    return bool(_SPREAD_BEFORE.search(before))


def amount_before(before: str) -> bool:
    """True when an amount of data or work stands just before a time ("22.0MiB in")."""
    return bool(_AMOUNT_IN.search(before))


def counts_compared(after: str) -> bool:
    """True when the words from a ratio on compare two counts of a set-up ("10x as many
    clients as server connections")."""
    return bool(_AS_MANY.search(after))


def priced_around(before: str, after: str) -> bool:
    """True when a word of pricing stands before a bare number and a period or unit of a
    rate after it ("priced at" 0.43 "per hour")."""
    return bool(_PRICED_BEFORE.search(before) and _PER_PERIOD_AFTER.search(after))


def names_statistic(text: str | None) -> bool:
    """True when a text (a section heading) names a statistic ("Average ...", "P99 ...")."""
    return bool(text and STAT_RE.search(text))


# A heading that calls the figures under it a best case ("Key Metrics (Best Run)", "Peak
# results"), not an off-peak period.
_BEST_CASE_HEADING = lazy(r"(?<!off-)(?<!off )\b(?:peak|best[- ](?:case|run|result|trial)s?)\b",
                          re.I)


def names_best_case(text: str | None) -> bool:
    """True when a text (a section heading) calls its figures a best case or a peak."""
    return bool(text and _BEST_CASE_HEADING.search(text))


# A note calling a figure the best of several tries ("Highest of 5 runs", "best of 3").
_BEST_OF_RUNS = lazy(r"\b(?:highest|best|fastest|top|max(?:imum)?|peak)\s+(?:of|in|across|"
                     r"from)\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten|several)"
                     r"(?:\s+(?:runs|tries|trials|attempts|passes|iterations|repetitions))?\b",
                     re.I)


def best_of_runs(text: str) -> bool:
    """True when a text (a table row's note) calls its figure the best of several runs."""
    return _BEST_OF_RUNS.search(text) is not None


# A row or list item labelled by a share of requests alone ("| 98% | 8683 |", "66%: 2037"):
# a load tool's percentile table names each row by the share answered within its time.
_SHARE_LABEL = lazy(r"(?:^|[:,;|(])\s*\d{1,2}(?:\.\d+)?%\s*(?:(?:in|within|under)\s*)?"
                    r"[:=|]?\s*$")


def share_label_before(before: str) -> bool:
    """True when the words right before a figure are a share label alone ("| 98% | ")."""
    return _SHARE_LABEL.search(before) is not None


# A start-up named as what a time measures: "Startup time", "cold start", "boot time", "time
# to start"; not "startups" or "a startup's", companies.
_STARTUP = lazy(r"\b(?:start-?up(?![s'\u2019])|cold[- ]start|boot(?:[- ]?up)?[ \t]+time|"
                r"launch[ \t]+time|time[ \t]+to[ \t]+(?:start|boot|launch|first[ \t]+response))\b",
                re.I)


# A heading naming the wait its times measure ("Remote Storage Backend Performance (20K
# Tokens TTFT)", "Cold start latency").
_WAIT_HEADING = lazy(r"\b(?:TTFT|TPOT|ITL|latency|latencies|response[ \t]+times?|"
                     r"time[ \t]+to[ \t]+first[ \t]+token)\b", re.I)


def names_wait(text: str | None) -> bool:
    """True when a text (a section heading) names a latency as what its times measure."""
    return bool(text and _WAIT_HEADING.search(text))


def names_startup(text: str | None) -> bool:
    """True when a text (a label, a sentence) names a start-up as what a time measures."""
    return bool(text and _STARTUP.search(text))


# Words saying a ratio is of speed: "makes image pulls 4x faster", "a 40% performance
# increase".
_SPEED = lazy(r"\b(?:faster|slower|quicker|speed(?:s|-?ups?)?|performance)\b", re.I)


def names_speed(text: str) -> bool:
    """True when a text says its ratio is one of speed ("4x faster", "performance gain")."""
    return _SPEED.search(text) is not None


# An object store's requests, written as the protocol writes them ("GET throughput"); upper
# case only, since "we get 5 GB/s" is no request.
_OBJECT_REQUESTS = lazy(r"\b(?:GET|PUT)s?\b")
# Memory moves bytes inside one machine: its reads are no storage requests ("RAM
# sequential read", "memcpy").
_MEMORY_OPERATION = lazy(r"\b(?:RAM|memcpy|memset|memchr)\b", re.I)


def object_requests(text: str) -> bool:
    """True when a text names an object store's requests ("GET", "PUTs")."""
    return _OBJECT_REQUESTS.search(text) is not None


def memory_operation(text: str) -> bool:
    """True when a text names memory or a memory routine ("RAM read", "memcpy")."""
    return _MEMORY_OPERATION.search(text) is not None


@lru_cache(maxsize=1024)
def model_marked(model: str) -> bool:
    """True when a name reads as a trained model's: the model vocabulary knows it, or a
    parameter size is glued to it."""
    return bool(MODEL_RE.search(model) or _SIZED.search(model))


def word_of(name: str, other: str) -> bool:
    """True when `name` stands in `other` as whole words ("gemini" in "xigmatek gemini")."""
    return re.search(r"(?<!\w)" + re.escape(name) + r"(?!\w)", other) is not None
