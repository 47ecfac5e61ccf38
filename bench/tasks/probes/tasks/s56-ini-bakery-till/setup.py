import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *

INI = """; Crumb & Co bakery - till settings
; Last edited by Joe, January

[shop]
name = Crumb & Co
address = 14 Mill Lane, Hebden Bridge
; phone number printed on receipts
phone = 01422 555 018

[tax]
; standard rate applies to hot food and eat-in
standard_rate = 17.5
; cold takeaway food is zero rated
reduced_rate = 0
prices_include_tax = yes

[delivery]
; minimum order for local delivery, in pounds
min_order = 17.50
charge = 2.50

[receipt]
footer = Thanks for visiting - see you tomorrow!
print_logo = yes

[discounts]
loyalty_percent = 10
staff_percent = 25
"""

NOTES = """Till notes
- Receipt roll: 80mm thermal
- Card reader pairs over Bluetooth, PIN 0000
- Restart the till if the drawer sticks
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "till.ini"), INI)
    write(os.path.join(ws, "notes.txt"), NOTES)
