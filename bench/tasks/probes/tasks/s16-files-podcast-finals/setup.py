import hashlib
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

SHOWS = '''code,show,folder,host
TCH,Tech Chat Hour,tech-chat-hour,Priya Raman
 GRD,The Garden Diaries,garden-diaries ,Owen Pryce
HIS,"Hidden Histories, Retold",hidden-histories,Mara Lindqvist
RUN,Run Club Radio,run-club-radio,Jess Adebayo
'''

FILES = [
    # finals of listed shows: these move
    "inbox/TCH-ep041-final.mp3",
    "inbox/tch-ep042-final.mp3",
    "inbox/GRD-ep012-final.wav",
    "inbox/HIS-ep007-final.m4a",
    "inbox/RUN-ep003-final.mp3",
    # everything else stays in inbox/
    "inbox/TCH-ep041-raw.wav",
    "inbox/TCH-ep042-final-notes.txt",
    "inbox/GRD-ep013-final.wav.part",
    "inbox/GRD-ep013-rough-cut.wav",
    "inbox/BKS-ep019-final.mp3",
    "inbox/HIS-ep008-finalmix-v2.m4a",
    "inbox/cover-art-HIS.png",
    # already filed
    "episodes/tech-chat-hour/TCH-ep040-final.mp3",
    "episodes/garden-diaries/GRD-ep011-final.wav",
    "episodes/hidden-histories/HIS-ep006-final.m4a",
]


def blob(name, n=2048):
    out, k = b"", 0
    while len(out) < n:
        out += hashlib.sha256(("%s/%d" % (name, k)).encode()).digest()
        k += 1
    return out[:n]


if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "shows.csv"), SHOWS)
    for p in FILES:
        full = os.path.join(ws, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        if p.endswith(".txt"):
            write(full, "Ep 42 show notes: guest Dr Ana Reyes on repairable laptops. Links to follow.")
        else:
            with open(full, "wb") as f:
                f.write(blob(p))
