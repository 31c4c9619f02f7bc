"""A Markdown table row's cells: where each cell's content stands in the row, and whether a
body row only completes the header with units ("| | MB/s | ms |")."""

from __future__ import annotations


def units_row(scan: str, cells: tuple[tuple[int, int], ...]) -> bool:
    """True for a body row that only completes the header: no digit anywhere, a cell past
    the first written (a row naming only its first cell labels the rows below it), and no
    cell longer than a unit or a short qualifier."""
    words = [scan[a:b].split() for a, b in cells]
    return (not any(ch.isdigit() for ch in scan) and any(words[1:])
            and all(len(w) <= 2 for w in words))


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

