"""One deadline over a whole HTTP exchange, from connect to the last byte, headers included.

httpx's timeouts bound each socket operation, so a server that sends one header
byte every few seconds never trips them. This network backend hands httpcore
streams whose every connect, TLS handshake, read and write waits at most until
the deadline, and fails at once past it.
"""

from __future__ import annotations

import ssl
import time
from collections.abc import Iterable
from typing import Any

import httpcore

SocketOption = Any


class DeadlineExceeded(httpcore.ReadTimeout):
    """The exchange passed its total deadline (a timeout, so httpx reports it as one)."""


def _left(deadline: float, timeout: float | None) -> float:
    """The time an operation may wait: its own timeout, cut to what remains of the deadline."""
    remaining = deadline - time.monotonic()
    if remaining <= 0:
        raise DeadlineExceeded("the total deadline passed")
    return remaining if timeout is None else min(timeout, remaining)


class DeadlineStream(httpcore.NetworkStream):
    """A network stream whose operations all end by the deadline."""

    def __init__(self, stream: httpcore.NetworkStream, deadline: float) -> None:
        """Wrap `stream`; every operation on it is bounded by `deadline` (monotonic)."""
        self._stream = stream
        self._deadline = deadline

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        """Read, waiting no later than the deadline."""
        return self._stream.read(max_bytes, _left(self._deadline, timeout))

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        """Write, waiting no later than the deadline."""
        self._stream.write(buffer, _left(self._deadline, timeout))

    def close(self) -> None:
        """Close the wrapped stream."""
        self._stream.close()

    def start_tls(self, ssl_context: ssl.SSLContext, server_hostname: str | None = None,
                  timeout: float | None = None) -> httpcore.NetworkStream:
        """The TLS handshake, bounded too; the TLS stream stays under the deadline."""
        tls = self._stream.start_tls(ssl_context, server_hostname,
                                     _left(self._deadline, timeout))
        return DeadlineStream(tls, self._deadline)

    def get_extra_info(self, info: str) -> Any:
        """What the wrapped stream says (the TLS object, addresses, the socket)."""
        return self._stream.get_extra_info(info)


class DeadlineBackend(httpcore.SyncBackend):
    """httpcore's socket backend, with one deadline over every stream it opens."""

    def __init__(self, deadline: float) -> None:
        """Streams opened through this backend end by `deadline` (a `time.monotonic()` value)."""
        self.deadline = deadline

    def connect_tcp(self, host: str, port: int, timeout: float | None = None,
                    local_address: str | None = None,
                    socket_options: Iterable[SocketOption] | None = None
                    ) -> httpcore.NetworkStream:
        """Connect within the deadline; the stream keeps to it."""
        stream = super().connect_tcp(host, port, _left(self.deadline, timeout), local_address,
                                     socket_options)
        return DeadlineStream(stream, self.deadline)
