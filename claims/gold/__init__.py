"""The annotated corpus: gold files that say, by hand, what each figure of a document is.

`model` holds the record shape (one JSON Schema, `schemas/gold.schema.json`), `read` loads and
validates a gold file with line numbers, `corpus` pairs documents with their gold files, and
`label` writes a gold file pre-filled from the current extraction for a person to correct.
"""
