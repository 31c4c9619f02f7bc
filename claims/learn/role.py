"""A duration's role in its clause, for the learned kind: the time a run's verb says it
reached ("finished the epochs in 12 minutes", "the build took 40 s", "converged within
3 hours") is a result; the time a run is given ("ran for 10 minutes", "a 60 s warm-up",
"a duration of 30 s") is a setting. The words beside the number ("in", "minutes") say
neither alone, so the governing verb is read from the figure's clause. The learned kind may
not turn a reached time into a setting (`claims.learn.stated.verb_kept`); nor a rate, size
or score its verb says the system achieved ("sustains 372 Gb/s", "peaked at 391 Gb/s",
"scores 88.2"), whatever the words around it say of other pages' figures."""

from __future__ import annotations

import re

from claims.learn.layout import Layout, Place
from claims.model import Claim
from claims.vocabulary.lazy import lazy

#: A verb saying a run got somewhere: its time is how long that took.
_REACHED_VERB = (r"(?:finish(?:es|ed|ing)?|complet(?:e|es|ed|ing)|took|takes?|taking|"
                 r"reach(?:es|ed|ing)?|hit(?:s|ting)?|converg(?:e|es|ed|ing)|"
                 r"(?:is|are|was|were|be|been|get|gets|got)\s+done|end(?:s|ed)|"
                 r"return(?:s|ed)|respond(?:s|ed)|boot(?:s|ed)|start(?:s|ed)\s+up|"
                 r"load(?:s|ed)|compil(?:e|es|ed)|buil(?:d|ds|t)|"
                 r"recover(?:s|ed)|restor(?:e|es|ed)|sync(?:s|ed)|"
                 r"process(?:es|ed)|train(?:s|ed)|ran|runs)")
#: The verb, then its object (a few words, no clause break), then the time's preposition,
#: or the verb right before the time ("took about 12 minutes").
_REACHED = lazy(r"\b" + _REACHED_VERB + r"\b(?:[^,;:()]{0,60}?\b(?:in|within|under|after)"
                r"|(?:\s+(?:only|just|about|around|roughly|nearly|almost|under|over|less"
                r"\s+than|more\s+than|~))*)\s*~?$", re.I)
#: A run held for a time, or the time named as its length: what the run was given.
_GIVEN_BEFORE = lazy(r"\b(?:for|over|duration(?:\s+(?:of|was|is|set\s+to))?|lasting|"
                     r"timeout(?:\s+of)?|every|each)\s*(?:about\s+|~)?$", re.I)
_GIVEN_AFTER = lazy(r"[\s-]*(?:(?!(?:per|in|on|of|for|to|at|by|from|with|than|and|or)\b)"
                    r"[a-z]+[\s-]+){0,2}(?:runs?|tests?|trials?|"
                    r"windows?|warm-?ups?|soaks?|intervals?|sessions?|timeouts?|"
                    r"periods?|benchmarks?)\b", re.I)
_CLAUSE = lazy(r"[,;:()]")
_DIGIT = lazy(r"\d")
_WRITTEN = lazy(r"[\d.,]+\s*[^\s\d.,;:()]*")


def duration_role(layout: Layout, place: Place, claim: Claim) -> str | None:
    """A time's role in its clause: `reached` (a verb says a run got there in it), `given`
    (the time a run was held for or set to) or None (not a time, or neither)."""
    if claim.unit != "s":
        return None
    lo, hi = place.sentence
    lead = _CLAUSE.split(layout.text[max(lo, place.at - 100):place.at])[-1]
    written = _WRITTEN.match(layout.text, place.at, min(hi, place.at + 40))
    tail = layout.text[written.end() if written else place.at:min(hi, place.at + 60)]
    if _GIVEN_BEFORE.search(lead) or _GIVEN_AFTER.match(tail):
        return "given"
    reached = _REACHED.search(lead)
    # (a range is a bucket the run's parts fell in, "completed in 50 to 100 usec"; work
    # counted in digits before the time makes it the window it was counted over,
    # "completed 8925647 requests in 30.1 s": the count is the result)
    if reached is None or claim.value_max is not None or _DIGIT.search(reached.group()):
        return None
    return "reached"


#: A verb saying the system got a figure: what it reached is its result, not a setting.
_ACHIEVED_VERB = (r"(?:sustain(?:s|ed|ing)?|deliver(?:s|ed|ing)?|reach(?:es|ed|ing)?|"
                  r"hit(?:s|ting)?|peak(?:s|ed|ing)|top(?:s|ped)\s+out|"
                  r"achiev(?:e|es|ed|ing)|attain(?:s|ed|ing)?|scor(?:e|es|ed|ing)|"
                  r"record(?:s|ed|ing)|manag(?:e|es|ed|ing)|"
                  r"clock(?:s|ed)\s+in|max(?:es|ed)\s+out)")
#: The verb right before the figure, with at most a preposition and a hedge between:
#: "sustained 372", "peaked at 391", "reaches up to 1.2", "hit nearly 90".
_ACHIEVED = lazy(r"\b" + _ACHIEVED_VERB + r"(?:\s+(?:at|to|up\s+to|only|just|about|around|"
                 r"roughly|nearly|almost|over|above|beyond|more\s+than|a\s+(?:peak|high|"
                 r"record|maximum|mean|median|average)\s+of|an\s+average\s+of|~))*\s*~?$", re.I)


def achieved(layout: Layout, place: Place, claim: Claim) -> bool:
    """Whether a figure other than a time is what its clause's verb says the system
    achieved ("the card sustains 372 Gb/s", "bandwidth peaked at 391 Gb/s"): a result."""
    # (a clock a part "reaches", "boosts up to 4.0 GHz", is its rating: rated_clock's to read)
    if claim.unit in ("s", "Hz") or claim.value_max is not None:
        return False
    lo = place.sentence[0]
    lead = _CLAUSE.split(layout.text[max(lo, place.at - 60):place.at])[-1]
    return _ACHIEVED.search(lead) is not None
