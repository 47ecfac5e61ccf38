import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
A = ek.blocks(os.path.join(ws, "house_agreement_2024-25.docx"))
B = ek.blocks(os.path.join(ws, "house_agreement_2025-26.docx"))
changes = []
for a, b in zip(A, B):
    if a.text == b.text:
        continue
    if a.where == "body":
        if a.style.startswith("Heading") or "signed on" in a.text:
            continue  # title year and signing date
        changes.append("- Clause %s\n  old: %s\n  new: %s" % (a.text.split(" ")[0], a.text, b.text))
    else:
        t, r, c = a.where
        label = [x.text for x in A if x.where == (t, r, 0)][0]
        head = [x.text for x in A if x.where == (t, 0, c)][0]
        changes.append("- Bills table, %s (%s): %s -> %s" % (label, head, a.text, b.text))
ek.emit(ev, answer="Apart from the title year and the signing date, these changed (old -> new):\n" + "\n".join(changes))
