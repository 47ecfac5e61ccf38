"""Long text clipped for a model: the head and the tail kept, the middle counted."""

from __future__ import annotations


def preview(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    head = text[: limit * 2 // 3]
    tail = text[-(limit // 3) :]
    return f"{head}\n…[{len(text) - len(head) - len(tail)} characters omitted]…\n{tail}"
