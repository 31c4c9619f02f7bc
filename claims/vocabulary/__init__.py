"""The shared vocabulary: the words extraction, verification, the checkers and compare all read."""
