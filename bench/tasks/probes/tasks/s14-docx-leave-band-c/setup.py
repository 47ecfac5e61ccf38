import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_heading(d, "Annual Leave Policy", 0)
    add_par(d, [("Effective 1 January 2025. ", "b"), "Owner: People Team. Applies to all employees on a "
                "Cressfield Group contract."])
    add_heading(d, "1 Entitlement", 1)
    add_par(d, "Full-time employees receive between 25 and 30 days of annual leave a year, depending on "
               "their pay band and length of continuous service, plus the 8 public holidays. Service is "
               "counted in complete years on 1 January.")
    add_heading(d, "1.1 Full-time entitlement (days per year)", 2)
    add_table(d, [
        ["Band", "Less than 2 years", "2 to 5 years", "More than 5 years"],
        ["A", "25", "26", "27"],
        ["B", "25", "27", "28"],
        ["C", "26", "27", "29"],
        ["D", "27", "28", "30"],
    ])
    add_par(d, [("Long service: ", "b"), "employees with 10 or more complete years receive one extra day "
                "on top of the table above."])
    add_heading(d, "1.2 Part-time entitlement", 2)
    add_par(d, "Part-time entitlement is pro rata. The table shows the days for a 3-day working week.")
    add_table(d, [
        ["Band", "Less than 2 years", "2 to 5 years", "More than 5 years"],
        ["A", "15", "15.6", "16.2"],
        ["B", "15", "16.2", "16.8"],
        ["C", "15.6", "16.2", "17.4"],
        ["D", "16.2", "16.8", "18"],
    ])
    add_heading(d, "2 Carry-over", 1)
    add_par(d, "Up to 5 unused days may be carried over to the next leave year and must be used by 31 March.")
    add_heading(d, "Appendix: entitlement before 1 January 2025", 1)
    add_par(d, [("For reference only. ", "i"), "These figures applied until 31 December 2024 and are kept "
                "for checking old leave records."])
    add_table(d, [
        ["Band", "Less than 2 years", "2 to 5 years", "More than 5 years"],
        ["A", "25", "25", "26"],
        ["B", "25", "26", "27"],
        ["C", "25", "26", "28"],
        ["D", "26", "27", "29"],
    ])
    save_docx(d, os.path.join(ws, "leave_policy.docx"))
