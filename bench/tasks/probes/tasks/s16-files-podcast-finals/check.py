import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# shows.csv has " GRD" and "garden-diaries " (stray spaces: a folder named "garden-diaries " is wrong), and a
# quoted show name with a comma before the folder column (cut -d, reads "Retold" as the folder). RUN has no
# folder yet. "tch-ep042" is lower case. Not moved: BKS (not in shows.csv), raw/rough-cut/notes files, a
# .wav.part download, "finalmix-v2", the cover art.
MOVES = {
    "inbox/TCH-ep041-final.mp3": "episodes/tech-chat-hour/TCH-ep041-final.mp3",
    "inbox/tch-ep042-final.mp3": "episodes/tech-chat-hour/tch-ep042-final.mp3",
    "inbox/GRD-ep012-final.wav": "episodes/garden-diaries/GRD-ep012-final.wav",
    "inbox/HIS-ep007-final.m4a": "episodes/hidden-histories/HIS-ep007-final.m4a",
    "inbox/RUN-ep003-final.mp3": "episodes/run-club-radio/RUN-ep003-final.mp3",
}


def check(ws, ev):
    pws, _ = pristine(__file__)
    moves = dict(MOVES)
    alt = "episodes/tech-chat-hour/TCH-ep042-final.mp3"  # upper-casing the code while moving is harmless
    if os.path.isfile(os.path.join(ws, alt)) and not os.path.isfile(os.path.join(ws, moves["inbox/tch-ep042-final.mp3"])):
        moves["inbox/tch-ep042-final.mp3"] = alt
    require_tree(pws, ws, lambda p: moves.get(p, p), "episodes")
    extra = sorted(set(list_files(os.path.join(ws, "inbox"))) - set(list_files(os.path.join(pws, "inbox"))))
    require(not extra, "unexpected files in inbox/: %s" % ", ".join(extra))
    return "5 finals moved to their show folders, everything else in place"

run_check(check)
