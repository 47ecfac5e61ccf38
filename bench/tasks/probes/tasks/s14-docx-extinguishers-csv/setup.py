import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *


def report(path, site, inspector, date, ext_header, ext_rows, light_rows, note):
    d = new_doc()
    add_heading(d, "Fire Safety Inspection Report", 0)
    add_table(d, [["Field", "Value"], ["Site", site], ["Inspector", inspector], ["Inspection date", date]])
    add_heading(d, "1 Emergency lighting", 1)
    add_table(d, [["ID", "Location", "Type", "Last test", "Next test"]] + light_rows)
    add_heading(d, "2 Fire extinguishers", 1)
    add_par(d, "All extinguishers were checked for pressure, seal and signage.")
    add_table(d, [ext_header] + ext_rows)
    add_heading(d, "3 Notes", 1)
    add_par(d, note)
    save_docx(d, path)


if __name__ == "__main__":
    ws, kb = setup_args()
    ins = os.path.join(ws, "inspections")
    report(os.path.join(ins, "bristol_depot_2025-03.docx"), "Bristol depot", "Kezia Marsh", "2025-03-12",
           ["ID", "Location", "Type", "Last service", "Next service"],
           [["FE-01", "Goods in, by roller door", "CO2", "2024-03-14", "2025-03-14"],
            ["FE-02", "Workshop", "Dry powder", "2024-09-02", "2025-09-02"],
            ["FE-03", "Kitchen, rear door", "Wet chemical", "2024-11-20", "2025-11-20"],
            ["FE-04", "Office corridor", "Foam", "2024-06-30", "2025-06-30"]],
           [["EL-01", "Stairwell A", "Maintained", "2025-02-28", "2025-03-31"],
            ["EL-02", "Workshop exit", "Non-maintained", "2025-02-28", "2025-03-31"]],
           "FE-01 is due for service two days after this inspection; booked with Redline Fire.")
    report(os.path.join(ins, "bath_office_2025-03.docx"), "Bath office", "Kezia Marsh", "13 March 2025",
           # different column order and long dates in this report
           ["ID", "Type", "Next service", "Location", "Last service"],
           [["FE-02", "CO2", "14 Jan 2026", "Server room", "14 Jan 2025"],
            ["FE-01", "Foam", "5 Aug 2025", "Reception", "5 Aug 2024"],
            ["FE-03", "Foam", "30 Apr 2025", "First floor landing", "30 Apr 2024"]],
           [["EL-01", "Reception", "Maintained", "1 Mar 2025", "1 Apr 2025"]],
           "Server room extinguisher replaced in January 2025 (was a foam unit).")
    report(os.path.join(ins, "swindon_warehouse_2025-03.docx"), "Swindon warehouse", "Tom Adebayo",
           "2025-03-18",
           ["ID", "Location", "Type", "Last service", "Next service"],
           [["FE-01", "Loading bay 1", "Dry powder", "2024-10-07", "2025-10-07"],
            ["FE-05", "Battery charging area", "CO2", "2024-05-22", "2025-05-22"],
            ["FE-03", "Mezzanine, north end", "Foam", "2024-12-01", "2025-12-01"],
            ["FE-04", "Canteen", "Wet chemical", "2024-08-15", "2025-08-15"],
            ["FE-02", "Loading bay 2", "Dry powder", "2024-10-07", "2025-10-07"]],
           [["EL-01", "Loading bay 1", "Maintained", "2025-03-01", "2025-04-01"],
            ["EL-02", "Mezzanine stairs", "Maintained", "2025-03-01", "2025-04-01"],
            ["EL-03", "Canteen exit", "Non-maintained", "2025-03-01", "2025-04-01"]],
           "Racking in aisle 4 partly blocks the route to FE-03; raised with the site manager.")
    # a blank template in another folder
    report(os.path.join(ws, "templates", "inspection_report_template.docx"), "<site name>", "<name>",
           "<YYYY-MM-DD>", ["ID", "Location", "Type", "Last service", "Next service"],
           [["FE-01", "", "", "", ""], ["FE-02", "", "", "", ""]], [["EL-01", "", "", "", ""]], "")
