import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx.oxml.ns import qn
from evalkit import *

# Delete the Heading 2 "Car boot sale", its two paragraphs, the pitch-price table inside the section and the three
# bullets, up to the Heading 2 "Bridge club". Left behind: blanked paragraphs (text = "") or the table; too much:
# the Bridge club section. The parish council paragraph mentioning "last year's car boot sale" stays, as do the
# diary table and all formatting. Original intact.


def section_blocks(path):
    """Blocks of the pristine doc with a flag: True if inside the Car boot sale section."""
    doc = open_docx(path)
    body = list(doc.element.body.iterchildren())
    flags, inside = [], False
    for child in body:
        if child.tag == qn("w:p"):
            style = child.find(qn("w:pPr"))
            sid = ""
            if style is not None and style.find(qn("w:pStyle")) is not None:
                sid = style.find(qn("w:pStyle")).get(qn("w:val")) or ""
            text = "".join(t.text or "" for t in child.iter(qn("w:t")))
            if sid.lower().startswith("heading"):
                inside = text.strip() == "Car boot sale"
            flags.append(inside)
        elif child.tag == qn("w:tbl"):
            n = sum(1 for _ in child.iter(qn("w:p")))
            flags.extend([inside] * n)
    return flags


def check(ws, ev):
    pws, _ = pristine(__file__)
    src = os.path.join(pws, "village_news_may.docx")
    out = os.path.join(ws, "village_news_may_final.docx")
    require(os.path.isfile(out), "village_news_may_final.docx not created")
    A = blocks(src)
    flags = section_blocks(src)
    require(len(flags) == len(A) and sum(flags) > 10, "setup: section not found")
    keep = [a for a, f in zip(A, flags) if not f]
    B = blocks(out)
    require(not any(b.text.strip() == "Car boot sale" for b in B), "the Car boot sale heading is still there")
    require(not any("playground fund" in b.text or "Van or trailer" in b.text for b in B),
            "part of the Car boot sale section (bullets or pitch table) is still there")
    require(len(B) == len(keep), "expected %d paragraphs after deleting the section, found %d (empty paragraphs "
            "or other content left behind or removed)" % (len(keep), len(B)))
    for a, b in zip(keep, B):
        require(same_block(a, b), "paragraph %r changed or out of place (found %r)" % (a.text[:60], b.text[:60]))
    require(len(open_docx(out).tables) == 1, "expected only the diary table to remain")
    require_same_doc(src, os.path.join(ws, "village_news_may.docx"), "original village_news_may.docx")
    return "Car boot sale section deleted; rest unchanged"

run_check(check)
