import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()


def price_list(year, horse, pony, remedial, intro):
    d = ek.new_doc()
    ek.add_heading(d, "Hollins Forge - Farriery Price List %s" % year, 1)
    ek.add_par(d, intro)
    ek.add_par(d, "Visits are to your yard. Prices are per horse or pony and include the call-out when three or more animals are done on the same visit; otherwise a £15 yard fee is added.")
    ek.add_heading(d, "Horses (over 14.2hh)", 2)
    ek.add_table(d, [["Service", "Price"]] + horse)
    ek.add_heading(d, "Ponies (14.2hh and under)", 2)
    ek.add_table(d, [["Service", "Price"]] + pony)
    ek.add_heading(d, "Remedial and extras", 2)
    ek.add_table(d, [["Service", "Price"]] + remedial)
    ek.add_par(d, ["Payment is due on the day by card or bank transfer. ", ("Missed appointments without 24 hours' notice are charged at half the booked price.", "b")])
    return d


cur = price_list(
    "2025",
    [["Full set hot shoes", "£120"], ["Full set cold shoes", "£105"], ["Front pair hot shoes", "£78"],
     ["Remove, trim and replace (hot)", "£92"], ["Trim only", "£40"]],
    [["Full set hot shoes", "£95"], ["Full set cold shoes", "£85"], ["Front pair hot shoes", "£60"],
     ["Remove, trim and replace (hot)", "£75"], ["Trim only", "£32"]],
    [["Road studs (per shoe)", "£4"], ["Pads, per foot", "£18"], ["Heart bar shoe, each", "£45"], ["Lost shoe replaced (between visits)", "£25"]],
    "Prices from 1 April 2025. This list replaces the 2024 list, which is no longer valid.")
ek.save_docx(cur, os.path.join(ws, "farrier", "Hollins_Forge_prices_2025.docx"))

old = price_list(
    "2024",
    [["Full set hot shoes", "£112"], ["Full set cold shoes", "£98"], ["Front pair hot shoes", "£72"],
     ["Remove, trim and replace (hot)", "£88"], ["Trim only", "£36"]],
    [["Full set hot shoes", "£88"], ["Full set cold shoes", "£79"], ["Front pair hot shoes", "£55"],
     ["Remove, trim and replace (hot)", "£70"], ["Trim only", "£30"]],
    [["Road studs (per shoe)", "£4"], ["Pads, per foot", "£16"], ["Lost shoe replaced (between visits)", "£22"]],
    "Prices from 1 March 2024.")
ek.save_docx(old, os.path.join(ws, "farrier", "Hollins_Forge_prices_2024.docx"))

ek.write(os.path.join(ws, "farrier", "visits.txt"), """Farrier visits - Meadowbank livery
12 Feb 2025  Hollins: Jasper (horse) full set hot, Pip (pony) trim only
09 Apr 2025  Hollins: Pip (pony) full set hot - invoice not yet received
next visit due ~ 4 June
""")
