"""Archives past one machine: the Ray engine and its Parquet output.

`claims.scale.ray_engine.run` (and `claims ingest --engine ray`) vets a listing
of documents on a Ray cluster, or in Ray's local mode, with the same per-document
function as the in-process engine, and writes a Parquet dataset (`parquet_out`)
and/or the store. Ray and pyarrow come with the `claims[ray]` extra.
"""
