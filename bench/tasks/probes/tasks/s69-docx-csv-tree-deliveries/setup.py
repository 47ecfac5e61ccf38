import datetime, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

doc = ek.new_doc()
cp = doc.core_properties
cp.author = "Wendy Marsh"
cp.last_modified_by = "Wendy Marsh"
cp.title = "Order book 2025"
cp.created = datetime.datetime(2025, 10, 20, 9, 0, 0)
cp.modified = datetime.datetime(2025, 12, 9, 17, 45, 0)
cp.revision = 14

ek.add_heading(doc, "Holly Bank Farm Christmas Trees \u2014 Order book 2025", 1)
ek.add_par(doc, "Cut-to-order trees for home customers. Trees are cut the day before delivery or collection.")
ek.add_par(doc, [("How the balance works: ", "b"),
                 "the balance due on the day is the tree price from the 2025 price list, plus ",
                 ("\u00a38 delivery", "b"),
                 " for home deliveries (delivery is always charged on the day), less any deposit already paid. "
                 "Orders marked \u201cPaid in full\u201d have paid for the tree and delivery online, so there is nothing to collect."])
ek.add_par(doc, "Cancelled orders stay in the book for the record. Deposits on cancelled orders are refunded by bank transfer.")

ek.add_heading(doc, "Home orders", 2)
rows = [["Order", "Customer", "Address", "Tree", "Height", "Delivery / Collect", "Date", "Deposit paid", "Status"],
        ["HF-101", "Martin Bell", "3 Orchard Close, Little Haddon", "Nordmann Fir", "6ft", "Delivery", "Sat 13 Dec", "\u00a310.00", "Confirmed"],
        ["HF-102", "Grace Osei", "Pear Tree Cottage, Haddon Lane", "Norway Spruce", "5ft", "Collect", "Sat 13 Dec", "\u00a310.00", "Confirmed"],
        ["HF-103", "Ellen Draper", "21 Church Street, Wexcombe", "Fraser Fir", "7ft", "Delivery", "Sat 13 Dec", "\u00a30.00", "Confirmed"],
        ["HF-104", "Simran Kaur", "The Old Forge, Wexcombe", "Nordmann Fir", "8ft", "Delivery", "Sun 14 Dec", "\u00a320.00", "Confirmed"],
        ["HF-105", "Tom Whitlock", "9 Mill Rise, Little Haddon", "Nordmann Fir", "7ft", "Delivery", "Sat 13 Dec", "\u00a310.00", "Cancelled"],
        ["HF-106", "June Farrow", "Flat 2, 40 High Street, Wexcombe", "Norway Spruce", "6ft", "Delivery", "Sat 13 Dec", "\u2014", "Paid in full"],
        ["HF-107", "Sami Haddad", "12 Beech Avenue, Little Haddon", "Nordmann Fir", "5ft", "Delivery", "13 Dec", "\u00a310.00", "Confirmed"],
        ["HF-108", "Owen Price", "Rookery Farm, Stoke Marsh", "Fraser Fir", "6ft", "Delivery", "Sat 6 Dec", "\u00a310.00", "Confirmed"],
        ["HF-109", "Freya Lindqvist", "2 The Green, Stoke Marsh", "Norway Spruce", "7 ft", "Delivery", "Sat 13 Dec", "\u00a315.00", "Confirmed"],
        ["HF-110", "Ade Mbeki", "77 Station Road, Wexcombe", "Nordmann Fir", "6ft", "Delivery", "Sat 13 Dec", "\u00a310.00", "Confirmed"],
        ["HF-111", "Carys Pugh", "5 Orchard Close, Little Haddon", "Fraser Fir", "5ft", "Collect", "Sat 13 Dec", "\u00a310.00", "Confirmed"]]
ek.add_table(doc, rows)

ek.add_heading(doc, "Trade orders", 2)
ek.add_par(doc, "Trade customers collect with their own vans and are invoiced at the end of the month \u2014 nothing is taken on the day.")
ek.add_table(doc, [["Ref", "Business", "Trees", "Collection date"],
                   ["T-12", "Wexcombe Garden Centre", "20 \u00d7 Nordmann Fir 6ft", "Sat 13 Dec"],
                   ["T-13", "The Plough Inn", "1 \u00d7 Nordmann Fir 8ft", "Sat 13 Dec"],
                   ["T-14", "St Mary's Primary School", "2 \u00d7 Norway Spruce 6ft", "Fri 12 Dec"]])
ek.add_par(doc, [("Driver: ", "b"), "Lee (van), mobile in the office diary. Route starts 09:00 from the yard."])
ek.save_docx(doc, os.path.join(ws, "orders", "Order book 2025.docx"))

ek.write(os.path.join(ws, "prices.csv"), """tree,height_ft,price_2024,price_2025
Nordmann Fir,5,42.00,45.00
Nordmann Fir,6,50.00,55.00
Nordmann Fir,7,62.00,68.00
Nordmann Fir,8,76.00,82.00
Norway Spruce,5,30.00,32.00
Norway Spruce,6,35.00,38.00
Norway Spruce,7,42.00,46.00
Norway Spruce,8,50.00,55.00
Fraser Fir,5,46.00,50.00
Fraser Fir,6,55.00,60.00
Fraser Fir,7,68.00,74.00
Fraser Fir,8,84.00,90.00
""")
ek.write(os.path.join(ws, "orders", "wreath_orders.txt"),
         "Wreaths (door, 14in) - all collected from the shop, paid at collection:\n"
         "- Grace Osei x1 (Sat 13 Dec)\n- Ellen Draper x2 (Sat 13 Dec, add to delivery? NO - she will collect)\n- Ade Mbeki x1 (Sun 14 Dec)\n")
