import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "models", "extra300.md"), """# Extra 300 (1/4 scale)

- Engine: DLE-20 petrol, 22x8 prop
- All-up weight: 6.9 kg
- Maiden: 2023-06-10

## Noise checks (club meter, 7 m)

| Date | Reading | Notes |
|---|---|---|
| 2024-05-04 | 83.5 dB(A) | old exhaust |
| 2025-04-12 | 81.0 dB(A) | new canister muffler, checked by Alan |

## Maintenance
- 2025-04-05 new canister muffler fitted
- plugs replaced Mar 2025
""")
ek.write(os.path.join(ws, "models", "cub.md"),
         "# Electric Cub\n\n- 6S 5000 mAh, 3.1 kg\n- no noise check needed (electric)\n")
ek.write(os.path.join(ws, "models", "plans.txt"),
         "Sunday 27 April - field with Dan. Leave home 1pm, there by 1:30, fly the Extra first then the Cub.\n"
         "Bring: fuel, starter, both transmitters, flight boxes, BMFA card.\n")

if kb:
    ek.write(os.path.join(kb, "field_rules_2025.md"), """# Brackenfield Model Flying Club - Field rules

Issued March 2025 by the committee. These rules replace the 2021 field rules.

## 1. Flying times

| Days | Electric and gliders | I.C. (glow, petrol, diesel) |
|---|---|---|
| Monday - Saturday | 09:00 - 20:00 (or dusk if earlier) | 09:00 - 20:00 (or dusk if earlier) |
| Sundays and bank holidays | 10:00 - 17:00 | 10:00 - 13:00 only |

No flying at all during the landowner's silage cutting (notices are posted at the gate).

## 2. Noise

Every i.c. model must pass a noise check with the club meter before its first flight each season, and again
after any change of engine, exhaust or propeller. The check is made at 7 m from the model, on the ground,
at full throttle.

- Monday - Saturday limit: **82 dB(A)** at 7 m
- Sundays and bank holidays: **80 dB(A)** at 7 m

A model that is over the limit for the day must not be flown that day. Electric models do not need a check.

## 3. Safety

- Models over 7.5 kg need the flyer to hold the BMFA B certificate.
- No flying over the car park or the pits.
- Fail-safe must be set to throttle closed (i.c.) or motor off (electric).
""")
    ek.write(os.path.join(kb, "field_rules_2021.md"), """# Brackenfield MFC - Field rules (2021)

Flying times: weekdays and Saturdays 09:00 - 20:00. Sundays 10:00 - 16:00 for all models, i.c. included.
Noise limit: 84 dB(A) at 7 m, all days.
Models over 7 kg: B certificate required.
""")
    ek.write(os.path.join(kb, "committee_minutes_2025-02.md"), """# Committee meeting - 11 February 2025

1. Landowner: Mr Pearce has had complaints from the new houses on Mill Lane about Sunday noise. He asked
   for quieter Sundays as a condition of renewing the lease.
2. Agreed in response: i.c. flying on Sundays and bank holidays limited to 10:00-13:00. A Sunday noise
   limit of 78 dB(A) was discussed but thought unworkable for most petrol models; agreed 80 dB(A) at 7 m on
   Sundays and bank holidays, and the everyday limit reduced from 84 to 82 dB(A).
3. New field rules to be issued in March.
4. Treasurer: subs stay at \u00a365.
""")
    ek.write(os.path.join(kb, "bmfa_noise_guide_summary.md"), """# Noise testing - summary of the BMFA guidance

Clubs set their own limits. Many clubs use about 82 dB(A) at 7 m; some measure at 10 m, where a limit of
around 78 dB(A) is common. Measure over grass, with the model on the ground and the meter at head height,
downwind. Take the highest reading from the four sides of the model.
""")
    ek.write(os.path.join(kb, "membership_info.md"),
             "# Membership\n\nSubs \u00a365 a year, juniors \u00a320. BMFA membership is required and includes insurance.\n"
             "Field gate code changes on 1 April each year - ask the secretary.\n")
