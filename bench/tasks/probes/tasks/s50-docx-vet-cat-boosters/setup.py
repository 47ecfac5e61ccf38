import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

HDR = ["Treatment", "Riverside (Mill Road)", "High Street"]
VACC = [HDR,
        ["Dog \u2013 primary course (2 visits)", "\u00a378.00", "\u00a374.00"],
        ["Dog \u2013 annual booster", "\u00a358.00", "\u00a355.00"],
        ["Dog \u2013 kennel cough (intranasal)", "\u00a338.00", "\u00a336.00"],
        ["Cat \u2013 primary course (2 visits)", "\u00a372.00", "\u00a368.00"],
        ["Cat \u2013 annual booster", "\u00a352.00", "\u00a349.50"],
        ["Rabbit \u2013 combined booster", "\u00a345.00", "\u00a343.00"]]
OTHER = [HDR,
         ["Consultation (15 minutes)", "\u00a346.00", "\u00a344.00"],
         ["Nurse clinic: nail clip", "\u00a312.00", "\u00a312.00"],
         ["Microchip (implant and registration)", "\u00a325.00", "\u00a325.00"],
         ["Flea and worm treatment, cat (3 months)", "\u00a332.00", "\u00a330.00"]]
CLUB = [["Plan", "Monthly", "Includes"],
        ["Cat Health Club", "\u00a314.50", "annual booster, 2 health checks, flea and worm treatment, 10% off other treatments"],
        ["Dog Health Club (under 25 kg)", "\u00a317.00", "annual booster and kennel cough, 2 health checks, flea and worm treatment"]]
OLD = [HDR,
       ["Dog \u2013 annual booster", "\u00a354.00", "\u00a352.00"],
       ["Cat \u2013 annual booster", "\u00a348.00", "\u00a346.00"],
       ["Rabbit \u2013 combined booster", "\u00a342.00", "\u00a340.00"]]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2025, 2, 17, 9, 30, 0)
    cp.author = cp.last_modified_by = "Pawsworth Vets Reception"
    add_heading(d, "Pawsworth Veterinary Centre \u2013 price list 2025", 0)
    add_par(d, ["Prices from ", ("1 March 2025", "b"), ", including VAT. Our two branches set their own prices, "
                "so please check the column for the branch you visit."])
    add_heading(d, "Vaccinations", 1)
    add_par(d, "Every vaccination includes a health check with the vet.")
    add_table(d, VACC)
    add_par(d, [("Multi-pet discount: ", "b"), "when two or more pets from the same household are vaccinated in the "
                "same appointment, the second and each further pet\u2019s vaccination is 10% off. The first pet pays "
                "the full price. Not available with Health Club plans."])
    add_heading(d, "Other treatments", 1)
    add_table(d, OTHER)
    add_heading(d, "Health Club plans", 1)
    add_par(d, "Spread the cost of routine care. Plans run for 12 months by monthly direct debit.")
    add_table(d, CLUB)
    add_heading(d, "Previous prices (until 28 February 2025)", 1)
    add_par(d, [("For reference only.", "i"), " Appointments from 1 March 2025 are charged at the new prices."])
    add_table(d, OLD)
    add_par(d, "Riverside: 14 Mill Road, 01632 960 118. High Street: 3 High Street, 01632 960 442.")
    save_docx(d, os.path.join(ws, "vet_prices_2025.docx"))
