"""`python -m claims` runs the command line."""

from claims.interrupts import report_stop, stop_early

stop_early()  # before the heavier imports: a stop during start-up is reported too
try:
    from claims.cli import console
except KeyboardInterrupt as exc:
    raise SystemExit(report_stop(exc)) from None

console()
