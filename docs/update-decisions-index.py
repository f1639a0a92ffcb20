#!/usr/bin/env python3
"""Rewrites the topic index of DECISIONS.md from its entries.

Each entry starts with `## D-nnn Title` and has a `**Topic:**` line; the
index between the `<!-- index -->` and `<!-- /index -->` markers lists every
entry under its topic, topics in the order below (others after them,
alphabetically). Run it from anywhere: python3 docs/update-decisions-index.py
"""
import pathlib
import re
import sys

TOPIC_ORDER = [
    "Modules", "Components", "Layout", "Changesets", "Data source", "Mounting",
    "Hosting", "Input", "Text", "Themes", "Terminal", "Bindings", "Tables",
    "Presentation", "Media", "Web", "Concurrency", "Limits", "Testing", "Tooling",
    "Naming", "Performance",
]
HEADING = re.compile(r"^## (D-\d{3}) (.+)$")
TOPIC = re.compile(r"^\*\*Topic:\*\* (.+?)\s*$")


def slug(heading):
    """GitHub's anchor for a heading."""
    text = heading.strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def entries(text):
    found, current = [], None
    for line in text.splitlines():
        match = HEADING.match(line)
        if match:
            current = {"id": match.group(1), "title": match.group(2), "topic": None,
                       "anchor": slug(line[3:])}
            found.append(current)
        elif line.startswith("## "):
            current = None
        elif current is not None and current["topic"] is None:
            topic = TOPIC.match(line)
            if topic:
                current["topic"] = topic.group(1)
    return found


def index(found):
    topics = {}
    for entry in found:
        topics.setdefault(entry["topic"] or "(no topic)", []).append(entry)
    order = [t for t in TOPIC_ORDER if t in topics]
    order += sorted(t for t in topics if t not in TOPIC_ORDER)
    lines = ["## Index by topic", ""]
    lines.append(" · ".join(f"[{t}](#{slug(t)})" for t in order))
    for topic in order:
        lines += ["", f"### {topic}", ""]
        lines += [f"- [{e['id']}](#{e['anchor']}) {e['title']}" for e in topics[topic]]
    return "\n".join(lines)


def main():
    path = pathlib.Path(__file__).resolve().parent.parent / "DECISIONS.md"
    text = path.read_text(encoding="utf-8")
    start, end = "<!-- index -->", "<!-- /index -->"
    if start not in text or end not in text:
        sys.exit(f"{path}: the index markers {start} and {end} are missing")
    head, rest = text.split(start, 1)
    _, tail = rest.split(end, 1)
    new = f"{head}{start}\n{index(entries(tail))}\n{end}{tail}"
    path.write_text(new, encoding="utf-8")


if __name__ == "__main__":
    main()
