import hashlib
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *


def blob(seed, n):
    out, k = b"", 0
    while len(out) < n:
        out += hashlib.sha256(("%s/%d" % (seed, k)).encode()).digest()
        k += 1
    return out[:n]


A = blob("beach", 48211)
B = blob("sunset", 61440)
B2 = B[:-7] + blob("sunset-edit", 7)            # same size as B, different tail
C = blob("harbour-2023", 39002)
D = blob("harbour-2024", 41877)
E = blob("passport", 102400)
F = blob("tax", 23550)
F2 = F[:11000] + b"\x01" + F[11001:]              # same size, one byte differs
G = blob("kayak", 55123)

FILES = {
    "backup/2023/beach.jpg": A,
    "backup/2023/beach (1).jpg": A,
    "backup/to-sort/IMG_0412.jpg": A,
    "backup/2023/sunset.jpg": B,
    "backup/to-sort/IMG_0413.jpg": B2,
    "backup/2023/harbour.jpg": C,
    "backup/2024/harbour.jpg": D,
    "backup/2024/kayak.jpg": G,
    "backup/docs/passport_scan.pdf": E,
    "backup/old-phone/scan0001.pdf": E,
    "backup/docs/tax_2023.pdf": F,
    "backup/docs/tax_2023_final.pdf": F2,
    # a copy of the beach photo outside backup/
    "photos_export/beach.jpg": A,
}

if __name__ == "__main__":
    ws, kb = setup_args()
    for p, data in FILES.items():
        full = os.path.join(ws, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "wb") as f:
            f.write(data)
    write(os.path.join(ws, "backup", "notes.txt"), "Copied from the old laptop and the old phone, Jan 2025.")
