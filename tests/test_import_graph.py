"""The import graph of `claims` and `checkers`: no cycles, and data flowing one way.

Every import counts, wherever it is written: at the top, inside a function (the
lazy imports that keep start-up short) or under `TYPE_CHECKING`. A lazy import
that closes a circle still ties two modules into one, only later.
"""

from __future__ import annotations

import ast
import functools
import itertools
from collections.abc import Iterator, Mapping
from pathlib import Path

from tests.conftest import ROOT

PACKAGES = ("claims", "checkers")
#: The only places in `claims` that may call the checkers (the pipeline's entry points).
MAY_IMPORT_CHECKERS = ("claims.pipeline", "claims.cli")
#: One module's imports, as (module, line) pairs.
Edges = tuple[str, tuple[tuple[str, int], ...]]


def modules() -> dict[str, Path]:
    """Every module of the packages, by dotted name (a package by its own name)."""
    found: dict[str, Path] = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def _base(name: str, path: Path, node: ast.ImportFrom) -> str:
    """The module a `from ... import` reads from, relative imports resolved."""
    if not node.level:
        return node.module or ""
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    package = package[:len(package) - (node.level - 1)]
    return ".".join([*package, *([node.module] if node.module else [])])


def imported(name: str, path: Path, known: Mapping[str, Path],
             text: str | None = None) -> Iterator[tuple[str, int]]:
    """(module, line) for every import of a known module in one file (its text, or read
    from `path`), at any depth."""
    source = path.read_text(encoding="utf-8") if text is None else text
    tree = ast.parse(source, filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in known:
                    yield alias.name, node.lineno
        elif isinstance(node, ast.ImportFrom):
            base = _base(name, path, node)
            for alias in node.names:
                # `from pkg import mod` imports the module; `from mod import name` the module.
                target = f"{base}.{alias.name}"
                if target in known:
                    yield target, node.lineno
                elif base in known:
                    yield base, node.lineno


def graph() -> dict[str, dict[str, int]]:
    """Each module's imports of other modules of the packages, with the line of the first.

    Each test here reads the whole graph; the files are parsed once for all of them (the
    parse is most of the CPU), and each caller gets a copy of its own."""
    known = modules()
    sources = tuple((name, path, path.read_text(encoding="utf-8"))
                    for name, path in known.items())
    return {name: dict(out) for name, out in _edges(sources)}


@functools.cache
def _edges(sources: tuple[tuple[str, Path, str], ...]) -> tuple[Edges, ...]:
    """The graph of `graph`, kept as tuples for the modules and texts given (a changed file
    is a new key, so an edit made during a session is read afresh)."""
    known = {name: path for name, path, _ in sources}
    edges: list[Edges] = []
    for name, path, text in sources:
        out: dict[str, int] = {}
        for target, line in imported(name, path, known, text):
            if target != name:
                out.setdefault(target, line)
        edges.append((name, tuple(out.items())))
    return tuple(edges)


def cycles(edges: Mapping[str, Mapping[str, int]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(edges):
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges.get(child, {})))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component: list[str] = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def describe(component: list[str], edges: Mapping[str, Mapping[str, int]]) -> str:
    """One circle through a component, each step with the line that imports."""
    members = set(component)
    path = [component[0]]
    while True:
        step = min(t for t in edges[path[-1]] if t in members)
        if step in path:
            path = [*path[path.index(step):], step]
            break
        path.append(step)
    known = modules()
    return " -> ".join(f"{a} ({known[a].relative_to(ROOT)}:{edges[a][b]})"
                       for a, b in itertools.pairwise(path)) + f" -> {path[-1]}"


def test_the_graph_sees_top_level_and_lazy_imports_and_finds_circles() -> None:
    """The walker itself: top-level and function-level imports are edges; circles are found."""
    edges = graph()
    assert "claims.model" in edges["claims.pipeline"] or "claims.extract" in edges[
        "claims.pipeline"]
    lazy = [(a, b) for a, targets in edges.items() for b in targets
            if a.startswith("claims.cli") and b.startswith("checkers")]
    assert lazy, "the CLI's function-level imports of checkers were not seen"
    loop = {"a": {"b": 1}, "b": {"c": 2}, "c": {"a": 3}, "d": {"a": 4}}
    assert cycles(loop) == [["a", "b", "c"]]
    assert cycles({"a": {"b": 1}, "b": {}}) == []


def test_no_import_cycle_among_claims_and_checkers() -> None:
    edges = graph()
    found = cycles(edges)
    assert not found, "import cycles:\n" + "\n".join(describe(c, edges) for c in found)


def test_claims_imports_checkers_only_at_the_pipeline_entry_points() -> None:
    known = modules()
    wrong = [f"{known[a].relative_to(ROOT)}:{line} imports {b}"
             for a, targets in graph().items() if a.startswith("claims")
             and not any(a == p or a.startswith(p + ".") for p in MAY_IMPORT_CHECKERS)
             for b, line in targets.items() if b.split(".")[0] == "checkers"]
    assert not wrong, "claims must not import checkers here:\n" + "\n".join(wrong)
