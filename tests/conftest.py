"""Shared fixtures: the project's folders, the seed announcement, running the CLI."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from claims.extract.figures.candidate import Figure
from claims.model import Claim

# The store-backend fixtures (`store_url`, `pg_schema`): a SQLite file and a PostgreSQL schema.
pytest_plugins = ["tests.backends"]

ROOT = Path(__file__).resolve().parent.parent
SEEDS = ROOT.parent / "shared" / "seeds"
SEED_MD = SEEDS / "deepseek-v4-1-flash-on-vera-rubin-nvl72.md"
SEED_GOLD = SEEDS / "deepseek-v4-1-flash-on-vera-rubin-nvl72.gold.yaml"


@pytest.fixture
def seed_md() -> Path:
    """The seed announcement, or a clean skip where ../shared is absent."""
    if not SEED_MD.is_file():
        pytest.skip("../shared/seeds is not present")
    return SEED_MD


@pytest.fixture
def seed_gold() -> Path:
    """The seed's hand-made figure list, or a clean skip where ../shared is absent."""
    if not SEED_GOLD.is_file():
        pytest.skip("../shared/seeds is not present")
    return SEED_GOLD


def run_cli(*args: str, stdin: str | bytes | None = None, cwd: Path | None = None,
            timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """Run the command line in this process as `python -m claims ARGS` would; text in and out.

    Starting Python and importing the program costs about 0.6 s of CPU per run, most of the
    suite's time when every check of an output paid it. Tests where the process itself matters
    (signals, kills, start-up, the `-m claims` entry, limits enforced by timing out) use
    `run_cli_process` instead; `tests/test_cli_runner.py` holds the two to the same results.
    """
    from tests.inprocess import forks_workers, run_in_process

    if forks_workers(args):
        return run_cli_process(*args, stdin=stdin, cwd=cwd, timeout=timeout)
    return run_in_process(list(args), stdin=stdin, cwd=cwd or ROOT, timeout=timeout)


def run_cli_process(*args: str, stdin: str | bytes | None = None, cwd: Path | None = None,
                    timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """Run `python -m claims ARGS` in a subprocess, as a user would; text in and out."""
    data = stdin.decode("utf-8", "replace") if isinstance(stdin, bytes) else stdin
    return subprocess.run([sys.executable, "-m", "claims", *args], input=data, text=True,
                          capture_output=True, cwd=cwd or ROOT, timeout=timeout,
                          env=_env())


def _env() -> dict[str, str]:
    """The current environment with the project root importable, whatever the cwd."""
    import os

    env = dict(os.environ)
    extra = env.get("PYTHONPATH")
    env["PYTHONPATH"] = str(ROOT) + (os.pathsep + extra if extra else "")
    env.pop("CLAIMS_DEBUG", None)
    return env


def read_yaml(path: Path) -> Any:
    """A YAML test file's data, parsed with libyaml where PyYAML has it.

    The same values as `yaml.safe_load` (the pure-Python parser) at about a seventh of the
    CPU: the gold lists alone take 8 s to parse in pure Python, and several tests read them.
    A file already read in the session (the same bytes) is not parsed again: each caller
    gets a fresh copy of the first parse, rebuilt from a pickle at a tenth of its CPU.
    """
    import hashlib
    import pickle

    import yaml

    raw = path.read_bytes()
    key = hashlib.sha256(raw).digest()
    kept = _YAML_READ.get(key)
    if kept is not None:
        return pickle.loads(kept)
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    # decoded as `read_text` decodes (UTF-8, universal newlines)
    text = raw.decode("utf-8").replace("\r\n", "\n").replace("\r", "\n")
    data = yaml.load(text, Loader=loader)
    _YAML_READ[key] = pickle.dumps(data, protocol=pickle.HIGHEST_PROTOCOL)
    return data


#: The YAML files `read_yaml` parsed in this session, pickled, by the digest of their bytes.
_YAML_READ: dict[bytes, bytes] = {}


def schema_validator(schema: dict[str, Any]) -> Any:
    """A validator for a JSON Schema, the schema itself checked once.

    `jsonschema.validate` checks the schema again on every call (0.1 s for the export
    schema), so a test that validates many instances against one schema builds this once.
    """
    import jsonschema

    kind = jsonschema.validators.validator_for(schema)
    kind.check_schema(schema)
    return kind(schema)


def figures_in(text: str) -> list[Figure]:
    """The figures of a one-paragraph document, in order."""
    from claims.extract import figures_of
    from claims.load.documents import parse_bytes

    return figures_of(parse_bytes(text.encode(), origin="t.md"))


def figure_units(text: str) -> list[tuple[str, float, str]]:
    """Each figure of a one-paragraph document as (number as written, value, unit)."""
    return [(f.value_text, f.value, f.unit) for f in figures_in(text)]


def unit_of(text: str, value_text: str) -> tuple[float, str]:
    """The value and unit of the one figure written `value_text`."""
    hits = [(v, u) for t, v, u in figure_units(text) if t == value_text]
    assert len(hits) == 1, figure_units(text)
    return hits[0]


def one_figure(text: str, value_text: str) -> Figure:
    """The one figure of `text` whose written value starts with `value_text`."""
    hits = [f for f in figures_in(text) if f.value_text.startswith(value_text)]
    assert len(hits) == 1, [(f.value_text, f.unit) for f in figures_in(text)]
    return hits[0]


def claims_of(markdown: str) -> list[Claim]:
    """The claims of a small Markdown document, in order."""
    from claims.extract import extract
    from claims.load.documents import parse_bytes

    return list(extract(parse_bytes(markdown.encode(), origin="doc.md"))[1])


def model_names(text: str) -> list[str]:
    """The model names the condition index finds in a text, in order."""
    from claims.extract.conditions.index import Index

    return [text[a:b] for a, b in (s[:2] for s in Index(text).spans(("model",)))]


def models_by_value(markdown: str) -> dict[float, str | None]:
    """Each claim's value -> its model, for a small Markdown document."""
    return {c.value: c.conditions.model for c in claims_of(markdown)}


def claim_by_text(claims: list[Claim], value_text: str) -> Claim:
    """The one claim whose written value is `value_text`."""
    found = [c for c in claims if c.value_text == value_text]
    assert len(found) == 1, [c.value_text for c in claims]
    return found[0]


def pytest_sessionstart(session: pytest.Session) -> None:
    """Write the project's byte-code once, before any test: where PYTHONDONTWRITEBYTECODE is
    set (as on CI) and the install is editable, each of the suite's `python -m claims`
    children would compile every module again (0.2 s of CPU each, measured)."""
    import compileall

    for folder in ("claims", "checkers", "bench"):
        compileall.compile_dir(ROOT / folder, quiet=2, workers=1)


def _shares_browser(item: pytest.Item | None) -> bool:
    """True for a test of a module whose pages open in the shared Chromium (serve_support)."""
    support = sys.modules.get("tests.serve_support")  # imported only by the page tests
    module = getattr(item, "module", None)
    return support is not None and getattr(module, "browser_page", None) is \
        support.browser_page


def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config,
                                  items: list[pytest.Item]) -> None:
    """Run the modules that open pages in the shared Chromium one after another, from where
    the first of them stands: one browser then serves them all (starting Chromium and its
    driver costs about 1 s of CPU), and no other module runs while it is up."""
    sharing = [item for item in items if _shares_browser(item)]
    if sharing:
        first = items.index(sharing[0])
        others = [item for item in items if not _shares_browser(item)]
        items[:] = [*others[:first], *sharing, *others[first:]]


def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> None:
    """After the last test of the modules sharing Chromium, close it (serve_support)."""
    if _shares_browser(item) and not _shares_browser(nextitem):
        support = sys.modules.get("tests.serve_support")
        if support is not None:
            support.close_browser()
