import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

README = """Elmfield Community Fridge - intake log notes

donations_log.csv is exported from the intake tablet at the end of each week.
- weight is what the volunteer typed: some write kg, some write grams.
- status: accepted, or rejected (past its use-by date, opened, or home-cooked - we
  can't take those). Rejected food goes to the compost and doesn't count.
- entry_id is unique per donation. The tablet sometimes exports the same entry
  twice after a sync error; count it once.
- Donor names are typed by hand, so capitals and spaces vary.
- Donations left without a name are logged as "anonymous"; the monthly report
  shows them as one donor line.
"""

ROWS = [
    ("E0412", "2025-02-27", "Greggs Kingsway", "bread and rolls", "3.5 kg", "accepted"),
    ("E0413", "2025-02-28", "Patel's Greengrocer", "veg boxes", "6 kg", "accepted"),
    ("E0414", "2025-03-01", "Greggs Kingsway", "sandwiches, pasties", "2.4kg", "accepted"),
    ("E0415", "2025-03-01", "Hillside Allotments", "leeks, kale", "3.2 kg", "accepted"),
    ("E0416", "2025-03-03", "Co-op Elm Road", "chilled ready meals", "4.5 kg", "accepted"),
    ("E0417", "2025-03-03", "anonymous", "tinned soup (in fridge by mistake)", "800 g", "accepted"),
    ("E0418", "2025-03-04", "Patel's Greengrocer", "bananas, apples", "5.5 kg", "accepted"),
    ("E0419", "2025-03-05", "greggs kingsway ", "bread", "1.8 kg", "accepted"),
    ("E0420", "2025-03-06", "Co-op Elm Road", "yoghurts", "2.2 kg", "rejected"),
    ("E0421", "2025-03-07", "Co-op  Elm Road", "salad bags, milk", "3.6 kg", "Accepted "),
    ("E0422", "2025-03-08", "Anonymous", "home-made lasagne", "1.5 kg", "rejected"),
    ("E0423", "2025-03-10", "Hillside Allotments", "purple sprouting broccoli", "1,200 g", "accepted"),
    ("E0424", "2025-03-11", "Patel's Greengrocer", "mixed veg", "4 kg", "accepted"),
    ("E0424", "2025-03-11", "Patel's Greengrocer", "mixed veg", "4 kg", "accepted"),
    ("E0425", "2025-03-12", "St Mark's School PTA", "fruit from the school snack scheme", "2.6 kg", "accepted"),
    ("E0426", "2025-03-13", "Greggs Kingsway", "pastries", "2.1 kg", "accepted"),
    ("E0427", "2025-03-14", "Co-op Elm Road", "sandwiches, wraps", "3.9 kg", "accepted"),
    ("E0428", "2025-03-17", "anonymous ", "eggs", "600 g", "accepted"),
    ("E0429", "2025-03-18", "PATEL'S GREENGROCER", "carrots, potatoes", "7.5 kg", "accepted"),
    ("E0430", "2025-03-19", "Hillside Allotments", "rhubarb", "950g", "accepted"),
    ("E0431", "2025-03-20", "Greggs Kingsway", "bread", "2.6 kg", "accepted"),
    ("E0432", "2025-03-21", "Co-op Elm Road", "milk past date", "2.0 kg", "rejected"),
    ("E0433", "2025-03-24", "Co-op Elm Road", "cheese, ham", "2.8 kg", "accepted"),
    ("E0434", "2025-03-25", "St Mark's School PTA", "apples", "1.5 kg", "accepted"),
    ("E0435", "2025-03-26", "Patel's Greengrocer", "salad veg", "3.0 kg", "accepted"),
    ("E0436", "2025-03-27", "Greggs Kingsway", "bread and rolls", "3.1 kg", "accepted"),
    ("E0436", "2025-03-27", "Greggs Kingsway", "bread and rolls", "3.1 kg", "accepted"),
    ("E0437", "2025-03-28", "Hillside Allotments", "spinach", "750 g", "accepted"),
    ("E0438", "2025-03-31", "Co-op Elm Road", "chilled desserts", "2.7 kg", "accepted"),
    ("E0439", "2025-03-31", "anonymous", "cooked rice (home-made)", "1 kg", "rejected"),
    ("E0440", "2025-04-01", "Greggs Kingsway", "bread", "2.9 kg", "accepted"),
    ("E0441", "2025-04-01", "Patel's Greengrocer", "veg", "5 kg", "accepted"),
]


def csv_field(v):
    return '"%s"' % v.replace('"', '""') if ("," in v or '"' in v) else v


if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "README.txt"), README)
    lines = ["entry_id,date,donor,item,weight,status"]
    lines += [",".join(csv_field(v) for v in r) for r in ROWS]
    write(os.path.join(ws, "donations_log.csv"), "\n".join(lines))
