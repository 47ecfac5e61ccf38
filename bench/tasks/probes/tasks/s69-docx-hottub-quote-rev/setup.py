import datetime, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()


def quote(ref, date, cust, addr, event, items, deposit_pct=25):
    doc = ek.new_doc()
    cp = doc.core_properties
    cp.author = "Bubble & Soak Hot Tub Hire"
    cp.last_modified_by = "Kerry Dunn"
    cp.title = "Quotation %s" % ref
    cp.created = datetime.datetime(2025, 5, 2, 10, 30, 0)
    cp.modified = datetime.datetime(2025, 5, 2, 11, 5, 0)
    cp.revision = 3
    ek.add_heading(doc, "Bubble & Soak Hot Tub Hire", 1)
    ek.add_par(doc, "Unit 4, Tannery Yard, Kelsall CW6 0QR \u00b7 01829 555 018 \u00b7 hello@bubbleandsoak.example")
    ek.add_heading(doc, "Quotation %s" % ref, 2)
    ek.add_table(doc, [["Customer", cust], ["Address", addr], ["Event / hire dates", event], ["Quote date", date]],
                 bold_header=False)
    ek.add_par(doc, "")
    rows = [["Item", "Qty", "Unit price", "Amount"]]
    sub = 0.0
    for name, qty, unit in items:
        amt = qty * unit
        sub += amt
        rows.append([name, str(qty), "\u00a3%.2f" % unit, "\u00a3%.2f" % amt])
    vat = round(sub * 0.2, 2)
    tot = sub + vat
    rows.append(["Subtotal", "", "", "\u00a3%.2f" % sub])
    rows.append(["VAT (20%)", "", "", "\u00a3%.2f" % vat])
    rows.append([[("Total", "b")], "", "", [("\u00a3%.2f" % tot, "b")]])
    ek.add_table(doc, rows)
    ek.add_par(doc, "")
    dep = round(tot * deposit_pct / 100.0, 2)
    ek.add_par(doc, ["A deposit of ", ("\u00a3%.2f" % dep, "b"), " (%d%% of the total) secures your booking; "
                     "the balance is due on the day of delivery." % deposit_pct])
    ek.add_par(doc, ["Prices include set-up, first fill and chemicals. The tub must be on a flat, level surface within "
                     "15 metres of a standard outdoor tap and a 13A socket. ",
                     ("Please do not use extension reels.", "i")])
    ek.add_par(doc, "This quotation is valid for 30 days from the quote date.")
    ek.add_par(doc, [("Kerry Dunn", "b"), ", Bookings"])
    return doc


ek.save_docx(quote("Q-2318", "2 May 2025", "Mrs Alison Pemberton", "The Laurels, 8 Chester Road, Tarporley CW6 9AB",
                   "Fri 13 June 2025 (delivery) \u2013 collection after last night",
                   [("Hot tub hire \u2013 6-person inflatable (per night)", 2, 85.00),
                    ("Delivery, set-up and collection (within 15 miles)", 1, 40.00),
                    ("Towel & robe pack (6 towels, 2 robes)", 1, 12.50),
                    ("Gazebo cover", 1, 30.00)]),
             os.path.join(ws, "quotes", "Q-2318 Pemberton.docx"))
ek.save_docx(quote("Q-2317", "1 May 2025", "Mr Tunde Adeyemi", "14 Willow Bank, Kelsall CW6 0RS",
                   "Sat 7 June 2025 (delivery) \u2013 collection Mon 9 June",
                   [("Hot tub hire \u2013 4-person inflatable (per night)", 2, 70.00),
                    ("Delivery, set-up and collection (within 15 miles)", 1, 40.00),
                    ("Towel & robe pack (6 towels, 2 robes)", 2, 12.50)]),
             os.path.join(ws, "quotes", "Q-2317 Adeyemi.docx"))
ek.write(os.path.join(ws, "quotes", "price_list_2025.txt"),
         "Bubble & Soak - 2025 prices (ex VAT)\n"
         "4-person inflatable: 70.00 per night\n6-person inflatable: 85.00 per night\n"
         "Wooden-look 6-person (hard shell): 120.00 per night, min 2 nights\n"
         "Delivery/set-up/collection within 15 miles: 40.00; over 15 miles: 40.00 + 1.20 per mile\n"
         "Towel & robe pack: 12.50 each\nGazebo cover: 30.00 per hire\nLED mood lights: 10.00 per hire\n"
         "VAT 20% on everything. Deposit 25% of the total.\n")
