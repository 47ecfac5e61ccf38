import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# hire (12 + 14 + 10 + 9) x 2 days = 90, less 20% member discount = 72; 4 air fills x 6 = 24 (no discount)
TOTAL = 96.0


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, "requests", "vogt_quote.txt")
    ek.require(os.path.isfile(p), "requests/vogt_quote.txt was not written")
    text = ek.read(p)
    lines = ek.content_lines(text)
    ek.require(lines, "vogt_quote.txt is empty")
    low = ek.norm(text)
    for item, words in (("BCD", ["bcd"]), ("regulator", ["regulator", "reg "]), ("wetsuit", ["wetsuit", "7mm"]),
                        ("dive computer", ["computer"]), ("air fills", ["air", "fill"])):
        ek.require(any(w in low for w in words), "no line for the %s" % item)
    tot_lines = [l for l in lines if re.search(r"\b(total|owes|amount due|to pay)\b", l, re.I)
                 and not re.search(r"sub-?\s*total", l, re.I)]
    ek.require(tot_lines, "no total line")
    ek.require(ek.has_number(tot_lines[-1], TOTAL, tol=0.005, words=False),
               "total line is %r, expected 96.00" % tot_lines[-1])
    for wrong, why in ((114.0, "no member discount"), (91.2, "discount applied to air fills"),
                       (92.8, "5mm wetsuit rate"), (80.8, "2024 rates")):
        ek.require(not ek.has_number(text, wrong, tol=0.005, words=False), "quote contains %s (%s)" % (wrong, why))
    return "total 96.00"


ek.run_check(check)
