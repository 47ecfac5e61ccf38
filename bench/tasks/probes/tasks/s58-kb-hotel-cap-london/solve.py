import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
ek.emit(ev, answer="Under the current policy (version 4, from 1 January 2025) the limit for a London hotel is "
        "\u00a3165 per night, including breakfast and VAT.")
