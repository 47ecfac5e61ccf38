import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

TOML = """# Roast profiles for the Diedrich IR-12 - Hopper & Bean, Unit 4 Tanyard Lane
# All temperatures are bean-probe readings in Celsius.
# drop_temp_c = bean temperature at which the batch is dropped into the cooling tray.

[machine]
name = "Diedrich IR-12"
batch_kg = 10
preheat_c = 230
drop_temp_max_c = 225

[profiles.colombia_huila_medium]
origin = "Colombia, Huila - Finca El Mirador"
charge_temp_c = 205
first_crack_c = 196
drop_temp_c = 212
development_pct = 20
notes = "house espresso base"

[profiles.colombia_huila_medium_decaf]
origin = "Colombia, Huila (Swiss Water decaf)"
charge_temp_c = 200
first_crack_c = 194
drop_temp_c = 212
development_pct = 18
notes = "decaf espresso - roasts faster, watch the colour"

[profiles.ethiopia_guji_light]
origin = "Ethiopia, Guji - Hambela washed"
charge_temp_c = 200
first_crack_c = 195
# drop_temp_c = 206   # tried Jan 2025, too roasty for filter
drop_temp_c = 203
development_pct = 15
notes = "filter"

[profiles.brazil_cerrado_dark]
origin = "Brazil, Cerrado Mineiro"
charge_temp_c = 210
first_crack_c = 197
drop_temp_c = 221
development_pct = 24
notes = "blend component, milk drinks"
"""

ek.write(os.path.join(ws, "roastery", "profiles.toml"), TOML)
ek.write(os.path.join(ws, "roastery", "roast_log.csv"), """date,profile,green_kg,roasted_kg,drop_temp_c,roaster
2025-04-01,colombia_huila_medium,10,8.5,212,Ines
2025-04-01,colombia_huila_medium_decaf,8,6.9,212,Ines
2025-04-02,ethiopia_guji_light,6,5.2,203,Sol
2025-04-03,colombia_huila_medium,10,8.4,212,Sol
""")
ek.write(os.path.join(ws, "roastery", "README.md"), """# Roastery config

The Artisan logger reads `profiles.toml` when a roast is started. One table per profile.
Cupping notes go in the shared drive, not here.
""")
