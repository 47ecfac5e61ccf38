import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek


def bold_ok(path):
    """The new rate in the Charges paragraph must stay bold like the old one."""
    for b in ek.blocks(path):
        i = b.text.find("\u00a321 per hour")
        if b.where == "body" and b.text.startswith("The standard hire rate is") and i != -1:
            ek.require(all(f[0] for c, f in b.chars[i:i + len("\u00a321 per hour")] if not c.isspace()),
                       "the new rate '\u00a321 per hour' is no longer bold")
            return
    raise ek.Fail("charges paragraph with \u00a321 per hour not found")


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    new = os.path.join(ws, "hall_hire_terms_May2025.docx")
    ek.require(os.path.isfile(new), "hall_hire_terms_May2025.docx was not created")
    orig = os.path.join(pws, "hall_hire_terms.docx")
    errors = []
    for date in ("1 May 2025", "1st May 2025"):
        for cell in ("\u00a321.00", "\u00a321"):
            pairs = [("1 September 2024", date), ("\u00a318 per hour", "\u00a321 per hour"), ("\u00a318.00", cell)]
            try:
                ek.require_replaced(orig, new, pairs)
                bold_ok(new)
                return "rate and date updated in the copy, deposit and other rates untouched"
            except ek.Fail as e:
                errors.append(str(e))
    raise ek.Fail(errors[0])


ek.run_check(check)
