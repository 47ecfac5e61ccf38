import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

TOPICS = ["Introduction and course overview", "Cells and organelles", "Membranes and transport", "Enzymes",
          "Respiration", "Photosynthesis", "DNA replication", "Transcription and translation",
          "Gene regulation", "Cell division", "Inheritance", "Revision session"]


def blob(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(text.encode())


if __name__ == "__main__":
    ws, kb = setup_args()
    r = os.path.join(ws, "recordings")
    for i, topic in enumerate(TOPICS, 1):
        blob(os.path.join(r, "lecture_%d.mp4" % i), "\x00\x00\x00\x18ftypmp42 BIO101 lecture %d: %s\n" % (i, topic))
        if i != 12:  # the revision session has no subtitles yet
            blob(os.path.join(r, "lecture_%d.srt" % i),
                 "1\n00:00:00,000 --> 00:00:04,000\nWelcome to lecture %d: %s.\n" % (i, topic))
    write(os.path.join(r, "notes.txt"), "Lecture 7 audio drops out around 34:10.\nLecture 12 subtitles still to do.\n")
    for i in (1, 2, 3, 10, 11):
        blob(os.path.join(ws, "slides", "lecture_%d.pdf" % i), "%%PDF-1.4\n%% slides for lecture %d\n" % i)
    write(os.path.join(ws, "reading_list.md"), "# BIO101 reading\n\n* Alberts, Essential Cell Biology, ch. 1-6\n"
          "* Campbell Biology, ch. 9-10 (respiration, photosynthesis)\n")
