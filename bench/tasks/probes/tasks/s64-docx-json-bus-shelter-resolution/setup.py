import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

doc = ek.new_doc()
ek.add_heading(doc, "Westcombe Parish Council", 1)
ek.add_par(doc, [("DRAFT ", "b"), "Minutes of the ordinary meeting held on Monday 14 April 2025 at 7.30pm, Westcombe Village Hall"])
ek.add_par(doc, "Present: Cllrs J. Marsh (Chair), P. Ellery, S. Khan, D. Rowe, M. Tillotson. In attendance: "
                "the Clerk (A. Fenwick) and two members of the public.")
ek.add_par(doc, [("1. Apologies. ", "b"), "Apologies were received and accepted from Cllr R. Okoye."])
ek.add_par(doc, [("2. Declarations of interest. ", "b"), "None."])
ek.add_par(doc, [("3. Minutes. ", "b"), "The minutes of the meeting held on 10 March 2025 were approved and signed."])
ek.add_par(doc, [("4. Matters arising. ", "b"), "The bus shelter on Station Road has been cleaned and the "
                 "graffiti removed by the district council at no cost to the parish."])
ek.add_par(doc, [("5. Public participation. ", "b"), "A resident asked about speeding on Mill Lane. The Chair "
                 "said this would be raised with the Community Speed Watch group."])
ek.add_par(doc, [("6. Finance. ", "b"), "Payments totalling \u00a32,318.40 were approved (schedule attached). "
                 "The bank reconciliation to 31 March 2025 was noted."])
ek.add_par(doc, [("7. Bus shelter, Mill Lane. ", "b"), "The Clerk reported that quotes had been received for "
                 "replacing the damaged roof panels and guttering of the Mill Lane bus shelter. Members "
                 "discussed the quotes and agreed that the cheapest valid quote should be accepted."])
ek.add_par(doc, [("8. Noticeboard. ", "b"), "Quotes for a replacement noticeboard outside the shop were "
                 "considered. Deferred to the May meeting."])
ek.add_par(doc, [("9. Planning. ", "b"), "25/00412/HOU, 3 Orchard Close - single storey rear extension. No objection."])
ek.add_par(doc, [("10. Date of next meeting. ", "b"), "Monday 12 May 2025 (Annual Meeting), 7.00pm."])
ek.add_par(doc, "The meeting closed at 9.05pm.")
ek.save_docx(doc, os.path.join(ws, "council_minutes.docx"))

quotes = {
    "parish": "Westcombe PC",
    "received_by": "A. Fenwick (Clerk)",
    "jobs": [
        {"job": "Mill Lane bus shelter - roof panels and guttering", "ref": "WPC-2025-07",
         "quotes": [
             {"supplier": "Hendry Glazing & Roofing", "amount_gbp": 1890.00, "status": "valid", "received": "2025-03-21"},
             {"supplier": "A. J. Copeland Builders", "amount_gbp": 1345.00, "status": "withdrawn", "received": "2025-03-18",
              "note": "withdrew 2 April - cannot start before September"},
             {"supplier": "Taverner Street Furniture Ltd", "amount_gbp": 1612.50, "status": "valid", "received": "2025-03-25"},
             {"supplier": "Brookside Property Maintenance", "amount_gbp": 1738.00, "status": "valid", "received": "2025-04-01"},
         ]},
        {"job": "Noticeboard outside village shop", "ref": "WPC-2025-08",
         "quotes": [
             {"supplier": "Greenbank Signs", "amount_gbp": 640.00, "status": "valid", "received": "2025-03-30"},
             {"supplier": "Taverner Street Furniture Ltd", "amount_gbp": 585.00, "status": "valid", "received": "2025-04-02"},
         ]},
        {"job": "Station Road bus shelter - cleaning", "ref": "WPC-2025-03",
         "quotes": [
             {"supplier": "Sparkle Exterior Cleaning", "amount_gbp": 180.00, "status": "valid", "received": "2025-01-14"},
         ]},
    ],
}
ek.write(os.path.join(ws, "quotes.json"), json.dumps(quotes, indent=2))
