import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

HD, HH, DH, QU = "Hen eggs (dozen)", "Hen eggs (half dozen)", "Duck eggs (half dozen)", "Quail eggs (12)"
ND = "Not delivered - away, no charge"
WEEKS = [
    ("Tuesday 3 June", [["Mrs Aldous", HD, "1", ""], ["J. Brennan", HH, "2", ""], ["J. Brennan", DH, "1", ""],
                        ["Chaudhry family", HD, "2", ""], ["P. Dobson", DH, "1", ""], ["R. Dobbs", HH, "1", ""],
                        ["Okafor", HD, "1", ""], ["Okafor", QU, "1", ""]]),
    ("Tuesday 10 June", [["Mrs Aldous", HD, "1", ""], ["J. Brennan", HH, "2", ""], ["Chaudhry family", HD, "2", ""],
                         ["P. Dobson", DH, "1", ""], ["R. Dobbs", HH, "1", ND], ["Okafor", HD, "1", ""]]),
    ("Tuesday 17 June", [["Mrs Aldous", HD, "1", ""], ["Mrs Aldous", DH, "1", "extra, asked on the doorstep"],
                         ["J. Brennan", HH, "2", ""], ["J. Brennan", DH, "1", ""], ["Chaudhry family", HD, "3", "party"],
                         ["P. Dobson", DH, "2", ""], ["R. Dobbs", HH, "1", ""], ["Okafor", HD, "1", ""]]),
    ("Tuesday 24 June", [["Mrs Aldous", HD, "1", ND], ["J. Brennan", HH, "2", ""], ["Chaudhry family", HD, "2", ""],
                         ["P. Dobson", DH, "1", ""], ["R. Dobbs", HH, "1", ""], ["Okafor", HD, "1", ""],
                         ["Okafor", QU, "2", ""]]),
]

d = ek.new_doc()
ek.add_heading(d, "Woodside Farm egg round - June 2025", 1)
ek.add_par(d, "Deliveries every Tuesday morning. Customers are billed monthly in arrears; bills go out on the 1st.")
ek.add_par(d, ["Anything marked ", ("not delivered", "b"), " in the notes is not charged."])
for title, rows in WEEKS:
    ek.add_heading(d, title, 2)
    ek.add_table(d, [["Customer", "Product", "Qty", "Notes"]] + rows)
ek.add_heading(d, "Round notes", 2)
ek.add_par(d, "From July: R. Dobbs moving to fortnightly. New customer (Hales, 2 Orchard Row) starts 1 July.")
ek.save_docx(d, os.path.join(ws, "egg_round_june_2025.docx"))

ek.write(os.path.join(ws, "prices.csv"), """product,price,valid_from
Hen eggs (dozen),3.60,2025-01-01
Hen eggs (half dozen),1.90,2025-01-01
Duck eggs (half dozen),3.80,2025-01-01
Duck eggs (half dozen),4.20,2025-06-16
Quail eggs (12),2.50,2025-01-01
""")
ek.write(os.path.join(ws, "old", "prices_2024.csv"), """product,price,valid_from
Hen eggs (dozen),3.20,2024-01-01
Hen eggs (half dozen),1.70,2024-01-01
Duck eggs (half dozen),3.50,2024-01-01
Quail eggs (12),2.50,2024-01-01
""")
ek.write(os.path.join(ws, "egg_bills_may.csv"), """customer,total
Mrs Aldous,14.40
J. Brennan,26.80
Chaudhry family,28.80
P. Dobson,19.00
R. Dobbs,9.50
Okafor,19.40
""")
