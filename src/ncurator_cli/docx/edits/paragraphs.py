"""The insert_paragraph and append_paragraph operations."""

from __future__ import annotations

import copy
import re
from typing import Any

from lxml import etree

from ..errors import Code, DocxError
from ..ooxml import A_VAL, W_INS, W_NUMPR, W_P, W_PPR, W_PPRCHANGE, W_PSTYLE, W_RPR, W_SECTPR, clean_rpr, qn
from ..reader import Styles, block_children, heading_level
from .batch import Batch
from .resolve import Prepared, require_attached
from .runs import insertion, mark_paragraph
from .schema import AppendParagraph, InsertParagraph

_NOT_BODY_STYLE = re.compile(r"title|subtitle|caption|toc|list|quote|header|footer|footnote|endnote|comment",
                             re.IGNORECASE)


def is_body_text(p: etree._Element, styles: Styles) -> bool:
    if heading_level(p, styles) is not None:
        return False
    ppr = p.find(W_PPR)
    if ppr is not None and (ppr.find(W_NUMPR) is not None or ppr.find(qn("w:framePr")) is not None):
        return False
    ps = ppr.find(W_PSTYLE) if ppr is not None else None
    name = styles.name_of(ps.get(A_VAL)) if ps is not None else None
    return not (name and _NOT_BODY_STYLE.search(name))


def new_paragraph(batch: Batch, text: str, style: str | None, like: etree._Element | None) -> etree._Element:
    """A paragraph for new text.

    With a style: that paragraph style. Without: the look of the neighbouring body text when the
    anchor is body text (its paragraph properties, and its paragraph-mark formatting for the new
    run — what Word does when you press Enter), else the document's default paragraph style, so a
    paragraph added after a heading or a list item is plain text, not another heading.
    """
    p = etree.Element(W_P)
    run_rpr: etree._Element | None = None
    if style is not None:
        info = batch.styles.resolve_paragraph_style(style)
        if info is None:
            names = sorted(s.name for s in batch.styles.paragraph_styles())
            raise DocxError(
                Code.INVALID_EDIT,
                f"no paragraph style {style!r} in this document",
                {"style": style, "available": names[:100]},
            )
        if info.style_id != batch.styles.default_paragraph:
            ppr = etree.SubElement(p, W_PPR)
            etree.SubElement(ppr, W_PSTYLE).set(A_VAL, info.style_id)
    elif like is not None and like.tag == W_P and is_body_text(like, batch.styles):
        src = like.find(W_PPR)
        if src is not None:
            ppr = copy.deepcopy(src)
            for child in list(ppr):
                if child.tag in (W_SECTPR, W_PPRCHANGE):
                    ppr.remove(child)
            mark = ppr.find(W_RPR)
            if mark is not None:
                ppr.remove(mark)
                cleaned = clean_rpr(mark)
                if cleaned is not None and len(cleaned):
                    ppr.append(cleaned)
                    run_rpr = copy.deepcopy(cleaned)
            if len(ppr):
                p.append(ppr)
    if text:
        p.append(insertion(batch, run_rpr, text))
    if batch.tracked:
        mark_paragraph(batch, p, W_INS)
    return p


def op_insert_paragraph(batch: Batch, prep: Prepared) -> dict[str, Any]:
    edit: InsertParagraph = prep.edit
    anchor = prep.refs["anchor"]
    require_attached(batch, anchor, edit.anchor_id)
    new_p = new_paragraph(batch, edit.text, edit.style, anchor.el if anchor.kind != "table" else None)
    if edit.position == "after":
        anchor.el.addnext(new_p)
    else:
        anchor.el.addprevious(new_p)
    batch.note_inserted(new_p, f"new paragraph {edit.position} {edit.anchor_id}")
    return {"type": edit.type, "targets": [edit.anchor_id], "count": 1}


def op_append_paragraph(batch: Batch, prep: Prepared) -> dict[str, Any]:
    edit: AppendParagraph = prep.edit
    body = batch.model.story("body").root
    last_p = None
    for child in block_children(body):
        if child.tag == W_P:
            last_p = child
    new_p = new_paragraph(batch, edit.text, edit.style, last_p)
    sect = body.find(W_SECTPR)
    if sect is not None:
        sect.addprevious(new_p)
    else:
        body.append(new_p)
    batch.note_inserted(new_p, "new paragraph at the end of the body")
    return {"type": edit.type, "targets": [], "count": 1}
