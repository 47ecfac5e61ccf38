import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
ek.emit(ev, answer="The current Harbour Porter recipe (rev. C, March 2025) mashes at 67 \u00b0C for 60 minutes. "
        "The older rev. B used 65 \u00b0C.")
