import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

d = ek.new_doc()
ek.add_heading(d, "Inkwell Print Co-op \u2013 Order form", 1)
ek.add_table(d, [["Customer", "Harbour Arts Festival (Jo Whitlock)"],
                 ["Order no.", "IPC-2025-0417"],
                 ["Order date", "8 April 2025"]], bold_header=False)
ek.add_par(d, ["Prices in GBP, ", ("excluding VAT", "b"), ". Unit prices from the current price list."])
ek.add_table(d, [["Code", "Description", "Qty", "Unit price (\u00a3)", "Line total (\u00a3)"],
                 ["PST-A3", "A3 poster, silk 170gsm", "150", "", ""],
                 ["PST-A3-M", "A3 poster, matt 170gsm", "50", "", ""],
                 ["FLY-A5-DS", "A5 flyer, double-sided", "2000", "", ""],
                 ["BNR-1X3", "Vinyl banner 1 x 3 m", "2", "", ""],
                 ["STK-50", "Round sticker 50 mm", "500", "", ""],
                 ["Total", "", "", "", ""]])
ek.add_par(d, "Collection from the Co-op on Tuesday 22 April. Payment on collection.")
ek.save_docx(d, os.path.join(ws, "order_form.docx"))

ek.write(os.path.join(ws, "price_list.csv"), """code,description,unit_price_gbp,valid_from,status
PST-A2,A2 poster silk 170gsm,1.60,2025-02-01,active
PST-A3,A3 poster silk 170gsm,0.95,2025-02-01,active
PST-A3,A3 poster silk 170gsm,0.85,2024-01-15,active
PST-A3-M,A3 poster matt 170gsm,0.90,2025-02-01,active
FLY-A5,A5 flyer single-sided,0.06,2025-02-01,active
FLY-A5-DS,A5 flyer double-sided,0.09,2025-02-01,active
FLY-A5-DS,A5 flyer double-sided,0.08,2024-01-15,active
BNR-1X3,Vinyl banner 1x3m,38.00,2024-01-15,active
BNR-1X3,Vinyl banner 1x3m,42.00,2025-02-01,active
BNR-1X3-MESH,Mesh banner 1x3m (windy sites),48.00,2025-02-01,active
STK-50,Round sticker 50mm,0.11,2025-02-01,active
STK-50-KC,Round sticker 50mm kiss-cut sheets,0.15,2025-02-01,active
BUS-CARD,Business cards 400gsm,0.05,2024-01-15,discontinued
""")
