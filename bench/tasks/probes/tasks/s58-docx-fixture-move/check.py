import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek


def date_ok(t):
    n = ek.norm(t)
    return re.search(r"(?<!\d)26(th)?(?!\d)", n) is not None and ("apr" in n or re.search(r"26\s*/\s*0?4", n)) \
        and re.search(r"(?<!\d)12(?!\d)", n) is None


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        if f != "fixtures_spring_2025.docx":
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    # table 0 = U12, row 6 = Sat 12 Apr v Harton Rovers
    ek.require_cells_changed(os.path.join(pws, "fixtures_spring_2025.docx"), os.path.join(ws, "fixtures_spring_2025.docx"), {
        (0, 6, 0): date_ok,
        (0, 6, 2): lambda t: ek.norm(t).startswith("away") and "home" not in ek.norm(t),
    })
    return "U12 v Harton Rovers now Sat 26 Apr, Away"


ek.run_check(check)
