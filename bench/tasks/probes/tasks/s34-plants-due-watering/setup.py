import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

YAML = """# Watering log - update last_watered when you water!
# "every" is how often the plant wants water.
plants:
  - name: Monstera
    room: living room
    every: 7 days
    last_watered: 2025-04-03
  - name: Snake plant
    room: bedroom
    every: 3 weeks
    last_watered: 2025-03-27
    notes: let the soil dry out completely
  - name: Calathea
    room: bathroom
    every: 5 days
    last_watered: 2025-04-06
    notes: filtered water only
  - name: Fiddle-leaf fig
    room: living room
    every: 1 week
    last_watered: 2025-04-02
  - name: ZZ plant
    room: hall
    every: 2 weeks
    last_watered: 2025-03-24
  - name: Pothos
    room: kitchen
    every: 10 days
    last_watered: 2025-04-01
  - name: Peace lily
    room: study
    every: 4 days
    last_watered: 2025-04-06
#  - name: Orchid
#    room: study
#    every: 7 days
#    last_watered: 2025-01-30     # died in February :(
  - name: Cactus
    room: windowsill
    every: 4 weeks
    last_watered: 2025-03-20
  - name: Aloe vera
    room: windowsill
    every: 2 weeks
    last_watered: 2025-03-29
  - name: Basil
    room: kitchen
    every: 2 days
    last_watered: 2025-04-09
  - name: Spider plant
    room: bedroom
    every: 6 days
    last_watered: 2025-04-04
  - name: String of pearls
    room: study
    every: 12 days
    last_watered: 2025-03-28
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "plants.yaml"), YAML)
