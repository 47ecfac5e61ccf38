import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

BAD = ["Beatrice Lowe", "Dev Anand", "Ruth Anand", "Tessa Grey", "Noah Quinn"]
OK = ["Harriet Lowe", "Jonah Lowe", "Marcus Feld", "Olu Bakare", "Ken Ito", "Lily Ito", "Sam Porter",
      "Gwen Pryce", "Callum Reid", "Stuart Reid", "Ivan Petrov"]


def check(ws, ev):
    pws, pkb = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, "flights", "dawn_0614_problems.txt")
    ek.require(os.path.isfile(p), "flights/dawn_0614_problems.txt not found")
    listed = []
    for line in ek.content_lines(ek.read(p)):
        t = ek.norm(line)
        pos = [(t.find(n.lower()), n) for n in BAD + OK if n.lower() in t]
        if pos:
            listed.append(min(pos)[1])  # the passenger a line is about is the first one it names
    missing = [n for n in BAD if n not in listed]
    ek.require(not missing, "not listed: %s" % ", ".join(missing))
    wrong = sorted(set(n for n in listed if n in OK))
    ek.require(not wrong, "listed but allowed to fly as booked (or not on this flight): %s" % ", ".join(wrong))
    dup = sorted(set(n for n in listed if listed.count(n) > 1))
    ek.require(not dup, "listed more than once: %s" % ", ".join(dup))
    return "the 5 passengers who can't fly are listed"


ek.run_check(check)
