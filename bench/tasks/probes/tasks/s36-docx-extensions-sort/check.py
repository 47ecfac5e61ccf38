import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Table 2 (index 1) sorted by Surname then First name, case-insensitively: "de Souza" and "van Dijk" go to the
# end with a case-sensitive sort, and "MacLeod" comes before "Mackenzie". Sorting the particles out ("de Souza"
# under S, "van Dijk" under D) is accepted too. Patel: Anil before Riya. The italic (on leave) row and the bold
# duty extension must move with their rows. Everything else unchanged; original intact.


def rows_of(path, ti):
    rows = {}
    for b in blocks(path):
        if b.where != "body" and b.where[0] == ti:
            rows.setdefault(b.where[1], []).append(b)
    return [rows[i] for i in sorted(rows)]


def sig(row):
    return tuple((b.text, tuple((c, f) for c, f in b.chars if not c.isspace())) for b in row)


def check(ws, ev):
    pws, _ = pristine(__file__)
    src = os.path.join(pws, "staff_directory.docx")
    out = os.path.join(ws, "staff_directory_sorted.docx")
    require(os.path.isfile(out), "staff_directory_sorted.docx not created")
    A, B = blocks(src), blocks(out)
    require(len(A) == len(B), "paragraph count changed (%d -> %d)" % (len(A), len(B)))
    for a, b in zip(A, B):
        if a.where != "body" and a.where[0] == 1:
            continue
        require(a.where == b.where and same_block(a, b), "changed outside the staff table: %r -> %r" % (a.text[:50], b.text[:50]))
    old, new = rows_of(src, 1), rows_of(out, 1)
    require(len(old) == len(new), "staff table has %d rows, expected %d" % (len(new), len(old)))
    require(sig(new[0]) == sig(old[0]), "header row is not at the top / changed")
    require(sorted(sig(r) for r in new[1:]) == sorted(sig(r) for r in old[1:]),
            "staff rows were changed (text or formatting), not just reordered")

    def k1(r):
        return (r[1].text.strip().casefold(), r[0].text.strip().casefold())

    def k2(r):
        s = re.sub(r"^(de|van|von|der|da|di|le|la)\s+", "", r[1].text.strip())
        return (s.casefold(), r[0].text.strip().casefold())

    got = [(r[1].text, r[0].text) for r in new[1:]]
    ok = [[(r[1].text, r[0].text) for r in sorted(old[1:], key=k)] for k in (k1, k2)]
    require(got in ok, "rows not sorted by surname then first name: %s" % ", ".join("%s %s" % (f, s) for s, f in got))
    require_same_doc(src, os.path.join(ws, "staff_directory.docx"), "original staff_directory.docx")
    return "12 staff rows sorted, formatting kept, rest unchanged"

run_check(check)
