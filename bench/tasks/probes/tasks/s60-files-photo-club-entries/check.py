import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

MOVES = {
    "IMG_4411.jpg": "nature/01_Okafor.jpg",
    "DSC00231.jpg": "mono/02_Ashworth-Lee.jpg",
    "IMG_4420.jpg": "colour/03_Okafor.jpg",
    "P1030877.jpg": "nature/04_Byrne.jpg",
    "P1030901.jpg": "colour/06_Byrne.jpg",
    "IMG_4415.JPG": "nature/07_Whitaker.jpg",
    "_DSC8830.jpg": "mono/08_Hussain.jpg",
    "DSC00240.jpg": "mono/09_Ashworth-Lee.jpg",
    "IMG_5002.JPG": "colour/10_Whitaker.jpg",
}


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    pin = os.path.join(pws, "competition", "inbox")
    inbox = os.path.join(ws, "competition", "inbox")
    dest = os.path.join(ws, "competition", "entries")
    for f in ek.list_files(pws):
        if not f.startswith("competition/inbox/"):
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    stay = sorted(n for n in os.listdir(pin) if n not in MOVES)
    have = sorted(os.listdir(inbox)) if os.path.isdir(inbox) else []
    ek.require(have == stay, "competition/inbox should hold only %s, has %s" % (", ".join(stay), ", ".join(have)))
    for n in stay:
        ek.require(ek.same_file(os.path.join(pin, n), os.path.join(inbox, n)), "inbox/%s changed" % n)
    ek.require(os.path.isdir(dest), "competition/entries/ was not created")
    got = {f.lower(): f for f in ek.list_files(dest)}
    want = {v.lower(): k for k, v in MOVES.items()}
    missing = sorted(set(want) - set(got))
    extra = sorted(set(got) - set(want))
    ek.require(not missing, "missing in competition/entries: %s" % ", ".join(missing))
    ek.require(not extra, "unexpected files in competition/entries: %s" % ", ".join(got[e] for e in extra))
    for low, src in want.items():
        ek.require(ek.same_file(os.path.join(pin, src), os.path.join(dest, got[low])), "content of %s differs from inbox/%s" % (got[low], src))
    return "9 entries filed by category and renamed; withdrawn and unlisted files left in the inbox"


ek.run_check(check)
