import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

d = ek.new_doc()
ek.add_heading(d, "Little Brampton Summer Fete 2025 - stall plan", 1)
ek.add_par(d, ["Saturday 12 July 2025, Recreation Ground. Gates open ", ("12:00", "b"), ", close 16:00."])
ek.add_table(d, [
    ["Item", "Detail"],
    ["Organiser", "Sue Hartnell (fete committee)"],
    ["Set-up from", "08:30 (vehicles off the field by 11:15)"],
    ["Generator", "Pitches 14-16 only, 13 A sockets"],
    ["First aid", "St John Ambulance, next to the pavilion"],
], bold_header=True)
ek.add_par(d, "")
ek.add_heading(d, "Stalls and pitches", 2)
ek.add_par(d, ["Pitch numbers are painted on the marker pegs. Stalls needing power ",
               ("must", "i"), " be on a generator pitch."])
ek.add_table(d, [
    ["Stall", "Run by", "Pitch", "Power"],
    ["Cake stall", "Brampton WI", "1", "No"],
    ["Plant sale", "Horticultural Society", "2", "No"],
    ["Bric-a-brac", "St Michael's PCC", "3", "No"],
    ["Books and jigsaws", "Friends of the Surgery", "4", "No"],
    ["Face painting", "Brampton Primary PTA", "5", "No"],
    ["Hook-a-duck", "1st Brampton Brownies", "6", "No"],
    ["Bottle tombola", "Royal British Legion (Brampton branch)", "7", "No"],
    ["Children's tombola", "Brampton Primary PTA", "8", "No"],
    ["Raffle and prize table", "Fete committee", "9", "No"],
    ["Tea tent", "Methodist Church", "14", "Yes"],
    ["Ice cream van", "Dolce Vita Ices", "15", "Yes"],
    ["Barbecue", "Young Farmers", "16", "Yes"],
])
ek.add_par(d, "")
ek.add_par(d, [("Reminder: ", "b"), "all stallholders take their rubbish home. Float money from the treasurer by 11:30."])
ek.save_docx(d, os.path.join(ws, "fete_stalls.docx"))

ek.write(os.path.join(ws, "emails", "2025-06-24_parish_clerk.txt"), """From: Margaret Doyle <clerk@littlebrampton-pc.example>
To: Sue Hartnell
Date: Tue, 24 Jun 2025 16:02
Subject: Fete - site plan

Hi Sue,

Thanks for the plan. A couple of thoughts before the site meeting on Monday:
the bottle tombola on 7 is right next to the drain cover, so we may have to move it -
possibly to pitch 10? Let's decide on the day once the contractor has looked at it.

Margaret
""")
ek.write(os.path.join(ws, "emails", "2025-07-01_parish_clerk.txt"), """From: Margaret Doyle <clerk@littlebrampton-pc.example>
To: Sue Hartnell
Date: Tue, 1 Jul 2025 09:47
Subject: RE: Fete - site plan (after the site meeting)

Morning Sue,

Outcome of yesterday's site meeting:

- The drain cover by pitch 7 is being dug up the week before, so the bottle tombola has to move.
  Pitch 10 is no good either (it's where the contractor's barrier will be). Please put the
  bottle tombola on pitch 12 instead - it's free now that the coconut shy has dropped out.
- The children's tombola stays where it is on 8.
- Ice cream van: the driver will arrive at 10:45, please tell the gate.

Could you update the stall plan and send it round again?

Thanks,
Margaret
""")
ek.write(os.path.join(ws, "emails", "2025-07-02_treasurer.txt"), """From: Raj Patel <treasurer@brampton-fete.example>
To: Sue Hartnell
Date: Wed, 2 Jul 2025 20:15
Subject: Floats

Sue - floats of GBP 30 for each stall, GBP 50 for the tea tent. The Legion will bring their own float
for the bottle tombola. Raffle tickets are 5 for GBP 2 this year.
Raj
""")
