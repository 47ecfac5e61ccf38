import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

PHOTOS = [
    "flat3_20250304_1.jpg", "flat3_20250304_2.jpg", "flat3_20250304_3.jpg",
    "flat12_20250304_1.jpg", "flat12_20250304_2.jpg",
    "flat7_20250318_1.jpg", "flat7_20250318_2.jpg",
    "flat3_20250411_1.jpg",
    "flat12_20250415_1.jpg", "flat12_20250415_2.jpg", "flat12_20250415_3.jpg",
    "flat5_20250429_1.jpg",
]


def fake_jpeg(name):
    return b"\xff\xd8\xff\xe0\x00\x10JFIF\x00" + ("placeholder image %s" % name).encode() + b"\xff\xd9"


if __name__ == "__main__":
    ws, kb = setup_args()
    for n in PHOTOS:
        os.makedirs(os.path.join(ws, "inbox"), exist_ok=True)
        with open(os.path.join(ws, "inbox", n), "wb") as f:
            f.write(fake_jpeg(n))
    # an earlier inspection already filed
    d = os.path.join(ws, "inspections", "flat7", "2025-01-20")
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "flat7_20250120_1.jpg"), "wb") as f:
        f.write(fake_jpeg("flat7_20250120_1.jpg"))
    write(os.path.join(ws, "inbox", "naming.txt"), "Photo names: flat<number>_<YYYYMMDD>_<n>.jpg\n"
          "Take at least one photo per room; meters and smoke alarms close up.\n")
