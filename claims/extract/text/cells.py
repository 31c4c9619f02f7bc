"""A Markdown table row's cells: where each cell's content stands in the row, whether a
body row only completes the header with units ("| | MB/s | ms |"), and whether it names the
columns in place of an empty header row."""

from __future__ import annotations

from claims.vocabulary.lazy import lazy

# A cell holding a value: a number, perhaps signed, emphasised or with a short unit glued.
_VALUE_CELL = lazy(r"[*_~\s]*[-+\u2212]?\d[\d.,]*\s*(?:%|[A-Za-z]{1,3}(?:/s)?)?[*_~\s]*")


def units_row(scan: str, cells: tuple[tuple[int, int], ...],
              header: tuple[str, ...] = ()) -> bool:
    """True for a body row that only completes the header: no digit anywhere, a cell past
    the first written (a row naming only its first cell labels the rows below it), no
    cell longer than a unit or a short qualifier, and either its first cell empty (units
    stand under the names, not beside a row label) or the header left a cell past its
    first for it to fill (a grouped header's second line). A first row of short words under
    a full header ("| Disk size | Small | Small |") is the table's first row of data."""
    words = [scan[a:b].split() for a, b in cells]
    fills = not words or not words[0] or not header or not all(header[1:])
    return (fills and not any(ch.isdigit() for ch in scan) and any(words[1:])
            and all(len(w) <= 2 for w in words))


def names_row(cells: tuple[str, ...]) -> bool:
    """True for a row that can name columns: two cells or more written, none a value
    ("| 2nd run | | **TGI** | **vLLM** | Requests |")."""
    written = [c for c in cells if c]
    return len(written) >= 2 and not any(_VALUE_CELL.fullmatch(c) for c in written)


def spanned(names: tuple[str, ...], subs: list[str]) -> tuple[str, ...]:
    """A grouped header's names carried over the empty cells to their right that its second
    line fills ("| Cycles | | |" over "| Intel | AMD | diff |": all three count cycles)."""
    out: list[str] = []
    group = ""
    for name, sub in zip(names, subs, strict=True):
        if name:
            group = name if sub.strip() else ""  # a group has sub-columns, from its own on
        out.append(name or (group if sub.strip() else ""))
    return tuple(out)


def row_cells(row: str) -> tuple[tuple[int, int], ...]:
    """Offsets (relative to the row) of each cell's content between pipes."""
    cells: list[tuple[int, int]] = []
    pos = 0
    stripped = row.strip()
    lead = row.find(stripped[:1]) if stripped else 0
    if stripped.startswith("|"):
        pos = lead + 1
    while pos <= len(row):
        nxt = row.find("|", pos)
        while nxt > 0 and row[nxt - 1] == "\\":
            nxt = row.find("|", nxt + 1)
        stop = len(row) if nxt < 0 else nxt
        a, b = pos, stop
        while a < b and row[a] in " \t":
            a += 1
        while b > a and row[b - 1] in " \t\r":
            b -= 1
        if nxt >= 0 or a < b:
            cells.append((a, b))
        if nxt < 0:
            break
        pos = nxt + 1
    if cells and cells[-1][0] == cells[-1][1]:
        cells.pop()
    return tuple(cells)

