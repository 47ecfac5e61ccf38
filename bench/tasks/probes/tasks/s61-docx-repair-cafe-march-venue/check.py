import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

FLYER = "flyers/repair_cafe_spring_2025.docx"


def venue_ok(t):
    n = ek.norm(t)
    return "millbrook library" in n and re.search(r"room\s*(2|two)\b", n) is not None and "aidan" not in n \
        and not re.search(r"room\s*(1|one)\b", n)


def time_ok(t):
    n = ek.norm(t).replace(".", ":")
    return re.fullmatch(r"(from\s+)?10(:00)?\s*(am)?\s*(-|to|until|till)\s*(13:00|1(:00)?\s*pm)", n) is not None


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        if f != FLYER:
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, FLYER)
    ek.require(os.path.isfile(p), "%s is missing" % FLYER)
    ek.require(not ek.same_file(os.path.join(pws, FLYER), p), "the flyer was not changed")
    # March row is table 0, row 2: venue col 1, time col 2; everything else identical
    ek.require_cells_changed(os.path.join(pws, FLYER), p, {(0, 2, 1): venue_ok, (0, 2, 2): time_ok})
    # formatting of the edited cells must stay as it was: venue bold, time plain
    for b in ek.blocks(p):
        if b.where == (0, 2, 1) and b.text.strip():
            ek.require(all(f[0] for c, f in b.chars if not c.isspace()), "new March venue is not bold like the other venues")
            ek.require(not any(f[1] or f[2] for c, f in b.chars if not c.isspace()), "new March venue picked up italic/underline")
        if b.where == (0, 2, 2) and b.text.strip():
            ek.require(not any(f[0] or f[1] or f[2] for c, f in b.chars if not c.isspace()),
                       "new March time is not plain text like the other times")
    orig = {b.where: b.style for b in ek.blocks(os.path.join(pws, FLYER)) if b.where in ((0, 2, 1), (0, 2, 2))}
    for b in ek.blocks(p):
        if b.where in orig:
            ek.require(b.style == orig[b.where], "paragraph style of the edited cell %s changed" % (b.where,))
    return "March session now Millbrook Library Room 2, 10:00-13:00, formatting kept"


ek.run_check(check)
