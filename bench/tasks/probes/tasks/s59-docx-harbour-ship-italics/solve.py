import copy, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
from docx import Document
from docx.text.run import Run

SHIP = re.compile(r"\b(Kittiwake|Shearwater|Guillemot)\b(?! Caf\u00e9| Road)")

ws, ev = ek.solve_args()
p_ = os.path.join(ws, "harbour_bulletin.docx")
d = Document(p_)
for p in ek.iter_paragraphs(d):
    for r in list(p.runs):
        t = r.text
        ms = list(SHIP.finditer(t))
        if not ms:
            continue
        pieces, pos = [], 0
        for m in ms:
            pieces += [(t[pos:m.start()], False), (m.group(0), True)]
            pos = m.end()
        pieces.append((t[pos:], False))
        anchor = r._r
        for text, ital in pieces:
            if not text:
                continue
            new = copy.deepcopy(r._r)
            anchor.addnext(new)
            anchor = new
            nr = Run(new, p)
            nr.text = text
            if ital:
                nr.italic = True
        r._r.getparent().remove(r._r)
d.save(p_)
ek.emit(ev, answer="Italicised every mention of Kittiwake, Shearwater and Guillemot (body, heading and table); "
        "left the Kittiwake Caf\u00e9 and Shearwater Road alone. Saved harbour_bulletin.docx.",
        artifacts=["harbour_bulletin.docx"])
