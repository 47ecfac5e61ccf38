import hashlib
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

FILES = [
    "recordings/03-11-2025_breakfast.mp3",
    "recordings/03-11-2025_late-night-jazz.mp3",
    "recordings/04-11-2025_breakfast.mp3",
    "recordings/04-11-2025_drivetime.mp3",
    "recordings/28-10-2025_folk-roots-live.mp3",
    "recordings/31-10-2025_halloween-special.mp3",
    "recordings/01-11-2025_saturday-sport-12-to-5.mp3",
    "recordings/2025-10-27_breakfast.mp3",
    "recordings/04-11-2025_drivetime.cue.txt",
    "recordings/README.txt",
    "incoming/05-11-2025_breakfast.mp3",
    "incoming/05-11-2025_drivetime.mp3",
]


def fake_mp3(name):
    h = hashlib.sha256(name.encode()).digest()
    return b"ID3\x04\x00\x00\x00\x00\x00\x00" + h * 40


if __name__ == "__main__":
    ws, kb = setup_args()
    for rel in FILES:
        path = os.path.join(ws, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        if rel.endswith("README.txt"):
            write(path, "Off-air recordings, one file per show. Keep for 42 days (Ofcom).\n")
        elif rel.endswith(".txt"):
            write(path, "00:00 Drivetime with Kemi\n00:04 News\n00:09 Traffic and travel\n")
        else:
            with open(path, "wb") as f:
                f.write(fake_mp3(rel))
