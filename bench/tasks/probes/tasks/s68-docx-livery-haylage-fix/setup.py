import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
D = os.path.join(ws, "invoices")


def invoice(horse, owner, number, rows, paid, note):
    doc = ek.new_doc()
    ek.add_heading(doc, "Ashcombe Livery Yard", 1)
    ek.add_par(doc, "Ashcombe Farm, Long Lane, Tetbury GL8 8RS  |  01666 502 771")
    ek.add_par(doc, [("Invoice %s" % number, "b"), " \u2013 March 2025"])
    ek.add_par(doc, [("Horse: ", "b"), horse, "    ", ("Owner: ", "b"), owner])
    total = sum(q * u for _, q, u in rows)
    table = [["Item", "Qty", "Unit price", "Amount"]]
    for item, q, u in rows:
        table.append([item, str(q), "\u00a3%.2f" % u, "\u00a3%.2f" % (q * u)])
    table.append([[("Total", "b")], "", "", [("\u00a3%.2f" % total, "b")]])
    ek.add_table(doc, table)
    ek.add_par(doc, "")
    ek.add_par(doc, "Less: paid on account on 1 March: \u00a3%.2f" % paid)
    ek.add_par(doc, [("Balance due by 15 April 2025: ", "b"), ("\u00a3%.2f" % (total - paid), "b")])
    ek.add_par(doc, [("Notes: ", "i"), (note, "i")])
    ek.add_par(doc, "Bank: Ashcombe Livery Ltd, sort code 30-94-21, account 41187302. Please quote the invoice number.")
    return doc


ek.save_docx(invoice("Bramble", "Ms K. Adeyemi", "ASH-0342", [
    ("Full livery (weeks)", 4, 165.00),
    ("Haylage (bales)", 4, 9.50),
    ("Farrier \u2013 front shoes", 1, 75.00),
    ("Worming (Equest Pramox)", 1, 18.50),
    ("Turnout rug wash & reproof", 2, 14.00),
], 150.00, "Haylage held at \u00a39.50 a bale until the end of June. Farrier due again 8 April."),
    os.path.join(D, "ASH-0342 Bramble March 2025.docx"))

ek.save_docx(invoice("Dusty", "Mr P. Harcourt", "ASH-0343", [
    ("Full livery (weeks)", 4, 165.00),
    ("Haylage (bales)", 4, 9.50),
    ("Dentist visit", 1, 65.00),
], 0.00, "Haylage held at \u00a39.50 a bale until the end of June."),
    os.path.join(D, "ASH-0343 Dusty March 2025.docx"))

ek.save_docx(invoice("Bramble", "Ms K. Adeyemi", "ASH-0317", [
    ("Full livery (weeks)", 4, 165.00),
    ("Haylage (bales)", 5, 9.50),
    ("Clip (full)", 1, 55.00),
], 0.00, "Haylage now \u00a39.50 a bale."),
    os.path.join(D, "ASH-0317 Bramble February 2025.docx"))
