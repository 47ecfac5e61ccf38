import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

RUNNERS = [("101", "Chloe Barnes", "10K"), ("102", "Marcus Webb", "10K"), ("103", "Aisha Khan", "5K"),
           ("104", "Finn O'Rourke", "10K"), ("105", "Greta Lund", "5K"), ("106", "Tom Ide", "10K")]
# pledge_id, bib, sponsor, amount, status (typed by hand in the shared sheet)
PLEDGES = [
    ("P01", "101", "Mum & Dad", "50.00", "paid"),
    ("P02", "101", "Sam B", "10", "Paid"),
    ("P03", "102", "Webb Plumbing Ltd", "100.00", "PAID "),
    ("P04", "101", "Office whip-round", "35.50", "unpaid"),
    ("P05", "103", "Auntie Rana", "20", "paid"),
    ("P06", "102", "Jo Webb", "15.00", "Unpaid"),
    ("P07", "104", "Kerry", "25.00", "paid "),
    ("P08", "103", "Book club", "42.50", "pending"),
    ("P09", "105", "Lars Lund", "30.00", "Paid"),
    ("P10", "106", "Grandad", "20.00", "unpaid"),
    ("P11", "104", "Harbour Cafe", "60.00", "UNPAID"),
    ("P12", "102", "Neighbours at no. 9", "12.50", "paid"),
    ("P13", "105", "Greta's team at work", "80.00", "paid"),
    ("P14", "103", "Yusuf K", "25.00", "Paid"),
    ("P15", "106", "Tom's five-a-side", "40.00", "pending"),
    ("P16", "101", "Ellie", "7.50", "PAID"),
    ("P17", "104", "Dad", "25", "Paid"),
    ("P18", "105", "Anon", "5.00", "unpaid"),
]

if __name__ == "__main__":
    ws, kb = setup_args()
    names = dict((b, n) for b, n, _ in RUNNERS)
    lines = ["pledge_id,bib,runner,sponsor,amount,status"]
    for pid, bib, sp, amt, st in PLEDGES:
        lines.append("%s,%s,%s,%s,%s,%s" % (pid, bib, names[bib], sp, amt, st))
    write(os.path.join(ws, "pledges.csv"), "\n".join(lines))
    d = new_doc()
    add_heading(d, "Harbourside 10K \u2013 Team St Brigid's", 0)
    add_par(d, ["Race day: ", ("Sunday 5 October", "b"), ". All money raised goes to St Brigid's Hospice."])
    add_par(d, "Team target: \u00a3600. Pledges count once the sponsor has actually paid.")
    add_table(d, [["Bib", "Runner", "Distance", "Raised (\u00a3)"]] + [[b, n, dist, ""] for b, n, dist in RUNNERS])
    add_par(d, [("Collect your race pack from the Harbour Leisure Centre by Friday 3 October.", "i")])
    save_docx(d, os.path.join(ws, "runners.docx"))
