import hashlib
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

FILES = [
    "camera/IMG_20240612_101500.jpg",
    "camera/IMG_20240612_101502.jpg",
    "camera/IMG_20240613_184233.JPG",
    "camera/IMG_20240614_070105.heic",
    "camera/IMG_20240618_200944.png",
    "camera/IMG_20240621_121030.jpg",
    # not of the form IMG_YYYYMMDD_HHMMSS.<ext>
    "camera/IMG_2417.jpg",
    "camera/IMG-20240616-WA0004.jpg",
    "camera/VID_20240612_103000.mp4",
    "camera/Screenshot_20240615_221503.png",
    "camera/notes.txt",
    # in the subfolder: stay as they are
    "camera/edited/IMG_20240613_184233.jpg",
    "camera/edited/IMG_20240612_101500_edit.jpg",
    # outside camera/
    "phone-backup/IMG_20240530_081200.jpg",
]


def blob(name, n=3000):
    out, k = b"", 0
    while len(out) < n:
        out += hashlib.sha256(("%s/%d" % (name, k)).encode()).digest()
        k += 1
    return out[:n]


if __name__ == "__main__":
    ws, kb = setup_args()
    for p in FILES:
        full = os.path.join(ws, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        if p.endswith(".txt"):
            write(full, "Holiday in Cornwall, June 2024. Edited copies are in edited/.")
        else:
            with open(full, "wb") as f:
                f.write(blob(p))
