import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# In place: the Rhian Price row (table 0, row 5) is gone; every other paragraph, cell (rows below move up one),
# the out-of-hours table and all formatting unchanged. rota_notes.txt (which names Rhian) unchanged.
ROW = 5


def check(ws, ev):
    pws, _ = pristine(__file__)
    src = os.path.join(pws, "staff_phone_list.docx")
    out = os.path.join(ws, "staff_phone_list.docx")
    require(os.path.isfile(out), "staff_phone_list.docx is missing")
    A = []
    for b in blocks(src):
        if b.where != "body" and b.where[0] == 0 and b.where[1] == ROW:
            continue
        if b.where != "body" and b.where[0] == 0 and b.where[1] > ROW:
            b.where = (0, b.where[1] - 1, b.where[2])
        A.append(b)
    B = blocks(out)
    require("Rhian Price" not in "\n".join(b.text for b in B), "Rhian Price is still in the document")
    require(len(A) == len(B), "paragraph/cell count is %d, expected %d" % (len(B), len(A)))
    for a, b in zip(A, B):
        require(a.where == b.where, "document structure changed near %r" % a.text[:60])
        require(same_block(a, b), "%r was changed (now %r)" % (a.text[:60], b.text[:60]))
    require(same_file(os.path.join(pws, "rota_notes.txt"), os.path.join(ws, "rota_notes.txt")),
            "rota_notes.txt was changed")
    return "Rhian Price's row removed in place, the rest unchanged"

run_check(check)
