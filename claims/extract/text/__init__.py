"""The text and its blocks: Markdown -> masked blocks (`blocks`, `mask`) -> sentences."""
