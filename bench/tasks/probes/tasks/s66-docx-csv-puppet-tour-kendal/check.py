import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# Kendal April 2025, paid and not comp: adult 24+30+28=82, child 41+52+47=140, concession 6+5+3=14.
# Tickets sold = 82+140+14 = 236. Box office = 82*9.50 + 140*7.50 + 14*8.00 = 779 + 1050 + 112 = 1941.00.
# Traps: comps (+18 = 254), refunds (+5 = 241, +52.00), October 2024 file, Keswick file.
TICKETS, MONEY = 236, 1941.00


def is_count(text):
    t = text.strip().replace(",", "")
    return t == str(TICKETS)


def is_money(text):
    t = text.strip().replace(",", "").replace("\u00a3", "").replace("GBP", "").strip()
    return re.fullmatch(r"\d+(\.\d{1,2})?", t) is not None and abs(float(t) - MONEY) < 0.005


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    name = "reports/spring_tour_report.docx"
    for f in ek.list_files(pws):
        if f != name:
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), f"{f} was changed or removed")
    src = os.path.join(pws, name)
    t = ek.tables(src)[0]
    ek.require(t[2][0].startswith("Kendal") and t[2][3] == "TBC", "internal: fixture mismatch")
    ek.require_cells_changed(src, os.path.join(ws, name), {(0, 2, 3): is_count, (0, 2, 4): is_money})
    return f"Kendal: {TICKETS} tickets, {MONEY:,.2f} box office"


ek.run_check(check)
