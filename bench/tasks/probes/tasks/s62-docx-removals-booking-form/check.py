import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

OUT = "forms/hendry_booking.docx"
MONTHS = {m: i + 1 for i, m in enumerate(["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"])}


def dates_in(text):
    """(day, month) pairs written as 21 June / June 21st / 21/06/2025 / 2025-06-21."""
    t = ek.norm(text)
    out = set()
    for d, m in re.findall(r"\b(\d{1,2})(?:st|nd|rd|th)?(?:\s+of)?\s+([a-z]{3})[a-z]*", t):
        if m in MONTHS:
            out.add((int(d), MONTHS[m]))
    for m, d in re.findall(r"\b([a-z]{3})[a-z]*\s+(\d{1,2})(?:st|nd|rd|th)?\b", t):
        if m in MONTHS:
            out.add((int(d), MONTHS[m]))
    for y, m, d in re.findall(r"\b(\d{4})-(\d{1,2})-(\d{1,2})\b", t):
        out.add((int(d), int(m)))
    for d, m in re.findall(r"\b(\d{1,2})[/.](\d{1,2})(?:[/.]\d{2,4})?\b", t):
        out.add((int(d), int(m)))
    return out


def phone_digits(t):
    d = re.sub(r"\D", "", t)
    return "0" + d[2:] if d.startswith("44") else d


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    blank = os.path.join(pws, "forms", "booking_form_blank.docx")
    out = os.path.join(ws, OUT)
    ek.require(os.path.isfile(out), "forms/hendry_booking.docx not found")
    A = ek.body_blocks(blank)
    B = ek.body_blocks(out)
    ek.require(len(A) == len(B) and all(ek.same_block(a, b) for a, b in zip(A, B)),
               "text outside the form table was changed")
    ta, tb = ek.tables(blank), ek.tables(out)
    ek.require(len(tb) == 1 and len(tb[0]) == len(ta[0]), "form table structure changed")
    for ra, rb in zip(ta[0], tb[0]):
        ek.require(len(rb) == 2 and ra[0] == rb[0], "form labels changed (%r)" % rb[0])
    v = {r[0]: r[1] for r in tb[0]}
    n = lambda k: ek.norm(v[k]).replace(",", " ")
    ek.require(ek.has_word(v["Customer name"], "hendry"), "customer name is %r" % v["Customer name"])
    ek.require(phone_digits(v["Contact phone"]) == "07700900418", "contact phone is %r" % v["Contact phone"])
    c = re.sub(r"\s+", " ", n("Collection address"))
    ek.require("14 larch close" in c and "de22 3jt" in c, "collection address is %r" % v["Collection address"])
    d = re.sub(r"\s+", " ", n("Delivery address"))
    ek.require("7 ashgrove terrace" in d and "de4 3fn" in d and "road" not in d,
               "delivery address is %r" % v["Delivery address"])
    ds = dates_in(v["Move date"])
    ek.require(ds == {(21, 6)}, "move date is %r" % v["Move date"])
    ek.require(ek.numbers_in(v["Number of boxes"], words=False) == [42.0], "number of boxes is %r" % v["Number of boxes"])
    return "Hendry form filled with the corrected date, address and box count"


ek.run_check(check)
