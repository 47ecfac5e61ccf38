import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

d = ek.new_doc()
ek.add_heading(d, "Fenwick Chess Congress 2025", 1)
ek.add_par(d, [("Entry form", "b"), " \u2014 Fenwick Community Centre, Saturday 18 and Sunday 19 October 2025"])
ek.add_par(d, ["Five rounds, FIDE rated (Open) and ECF rated (all sections). Time control ",
               ("60 minutes + 15 seconds per move", "i"), " from move one."])
ek.add_heading(d, "Sections and fees", 2)
ek.add_table(d, [
    ["Section", "Rating limit", "Entry fee", "Prize fund"],
    ["Open", "none", "\u00a328", "\u00a31,200"],
    ["Major", "under 1900", "\u00a324", "\u00a3600"],
    ["Minor", "under 1600", "\u00a318", "\u00a3400"],
    ["Junior (under 18 on 1 Sept)", "under 1400", "\u00a318", "\u00a3150 + trophies"],
])
ek.add_par(d, ["ECF members at ", ("Gold", "b"), " level or above get \u00a33 off any section. "
               "Entries received after ", ("Friday 10 October", "b"), " pay a \u00a35 late fee."])
ek.add_heading(d, "Round times", 2)
ek.add_table(d, [
    ["Round", "Day", "Start"],
    ["1", "Saturday", "09:30"],
    ["2", "Saturday", "13:30"],
    ["3", "Saturday", "17:15"],
    ["4", "Sunday", "10:00"],
    ["5", "Sunday", "14:30"],
])
ek.add_heading(d, "How to enter", 2)
ek.add_par(d, "Send this form with payment to the congress secretary, Alan Brierley, 14 Mill Lane, Fenwick FN3 7QD, "
              "or enter online at fenwickchess.example/congress. Cheques payable to Fenwick Chess Club.")
ek.add_par(d, "Name: ____________________   ECF code: ________   Section: ________   Amount enclosed: \u00a3______")
ek.add_par(d, [("Byes: ", "b"), "a half-point bye is available in any one of rounds 1\u20134 if requested on entry."])
ek.save_docx(d, os.path.join(ws, "congress_entry_form.docx"))

ek.write(os.path.join(ws, "entries_so_far.csv"),
         "name,section,paid\nR. Okonjo,Open,28\nS. Patel,Minor,18\nD. Hughes,Junior,18\nM. Cerny,Major,24\n")
