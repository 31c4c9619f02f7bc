"""Verifying: reading sources again, re-checking quotes, and the chain to a primary source."""
