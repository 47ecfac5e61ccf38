import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
ek.emit(ev, answer="Under the current warranty policy (effective 1 June 2024), refurbished second-hand bikes are covered for 6 months from the date of sale - frame, wheels, gears and brakes, but not consumables such as tyres, tubes, brake pads, chains and cables, or crash/neglect damage. The customer needs their receipt to claim.")
