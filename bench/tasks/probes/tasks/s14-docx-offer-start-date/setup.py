import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_par(d, [("Harbourside Analytics Ltd", "b")])
    add_par(d, "4 Canon's Road, Bristol BS1 5UH")
    add_par(d, "29 April 2025")
    add_par(d, "Ms Adaeze Okafor\n17 Cotham Vale, Bristol BS6 6HR")
    add_par(d, "Dear Ms Okafor,")
    add_heading(d, "Offer of employment: Data Engineer", 1)
    # the date is split across two bold runs
    add_par(d, ["We are delighted to offer you the position of Data Engineer in our Analytics Platform team. "
                "Your start date will be ", ("19 May", "b"), (" 2025", "b"), ", and you will report to ",
                ("Graham Kessler", "b"), ", Head of Data."])
    add_par(d, ["This offer is subject to satisfactory references and proof of your right to work in the UK. "
                "Please sign and return the enclosed copy by ", ("9 May 2025", "u"), "."])
    add_heading(d, "Summary of terms", 2)
    add_table(d, [
        ["Term", "Detail"],
        ["Position", "Data Engineer"],
        ["Start date", "19/05/2025"],
        ["Salary", [("\u00a358,000", "b"), " per year, paid monthly"]],
        ["Hours", "37.5 per week, flexible between 07:00 and 19:00"],
        ["Place of work", "Bristol office (hybrid, 2 days a week on site)"],
        ["Probation", "6 months"],
        ["Holiday", "27 days plus public holidays"],
    ])
    add_heading(d, "Your first day", 2)
    add_par(d, ["Your first day, ", ("19 May 2025", "i"), ", will begin with an induction at 09:30 at our "
                "Bristol office. Please bring photo ID."])
    add_par(d, "The benefits described in the staff handbook (version of 19 March 2025) apply from your first day.")
    add_par(d, "We look forward to welcoming you to the team.")
    add_par(d, "Yours sincerely,")
    add_par(d, [("Priya Lennox", "b")])
    add_par(d, "People Partner, Harbourside Analytics Ltd")
    save_docx(d, os.path.join(ws, "offer_letter.docx"))
