"""`python -m claims` runs the command line."""

from claims.cli import entry

entry()
