import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
d = os.path.join(ws, "aquarium")

ek.write(os.path.join(d, "tanks.csv"), """tank_id,name,litres,location,livestock
T01,Reef Display,450,shop floor,soft corals; clownfish
T02,Cichlid Rocks,300,shop floor,Malawi mbuna
T03,Quarantine A,120,back room,new arrivals
T04,Planted Nano,60,shop floor,chili rasbora
T05,Goldfish Tub,200,yard,fancy goldfish
T06,Quarantine B,120,back room,new arrivals
T07,Shrimp Rack,40,back room,cherry shrimp
""")

# deliberately not in date order
ek.write(os.path.join(d, "water_tests.csv"), """date,tank_id,ammonia_ppm,nitrite_ppm,nitrate_ppm,tested_by
2025-03-09,T01,0,0,12,Maya
2025-03-02,T01,0,0,8,Maya
2025-03-16,T01,0,0,n/a,Maya
2025-03-10,T02,0,0,44,Lewis
2025-03-03,T02,0,0,38,Lewis
2025-03-17,T02,0.25,0,n/a,Lewis
2025-03-05,T03,0.5,0.25,55,Maya
2025-03-12,T03,0,0,35,Maya
2025-03-18,T04,0,0,41,Lewis
2025-03-04,T04,0,0,20,Lewis
2025-03-15,T05,0,0,40,Maya
2025-03-01,T05,0.25,0,80,Maya
2025-03-20,T06,0,0,52,Lewis
2025-03-06,T06,0,0,12,Lewis
2025-03-13,T06,0,0,48,Lewis
2025-03-19,T07,0,0,5,Maya
2025-03-08,T07,0,0,10,Maya
""")

ek.write(os.path.join(d, "water_tests_2024.csv"), """date,tank_id,ammonia_ppm,nitrite_ppm,nitrate_ppm,tested_by
2024-12-02,T01,0,0,60,Maya
2024-12-03,T02,0,0,22,Lewis
2024-12-04,T03,0,0,15,Maya
2024-12-05,T04,0,0,65,Lewis
2024-12-06,T05,0,0,90,Maya
2024-12-07,T06,0,0,18,Lewis
2024-12-08,T07,0,0,45,Maya
""")

ek.write(os.path.join(d, "NOTES.txt"), """Water testing - we use the API master kit.
n/a means the test wasn't done (kit ran out or tank was being moved).
Nitrate above 40 ppm = do a 30% water change before the weekend.
water_tests_2024.csv is last year's sheet, kept for reference only.
""")
