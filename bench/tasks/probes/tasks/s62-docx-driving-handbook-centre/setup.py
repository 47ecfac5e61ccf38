import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

doc = ek.new_doc()
ek.add_heading(doc, "Greenlane School of Motoring - Pupil Handbook", 0)
ek.add_heading(doc, "Welcome", 1)
ek.add_par(doc, "Thanks for choosing Greenlane. This handbook covers your lessons, paying for them and your "
                "practical driving test. Keep it with your provisional licence.")
ek.add_heading(doc, "Lessons", 1)
ek.add_par(doc, ["Lessons are 60 or 90 minutes and we pick you up from home, college or work. Once you are "
                 "confident we practise the test routes, including the ", ("Kings Hill roundabout", "b"),
                 " and the A563 dual carriageway."])
ek.add_par(doc, ["Please cancel at least ", ("48 hours", "b"), " before a lesson or it will be charged in full."])
ek.add_heading(doc, "Your practical test at Kings Hill Test Centre", 1)
ek.add_par(doc, ["Most of our pupils take their test at the ", ("Kings Hill test centre", "b"),
                 ". Your instructor books the slot with you and takes you there in the lesson car."])
ek.add_par(doc, ["Arrive at the ", ("Kings Hill", "b"), " test centre ", ("15 minutes", "u"),
                 " before your test time and bring your ", ("provisional licence", "b"), "."])
ek.add_par(doc, ["Parents are welcome to wait at the Kings Hill test centre, but ",
                 ("there is no parking on site", "i"), "."])
ek.add_heading(doc, "Cars and servicing", 1)
ek.add_par(doc, ["Our lesson cars are serviced and MOT'd by ", ("Kings Hill Motors", "i"),
                 " on Station Road, so a car is occasionally swapped at short notice."])
ek.add_heading(doc, "Useful contacts", 1)
ek.add_table(doc, [["Contact", "Phone", "Address"],
                   ["Greenlane office", "0116 496 0100", "3 Mill Lane, Leicester LE2 7QS"],
                   ["Kings Hill test centre", "0300 200 1122 (DVSA)", "12 Station Road, Kings Hill, Leicester LE4 2AB"],
                   ["Kings Hill Motors", "0116 496 0555", "18 Station Road, Kings Hill, Leicester LE4 2AB"]])
ek.add_par(doc, ["To book or change a test use the DVSA website or call 0300 200 1122. Tests at the ",
                 ("Kings Hill test centre", "b"), " run Monday to Saturday."])
ek.save_docx(doc, os.path.join(ws, "handbook", "pupil_handbook.docx"))

ek.write(os.path.join(ws, "notes", "from_dave.txt"), """From: Dave Whitlock
Sent: Mon 19 May 2025 08:02
Subject: test centre

Heads up - DVSA have confirmed Kings Hill test centre closes for good on 30 May. From 2 June every
test we book goes to Beacon Way test centre, Unit 7, Beacon Way Retail Park, Leicester LE5 9QT.

---

From: Dave Whitlock
Sent: Mon 19 May 2025 11:47
Subject: RE: test centre

Correction to this morning - it's UNIT 4 not unit 7 (unit 7 is the carpet place). So:

    Beacon Way test centre
    Unit 4, Beacon Way Retail Park, Leicester LE5 9QT

Same DVSA phone number as before, and there's free parking. Can someone sort the handbook before the
new pupil packs go out? Kings Hill Motors are still doing our servicing, that doesn't change.
Dave
""")
