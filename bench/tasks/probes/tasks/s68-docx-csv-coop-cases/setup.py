import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

doc = ek.new_doc()
ek.add_heading(doc, "Greenway Wholefoods \u2013 Co-op trade list, autumn 2024", 1)
ek.add_par(doc, "Prices per case, delivered, for orders placed by the 25th of the month. Valid September to November 2024.")
ek.add_table(doc, [
    ["Code", "Product", "Units per case", "Case price", "Notes"],
    ["OAT25", "Jumbo oats 1 kg", "6", "\u00a313.80", ""],
    ["LEN02", "Red split lentils 1 kg", "10", "\u00a321.50", ""],
    ["RICE5", "Brown basmati rice 2 kg", "4", "\u00a317.20", ""],
    ["PB340", "Peanut butter, smooth 340 g", "12", "\u00a326.40", ""],
    ["TOM400", "Chopped tomatoes 400 g tin", "24", "\u00a316.80", ""],
    ["CHK500", "Chickpeas, dried 500 g", "12", "\u00a315.60", ""],
    ["OLV1L", "Olive oil, extra virgin 1 L", "6", "\u00a341.70", [("Price up from \u00a338.90", "i")]],
    ["SOY250", "Soy sauce 250 ml", "12", "\u00a319.20", [("Discontinued \u2013 not available to order", "b")]],
    ["MAP250", "Maple syrup 250 ml", "6", "\u00a327.90", ""],
])
ek.add_par(doc, "")
ek.add_par(doc, "Minimum order \u00a3100. Split cases are not available on this list.")
ek.save_docx(doc, os.path.join(ws, "orders", "Greenway trade list autumn 2024.docx"))

ek.write(os.path.join(ws, "orders", "2024-09_requests.csv"), """timestamp,member,code,units,status
2024-09-03 18:22,Ana,OAT25,6,ok
2024-09-04 09:10,Ben,LEN02,10,ok
2024-09-10 20:41,Chloe,SOY250,2,ok
2024-09-12 12:05,Dev,TOM400,24,ok
""")
ek.write(os.path.join(ws, "orders", "2024-10_requests.csv"), """timestamp,member,code,units,status
2024-10-01 19:02,Ana,OAT25,4,ok
2024-10-01 19:05,Ana,LEN02,5,ok
2024-10-01 19:06,Ana,TOM400,12,ok
2024-10-02 08:47,Ben,oat25,3,ok
2024-10-02 08:49,Ben,RICE5,3,ok
2024-10-02 08:50,Ben,OLV1L,2,ok
2024-10-03 21:15,Chloe,OAT25,2,withdrawn
2024-10-03 21:16,Chloe,PB340,6,withdrawn
2024-10-05 10:30,Dev,OAT25,1,ok
2024-10-05 10:31,Dev,PB340,2,ok
2024-10-05 10:33,Dev,OLV1L,1,ok
2024-10-09 17:58,Ellie, LEN02 ,5,ok
2024-10-09 17:59,Ellie,TOM400,12,ok
2024-10-09 18:00,Ellie,OLV1L,3,ok
2024-10-12 13:20,Faisal,RICE5,2,ok
2024-10-12 13:21,Faisal,SOY250,3,ok
2024-10-14 09:02,Gita,TOM400,6,ok
2024-10-14 09:03,Gita,MAP250,1,withdrawn
""")
ek.write(os.path.join(ws, "orders", "README.txt"),
         "Members add requests through the form; it appends to the month's requests file.\n"
         "status 'withdrawn' means the member cancelled that line.\n"
         "September order went in on 24 Sept (2024-09_order.csv).\n")
ek.write(os.path.join(ws, "orders", "2024-09_order.csv"), "code,cases\nOAT25,1\nLEN02,1\nSOY250,1\nTOM400,1\n")
