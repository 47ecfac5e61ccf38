import os, random, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
rng = random.Random(6201)

# ---- daily readings for May 2025 (plus the first day of June: the export ran past midnight)
FLAGS = {("HS1", 6): ("fault", 0.0), ("HS1", 7): ("fault", 212.6), ("HS1", 18): ("cal", 96.3),
         ("HS1", 25): ("fault", 188.9), ("PL2", 11): ("fault", 0.0), ("PL2", 12): ("fault", 0.0)}
rows = []
for day in range(1, 32):
    for site, base, spread in (("HS1", 27.0, 9.0), ("PL2", 18.0, 6.0)):
        val = round(base + rng.uniform(-spread, spread) + (6.0 if day % 7 in (1, 2) else 0.0), 1)
        flag = "ok"
        if (site, day) in FLAGS:
            flag, val = FLAGS[(site, day)]
        rows.append(("2025-05-%02d" % day, site, val, flag))
rows.append(("2025-06-01", "HS1", 61.4, "ok"))
rows.append(("2025-06-01", "PL2", 33.8, "ok"))


def csv_text(rs):
    return "date,site,no2_ugm3,flag\n" + "".join("%s,%s,%.1f,%s\n" % r for r in rs)


ek.write(os.path.join(ws, "data", "no2_daily_2025-05.csv"), csv_text(rows))
# an early partial export (1-20 May only), kept by mistake
ek.write(os.path.join(ws, "data", "no2_daily_2025-05_partial.csv"),
         csv_text([r for r in rows if r[0] <= "2025-05-20"]))
ek.write(os.path.join(ws, "data", "README.txt"),
         "Millbrook Clean Air Group - diffusion/sensor data\n\n"
         "One CSV per month, exported from the sensor portal. Sites: HS1 = High Street (outside no. 42),\n"
         "PL2 = Park Lane (school gate).\n\n"
         "flag column: ok = good reading; fault = sensor fault (value meaningless); cal = calibration day.\n"
         "Method for the monthly summary: the mean of that site's daily readings flagged ok for days in\n"
         "that calendar month, rounded to 1 decimal place; 'valid days' = how many ok readings that was.\n"
         "The portal export sometimes runs past midnight into the next month.\n")


def month_stats(site, rs):
    v = [r[2] for r in rs if r[1] == site and r[3] == "ok" and r[0].startswith("2025-05")]
    return sum(v) / len(v), len(v)


pl_mean, pl_days = month_stats("PL2", rows)

doc = ek.new_doc()
ek.add_heading(doc, "Millbrook Clean Air Group - NO2 monitoring 2025", 0)
ek.add_par(doc, [("DRAFT", "b"), " - figures for May to be added before the June meeting."])
ek.add_heading(doc, "Monitoring sites", 1)
ek.add_table(doc, [["Site", "Location", "Equipment"],
                   ["HS1", "High Street, outside no. 42", "Zephyr sensor + diffusion tube"],
                   ["PL2", "Park Lane, Holm Park school gate", "Zephyr sensor"]])
ek.add_heading(doc, "Monthly mean NO2 (\u00b5g/m\u00b3)", 1)
ek.add_par(doc, "Means are of valid daily readings only. The annual objective is 40 \u00b5g/m\u00b3.")
ek.add_table(doc, [["Month", "High Street (HS1)", "HS1 valid days", "Park Lane (PL2)", "PL2 valid days"],
                   ["January", "31.2", "29", "21.4", "31"],
                   ["February", "29.8", "28", "20.9", "27"],
                   ["March", "26.5", "30", "18.7", "31"],
                   ["April", "24.1", "27", "17.2", "30"],
                   ["May", [("TBC", "i")], [("TBC", "i")], "%.1f" % pl_mean, str(pl_days)],
                   ["June", "-", "-", "-", "-"]])
ek.add_heading(doc, "Notes", 1)
ek.add_par(doc, "High Street remains well above Park Lane, as expected for a bus route. "
                "The HS1 sensor was serviced in May after three fault days.")
ek.add_par(doc, [("Contact: ", "b"), "Priya Raman, data coordinator."])
ek.save_docx(doc, os.path.join(ws, "reports", "no2_report_2025_draft.docx"))
