import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

INI = """; Appointment reminder service - Castle Street Dental Practice
; Values in [DEFAULT] apply to every clinic unless the clinic sets its own.

[DEFAULT]
sender = CastleDent
hours_before = 24
send_window = 08:00-20:00
reply_to_cancel = yes

[clinic:general]
template = templates/general.txt
chairs = 1,2,3

[clinic:hygienist]
template = templates/hygiene.txt
chairs = 4
hours_before = 48

[clinic:orthodontics]
template = templates/ortho.txt
chairs = 5
hours_before = 72
second_reminder_hours = 2

[clinic:emergency]
enabled = no
"""

TEMPLATE = """Hi {first_name}, a reminder of your hygienist appointment at Castle Street Dental on {date} at {time}.
Reply C to cancel or call 01632 960 412.
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "reminders", "reminders.ini"), INI)
    write(os.path.join(ws, "reminders", "templates", "hygiene.txt"), TEMPLATE)
