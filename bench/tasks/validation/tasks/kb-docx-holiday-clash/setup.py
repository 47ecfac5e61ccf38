import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, kb = setup_args()
write(os.path.join(kb, "company-holidays-2026.html"), """<html><body><h1>Company holidays 2026</h1>
<p>Offices are closed on the following days. Deliveries and deploys are not scheduled on them.</p>
<table><tr><th>Date</th><th>Holiday</th></tr>
<tr><td>2026-01-01</td><td>New Year's Day</td></tr>
<tr><td>2026-04-03</td><td>Good Friday</td></tr>
<tr><td>2026-04-06</td><td>Easter Monday</td></tr>
<tr><td>2026-05-01</td><td>Labour Day</td></tr>
<tr><td>2026-05-14</td><td>Ascension Day</td></tr>
<tr><td>2026-10-03</td><td>Unity Day</td></tr>
<tr><td>2026-12-24</td><td>Company closure</td></tr>
</table></body></html>
""")
write(os.path.join(kb, "shipping-faq.md"), "# Shipping FAQ\n\nCarrier pick-ups happen at 15:00 on working days.\n")
d = new_doc()
add_heading(d, "Delivery plan, spring 2026", 1)
add_par(d, "Dates agreed with the customer on 12 February.")
add_table(d, [["Delivery", "Contents", "Date"],
              ["D1", "Pilot hardware", "2026-03-20"],
              ["D2", "Firmware 1.0", "2026-04-06"],
              ["D3", "Training material", "2026-04-24"],
              ["D4", "Production batch A", "2026-05-14"],
              ["D5", "Production batch B", "2026-06-05"]])
save_docx(d, os.path.join(ws, "delivery_plan.docx"))
