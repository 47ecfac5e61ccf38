import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

doc = ek.new_doc()
ek.add_heading(doc, "Kenshin Karate Dojo - Kyu Grading Sheet", 1)
ek.add_par(doc, [("Date: ", "b"), "Saturday 10 May 2025, 10:00, Hollins Road Sports Hall"])
ek.add_par(doc, [("Examiners: ", "b"), "Sensei K. Watanabe (5th Dan), Sensei L. Hughes (3rd Dan)"])
ek.add_par(doc, "Each section (kihon, kata, kumite) is marked out of 10. The pass mark is 21 out of 30. "
                "Students who fail may re-grade at the next session without paying the fee again.")
ek.add_table(doc, [
    ["Licence no", "Name", "Grading for", "Total", "Result"],
    ["KK-2207", "Amira Haddad", "7th kyu (yellow)", "", ""],
    ["KK-2232", "Sam Okafor", "7th kyu (yellow)", "", ""],
    ["KK-2119", "Daniel Price", "6th kyu (orange)", "", ""],
    ["KK-2240", "Freya Lindqvist", "8th kyu (red)", "", ""],
    ["KK-2098", "Hiro Tanaka", "5th kyu (green)", "", ""],
    ["KK-2253", "Chloe Baptiste", "8th kyu (red)", "", ""],
])
ek.add_par(doc, "")
ek.add_par(doc, [("Signed (chief examiner): ", "b"), "______________________"])
ek.save_docx(doc, os.path.join(ws, "grading_sheet.docx"))

ek.write(os.path.join(ws, "scores.csv"), """licence,name,dojo,kihon,kata,kumite
KK-2119,Daniel Price,Kenshin,6.5,7,7
KK-2240,Freya Lindqvist,Kenshin,7,6,8
KK-2231,Samuel Okafor,Kenshin,8,9,8.5
KS-0412,Megan Doyle,Shoreside,8,8,7
KK-2207,Amira Haddad,Kenshin,7.5,8,7
KK-2253,Chloe Baptiste,Kenshin,n/a,n/a,n/a
KK-2098,Hiro Tanaka,Kenshin,7,6.5,8
KK-2232,Sam Okafor,Kenshin,6,6,5.5
""")

ek.write(os.path.join(ws, "notes.txt"), """Two Okafors in the club now - Sam (KK-2232, juniors) and Samuel (KK-2231, seniors).
Always go by licence number. Shoreside students graded with us but go on their own sheet.
""")
