"""A quoted sentence as the page shows it: its inline Markdown rendered (bold, emphasis,
code, links as their text) and a GitHub admonition marker ("[!NOTE]") shown as a note
label, never as raw markup. Escaped first, so a quote can add no markup of its own."""

from __future__ import annotations

import re

from markupsafe import Markup, escape

from claims.vocabulary.lazy import lazy

_ADMONITION = lazy(r"^\s*(?:>\s*)*\[?!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]\s*", re.I)
# A blockquote's markers, at its start and where a wrapped line continued it.
_QUOTE_MARK = lazy(r"^\s*(?:>\s*)+|(?<=\s)>\s+(?=\S)")
_LINK = lazy(r"!?\[([^\]\n]*)\]\([^)\s]*(?:\s+&#34;[^)]*&#34;)?\)")
_CODE = lazy(r"`([^`\n]+)`")
_STRONG = lazy(r"(\*\*|__)(?=\S)(.+?)(?<=\S)\1")
_EM = lazy(r"(?<![\w*])([*_])(?=\S)(.+?)(?<=\S)\1(?![\w*])")


def admonition(text: str) -> tuple[str | None, str]:
    """A quote's admonition label ("Note", "Warning") if it opens with a GitHub marker, and
    its text without the marker or blockquote signs, whitespace collapsed."""
    text = " ".join(text.split())
    label = None
    found = _ADMONITION.match(text)
    if found:
        label = found.group(1).capitalize()
        text = text[found.end():]
    return label, _QUOTE_MARK.sub("", text)


def inline_html(text: str, label: str | None = None) -> Markup:
    """The quote's text as safe HTML with its inline Markdown rendered, its admonition (or
    the `label` given) shown as a note label."""
    found, plain = admonition(text)
    label = label or found
    html = str(escape(plain))
    codes: list[str] = []

    def keep(m: re.Match[str]) -> str:
        """Code spans aside, so no emphasis is read inside them."""
        codes.append(m.group(1))
        return f"\x00{len(codes) - 1}\x00"

    html = _CODE.sub(keep, html)
    html = _LINK.sub(r"\1", html)
    html = _STRONG.sub(r"<strong>\2</strong>", html)
    html = _EM.sub(r"<em>\2</em>", html)
    html = html.replace("**", "")  # half a pair, its other half clipped off
    html = re.sub(r"\x00(\d+)\x00", lambda m: f"<code>{codes[int(m.group(1))]}</code>", html)
    head = f'<span class="admonition">{label}:</span> ' if label else ""
    return Markup(head + html)
