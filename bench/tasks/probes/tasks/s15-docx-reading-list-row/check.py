import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# tables in order: week 3 core/further (0, 1), week 4 core (2, 3 rows after the header), week 4 further (3),
# week 5 core/further (4, 5). The new row goes last in table 2; "Week 4: Algorithms and bias" is also a plain
# Contents line and a "Week 4 seminar task" heading follows week 5.
TARGET = 2


def row_ok(cells):
    c = [norm(x) for x in cells]
    require(len(c) == 4, "new row does not have 4 cells")
    require("o'neil" in c[0], "Author cell of the new row is %r" % cells[0])
    require("weapons of math destruction" in c[1], "Title cell of the new row is %r" % cells[1])
    require(re.fullmatch(r"\(?2016\)?", c[2]), "Year cell of the new row is %r" % cells[2])
    require(re.search(r"\b1\b", c[3]) and re.search(r"\b3\b", c[3]), "Pages cell of the new row is %r" % cells[3])


def check(ws, ev):
    pws, _ = pristine(__file__)
    src = os.path.join(pws, "reading_list_SOC214.docx")
    path = os.path.join(ws, "reading_list_SOC214_v2.docx")
    require(os.path.exists(path), "reading_list_SOC214_v2.docx not created")
    orig, kept = blocks(src), blocks(os.path.join(ws, "reading_list_SOC214.docx"))
    require(len(orig) == len(kept) and all(a.where == b.where and same_block(a, b) for a, b in zip(orig, kept)),
            "the original reading_list_SOC214.docx changed")
    A, B = tables(src), tables(path)
    require(len(A) == len(B), "number of tables changed (%d -> %d)" % (len(A), len(B)))
    grown = [i for i in range(len(A)) if len(B[i]) != len(A[i])]
    require(grown, "no row was added to any table")
    require(grown == [TARGET], "rows were added in table(s) %s, expected only the week 4 core reading table"
            % [i + 1 for i in grown])
    require(len(B[TARGET]) == len(A[TARGET]) + 1, "expected exactly one new row in the week 4 core table")
    require(B[TARGET][:-1] == A[TARGET], "existing rows of the week 4 core table changed or the new row is not last")
    row_ok(B[TARGET][-1])
    newrow = len(A[TARGET])
    rest = [b for b in blocks(path) if not (b.where != "body" and b.where[0] == TARGET and b.where[1] == newrow)]
    old = blocks(src)
    require(len(rest) == len(old), "paragraphs were added or removed outside the new row")
    for a, b in zip(old, rest):
        require(a.where == b.where and same_block(a, b), "paragraph %r changed (now %r)" % (a.text[:60], b.text[:60]))
    return "O'Neil added as the last week 4 core reading; rest unchanged"

run_check(check)
