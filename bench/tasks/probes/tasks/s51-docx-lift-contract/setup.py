import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

CONTRACTS = [
    ["Service", "Supplier", "Contact", "Annual cost", "Renewal date"],
    ["Cleaning (offices and toilets)", "Brightmoor Cleaning Ltd", "0161 496 0231", "\u00a318,400", "31 March 2026"],
    ["Passenger lift maintenance", "Calder Vale Lifts", "0161 496 0877", "\u00a32,950", "30 September 2025"],
    ["Fire alarm and extinguishers", "Redbank Fire Protection", "0161 496 0412", "\u00a31,320", "31 January 2026"],
    ["Heating and boiler servicing", "Whitlow Heating Services", "0161 496 0590", "\u00a32,100", "30 June 2026"],
    ["Waste and recycling collection", "Irwell Waste Services", "0161 496 0145", "\u00a33,640", "31 December 2025"],
    ["Window cleaning", "ClearPane Window Care", "07700 900318", "\u00a3960", "31 May 2026"],
    ["Water coolers", "Pennine Springs", "0161 496 0733", "\u00a3540", "31 August 2025"],
]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_heading(d, "Facilities contracts register", 1)
    add_par(d, ["Mill Street office, 2nd and 3rd floors. Kept by the office manager; last reviewed ",
                ("4 August 2025", "b"), "."])
    add_par(d, "Contracts renew automatically unless we give the notice period stated in the contract. "
               "Call the supplier's contact number for call-outs.")
    add_heading(d, "Current contracts", 2)
    add_table(d, CONTRACTS)
    add_heading(d, "Notes", 2)
    add_par(d, "The landlord looks after the roof, the car park and the building's external doors; report problems "
               "with those to the managing agent.")
    save_docx(d, os.path.join(ws, "facilities_contracts.docx"))
