import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
ek.emit(ev, answer="Expect about £1,890. The flooring repair (£2,340) is covered as escape of water from a washing machine, "
                   "but the replacement inlet hose (£45) is not (the part the water escaped from is excluded). "
                   "The 2025-26 schedule's escape-of-water excess of £450 replaces the standard excess and is deducted: "
                   "£2,340 - £450 = £1,890.")
