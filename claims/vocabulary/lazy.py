"""Regular expressions compiled on first use, so a module of many patterns is cheap to import.

Python's `re` compiles in Python: a module of a dozen long alternations costs milliseconds
at import, paid by every command, though most documents never reach most of them. `lazy`
keeps the source and compiles it the first time a method is called; from then on the
compiled pattern's own bound methods answer, with no extra call in between.

Every pattern `claims` and `checkers` make at import is made this way (a test in
tests/test_cold_start.py holds them to it); patterns made inside functions use `re`'s own
cache. A lazy pattern is not an `re.Pattern` for `isinstance`, and cannot be handed to
`re.compile` or `re.search` as the pattern: call its methods, or read `.pattern` (the
source, available without compiling) to build a larger pattern from it. What the compiler
made is kept between runs (`pattern_cache.py`), so a later process builds the same pattern
without parsing it again.
"""

from __future__ import annotations

import re
from typing import Any, cast

from claims.vocabulary.pattern_cache import compile_kept

# The methods that, once compiled, are answered by the compiled pattern directly.
_METHODS = ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split")


class LazyPattern:
    """A pattern's source and flags, compiled the first time one of its methods is called."""

    def __init__(self, source: str, flags: int = 0) -> None:
        """Keep the source; compile later."""
        self.pattern = source
        self._flags = flags

    def compiled(self) -> re.Pattern[str]:
        """The compiled pattern (compiled once; later calls of its methods skip this object)."""
        found = self.__dict__.get("_compiled")
        if found is None:
            found = compile_kept(self.pattern, self._flags)
            # Instance attributes win over the methods below, so from now on `lazy.search`
            # is the compiled pattern's own bound method.
            for name in _METHODS:
                self.__dict__[name] = getattr(found, name)
            self.__dict__["_compiled"] = found
        return cast("re.Pattern[str]", found)

    @property
    def flags(self) -> int:
        """The flags as the compiled pattern has them (re.UNICODE included)."""
        return self.compiled().flags

    @property
    def groups(self) -> int:
        """The number of capturing groups."""
        return self.compiled().groups

    @property
    def groupindex(self) -> Any:
        """The named groups, name to number."""
        return self.compiled().groupindex

    def search(self, *args: Any, **kwargs: Any) -> Any:
        """`re.Pattern.search`, compiling first."""
        return self.compiled().search(*args, **kwargs)

    def match(self, *args: Any, **kwargs: Any) -> Any:
        """`re.Pattern.match`, compiling first."""
        return self.compiled().match(*args, **kwargs)

    def fullmatch(self, *args: Any, **kwargs: Any) -> Any:
        """`re.Pattern.fullmatch`, compiling first."""
        return self.compiled().fullmatch(*args, **kwargs)

    def finditer(self, *args: Any, **kwargs: Any) -> Any:
        """`re.Pattern.finditer`, compiling first."""
        return self.compiled().finditer(*args, **kwargs)

    def findall(self, *args: Any, **kwargs: Any) -> Any:
        """`re.Pattern.findall`, compiling first."""
        return self.compiled().findall(*args, **kwargs)

    def sub(self, *args: Any, **kwargs: Any) -> Any:
        """`re.Pattern.sub`, compiling first."""
        return self.compiled().sub(*args, **kwargs)

    def subn(self, *args: Any, **kwargs: Any) -> Any:
        """`re.Pattern.subn`, compiling first."""
        return self.compiled().subn(*args, **kwargs)

    def split(self, *args: Any, **kwargs: Any) -> Any:
        """`re.Pattern.split`, compiling first."""
        return self.compiled().split(*args, **kwargs)

    def __repr__(self) -> str:
        """Like a compiled pattern's repr, marked lazy."""
        return f"lazy({self.pattern!r}, {self._flags})"


def lazy(source: str, flags: int = 0) -> re.Pattern[str]:
    """A pattern compiled on first use; typed as the `re.Pattern` it behaves as (see above)."""
    return cast("re.Pattern[str]", LazyPattern(source, flags))
