import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
t = ek.tables(os.path.join(ws, "letters", "Y6_residential_letter_FINAL.docx"))[0]
ek.emit(ev, answer="The total cost is \u00a3285 per child. The final instalment (%s) is due by %s." % (t[3][1], t[3][2]))
