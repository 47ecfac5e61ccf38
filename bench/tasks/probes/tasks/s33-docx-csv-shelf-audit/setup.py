import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *


def isbn(stem12):
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(stem12))
    return stem12 + str((10 - s % 10) % 10)


def hyph(i13, cuts=(3, 1, 4, 4)):
    out, k = [], 0
    for c in cuts:
        out.append(i13[k:k + c])
        k += c
    out.append(i13[k:])
    return "-".join(out)


B = {  # key: (isbn, title, author, status)
    "salt": (isbn("978024135844"), "The Salt Path", "Raynor Winn", "on shelf"),
    "hamnet": (isbn("978147223379"), "Hamnet", "Maggie O'Farrell", "on shelf"),
    "small": (isbn("978075530750"), "Small Island", "Andrea Levy", "on shelf"),
    "garden1": (isbn("978014132106"), "The Secret Garden", "Frances Hodgson Burnett", "on shelf"),
    "garden2": (isbn("978178295432"), "The Secret Garden", "Frances Hodgson Burnett", "on shelf"),
    "wolf": (isbn("978000723018"), "Wolf Hall", "Hilary Mantel", "on loan"),
    "bodies": (isbn("978000731509"), "Bring Up the Bodies", "Hilary Mantel", "On Shelf"),
    "remains": (isbn("978057128258"), "The Remains of the Day", "Kazuo Ishiguro", "on shelf "),
    "birds": (isbn("978000726814"), "Birds of Britain, Ireland and Europe", "Rob Hume", "on shelf"),
    "atonement": (isbn("978009942979"), "Atonement", "Ian McEwan", "withdrawn"),
    "normal": (isbn("978057133464"), "Normal People", "Sally Rooney", "on shelf"),
    "middle": (isbn("978014143954"), "Middlemarch", "George Eliot", "on shelf"),
    "cloud": (isbn("978034082278"), "Cloud Atlas", "David Mitchell", "ON SHELF"),
    "shuggie": (isbn("978152904227"), "Shuggie Bain", "Douglas Stuart", "on shelf"),
    "life": (isbn("978055277666"), "Life After Life", "Kate Atkinson", "on shelf"),
}
ORDER = ["salt", "hamnet", "small", "garden1", "garden2", "wolf", "bodies", "remains", "birds", "atonement",
         "normal", "middle", "cloud", "shuggie", "life"]
DONATED = (isbn("978178689093"), "The Last Bookshop in London")

if __name__ == "__main__":
    ws, kb = setup_args()
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["isbn", "title", "author", "status"])
    for k in ORDER:
        i, t, a, s = B[k]
        w.writerow([hyph(i) if k == "middle" else i, t, a, s])
    write(os.path.join(ws, "catalogue.csv"), buf.getvalue())

    d = new_doc()
    add_heading(d, "Shelf check \u2013 Saturday 14 June 2025", 0)
    add_table(d, [["Item", "Details"], ["Volunteers", "June, Rafael, Bea"], ["Shelves checked", "A to F"],
                  ["Time", "10:00\u201312:30"]], bold_header=False)
    add_par(d, "Every book found is listed once. Books on the returns trolley had not yet been shelved.")
    add_heading(d, "Found on the shelves", 1)
    rows = [["Shelf", "Title", "ISBN", "Condition"],
            ["A2", "The Salt Path", hyph(B["salt"][0]), "good"],
            ["A4", "Hamnet", B["hamnet"][0], "good"],
            ["B1", "The Secret Garden", hyph(B["garden1"][0], (3, 1, 2, 6)), "spine worn"],
            ["C3", "Normal People", " ".join(hyph(B["normal"][0]).split("-")), "good"],
            ["D1", "Middlemarch", B["middle"][0], "good"],
            ["E2", "The Last Bookshop in London", DONATED[0], "not on catalogue (donation?)"],
            ["F5", "Life After Life", hyph(B["life"][0]), "water damage, set aside"]]
    add_table(d, rows)
    add_heading(d, "On the returns trolley", 1)
    add_table(d, [["ISBN", "Title"],
                  [hyph(B["bodies"][0]), "Bring Up the Bodies"],
                  [B["cloud"][0], "Cloud Atlas"]])
    add_par(d, [("Not found: ", "b"), "we ran out of time before checking the oversize shelf (G)."])
    save_docx(d, os.path.join(ws, "shelf_audit.docx"))
