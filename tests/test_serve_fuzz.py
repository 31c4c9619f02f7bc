"""The JSON API fuzzed from its own OpenAPI document (schemathesis, a bounded run): no 500s,
and answers that match what the document promises. Against the real server, over HTTP."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
import schemathesis
from hypothesis import HealthCheck, Phase, settings
from schemathesis.checks import (
    content_type_conformance,
    not_a_server_error,
    response_schema_conformance,
    status_code_conformance,
)

from tests.serve_support import running_server

# Examples per operation: enough to reach every branch of a small API, bounded in time.
EXAMPLES = 40


@pytest.fixture(scope="module")
def api_schema(tmp_path_factory: pytest.TempPathFactory) -> Iterator[object]:
    """The OpenAPI document of a running workspace, loaded over HTTP."""
    with running_server(tmp_path_factory.mktemp("fuzz") / "workspace.db") as url:
        yield schemathesis.openapi.from_url(f"{url}/openapi.json")


schema = schemathesis.pytest.from_fixture("api_schema")


@schema.parametrize()
@settings(max_examples=EXAMPLES, deadline=None, phases=[Phase.explicit, Phase.generate],
          suppress_health_check=list(HealthCheck), derandomize=True)
def test_the_api_never_fails_inside(case: schemathesis.Case) -> None:
    case.call_and_validate(checks=[not_a_server_error, status_code_conformance,
                                   content_type_conformance, response_schema_conformance],
                           timeout=120)
