import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()

# KB docs: optional third argument, else regenerate them with this task's setup.py
kb = os.path.abspath(sys.argv[3]) if len(sys.argv) > 3 else ek.pristine(__file__)[1]

import csv

terms = ek.read(os.path.join(kb, "passenger_terms_2025.md"))
min_age = int(re.search(r"at least (\d+) years old", terms).group(1))
accomp_max = int(re.search(r"aged \d+ to (\d+) must\s+fly with an adult", terms).group(1))
min_height = int(re.search(r"\((\d+) cm\) tall", terms).group(1))
std_max = int(re.search(r"Standard tickets are for passengers weighing up to .*?\((\d+) kg\)", terms, re.S).group(1))
abs_max = int(re.search(r"cannot carry anyone over .*?\((\d+) kg\)", terms, re.S).group(1))

with open(os.path.join(ws, "flights", "2025-06-14_dawn_manifest.csv"), newline="", encoding="utf-8") as f:
    pax = list(csv.DictReader(f))
problems = []
for p in pax:
    age, h, w = int(p["age"]), int(p["height_cm"]), int(p["weight_kg"])
    notes = p["notes"].lower()
    why = []
    if age < min_age:
        why.append("age %d, under the minimum of %d" % (age, min_age))
    elif age <= accomp_max and not any(int(q["age"]) >= 18 for q in pax
                                       if q["booking_ref"] == p["booking_ref"] and q is not p):
        why.append("age %d, no adult booked with them" % age)
    if age < 16 and h < min_height:
        why.append("height %d cm, under %d cm" % (h, min_height))
    limit = abs_max if p["ticket"].strip().lower() == "plus size" else std_max
    if w > limit:
        why.append("%d kg on a %s ticket (limit %d kg)" % (w, p["ticket"], limit))
    if "pregnan" in notes:
        why.append("pregnant - not allowed at any stage")
    if "dive" in notes or "diving" in notes:
        why.append("scuba dive within 24 hours of the flight")
    if why:
        problems.append("%s - %s" % (p["passenger"], "; ".join(why)))
ek.write(os.path.join(ws, "flights", "dawn_0614_problems.txt"), "\n".join(problems))
ek.emit(ev, answer="Can't fly as booked:\n" + "\n".join(problems), artifacts=["flights/dawn_0614_problems.txt"])
