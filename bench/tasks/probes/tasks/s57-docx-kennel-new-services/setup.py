import os, sys, datetime
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

doc = ek.new_doc()
cp = doc.core_properties
cp.author = "Harbourside Kennels"
cp.title = "Price list 2025"
cp.created = cp.modified = datetime.datetime(2025, 1, 6, 9, 0, 0)
cp.last_modified_by = "Harbourside Kennels"
cp.revision = 1

ek.add_heading(doc, "Harbourside Kennels & Cattery - Price List 2025", 1)
ek.add_par(doc, ["All prices include VAT. ", ("Bookings: 01632 960 318", "b"), " or bookings@harbourside-kennels.example"])
ek.add_par(doc, ["Services shown in ", ("bold", "b"), " are new for 2025. Services shown in ",
                 ("italics", "i"), " have gone up in price since last year."])
ek.add_heading(doc, "Boarding and care", 2)
ek.add_table(doc, [
    ["Service", "Price", "Unit"],
    ["Standard kennel", "\u00a324.00", "per night"],
    [[("Deluxe suite with garden run", "i")], "\u00a334.00", "per night"],
    [[("Puppy day care", "b")], "\u00a328.00", "per day"],
    ["Cattery pen", "\u00a318.00", "per night"],
    [[("Hydrotherapy session", "b")], "\u00a335.00", "per 30 minutes"],
    [[("Nail clip", "i")], "\u00a39.00", "each"],
    ["Bath and brush", "\u00a320.00", "each"],
    [[("Taxi pick-up (within 5 miles)", "b")], "\u00a312.00", "each way"],
    ["Medication given", "\u00a32.00", "per day"],
])
ek.add_heading(doc, "Good to know", 2)
ek.add_par(doc, ["Vaccination certificates must be shown at ", ("every", "b"), " check-in."])
ek.add_par(doc, ["Discounts for second dog in the same kennel: 20% off the second dog's nightly rate."])
ek.add_par(doc, [("Bank holidays: ", "i"), "a \u00a35 supplement per night applies."])
ek.save_docx(doc, os.path.join(ws, "harbourside_prices_2025.docx"))

doc2 = ek.new_doc()
cp = doc2.core_properties
cp.author = "Harbourside Kennels"
cp.created = cp.modified = datetime.datetime(2024, 1, 8, 9, 0, 0)
cp.last_modified_by = "Harbourside Kennels"
cp.revision = 1
ek.add_heading(doc2, "Harbourside Kennels & Cattery - Price List 2024", 1)
ek.add_par(doc2, ["Services shown in ", ("bold", "b"), " are new for 2024."])
ek.add_table(doc2, [
    ["Service", "Price", "Unit"],
    ["Standard kennel", "\u00a324.00", "per night"],
    [[("Deluxe suite with garden run", "b")], "\u00a330.00", "per night"],
    ["Cattery pen", "\u00a318.00", "per night"],
    ["Nail clip", "\u00a38.00", "each"],
    [[("Bath and brush", "b")], "\u00a320.00", "each"],
])
ek.save_docx(doc2, os.path.join(ws, "old", "harbourside_prices_2024.docx"))
