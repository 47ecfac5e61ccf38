import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

TOML = '''# Lockwood Escape Rooms - booking engine room settings
# Prices are per group in GBP, VAT included. max_players is enforced at checkout.
# Edit with care: the booking site reloads this file every 5 minutes.

[defaults]
slot_minutes = 60
reset_minutes = 20
currency = "GBP"
deposit_percent = 25
min_notice_hours = 3

[rooms.pharaoh]
name = "The Pharaoh's Tomb"
min_players = 2
max_players = 6
price = 84
difficulty = 3
accessible = true

[rooms.lab13]
name = "Lab 13"
min_players = 3
# max_players = 6   (before the second door was fitted, Feb 2024)
max_players = 7
price = 90
difficulty = 4
accessible = false
tags = ["sci-fi", "horror-lite"]

[rooms.lab13_junior]
# same set as Lab 13 with the scary bits switched off, ages 8-12 with one adult
name = "Lab 13 Junior"
min_players = 3
max_players = 7
price = 72
difficulty = 2
accessible = false
sessions = ["sat-am", "sun-am"]

[rooms.heist]
name = "The Bank Job"
min_players = 2
max_players = 8
price = 96
difficulty = 5
accessible = true

[vouchers]
# gift vouchers are for a fixed amount, not a room
values = [50, 80, 100]
expiry_months = 12
'''

ek.write(os.path.join(ws, "booking", "rooms.toml"), TOML)
ek.write(os.path.join(ws, "booking", "CHANGELOG.txt"),
         "2024-02-19  lab13 max_players 6 -> 7 (second door fitted)\n"
         "2024-09-02  heist price 92 -> 96\n"
         "2025-01-06  defaults.min_notice_hours 2 -> 3\n")
