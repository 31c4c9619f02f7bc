"""Ending the program's own process without taking its heap apart first.

When a command is done, the interpreter's exit frees every object the run made, one by one:
the modules' dictionaries, their classes and functions, the tables, the records. A cold
`claims vet` of one line imports some five hundred modules, and that tearing down was about a
twentieth of its CPU, spent on memory the operating system takes back whole anyway. `leave`
does what an exit does that anyone can see (the functions registered with `atexit` run: kept
tables are written, logs flushed, temporary folders removed; standard output and error are
flushed) and then ends the process with `os._exit`, skipping only the freeing.

It is used where the process is the program's own (`python -m claims`, the console script),
never by `entry` itself, which tests call inside their own process. Where an ordinary exit
could differ, it exits the ordinary way: a thread other than the main one still running (the
interpreter waits for it), an exit with a message rather than a number, development mode
(which reports leaked resources while freeing), or a stream that cannot be flushed (the
interpreter reports that and exits 120).
"""

from __future__ import annotations

import atexit
import os
import sys
import threading
from typing import NoReturn


def quick_status(exc: SystemExit) -> int | None:
    """The exit status of `exc` when the process may end at once; None when only the
    interpreter's own exit gives the same result."""
    code = exc.code
    if code is None:
        status = 0
    elif isinstance(code, int):
        status = int(code)
    else:
        return None  # a message to print: the interpreter's exit prints it
    if not -(2 ** 31) <= status < 2 ** 31:
        return None  # past what `os._exit` takes
    if sys.flags.dev_mode:
        return None
    main = threading.main_thread()
    if any(t is not main and not t.daemon and t.is_alive() for t in threading.enumerate()):
        return None  # the interpreter would wait for it
    return status


def leave(exc: SystemExit) -> NoReturn:
    """End the process as `raise exc` would, without freeing its objects one by one."""
    status = quick_status(exc)
    if status is None:
        raise exc
    atexit._run_exitfuncs()  # the exit's own order: after the threads, before the flush
    try:
        for stream in (sys.stdout, sys.stderr):
            if stream is not None:
                stream.flush()
    except BaseException:
        raise exc from None  # the interpreter reports an unflushable stream its own way
    os._exit(status)
