"""Conditions: model, hardware, workload, software, precision, parallelism, concurrency...

`index` finds every condition a document names in one pass; `parts` reads each piece
into a value; `found` holds what a scope states and merges scopes; `binding` is the
policy that gives each figure the conditions of its sentence, paragraph, heading and
front matter, nearest first.
"""
