import datetime, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

U12 = [
    ["Sat 8 Mar", "Harton Rovers", "Away", "10:00"],
    ["Sat 15 Mar", "Kelby Juniors", "Home", "10:00"],
    ["Sat 22 Mar", "Westmoor Colts", "Away", "10:30"],
    ["Sat 29 Mar", "St Cuthbert's", "Home", "10:00"],
    ["Sat 5 Apr", "Fellside Athletic", "Away", "11:00"],
    ["Sat 12 Apr", "Harton Rovers", "Home", "10:00"],
    ["Sat 3 May", "Kelby Juniors", "Away", "10:00"],
    ["Sat 10 May", "Westmoor Colts", "Home", "10:00"],
]
U14 = [
    ["Sun 9 Mar", "Harton Rovers", "Home", "11:30"],
    ["Sun 16 Mar", "Fellside Athletic", "Away", "11:00"],
    ["Sun 23 Mar", "Kelby Juniors", "Home", "11:30"],
    ["Sun 30 Mar", "Westmoor Colts", "Away", "12:00"],
    ["Sun 6 Apr", "Harton Athletic", "Home", "11:30"],
    ["Sun 13 Apr", "Harton Rovers", "Away", "11:30"],
    ["Sun 4 May", "St Cuthbert's", "Home", "11:30"],
]

doc = ek.new_doc()
cp = doc.core_properties
cp.author = "Millbrook Youth FC"
cp.title = "Spring fixtures 2025"
cp.created = cp.modified = datetime.datetime(2025, 2, 20, 21, 0, 0)
cp.last_modified_by = "Millbrook Youth FC"
cp.revision = 4
ek.add_heading(doc, "Millbrook Youth FC - Spring Fixtures 2025", 1)
ek.add_par(doc, ["Home games are at ", ("Millbrook Rec, Mill Lane", "b"),
                 ". Players to arrive 30 minutes before kick-off. No games over Easter weekend (19-20 April)."])
ek.add_heading(doc, "Under 12s (Saturday league)", 2)
ek.add_table(doc, [["Date", "Opponent", "Venue", "Kick-off"]] + U12)
ek.add_heading(doc, "Under 14s (Sunday league)", 2)
ek.add_table(doc, [["Date", "Opponent", "Venue", "Kick-off"]] + U14)
ek.add_par(doc, [("Away venues and postcodes are on the club app. ", "i"), "Any problems, contact the fixtures secretary, Gaz Whitfield."])
ek.save_docx(doc, os.path.join(ws, "fixtures_spring_2025.docx"))
ek.write(os.path.join(ws, "email_from_league.txt"),
         "From: fixtures@northdalesyouthleague.example\nSubject: U12 fixture change\n\n"
         "Millbrook U12 v Harton Rovers U12 (12/04) - Millbrook Rec pitch unavailable (drainage works). "
         "Fixture reversed: Harton Rovers U12 v Millbrook U12, Sat 26/04, same KO time, at Harton Park.\n")
