import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

DOC = "invoices/ASH-0342 Bramble March 2025.docx"
# haylage 6 x 9.50 = 57.00; total 819.50 - 38.00 + 57.00 = 838.50; balance 838.50 - 150.00 = 688.50
CELLS = {
    (0, 2, 1): (r"6", "haylage quantity 6"),
    (0, 2, 3): (r"\u00a3\s?57(\.00)?", "haylage amount \u00a357.00"),
    (0, 6, 3): (r"\u00a3\s?838\.50", "total \u00a3838.50"),
}
BAL_OLD = "Balance due by 15 April 2025: \u00a3669.50"
BAL_NEW = r"Balance due by 15 April 2025: \u00a3\s?688\.50"


def same_fmt_as_before(a, b, label):
    fmts = {f for c, f in a.chars if not c.isspace()}
    ek.require(len(fmts) == 1, "internal: mixed formatting in %s" % label)
    want = fmts.pop()
    ek.require(all(f == want for c, f in b.chars if not c.isspace()),
               "%s: formatting of the corrected text differs from before (bold/italic)" % label)


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        if f != DOC:
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    path = os.path.join(ws, DOC)
    A, B = ek.blocks(os.path.join(pws, DOC)), ek.blocks(path)
    ek.require(len(A) == len(B), "invoice structure changed (paragraph count %d -> %d)" % (len(A), len(B)))
    seen = set()
    for a, b in zip(A, B):
        ek.require(a.where == b.where, "invoice structure changed near %r" % a.text[:50])
        if a.where in CELLS:
            pat, label = CELLS[a.where]
            ek.require(re.fullmatch(pat, b.text.strip()) is not None, "%s: found %r" % (label, b.text))
            same_fmt_as_before(a, b, label)
            seen.add(a.where)
        elif a.text == BAL_OLD:
            ek.require(re.fullmatch(BAL_NEW, b.text.strip()) is not None,
                       "balance line should read 'Balance due by 15 April 2025: \u00a3688.50', found %r" % b.text)
            same_fmt_as_before(a, b, "balance line")
            seen.add("bal")
        else:
            ek.require(ek.same_block(a, b), "%r was changed (now %r)" % (a.text[:60], b.text[:60]))
    ek.require(len(seen) == 4, "internal: not all expected places found")
    return "haylage 6 bales, \u00a357.00, total \u00a3838.50, balance \u00a3688.50"


ek.run_check(check)
