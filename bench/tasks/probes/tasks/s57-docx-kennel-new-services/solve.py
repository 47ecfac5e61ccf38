import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
path = os.path.join(ws, "harbourside_prices_2025.docx")
new = []
for b in ek.blocks(path):
    if b.where != "body" and b.where[1] > 0 and b.where[2] == 0:
        if b.chars and all(f[0] for c, f in b.chars if not c.isspace()):
            new.append(b.text)
ek.emit(ev, answer="The new services for 2025 (shown in bold) are:\n" + "\n".join("- " + n for n in new))
