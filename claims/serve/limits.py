"""A time limit on the workspace's costly requests, that frees the worker when it passes.

A thread cannot be stopped, so vetting a document (the costly part of a request) runs in
a child process forked from a small, single-threaded fork server; past the limit the
child is killed, the request answers with one sentence, and no work goes on unseen
after the client has its answer. What the child stores is one transaction, so a child
killed mid-write leaves the store as it was.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any, TypeVar

from starlette.exceptions import HTTPException

from claims.errors import ClaimsError

T = TypeVar("T")
TIME_LIMIT_S = 60.0
"""How long one request may compute before it is stopped (`claims serve --time-limit`)."""
# Imported once by the fork server, so each child starts warm; the last one vets a line
# there, so each child also starts with every pattern built.
_PRELOAD = ["claims.pipeline", "claims.serve.intake", "claims.report", "claims.store.sqlite",
            "checkers", "claims.serve.warmup"]


def _context() -> Any:
    """The fork-server context (POSIX), else spawn; either starts children without threads."""
    methods = multiprocessing.get_all_start_methods()
    if "forkserver" in methods:
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(_PRELOAD)
        return context
    return multiprocessing.get_context("spawn")


def _child(out: Connection, work: Callable[..., Any], args: tuple[Any, ...]) -> None:
    """In the child: run the work and send back its result, or the refusal it raised."""
    try:
        result: tuple[str, Any] = ("ok", work(*args))
    except ClaimsError as exc:
        result = ("refused", (exc.message, exc.path, exc.line, exc.column))
    except LookupError as exc:
        result = ("missing", str(exc))
    except Exception as exc:  # reported by the app as its one internal-error sentence
        result = ("failed", f"{type(exc).__name__}: {exc}")
    out.send(result)
    out.close()


def _ready() -> bool:
    """Nothing to do: a child that answers shows the fork server is up."""
    return True


def warm() -> None:
    """Start the fork server (and its imports) now, so no request's limit pays for them."""
    bounded(_ready, seconds=300)


def bounded(work: Callable[..., T], *args: Any, seconds: float = TIME_LIMIT_S) -> T:
    """`work(*args)` in a child process, stopped (killed) when it runs past `seconds`.

    Call it from a worker thread (it waits); `work` and its arguments must pickle.
    """
    context = _context()
    receive, send = context.Pipe(duplex=False)
    child = context.Process(target=_child, args=(send, work, args), daemon=True)
    child.start()
    send.close()
    try:
        if not receive.poll(seconds):
            raise HTTPException(503, f"Vetting this took longer than the {seconds:g} s limit "
                                     "and was stopped. Try a shorter text.")
        try:
            kind, value = receive.recv()
        except EOFError:  # the child died without an answer (killed, out of memory)
            raise HTTPException(500, "The worker vetting this document stopped without an "
                                     "answer; nothing was stored.") from None
    finally:
        if child.is_alive():
            child.kill()
        child.join()
        receive.close()
    if kind == "refused":
        raise ClaimsError(*value)
    if kind == "missing":
        raise LookupError(value)
    if kind == "failed":
        raise RuntimeError(value)
    return value  # type: ignore[no-any-return]
