"""The delete_block operation: paragraphs and tables, with their bookmarks and comments kept whole."""

from __future__ import annotations

from typing import Any

from lxml import etree

from ..errors import Code, DocxError
from ..ooxml import (
    A_ID,
    W_BODY,
    W_BOOKMARK_END,
    W_BOOKMARK_START,
    W_COMMENT,
    W_COMMENT_RANGE_END,
    W_COMMENT_RANGE_START,
    W_COMMENT_REFERENCE,
    W_CUSTOMXML,
    W_DEL,
    W_INS,
    W_P,
    W_PPR,
    W_R,
    W_RPR,
    W_SDT,
    W_SDTCONTENT,
    W_SECTPR,
    W_TBL,
    W_TC,
    W_TRPR,
    paragraph_mark_rpr,
    qn,
    visible_runs,
)
from ..reader import BlockRef, block_children, block_text, table_rows
from .batch import Batch, ChangeRecord
from .resolve import Prepared, require_attached
from .runs import foreign_revisions, mark_paragraph, remove_empty, wrap_deleted
from .schema import DeleteBlock, DeleteRows


def _container_of(el: etree._Element) -> etree._Element:
    node = el.getparent()
    while node is not None and node.tag not in (W_BODY, W_TC, qn("w:hdr"), qn("w:ftr"), qn("w:footnote"),
                                                 qn("w:endnote")):
        node = node.getparent()
    assert node is not None
    return node


def _check_deletable(ref: BlockRef) -> None:
    el = ref.el
    container = _container_of(el)
    blocks = list(block_children(container))
    paragraphs = [b for b in blocks if b.tag == W_P]
    if el.tag == W_P:
        if len(paragraphs) <= 1:
            raise DocxError(
                Code.INVALID_EDIT,
                f"{ref.path} is the only paragraph of its {_container_name(container)}, which must keep one"
                + ("; use set_cell_text to empty a cell" if container.tag == W_TC else ""),
                {"block_id": ref.path},
            )
        ppr = el.find(W_PPR)
        if ppr is not None and ppr.find(W_SECTPR) is not None:
            raise DocxError(Code.INVALID_EDIT, f"{ref.path} ends a section (it holds a section break)",
                            {"block_id": ref.path})
        if container.tag == W_TC and blocks[-1] is el and len(blocks) > 1 and blocks[-2].tag == W_TBL:
            raise DocxError(Code.INVALID_EDIT, "a table cell must end with a paragraph", {"block_id": ref.path})


def _container_name(container: etree._Element) -> str:
    return {W_BODY: "document", W_TC: "table cell"}.get(container.tag, etree.QName(container).localname)


def drop_orphans(batch: Batch, removed: etree._Element, story_root: etree._Element) -> None:
    """After deleting a block, remove the other half of bookmarks and comments it held.

    Word reports a file as damaged when a comment's range or reference is half gone; a comment
    whose reference is deleted is deleted with it.
    """
    marks = list(removed.iter(W_COMMENT_RANGE_START, W_COMMENT_RANGE_END, W_COMMENT_REFERENCE,
                              W_BOOKMARK_START, W_BOOKMARK_END))
    if not marks:
        return
    comment_ids = {m.get(A_ID) for m in marks if m.tag in (W_COMMENT_RANGE_START, W_COMMENT_RANGE_END,
                                                            W_COMMENT_REFERENCE)}
    bookmark_ids = {m.get(A_ID) for m in marks if m.tag in (W_BOOKMARK_START, W_BOOKMARK_END)}
    for el in list(story_root.iter(W_COMMENT_RANGE_START, W_COMMENT_RANGE_END, W_COMMENT_REFERENCE,
                                   W_BOOKMARK_START, W_BOOKMARK_END)):
        is_comment = el.tag in (W_COMMENT_RANGE_START, W_COMMENT_RANGE_END, W_COMMENT_REFERENCE)
        if (is_comment and el.get(A_ID) in comment_ids) or (not is_comment and el.get(A_ID) in bookmark_ids):
            batch.touch(el)
            parent = el.getparent()
            parent.remove(el)
            if parent.tag == W_R:
                remove_empty(batch, parent, story_root)
    if comment_ids and batch.comments_part is not None:
        root = batch.parts.get_root(batch.comments_part)
        for c in list(root.iter(W_COMMENT)):
            if c.get(A_ID) in comment_ids:
                batch.remove_unit_or_touch(c)
                c.getparent().remove(c)


def _removal_target(el: etree._Element) -> etree._Element:
    """``el``, or the content control / custom XML wrapper it would leave empty."""
    target = el
    while True:
        parent = target.getparent()
        if parent is None:
            return target
        if parent.tag == W_SDTCONTENT:
            wrapper = parent.getparent()
        elif parent.tag == W_CUSTOMXML:
            wrapper = parent
        else:
            return target
        if wrapper is None or any(c is not target and c.tag in _BLOCK_LIKE for c in parent):
            return target
        target = wrapper


_BLOCK_LIKE = frozenset({W_P, W_TBL, W_SDT, W_CUSTOMXML})


def _delete_paragraph_tracked(batch: Batch, p: etree._Element) -> None:
    mark = paragraph_mark_rpr(p, create=False)
    mark_ins = mark.find(W_INS) if mark is not None else None
    if mark_ins is not None and batch.is_ours(mark_ins):
        # A paragraph this session inserted: withdrawing it leaves no trace, as in Word.
        batch.remove_unit_or_touch(p)
        p.getparent().remove(p)
        return
    for ins in list(p.iter(W_INS)):
        if batch.is_ours(ins) and ins.getparent() is not None and ins.getparent().tag != W_RPR:
            ins.getparent().remove(ins)
    runs = [r for r, _ in visible_runs(p)]
    if runs:
        wrap_deleted(batch, runs)
    if mark is None or mark.find(W_DEL) is None:
        mark_paragraph(batch, p, W_DEL)


def op_delete_block(batch: Batch, prep: Prepared) -> dict[str, Any]:
    edit: DeleteBlock = prep.edit
    ref = prep.refs["block"]
    require_attached(batch, ref, edit.block_id)
    if ref.kind == "cell":
        raise DocxError(Code.INVALID_EDIT, "a cell cannot be deleted; use set_cell_text to empty it")
    authors = foreign_revisions(batch, ref.el)
    if authors:
        raise DocxError(
            Code.INVALID_EDIT,
            f"{edit.block_id} holds tracked changes by {', '.join(authors)}; accept or reject them first",
            {"block_id": edit.block_id, "authors": authors},
        )
    _check_deletable(ref)
    before = block_text(ref.el)
    if ref.el not in batch.records:
        batch.records[ref.el] = ChangeRecord("modified", edit.block_id, before, ref.el)
    if not batch.tracked:
        story_root = batch.model.story(ref.story).root
        target = _removal_target(ref.el)
        batch.remove_unit_or_touch(target)
        target.getparent().remove(target)
        batch.records[ref.el].kind = "deleted"
        drop_orphans(batch, target, story_root)
    elif ref.el.tag == W_P:
        batch.touch(ref.el)
        _delete_paragraph_tracked(batch, ref.el)
        if ref.el.getparent() is None:
            batch.records[ref.el].kind = "deleted"
    else:
        batch.touch(ref.el)
        for tr in table_rows(ref.el):
            delete_row_tracked(batch, tr)
    return {"type": edit.type, "targets": [edit.block_id], "count": 1}


def row_properties(tr: etree._Element) -> etree._Element:
    """A row's `w:trPr`, made where the schema puts it (after `w:tblPrEx`) when it has none."""
    trpr = tr.find(W_TRPR)
    if trpr is None:
        trpr = etree.Element(W_TRPR)
        prex = tr.find(qn("w:tblPrEx"))
        if prex is not None:
            prex.addnext(trpr)
        else:
            tr.insert(0, trpr)
    return trpr


def editable_rows(batch: Batch, table: BlockRef) -> list[etree._Element]:
    """The rows of a table a row edit may change: still in the document, and with no tracked
    changes of other authors (INVALID_EDIT)."""
    require_attached(batch, table, table.path)
    authors = foreign_revisions(batch, table.el)
    if authors:
        raise DocxError(Code.INVALID_EDIT, f"{table.path} holds tracked changes by {', '.join(authors)}; "
                        "accept or reject them first", {"table": table.path, "authors": authors})
    return table_rows(table.el)


def table_changed(batch: Batch, table: BlockRef) -> None:
    """Record a table as modified by this batch (its text before, for the report)."""
    if table.el not in batch.records:
        batch.records[table.el] = ChangeRecord("modified", table.id, block_text(table.el), table.el)
    batch.touch(table.el)


def delete_row_tracked(batch: Batch, tr: etree._Element) -> None:
    """Tracked mode: a table row marked deleted (`w:del` in its `w:trPr`), its paragraphs too."""
    trpr = row_properties(tr)
    change = trpr.find(qn("w:trPrChange"))
    mark = batch.revision(W_DEL)
    if change is not None:
        change.addprevious(mark)
    else:
        trpr.append(mark)
    for p in list(tr.iter(W_P)):
        _delete_paragraph_tracked(batch, p)


def op_delete_rows(batch: Batch, prep: Prepared) -> dict[str, Any]:
    """delete_rows: the rows `prepare` matched, removed (direct) or marked deleted (tracked). A row
    in a vertical merge is refused (removing it would break the merged cell)."""
    edit: DeleteRows = prep.edit
    table = prep.refs["table"]
    rows = editable_rows(batch, table)
    targets = [rows[r] for r in prep.rows]
    for r, tr in zip(prep.rows, targets, strict=True):
        if tr.find(f".//{qn('w:vMerge')}") is not None:
            raise DocxError(Code.INVALID_EDIT, f"row {r} of {table.path} is part of a vertically merged cell; "
                            "change its cells with set_cell_text instead", {"table": table.path, "row": r})
    table_changed(batch, table)
    story_root = batch.model.story(table.story).root
    for tr in targets:
        if batch.tracked:
            delete_row_tracked(batch, tr)
        else:
            tr.getparent().remove(tr)
            drop_orphans(batch, tr, story_root)
    return {"type": edit.type, "targets": [table.id], "count": len(targets), "rows": list(prep.rows)}
