import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
_, kb = ek.pristine(__file__)  # regenerate the KB documents the agent would search
text = ek.read(os.path.join(kb, "exam_fees_2025.md"))
sec = text.split("## Resitting one component", 1)[1]
rows = [[c.strip() for c in l.strip().strip("|").split("|")] for l in sec.splitlines() if l.strip().startswith("|")]
hdr = [h.lower() for h in rows[0]]
col = next(i for i, h in enumerate(hdr) if "oral" in h)
fee = next(r[col] for r in rows[2:] if r[0] == "B2")
ek.emit(ev, answer="Resitting just the B2 oral (speaking) component costs %s (Casa Lingua exam fees 2025)." % fee)
