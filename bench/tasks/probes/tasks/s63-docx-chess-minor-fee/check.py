import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

DOC = "congress_entry_form.docx"
FEE_CELL = (0, 3, 2)   # first table, Minor row, Entry fee column


def fee_ok(text):
    t = text.replace("\u00a0", " ").strip()
    return re.fullmatch(r"(\u00a3|GBP)?\s*22(\.00)?", t, re.I) is not None


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        if f != DOC:
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    path = os.path.join(ws, DOC)
    ek.require_cells_changed(os.path.join(pws, DOC), path, {FEE_CELL: fee_ok})
    cell = [b for b in ek.blocks(path) if b.where == FEE_CELL]
    chars = [(c, f) for b in cell for c, f in b.chars if not c.isspace()]
    ek.require(chars, "Minor fee cell is empty")
    ek.require(all(f[0] for c, f in chars), "the new Minor fee is not bold")
    return "Minor fee is \u00a322 in bold, rest of the form unchanged"


ek.run_check(check)
