import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
ek.emit(ev, answer="Invoice £64: Main Hall on a weekday evening is £24/hour; 19:00-21:30 is charged as 3 whole hours = £72, "
                   "less the 25% community-group discount = £54, plus £10 kitchen use (not discounted) = £64.")
