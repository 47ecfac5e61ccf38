import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
ek.emit(ev, answer="We owe the referee £36: the 2025-26 U13-U14 match fee of £30, plus travel of 24 miles "
                   "(34-mile round trip less the first 10 unpaid miles) at 25p a mile = £6. The assistants were club linesmen, so nothing for them.")
