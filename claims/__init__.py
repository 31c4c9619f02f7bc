"""claims: check published performance claims, figure by figure."""

__version__ = "0.1.0"
