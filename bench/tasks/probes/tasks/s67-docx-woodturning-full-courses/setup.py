import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
HDR = ["Course", "Tutor", "Dates", "Places", "Booked"]

d = ek.new_doc()
ek.add_heading(d, "Ashcombe Woodturners - Course Programme", 1)
ek.add_par(d, [("All courses run in the club workshop, Unit 4, Mill Yard. Lathes, tools and timber are provided. "
                "Members pay the member rate shown on the booking form; "), ("bring safety boots", "b"), "."])
ek.add_heading(d, "Spring 2026", 2)
ek.add_table(d, [HDR,
                 ["Introduction to Spindle Turning", "Alan Breck", "10-31 Jan (Saturdays)", "6", "6"],
                 ["Bowl Turning Basics", "Maureen Holt", "14 Jan-4 Feb (Wednesdays)", "5", "4"],
                 ["Pens and Small Gifts", "Alan Breck", "7 Feb (one day)", "8", "8"],
                 ["Natural-Edge Bowls", [("TBC", "i")], "21 Feb-14 Mar (Saturdays)", "4", "3"],
                 ["Hollow Forms", "Maureen Holt", "7-28 Mar (Saturdays)", "4", "4"],
                 ["Sharpening Workshop", "Dev Kapoor", "11 Apr (one day)", "10", "7"]])
ek.add_par(d, "A waiting list is kept for every course; ask at the workshop desk.")
ek.add_heading(d, "Autumn 2025 (for reference)", 2)
ek.add_table(d, [HDR,
                 ["Introduction to Spindle Turning", "Alan Breck", "6-27 Sep (Saturdays)", "6", "5"],
                 ["Bowl Turning Basics", "Maureen Holt", "1-22 Oct (Wednesdays)", "5", "5"],
                 ["Christmas Decorations", "Dev Kapoor", "29 Nov (one day)", "8", "8"]])
ek.add_par(d, "Enquiries: courses@ashcombe-woodturners.example")
ek.save_docx(d, os.path.join(ws, "courses", "woodturning_courses.docx"))

ek.write(os.path.join(ws, "courses", "booking_notes.txt"),
         "Spring bookings are entered in the programme by Maureen each Friday.\n"
         "Bold course names on the programme = fully booked (the website shows them as 'Full').\n")
