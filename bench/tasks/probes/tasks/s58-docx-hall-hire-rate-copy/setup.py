import datetime, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

doc = ek.new_doc()
cp = doc.core_properties
cp.author = "Margaret Lyle"
cp.title = "Terms of hire"
cp.created = cp.modified = datetime.datetime(2024, 8, 20, 19, 30, 0)
cp.last_modified_by = "Margaret Lyle"
cp.revision = 3

ek.add_heading(doc, "St Aidan's Community Hall - Terms of Hire", 1)
ek.add_par(doc, [("Effective from: ", "b"), "1 September 2024"])
ek.add_heading(doc, "1. Charges", 2)
ek.add_par(doc, ["The standard hire rate is ", ("\u00a318 per hour", "b"),
                 " for the main hall, charged in whole hours with a minimum booking of two hours."])
ek.add_par(doc, "Saturday evenings (after 5pm) and Sundays are charged at the weekend rate of \u00a324 per hour.")
ek.add_par(doc, ["A refundable ", ("damage deposit of \u00a3180", "b"),
                 " is payable for all evening bookings and parties. It is returned within 14 days if the hall is left clean and undamaged."])
ek.add_table(doc, [["Booking type", "Hourly rate", "Deposit"],
                   ["Standard (weekdays, Saturday until 5pm)", "\u00a318.00", "\u00a3180 (evening bookings only)"],
                   ["Weekend (Saturday evening, Sunday)", "\u00a324.00", "\u00a3180"],
                   ["Regular weekly hirers (term-time block)", "\u00a315.00", "None"],
                   ["Kitchen use (add-on)", "\u00a36.00", "None"]])
ek.add_heading(doc, "2. Payment and cancellation", 2)
ek.add_par(doc, "Invoices are sent at the end of each month. Regular weekly hirers are invoiced termly in advance.")
ek.add_par(doc, [("Cancellations with less than 7 days' notice are charged in full.", "i")])
ek.add_heading(doc, "3. Use of the hall", 2)
ek.add_par(doc, "Hirers must leave the hall by 11pm. No confetti, glitter or smoke machines. The fire exits must be kept clear at all times.")
ek.add_par(doc, ["Bookings: ", ("Margaret Lyle", "b"), ", hall bookings secretary, 01632 960418."])
ek.save_docx(doc, os.path.join(ws, "hall_hire_terms.docx"))
ek.write(os.path.join(ws, "committee_minutes_extract.txt"),
         "Item 6 - Hall charges. Agreed: standard rate to rise to \u00a321/hr from 1 May 2025. "
         "Weekend rate, regular hirers' block rate and the deposit unchanged for now. Review again in January.\n")
