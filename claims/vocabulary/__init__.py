"""The shared vocabulary that extraction, checkers and compare all read."""

from claims.vocabulary.metrics import (
    METRICS,
    Direction,
    Klass,
    Metric,
    UnknownMetric,
    is_metric,
    metric_of,
)

__all__ = ["METRICS", "Direction", "Klass", "Metric", "UnknownMetric", "is_metric", "metric_of"]
