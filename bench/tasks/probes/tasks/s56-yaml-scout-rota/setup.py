import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *

ROTA = """# 1st Harwood Scouts - Summer term rota
# Swaps: tell Sarah at least a week before.
term: Summer 2024
venue: Harwood Scout Hut
meetings:
  - date: 2024-04-19
    activity: Knots and lashings
    leaders: [Sarah Bell, Tom Varley]
    parent_helpers: [Anna Lowe]
  - date: 2024-04-26
    activity: Fire lighting
    leaders: [Sarah Bell, Imran Shah]
    parent_helpers: [Anna Lowe, Chris Dale]
  - date: 2024-05-03
    activity: Map reading
    leaders: [Tom Varley]
    parent_helpers: [Jo Parker]
  - date: 2024-05-10
    activity: Bike safety
    cancelled: true   # hut booked for the election
    leaders: [Sarah Bell, Tom Varley]
    parent_helpers: [Chris Dale, Jo Parker]
  - date: 2024-05-17
    activity: Cooking on stoves
    leaders:
      - Imran Shah
      - Sarah Bell
    parent_helpers:
      - Chris Dale
  - date: 2024-05-24
    activity: Night hike
    leaders: [Sarah Bell, Tom Varley, Imran Shah]
    parent_helpers: [Anna Lowe, Jo Parker, Mel Turner]
  - date: 2024-06-07
    activity: Pioneering
    leaders: [Tom Varley, Imran Shah]
    parent_helpers: [Mel Turner]
  - date: 2024-06-14
    activity: Badge evening
    leaders: [Sarah Bell]
    parent_helpers: []
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "rota.yaml"), ROTA)
