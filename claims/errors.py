"""The one exception type that carries a user-facing input error."""

from __future__ import annotations


class ClaimsError(Exception):
    """Bad input or an unusable source: printed as one line, exit status 2."""

    def __init__(self, message: str, path: str | None = None, line: int | None = None,
                 column: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.path = path
        self.line = line
        self.column = column

    def __str__(self) -> str:
        where = ":".join(str(p) for p in (self.path, self.line, self.column) if p is not None)
        return f"{where}: {self.message}" if where else self.message


class StoreLocked(ClaimsError):
    """Another process held the store's write lock past the stated wait; nothing is lost."""
