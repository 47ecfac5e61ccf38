"""The adjust_numbers operation: every number of one table column changed by the same amount or
percentage, each written like the number it replaces, in place in its runs (direct or tracked), so
a price split over runs ("£" + "55") or in bold keeps its formatting."""

from __future__ import annotations

import math
import re
from typing import Any

from ..errors import Code, DocxError
from ..ooxml import W_P, paragraph_text, short_hash
from ..reader import block_children, block_text
from .batch import Batch
from .replace import mark_modified, span_replacer
from .resolve import Prepared, cell_of, require_attached
from .schema import AdjustNumbers

#: A number as written: digits with optional thousands separators and decimals.
_NUMBER = re.compile(r"(?<![\d.,])(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?![\d])")
#: A currency sign just before a number ("£55", "$ 12", "€3.50").
_SIGNED = re.compile(r"[£$€¥]\s?$")
#: A row whose label is a total: its figure is a sum, not one more price.
TOTAL_ROW = re.compile(r"^\s*(?:sub-?\s?)?totals?\b", re.I)


def shifted(text: str, edit: AdjustNumbers) -> str:
    """One number's text after the adjustment (rounded to the nearest `round_to` when given),
    written like it: its decimals (two when the result needs them and it had none), its thousands
    separators."""
    value = float(text.replace(",", ""))
    new = value + edit.add if edit.add is not None else value * (1 + (edit.percent or 0) / 100)
    if edit.round_to:
        # Halves up, on the value rounded to 6 places first (55 * 1.1 is 60.50000000000001).
        new = math.floor(round(new / edit.round_to, 6) + 0.5) * edit.round_to
    decimals = len(text.split(".", 1)[1]) if "." in text else 0
    if round(new, decimals) != round(new, 6):
        decimals = max(decimals, 2)
    return f"{new:,.{decimals}f}" if "," in text else f"{new:.{decimals}f}"


def op_adjust_numbers(batch: Batch, prep: Prepared) -> dict[str, Any]:
    edit: AdjustNumbers = prep.edit
    table = prep.refs["table"]
    require_attached(batch, table, table.path)
    apply = span_replacer(batch)
    targets: list[str] = []
    changes: list[str] = []
    left: list[str] = []
    count = 0
    for r in prep.rows:
        cell = cell_of(table, r, prep.cols[str(r)])
        label = block_text(cell_of(table, r, 0).el).strip() if prep.cols[str(r)] != 0 else ""
        if TOTAL_ROW.match(label):
            left.append(f"row {r} ({label[:40]})")
            continue
        before = block_text(cell.el)
        hit = False
        for i, p in enumerate(b for b in block_children(cell.el) if b.tag == W_P):
            text = paragraph_text(p)
            found = list(_NUMBER.finditer(text))
            signed = [m for m in found if _SIGNED.search(text[:m.start()])]
            for m in reversed(signed or found):  # right to left keeps offsets valid
                reason = apply(batch, p, m.start(), m.end(), shifted(m.group(), edit))
                if reason is not None:
                    raise DocxError(Code.INVALID_EDIT, f"row {r} of {table.path}: {reason}", {"row": r})
                count += 1
            if found:
                mark_modified(batch, p, text, f"{cell.path}/p{i}")
                hit = True
        if hit:
            targets.append(f"{cell.path}#{short_hash(before)}")
            changes.append(f"row {r}: {' '.join(before.split())[:40]} -> {' '.join(block_text(cell.el).split())[:40]}")
    if not count:
        raise DocxError(Code.NOT_FOUND, f"no number in the column {edit.column!r} of {table.path} below its header",
                        {"table": table.path, "column": edit.column})
    result: dict[str, Any] = {"type": edit.type, "targets": targets, "count": count, "changes": changes[:50]}
    if left:
        result["left"] = left
    return result
