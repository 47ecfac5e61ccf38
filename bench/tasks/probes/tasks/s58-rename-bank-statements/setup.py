import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
S = os.path.join(ws, "paperwork", "statements")

STATEMENTS = [
    ("CurrentAcct", "Sep", 2023), ("CurrentAcct", "Oct", 2023), ("CurrentAcct", "Nov", 2023),
    ("CurrentAcct", "Dec", 2023), ("CurrentAcct", "Jan", 2024), ("CurrentAcct", "Feb", 2024),
    ("CurrentAcct", "Mar", 2024), ("CurrentAcct", "Apr", 2024),
    ("Saver", "Dec", 2023), ("Saver", "Mar", 2024),
]


def pdf(label):
    return ("%PDF-1.4\n% Northfield Building Society\n% " + label + "\n"
            "1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")


for acct, mon, yr in STATEMENTS:
    name = "Statement_%s_%s%d.pdf" % (acct, mon, yr)
    ek.write(os.path.join(S, name), pdf("%s statement %s %d" % (acct, mon, yr)))

ek.write(os.path.join(S, "Annual_Summary_Saver_2023.pdf"), pdf("Saver annual interest summary 2023"))
ek.write(os.path.join(S, "how-to-download.txt"),
         "Log in > Documents > Statements > tick the months > Download as PDF.\n")
ek.write(os.path.join(ws, "paperwork", "insurance", "Statement_of_Fact_Home_2024.pdf"), pdf("Home insurance statement of fact 2024"))
ek.write(os.path.join(ws, "paperwork", "insurance", "policy_schedule_2024.pdf"), pdf("Home insurance policy schedule 2024"))
ek.write(os.path.join(ws, "paperwork", "todo.txt"), "- sort statements\n- renew car tax (May)\n")
