import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

NEW = "Q-2318 Pemberton rev2.docx"


def money_is(text, value):
    t = text.strip().replace(",", "")
    m = re.fullmatch(r"(?:\u00a3|gbp)?\s*(\d+(?:\.\d+)?)\s*(?:gbp)?", t, re.I)
    return bool(m) and abs(float(m.group(1)) - value) < 0.005


def qty_is(text, value):
    m = re.fullmatch(r"\s*(\d+)\s*(?:nights?|packs?)?\s*", text, re.I)
    return bool(m) and int(m.group(1)) == value


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    path = os.path.join(ws, "quotes", NEW)
    if not os.path.isfile(path):
        alt = [p for p in ek.list_files(ws) if p.lower().endswith("rev2.docx")]
        ek.require(not alt, "revised quote saved as %s, not quotes/%s" % (", ".join(alt), NEW))
        ek.require(False, "quotes/%s not found" % NEW)
    orig = os.path.join(pws, "quotes", "Q-2318 Pemberton.docx")
    A, B = ek.blocks(orig), ek.blocks(path)
    ek.require(len(A) == len(B), "paragraph count changed (%d -> %d)" % (len(A), len(B)))
    # items table is table 1: rows 1..4 items, 5 subtotal, 6 VAT, 7 total
    want = {(1, 1, 1): lambda t: qty_is(t, 3), (1, 1, 3): lambda t: money_is(t, 255.0),
            (1, 3, 1): lambda t: qty_is(t, 2), (1, 3, 3): lambda t: money_is(t, 25.0),
            (1, 5, 3): lambda t: money_is(t, 350.0), (1, 6, 3): lambda t: money_is(t, 70.0),
            (1, 7, 3): lambda t: money_is(t, 420.0)}
    what = {(1, 1, 1): "hot tub nights", (1, 1, 3): "hot tub amount", (1, 3, 1): "towel pack qty",
            (1, 3, 3): "towel pack amount", (1, 5, 3): "subtotal", (1, 6, 3): "VAT", (1, 7, 3): "total"}
    dep_done = False
    for a, b in zip(A, B):
        ek.require(a.where == b.where, "document structure changed near %r" % a.text[:50])
        if a.where in want:
            ek.require(want[a.where](b.text), "%s is %r" % (what[a.where], b.text))
            if a.where == (1, 7, 3):
                ek.require(all(f[0] for c, f in b.chars if not c.isspace()), "the total is no longer bold")
        elif a.text.startswith("A deposit of"):
            m = re.fullmatch(r"A deposit of (.+?) \(25% of the total\) secures your booking; the balance is due on the day of delivery\.", b.text)
            ek.require(m is not None, "deposit sentence changed beyond the amount: %r" % b.text)
            ek.require(money_is(m.group(1), 105.0), "deposit is %r, expected \u00a3105.00" % m.group(1))
            s = len("A deposit of ")
            ek.require(all(f[0] for c, f in b.chars[s:s + len(m.group(1))] if not c.isspace()), "deposit amount is no longer bold")
            ek.require(not any(f[0] for c, f in b.chars[:s] + b.chars[s + len(m.group(1)):] if not c.isspace()),
                       "bold formatting spread in the deposit sentence")
            dep_done = True
        else:
            ek.require(ek.same_block(a, b), "paragraph %r was changed (now %r)" % (a.text[:60], b.text[:60]))
    ek.require(dep_done, "deposit sentence not found")
    return "3 nights, 2 towel packs, subtotal 350, VAT 70, total 420, deposit 105"


ek.run_check(check)
