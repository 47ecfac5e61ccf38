import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# The three closure dates must be bold (italic of "2 July 2026" kept); every other character keeps
# its formatting: the other dates (Updated 3 February 2026, 28 March, 1 November, 4 April) stay as they were.
DATES = ["14 May 2026", "2 July 2026", "18 September 2026"]


def chars(block):
    """(char, bold, italic, underline) for a paragraph; a 'Strong' character style counts as bold."""
    from docx.oxml.ns import qn
    from docx.text.run import Run
    out = []
    for r in block.para._p.iter(qn("w:r")):
        run = Run(r, block.para)
        sname = run.style.name if run.style is not None else ""
        bold = bool(run.bold) or (run.bold is None and sname in ("Strong", "Bold"))
        for ch in run.text:
            out.append((ch, bold, bool(run.italic), bool(run.underline)))
    return out


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    name = "lighthouse_visitor_info.docx"
    for f in ek.list_files(pws):
        if f != name:
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), f"{f} was changed or removed")
    A, B = ek.blocks(os.path.join(pws, name)), ek.blocks(os.path.join(ws, name))
    ek.require(len(A) == len(B), f"paragraph count changed ({len(A)} -> {len(B)})")
    found = set()
    for a, b in zip(A, B):
        ek.require(a.text == b.text, f"text changed: {a.text[:60]!r} -> {b.text[:60]!r}")
        ek.require(a.style == b.style, f"style of {a.text[:40]!r} changed ({a.style} -> {b.style})")
        ca, cb = chars(a), chars(b)
        target = set()
        for d in DATES:
            i = a.text.find(d)
            if i != -1:
                found.add(d)
                target.update(range(i, i + len(d)))
        for k, ((ch, b0, i0, u0), (_, b1, i1, u1)) in enumerate(zip(ca, cb)):
            if ch.isspace():
                continue
            ctx = a.text[max(0, k - 15):k + 15]
            if k in target:
                ek.require(b1, f"closure date not bold near {ctx!r}")
                ek.require((i0, u0) == (i1, u1), f"italic/underline changed near {ctx!r}")
            else:
                ek.require((b0, i0, u0) == (b1, i1, u1), f"formatting changed outside the closure dates near {ctx!r}")
    ek.require(found == set(DATES), "internal: fixture mismatch")
    return "the three closure dates are bold, nothing else changed"


ek.run_check(check)
