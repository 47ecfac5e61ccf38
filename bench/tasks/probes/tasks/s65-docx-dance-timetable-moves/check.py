import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# class -> (regex for its name in normalised text, [alternatives for each part of the new slot])
MOVED = {
    "Ballet Grade 3": (r"ballet\s*(grade|gr\.?)\s*3",
                       [r"(?<![a-z])thu(r|rs|rsday|rsdays|\.)?(?![a-z])", r"16[:.]00|(?<![\d:.])4([:.]00)?\s?(pm|p\.m\.|-|to)"]),
    "Adult Tap": (r"adult\s*tap",
                  [r"(?<![a-z])mon(day|days|\.)?(?![a-z])", r"19[:.]30|(?<![\d:.])7[:.]30"]),
    "Street Dance Juniors": (r"street\s*dance\s*\(?\s*juniors",
                             [r"(?<![a-z])sat(urday|urdays|\.)?(?![a-z])", r"11[:.]15"]),
    "Street Dance Seniors": (r"street\s*dance\s*\(?\s*(juniors\s*(and|&|/)\s*)?seniors",
                             [r"(?<![a-z])sat(urday|urdays|\.)?(?![a-z])", r"10[:.]00|(?<![\d:.])10\s?(am|a\.m\.|-|to)"]),
}
UNCHANGED = ["Baby Ballet", "Ballet Grade 1", "Tap Grade 1", "Ballet Grade 5", "Adult Ballet Improvers",
             "Lyrical Intermediate"]


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), f"{f} was changed or removed")
    ans = ek.require_answer(ev)
    t = ek.norm(ans)
    for name, (rx, slot) in MOVED.items():
        hits = list(re.finditer(rx, t))
        ek.require(hits, f"answer does not mention {name}")
        # the new slot must be stated close to (at least one mention of) the class name
        ok = False
        for m in hits:
            near = t[max(0, m.start() - 40): m.end() + 160]
            if all(re.search(p, near) for p in slot):
                ok = True
                break
        ek.require(ok, f"answer does not give the new day/time of {name}")
    listed = [u for u in UNCHANGED if re.search(r"(?<!\w)" + re.escape(ek.norm(u)) + r"(?![\w])", t)]
    ek.require(len(listed) <= 2, "answer lists classes whose slot did not change: {}".format(", ".join(listed)))
    return "Ballet Grade 3, Adult Tap, Street Dance Juniors and Seniors"


ek.run_check(check)
