import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
ek.emit(ev, answer="50 seconds: run_sync.py calls fetch_prices(s, skus) without a timeout, so it uses "
        "settings.HTTP_TIMEOUT * 2 = 25 * 2 = 50 (the docstring's 10 s is out of date).")
