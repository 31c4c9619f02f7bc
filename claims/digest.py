"""SHA-256 and BLAKE2b from the interpreter's own modules, without importing `hashlib`.

`hashlib` loads OpenSSL's library as it is imported, some milliseconds of a cold `claims
vet`, which needs only these two digests (ids, and the keys of the tables kept between
runs). CPython builds both into modules of their own, which `hashlib` itself falls back
to: the digests are the same bytes. An interpreter without them gets `hashlib`'s.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_sha256: Callable[[bytes], Any]
_blake2b: Callable[..., Any]
try:
    from _sha2 import sha256 as _sha256  # type: ignore[import-not-found,no-redef]  # 3.12+
except ImportError:
    try:
        from _sha256 import sha256 as _sha256  # type: ignore[import-not-found,no-redef]
    except ImportError:
        from hashlib import sha256 as _sha256
try:
    from _blake2 import blake2b as _blake2b
except ImportError:
    from hashlib import blake2b as _blake2b


def sha256_hex(data: bytes) -> str:
    """The SHA-256 digest of `data`, in hexadecimal."""
    return str(_sha256(data).hexdigest())


def blake2b_digest(data: bytes, size: int) -> bytes:
    """The BLAKE2b digest of `data`, `size` bytes long."""
    return bytes(_blake2b(data, digest_size=size).digest())
