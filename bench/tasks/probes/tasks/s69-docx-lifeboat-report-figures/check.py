import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

DOC = "Annual report 2024 draft.docx"
WANT = {"[SERVICE LAUNCHES]": (15, "service launches"), "[ILB HOURS]": (13.25, "inshore lifeboat hours on service"),
        "[ILB AIDED]": (14, "people aided by the inshore lifeboat")}


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        if f != DOC:
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, DOC)
    ek.require(os.path.isfile(p), "%s is missing" % DOC)
    orig = os.path.join(pws, DOC)
    summ = [b for b in ek.blocks(orig) if "[ILB HOURS]" in b.text][0].text
    parts = re.split(r"(\[[A-Z ]+\])", summ)
    rx = "".join("(.+?)" if x in WANT else re.escape(x) for x in parts)
    order = [x for x in parts if x in WANT]
    new = [b.text for b in ek.blocks(p) if b.text.startswith("In 2024 our volunteer crews")]
    ek.require(len(new) == 1, "summary paragraph not found (or its opening words changed)")
    ek.require("[" not in new[0], "summary still has a gap: %r" % new[0])
    m = re.fullmatch(rx, new[0])
    ek.require(m is not None, "summary wording changed beyond the three figures: %r" % new[0])
    pairs = []
    for ph, got in zip(order, m.groups()):
        val, what = WANT[ph]
        g = got.strip().replace("\u00bc", ".25")
        ek.require(re.fullmatch(r"\d+(\.\d+)?", g) is not None, "%s filled with %r, expected just the number" % (what, got))
        ek.require(abs(float(g) - val) < 1e-9, "%s: %s, expected %g" % (what, got.strip(), val))
        pairs.append((ph, got))
    ek.require_replaced(orig, p, pairs)
    return "15 service launches, ILB 13.25 h and 14 aided filled in, rest unchanged"


ek.run_check(check)
