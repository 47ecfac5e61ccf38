import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

doc = ek.new_doc()
ek.add_heading(doc, "Lenscraft Hire \u2013 Camera & Lighting Rate Card", 0)
ek.add_par(doc, ["All prices exclude VAT. ", ("Weekend rate", "b"), " (collect Friday after 2pm, return Monday by 10am) is ",
                 ("1.5 \u00d7 the day rate", "b"), ". ", ("Week rate", "b"), " (7 days) is ", ("4 \u00d7 the day rate", "b"), "."])
ek.add_par(doc, ["Deposits are taken by card pre-authorisation and released on return. ",
                 ("Insurance certificates must be shown before first hire.", "i")])
ek.add_heading(doc, "Cameras", 1)
ek.add_table(doc, [
    ["Item", "Day", "Weekend", "Week", "Deposit"],
    [[("Sony FX6 body", "b")], "\u00a3145.00", "\u00a3217.50", "\u00a3580.00", "\u00a32,500"],
    [[("Sony FX3 body", "b")], "\u00a385.00", "\u00a3127.50", "\u00a3340.00", "\u00a31,500"],
    [[("Sony A7S III body", "b")], "\u00a370.00", "\u00a3105.00", "\u00a3280.00", "\u00a31,200"],
    [[("Canon C70 body", "b")], "\u00a3120.00", "\u00a3180.00", "\u00a3480.00", "\u00a32,000"],
    [[("Blackmagic Pocket 6K Pro", "b")], "\u00a355.00", "\u00a382.50", "\u00a3220.00", "\u00a3900"],
])
ek.add_heading(doc, "Lighting & support", 1)
ek.add_table(doc, [
    ["Item", "Day", "Weekend", "Week", "Deposit"],
    [[("Aputure LS 600d Pro", "b")], "\u00a365.00", "\u00a397.50", "\u00a3260.00", "\u00a3800"],
    [[("Aputure Amaran 200x (pair)", "b")], "\u00a330.00", "\u00a345.00", "\u00a3120.00", "\u00a3350"],
    [[("DJI RS 3 Pro gimbal", "b")], "\u00a340.00", "\u00a360.00", "\u00a3160.00", "\u00a3500"],
    [[("Sachtler Flowtech 75 tripod", "b")], "\u00a325.00", "\u00a337.50", "\u00a3100.00", "\u00a3300"],
])
ek.add_par(doc, "Questions: bookings@lenscraft.example or 0117 496 0321.")
ek.save_docx(doc, os.path.join(ws, "camera_hire_rates.docx"))
ek.write(os.path.join(ws, "price_review_notes.txt"),
         "Price review - agreed at Tuesday's meeting\n\n"
         "- FX3: day rate up to 95 from next month (demand + new sensor repair costs)\n"
         "- Everything else holds for now; look at lighting again in the autumn\n"
         "- Mark: check whether the A7S III is still worth keeping on the list\n")
