"""What an HTML page says about itself: `<meta>` tags (author, `article:published_time`,
`og:site_name`, `og:title`, description) and schema.org JSON-LD (`<script
type="application/ld+json">`: headline, author, publisher, datePublished, keywords).

The result is a metadata mapping with the keys Markdown front matter uses (title,
published_at, publisher, site_name, authors, topics, description, url), so one reading of
front matter (`claims.load.front_matter`) serves every format. JSON-LD that is not valid JSON
is skipped, as browsers and search engines skip it: it is the page's own annotation, not
the text a claim quotes.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

MAX_JSON_LD = 1024 * 1024
"""Largest JSON-LD block read, in characters (real ones are a few kilobytes)."""

_ARTICLE_TYPES = {"article", "blogposting", "newsarticle", "techarticle", "report",
                  "scholarlyarticle", "socialmediaposting", "liveblogposting",
                  "analysisnewsarticle", "reportagenewsarticle", "posting"}
_PAGE_TYPES = {"webpage", "itempage", "aboutpage"}
_DATE_TAGS = ("article:published_time", "date", "dc.date", "dc.date.issued", "pubdate",
              "publish-date", "datepublished")
_TITLE_TAGS = ("og:title", "twitter:title")
_DESCRIPTION_TAGS = ("description", "og:description", "twitter:description")


class PageHead:
    """The meta tags and JSON-LD blocks of one page, collected as the parser meets them."""

    def __init__(self) -> None:
        self.tags: dict[str, str] = {}
        self.authors: list[str] = []
        self.tags_topics: list[str] = []
        self.nodes: list[dict[str, Any]] = []

    def tag(self, attrs: Mapping[str, str | None]) -> None:
        """One `<meta>` tag: the first value of each name is kept; authors and tags add up."""
        key = (attrs.get("property") or attrs.get("name") or attrs.get("itemprop") or "")
        key, content = key.strip().lower(), " ".join((attrs.get("content") or "").split())
        if not key or not content:
            return
        if key in ("author", "article:author", "dc.creator"):
            if not content.startswith(("http://", "https://")):  # a profile link, no name
                self.authors.append(content)
        elif key == "article:tag":
            self.tags_topics.append(content)
        else:
            self.tags.setdefault(key, content)

    def script(self, text: str) -> None:
        """One JSON-LD block; one that is too large or not JSON is skipped."""
        if len(text) > MAX_JSON_LD:
            return
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):
            return
        self.nodes.extend(_nodes(data))

    def metadata(self, title: str | None, time: str | None) -> dict[str, Any]:
        """Front-matter keys from the head: JSON-LD first, then meta tags, then the page's
        `<title>` and first `<time datetime>`."""
        article = self._article()
        first = _first
        found: dict[str, Any] = {
            "title": first(_text(article.get("headline")), *map(self.tags.get, _TITLE_TAGS),
                           title),
            "published_at": first(self.tags.get("article:published_time"),
                                  _text(article.get("datePublished")),
                                  *map(self.tags.get, _DATE_TAGS), time),
            "publisher": self._name(article.get("publisher")),
            "site_name": self.tags.get("og:site_name"),
            "authors": self._authors(article.get("author")) or self.authors,
            "topics": _keywords(article.get("keywords")) or self.tags_topics,
            "description": first(_text(article.get("description")),
                                 *map(self.tags.get, _DESCRIPTION_TAGS)),
            "url": self.tags.get("og:url"),
        }
        return {k: v for k, v in found.items() if v}

    def _article(self) -> dict[str, Any]:
        """The JSON-LD node that describes the page: an article, else a web page."""
        for types in (_ARTICLE_TYPES, _PAGE_TYPES):
            for node in self.nodes:
                if _types(node) & types:
                    return node
        return {}

    def _resolve(self, value: Any) -> Any:
        """A `{"@id": ...}` reference as the node it names in the page's graph."""
        if isinstance(value, dict) and set(value) == {"@id"}:
            return next((n for n in self.nodes if n.get("@id") == value["@id"]
                         and len(n) > 1), value)
        return value

    def _name(self, value: Any) -> str | None:
        """A person's or organisation's name (text, a node, or the first of a list)."""
        value = self._resolve(value)
        if isinstance(value, list):
            return next((n for n in map(self._name, value) if n), None)
        if isinstance(value, dict):
            return _text(value.get("name"))
        return _text(value)

    def _authors(self, value: Any) -> list[Any]:
        """Authors as front matter writes them: names, or {name, @type} for organisations."""
        out: list[Any] = []
        for item in value if isinstance(value, list) else [value]:
            item = self._resolve(item)
            name = self._name(item)
            if name and isinstance(item, dict) and item.get("@type"):
                out.append({"name": name, "@type": item["@type"]})
            elif name:
                out.append(name)
        return out


def _nodes(data: Any) -> list[dict[str, Any]]:
    """The objects of a JSON-LD document: a node, a list of them, or an `@graph`."""
    if isinstance(data, list):
        return [n for item in data for n in _nodes(item)]
    if not isinstance(data, dict):
        return []
    graph = data.get("@graph")
    return [data, *_nodes(graph)] if isinstance(graph, list) else [data]


def _types(node: Mapping[str, Any]) -> set[str]:
    """A node's `@type`s, case folded."""
    kinds = node.get("@type")
    listed = kinds if isinstance(kinds, list) else [kinds]
    return {k.casefold() for k in listed if isinstance(k, str)}


def _text(value: Any) -> str | None:
    """A JSON scalar as trimmed text, or None."""
    if isinstance(value, (str, int, float)) and not isinstance(value, bool):
        flat = " ".join(str(value).split())
        return flat or None
    return None


def _keywords(value: Any) -> list[str]:
    """schema.org keywords: a comma-separated text or a list."""
    items = value if isinstance(value, list) else [value]
    return [part.strip() for item in items if isinstance(item, str)
            for part in item.split(",") if part.strip()]


def _first(*values: str | None) -> str | None:
    """The first value given."""
    return next((v for v in values if v), None)
