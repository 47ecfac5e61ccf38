import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

MEMBERS = [
    ("Margaret O'Neill", "01632 960 112", "Tue & Thu"),
    ("Jo Harper", "07700 900 311", "Thu"),
    ("John Harper", "07700 900 312", "Thu"),
    ("Derek Ashworth", "01632 960 845", "Tue"),
    ("Sunita Mehta", "07700 900 590", "Tue & Thu"),
    ("Brian Cole", "01632 960 230", "Thu"),
    ("Elspeth Murray", "01632 960 777", "Tue"),
    ("Frank Nowak", "07700 900 104", "Tue & Thu"),
    ("Carol Pemberton", "01632 960 391", "Thu"),
    ("Ray Pemberton", "01632 960 391", "Thu"),
    ("Anil Desai", "07700 900 826", "Tue"),
]

d = ek.new_doc()
ek.add_heading(d, "Westfield Bridge Club \u2014 Members 2025-26", 1)
ek.add_par(d, ["Subscription for 2025-26 is ", ("\u00a342", "b"), ", due by 1 October. Table money (\u00a33 a session) "
               "is separate and paid on the night."])
ek.add_table(d, [["Name", "Phone", "Plays"]] + [list(m) for m in MEMBERS])
ek.add_par(d, [("Honorary life member (no subscription): ", "i"), "Dorothy Finch."])
ek.add_par(d, "Treasurer: Brian Cole. Please send changes of phone number to the secretary.")
ek.save_docx(d, os.path.join(ws, "bridge_members.docx"))

PAY = """date,member,amount,type,season
2025-03-06,Jo Harper,40,subs,2024-25
2025-03-06,John Harper,40,subs,2024-25
2025-09-04,margaret o'neill,42,subs,2025-26
2025-09-04,Derek Ashworth,3,table money,2025-26
2025-09-04,John Harper,42,subs,2025-26
2025-09-11,Sunita Mehta,42,Subs,2025-26
2025-09-11,Frank Nowak,42,subs,2025-26
2025-09-11,Frank Nowak,-42,refund,2025-26
2025-09-11,Elspeth Murray,3,table money,2025-26

2025-09-18,Carol Pemberton,42,subs,2025-26
2025-09-18,Anil Desai,42,subs,2025-26
2025-09-18,Anil Desai,3,table money,2025-26
2025-09-25,Brian Cole,42,subs,2025-26
2025-09-25,Derek Ashworth,42,subs,2024-25
2025-09-25,Elspeth Murray,3,table money,2025-26
"""
ek.write(os.path.join(ws, "payments.csv"), PAY)
ek.write(os.path.join(ws, "notes.txt"),
         "Frank's subs were refunded on 11 Sept at his request (paid from the wrong card) - he still owes 2025-26.\n"
         "Derek's Sept 25 payment was late 2024-25 subs, not this year.\n")
