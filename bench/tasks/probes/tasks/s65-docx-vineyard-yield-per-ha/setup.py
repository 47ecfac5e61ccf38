import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

doc = ek.new_doc()
ek.add_heading(doc, "Hollins Ridge Vineyard \u2013 Harvest Report", 0)
ek.add_par(doc, "Prepared by Megan Trewin, vineyard manager, for the partners' meeting on 14 November.")
ek.add_heading(doc, "Summary", 1)
ek.add_par(doc, ["A dry September gave clean fruit across all six blocks. Frost on 23 April hit ",
                 ("Block E", "b"), " hardest, and the Bacchus in ", ("Block B", "b"),
                 " was picked early ahead of forecast rain. Total crop was 45.46 tonnes, up from 41.2 t last year."])
ek.add_heading(doc, "2024 harvest by block", 1)
ek.add_table(doc, [
    ["Block", "Variety", "Area (ha)", "Picked", "Tonnes", "Brix"],
    ["A", "Chardonnay", "2.4", "2 Oct", "13.20", "20.1"],
    ["B", "Bacchus", "1.1", "19 Sep", "6.93", "18.9"],
    ["C", "Pinot Noir", "1.9", "9 Oct", "9.12", "21.3"],
    ["D", "Pinot Meunier", "1.2", "7 Oct", "7.80", "20.6"],
    ["E", "Seyval Blanc", "1.5", "27 Sep", "6.15", "17.8"],
    ["F", "Solaris", "0.4", "16 Sep", "2.26", "22.4"],
])
ek.add_par(doc, "Tonnes are weighbridge figures at the winery; area is planted area, not including headlands.")
ek.add_heading(doc, "For comparison: 2023", 1)
ek.add_table(doc, [
    ["Block", "Variety", "Area (ha)", "Tonnes"],
    ["A", "Chardonnay", "2.4", "11.90"],
    ["B", "Bacchus", "1.1", "6.10"],
    ["C", "Pinot Noir", "1.9", "8.55"],
    ["D", "Pinot Meunier", "1.2", "6.30"],
    ["E", "Seyval Blanc", "1.5", "7.05"],
    ["F", "Solaris", "0.4", "1.30"],
])
ek.add_heading(doc, "Next steps", 1)
ek.add_par(doc, "Replant the failed vines in Block E in March; trial netting on Block F from July.", style="List Bullet")
ek.add_par(doc, "Book the press for the sparkling base earlier (first week of September).", style="List Bullet")
ek.save_docx(doc, os.path.join(ws, "harvest_2024.docx"))
