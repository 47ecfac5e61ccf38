"""The add_comment operation, creating the comments part when the document has none."""

from __future__ import annotations

from typing import Any

from lxml import etree

from ..errors import Code, DocxError
from ..ooxml import (
    A_AUTHOR,
    A_DATE,
    A_ID,
    A_INITIALS,
    A_VAL,
    CT_COMMENTS,
    CT_NS,
    NSMAP,
    PKG_REL_NS,
    RT_COMMENTS,
    W_COMMENT,
    W_COMMENT_RANGE_END,
    W_COMMENT_RANGE_START,
    W_COMMENT_REFERENCE,
    W_COMMENTS,
    W_P,
    W_PPR,
    W_PSTYLE,
    W_R,
    W_RPR,
    W_RSTYLE,
    new_run,
    paragraph_text,
    qn,
)
from .batch import Batch
from .resolve import Prepared, require_attached
from .runs import covered_atoms, isolate
from .schema import AddComment


def _comments_root(batch: Batch) -> etree._Element:
    if batch.comments_part is not None:
        return batch.parts.get_root(batch.comments_part)
    name = "word/comments.xml"
    n = 1
    while batch.parts.has_part(name):
        name = f"word/comments{n}.xml"
        n += 1
    root = etree.Element(W_COMMENTS, nsmap={"w": NSMAP["w"], "r": NSMAP["r"]})
    batch.parts.create_part(name, root, CT_COMMENTS)
    rels = batch.parts.get_root(batch.parts.main_rels)
    ids = {rel.get("Id") for rel in rels}
    k = 1
    while f"rId{k}" in ids:
        k += 1
    rel = etree.SubElement(rels, f"{{{PKG_REL_NS}}}Relationship")
    rel.set("Id", f"rId{k}")
    rel.set("Type", RT_COMMENTS)
    rel.set("Target", name.split("/", 1)[1] if name.startswith("word/") else "/" + name)
    batch.touch(rel)
    ct = batch.parts.get_root("[Content_Types].xml")
    override = etree.SubElement(ct, f"{{{CT_NS}}}Override")
    override.set("PartName", "/" + name)
    override.set("ContentType", CT_COMMENTS)
    batch.touch(override)
    batch.comments_part = name
    return root


def _initials(author: str) -> str:
    return "".join(w[0] for w in author.split() if w)[:8].upper() or author[:1].upper()


def op_add_comment(batch: Batch, prep: Prepared) -> dict[str, Any]:
    edit: AddComment = prep.edit
    ref = prep.refs["block"]
    require_attached(batch, ref, edit.block_id)
    if ref.kind not in ("paragraph", "cell_paragraph") or ref.story != "body":
        raise DocxError(Code.INVALID_EDIT, "comments anchor to a paragraph of the body (or of a body table)",
                        {"block_id": edit.block_id})
    p = ref.el
    batch.note_paragraph(p, edit.block_id)
    preview = edit.text if len(edit.text) <= 60 else edit.text[:60] + "…"
    batch.records[p].notes.append(f"comment on {edit.find!r}: {preview}" if edit.find else f"comment: {preview}")
    cid = batch.new_id()
    start = etree.Element(W_COMMENT_RANGE_START)
    end = etree.Element(W_COMMENT_RANGE_END)
    start.set(A_ID, cid)
    end.set(A_ID, cid)
    if edit.find is not None:
        text = paragraph_text(p)
        at = text.find(edit.find)
        if at < 0:
            raise DocxError(Code.NOT_FOUND, f"{edit.find!r} not found in {edit.block_id}",
                            {"find": edit.find, "block_id": edit.block_id})
        first_run, last_run = isolate(batch, covered_atoms(p, at, at + len(edit.find)), at, at + len(edit.find))
        first_run.addprevious(start)
        last_run.addnext(end)
    else:
        ppr = p.find(W_PPR)
        p.insert(p.index(ppr) + 1 if ppr is not None else 0, start)
        p.append(end)
    ref_run = etree.Element(W_R)
    if "CommentReference" in batch.styles.by_id:
        etree.SubElement(etree.SubElement(ref_run, W_RPR), W_RSTYLE).set(A_VAL, "CommentReference")
    etree.SubElement(ref_run, W_COMMENT_REFERENCE).set(A_ID, cid)
    # The reference run goes after the range end, outside any revision or hyperlink wrapper, so it
    # is never attributed to someone else's insertion.
    holder = end
    while holder.getparent() is not p:
        holder = holder.getparent()
    holder.addnext(ref_run)

    root = _comments_root(batch)
    comment = etree.SubElement(root, W_COMMENT)
    comment.set(A_ID, cid)
    comment.set(A_AUTHOR, batch.author)
    comment.set(A_DATE, batch.date)
    comment.set(A_INITIALS, _initials(batch.author))
    for i, line in enumerate(edit.text.split("\n\n")):
        cp = etree.SubElement(comment, W_P)
        if "CommentText" in batch.styles.by_id:
            etree.SubElement(etree.SubElement(cp, W_PPR), W_PSTYLE).set(A_VAL, "CommentText")
        if i == 0:
            ar = etree.SubElement(cp, W_R)
            if "CommentReference" in batch.styles.by_id:
                etree.SubElement(etree.SubElement(ar, W_RPR), W_RSTYLE).set(A_VAL, "CommentReference")
            etree.SubElement(ar, qn("w:annotationRef"))
        cp.append(new_run(None, line))
    batch.touch(comment)
    return {"type": edit.type, "targets": [edit.block_id], "count": 1, "comment_id": cid}
