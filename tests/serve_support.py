"""Starting the real workspace server for tests, and driving Debian's Chromium."""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import ROOT, _env

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync"]
STARTUP_SECONDS = 60


@contextmanager
def running_server(db: Path, *args: str) -> Iterator[str]:
    """`claims serve --port 0` in a subprocess on 127.0.0.1; yields its base URL."""
    proc = subprocess.Popen([sys.executable, "-m", "claims", "serve", "--port", "0", "--db",
                             str(db), *args], cwd=ROOT, env=_env(), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        deadline = time.monotonic() + STARTUP_SECONDS
        line = ""
        while time.monotonic() < deadline and "serving" not in line:
            line = proc.stdout.readline()
            if not line and proc.poll() is not None:
                problem = proc.stderr.read() if proc.stderr else ""
                raise AssertionError(f"claims serve exited: {problem}")
        url = line.split(" at ", 1)[1].split()[0].rstrip("/")
        assert url.startswith("http://127.0.0.1:"), line
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def chromium_path() -> str:
    """Debian's Chromium, or a clean skip saying why there is none."""
    found = str(CHROMIUM) if CHROMIUM.is_file() else shutil.which("chromium")
    if not found:
        pytest.skip("no Chromium here: /usr/bin/chromium is missing (.ci/run installs Debian's "
                    "chromium package)")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        pytest.skip("the playwright package is not installed (pip install -e '.[test]')")
    return found


# The one headless Chromium of the page tests (and its playwright driver): starting both costs
# more CPU than most page tests, so they share them, each test in a fresh context. Playwright's
# sync API keeps its event loop marked running in this thread while it is started, so the
# modules that use it run one after another (conftest orders them) and the browser is closed
# after the last of them (conftest's teardown hook), never kept while other modules, which
# may run an asyncio loop of their own, run.
_SHARED: dict[str, Any] = {}


def shared_browser() -> Any:
    """The page tests' headless Chromium, started on first use."""
    if "browser" not in _SHARED:
        from playwright.sync_api import sync_playwright

        executable = chromium_path()
        driver = sync_playwright().start()
        _SHARED["driver"] = driver
        _SHARED["browser"] = driver.chromium.launch(executable_path=executable, headless=True,
                                                    args=CHROMIUM_ARGS)
    return _SHARED["browser"]


def close_browser() -> None:
    """Close the shared Chromium and its driver, if started."""
    browser, driver = _SHARED.pop("browser", None), _SHARED.pop("driver", None)
    try:
        if browser is not None:
            browser.close()
    finally:
        if driver is not None:
            driver.stop()


@contextmanager
def browser_page(width: int = 1366, height: int = 900, *,
                 javascript: bool = False) -> Iterator[Any]:
    """A page in a fresh browser context (its own cookies, storage and cache, as a new
    profile has), closed afterwards.

    Page scripts are off unless asked for: everything served must work without them.
    """
    context = shared_browser().new_context(viewport={"width": width, "height": height},
                                           java_script_enabled=javascript)
    try:
        yield context.new_page()
    finally:
        context.close()
