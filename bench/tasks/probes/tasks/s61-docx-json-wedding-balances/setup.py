import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
W = os.path.join(ws, "wedding")

d = ek.new_doc()
ek.add_heading(d, "Sam & Jo \u2013 14 June 2025 \u2013 Suppliers", 1)
ek.add_par(d, "Quotes are the final agreed prices unless there's an update below. Deposits are what we've actually paid so far.")
ek.add_table(d, [
    ["Supplier", "What", "Quote (\u00a3)", "Deposit paid (\u00a3)", "Status"],
    ["The Old Granary", "Venue hire (ceremony + reception)", "4,800", "1,200", "Booked"],
    ["Fennel & Thyme Catering", "Wedding breakfast, 70 guests", "3,920.00", "500", "Booked"],
    ["Wildflower Studio", "Bouquets, table flowers, buttonholes", "1,340", "200", "Booked"],
    ["Lens & Light Photography", "Photography, full day", "1,650", "1,650", "Booked \u2013 paid in full"],
    ["Petal Pushers", "Flowers", "980", "0", "Declined \u2013 went with Wildflower"],
    ["DJ Marcus Bell", "Evening DJ 7pm\u2013midnight", "450", "0", "Booked"],
    ["Crumb & Co", "Three-tier cake", "380", "100", "Booked"],
    ["Vintage Wheels", "1950s car", "295", "50", "Cancelled \u2013 deposit lost"],
])
ek.add_heading(d, "Updates", 2)
ek.add_par(d, [("3 March: ", "b"), "Wildflower Studio re-quoted at \u00a31,150 after we dropped the buttonholes. Deposit unchanged."])
ek.add_par(d, [("10 March: ", "b"), "Paid Fennel & Thyme a second instalment of \u00a31,000 (bank transfer, ref SJWED)."])
ek.add_par(d, [("12 March: ", "b"), "Uncle Ray is driving us in his Jag instead of a hire car \u2013 free!"])
ek.save_docx(d, os.path.join(W, "suppliers.docx"))

ek.write(os.path.join(W, "budget_notes.md"), """# Wedding budget - early notes (Nov 2024)

- Venue: Old Granary quoted 5,200 for Saturday, 4,800 if we go for June not July
- Catering: Fennel & Thyme, ~4,200 for 80 guests (we'll cut the list)
- Flowers: two quotes, Petal Pushers 980 vs Wildflower 1,340
- Budget ceiling: 15k all in, incl. rings and outfits
""")
ek.write(os.path.join(W, "guest_list_count.txt"), "Day guests: 70\nEvening only: 35\nChildren (under 12): 6\n")
