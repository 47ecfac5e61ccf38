import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

MONTHS = r"(0?3|mar|march)"


def is_date(text):
    t = ek.norm(text).replace(",", " ")
    t = re.sub(r"(\d)(st|nd|rd|th)\b", r"\1", t)
    t = re.sub(r"\s+", " ", t)
    pats = [r"14[/.\- ]%s[/.\- ](20)?25" % MONTHS, r"2025-03-14", r"%s 14 2025" % MONTHS]
    t = re.sub(r"^fri(day)? ", "", t.strip())
    return any(re.fullmatch(p, t) for p in pats)


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    out = os.path.join(ws, "hire_schedule_updated.docx")
    ek.require(os.path.isfile(out), "hire_schedule_updated.docx not written")
    # table 0 row 3 is TA-2236, 12 Mill Lane; column 4 is the off-hire date
    ek.require_cells_changed(os.path.join(pws, "hire_schedule.docx"), out, {(0, 3, 4): is_date})
    return "TA-2236 off-hire now 14/03/2025, rest unchanged"


ek.run_check(check)
