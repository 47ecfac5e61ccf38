import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# only the six IMG_YYYYMMDD_HHMMSS files directly in camera/; the .JPG keeps its upper-case
# extension; IMG_2417.jpg (a glob IMG_* match), IMG-...-WA0004, VID_, Screenshot_, edited/ and
# phone-backup/ stay as they are
RENAMES = {
    "camera/IMG_20240612_101500.jpg": "camera/2024-06-12_101500.jpg",
    "camera/IMG_20240612_101502.jpg": "camera/2024-06-12_101502.jpg",
    "camera/IMG_20240613_184233.JPG": "camera/2024-06-13_184233.JPG",
    "camera/IMG_20240614_070105.heic": "camera/2024-06-14_070105.heic",
    "camera/IMG_20240618_200944.png": "camera/2024-06-18_200944.png",
    "camera/IMG_20240621_121030.jpg": "camera/2024-06-21_121030.jpg",
}


def check(ws, ev):
    pws, _ = pristine(__file__)
    require_tree(pws, ws, lambda p: RENAMES.get(p, p), "camera")
    extra = sorted(set(list_files(os.path.join(ws, "phone-backup"))) - set(list_files(os.path.join(pws, "phone-backup"))))
    require(not extra, "unexpected files in phone-backup/: %s" % ", ".join(extra))
    return "6 photos renamed, everything else untouched"

run_check(check)
