import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# Rules from KB field_rules_2025.md (replaces 2021 rules): Sundays i.c. 10:00-13:00 only;
# Sunday noise limit 80 dB(A) at 7 m, Mon-Sat 82 dB(A).
SUNDAY_IC_END, SUNDAY_LIMIT, WEEKDAY_LIMIT = "13:00", 80.0, 82.0

ws, ev = ek.solve_args()
notes = ek.read(os.path.join(ws, "models", "extra300.md"))
readings = re.findall(r"^\|\s*(\d{4}-\d\d-\d\d)\s*\|\s*([\d.]+)\s*dB", notes, re.M)
date, last = max(readings)
last = float(last)
verdict = "over" if last > SUNDAY_LIMIT else "within"
ek.emit(ev, answer=(
    "No, not on Sunday afternoon. Under the 2025 field rules the Extra (petrol, so i.c.) can only fly on Sundays "
    "between 10:00 and %s, and your plan has you arriving around half past one. "
    "Its last noise reading was %.1f dB(A) at 7 m on %s, which is %s the %.0f dB(A) Sunday limit, so it must not "
    "fly on a Sunday at all until it reads quieter. It does pass the %.0f dB(A) Monday-Saturday limit, so a "
    "Saturday session would be fine." % (SUNDAY_IC_END, last, date, verdict, SUNDAY_LIMIT, WEEKDAY_LIMIT)))
