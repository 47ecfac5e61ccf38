import csv, datetime, io, os, random, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
rng = random.Random(5809)

CLIENTS = ["Hartley", "Hartley-Jones", "Okafor", "Patel", "Brennan"]
TASKS = ["mowing", "hedge trim", "planting", "clearance"]
NOTES = {"mowing": ["front and back", "edges done", "long grass", ""], "hedge trim": ["laurel", "privet front", ""],
         "planting": ["spring bulbs", "bedding plants", "veg beds", ""], "clearance": ["green waste taken", "leaf clear", ""]}

rows = []
day = datetime.date(2025, 2, 17)
while day <= datetime.date(2025, 4, 5):
    if day.weekday() < 5:
        for c in rng.sample(CLIENTS, rng.randrange(1, 3)):
            for t in rng.sample(TASKS, rng.randrange(1, 3)):
                h = rng.choice([0.5, 1.0, 1.0, 1.5, 1.5, 2.0, 2.5, 3.0])
                rows.append([day.isoformat(), c, t, "%.1f" % h, rng.choice(NOTES[t])])
    day += datetime.timedelta(days=1)

# make sure Hartley has every service in March
have = {r[2] for r in rows if r[1] == "Hartley" and r[0].startswith("2025-03")}
for i, t in enumerate(TASKS):
    if t not in have:
        rows.append(["2025-03-%02d" % (10 + i), "Hartley", t, "2.0", ""])
rows.sort(key=lambda r: (r[0], r[1], r[2]))

buf = io.StringIO()
w = csv.writer(buf, lineterminator="\n")
w.writerow(["date", "client", "task", "hours", "notes"])
w.writerows(rows)
ek.write(os.path.join(ws, "timesheet.csv"), buf.getvalue())


def invoice(no, date, period, hours=None):
    doc = ek.new_doc()
    cp = doc.core_properties
    cp.author = "Greenshoots Garden Care"
    cp.title = "Invoice " + no
    cp.created = cp.modified = datetime.datetime(2025, 3, 31, 9, 0, 0) if hours is None else datetime.datetime(2025, 2, 28, 17, 0, 0)
    cp.last_modified_by = "Greenshoots Garden Care"
    ek.add_heading(doc, "Greenshoots Garden Care - Invoice", 1)
    ek.add_table(doc, [["Invoice no.", no], ["Date", date], ["Client", "Mrs J. Hartley, 14 Orchard Close, Ledbury"],
                       ["Period", period]], bold_header=False)
    ek.add_par(doc, "")
    names = ["Lawn mowing", "Hedge trimming", "Planting & borders", "Garden clearance"]
    body = [["Service", "Hours", "Rate (\u00a3)", "Amount (\u00a3)"]]
    total = 0.0
    for i, n in enumerate(names):
        if hours is None:
            body.append([n, "", "28.00", ""])
        else:
            total += hours[i] * 28
            body.append([n, "%.1f" % hours[i], "28.00", "%.2f" % (hours[i] * 28)])
    body.append([[("Total", "b")], "", "", "" if hours is None else [("%.2f" % total, "b")]])
    ek.add_table(doc, body)
    ek.add_par(doc, [("Payment within 14 days please", "b"), " by bank transfer to Greenshoots Garden Care, sort code 11-22-33, account 12345678, quoting the invoice number."])
    ek.add_par(doc, [("Thank you for your custom!", "i")])
    return doc


ek.save_docx(invoice("INV-0147", "31 March 2025", "March 2025"), os.path.join(ws, "invoices", "INV-0147_Hartley.docx"))
ek.save_docx(invoice("INV-0139", "28 February 2025", "February 2025", [5.0, 2.5, 0.0, 3.0]),
             os.path.join(ws, "invoices", "INV-0139_Hartley.docx"))
