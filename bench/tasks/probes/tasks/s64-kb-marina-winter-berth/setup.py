import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "curlew_todo.txt"),
         "Curlew - jobs before winter\n- antifouling (spring)\n- take sails off and send to loft\n"
         "- book winter berth\n- renew insurance (due 1 Nov)\n")

if kb:
    ek.write(os.path.join(kb, "tern_point_tariff_2025-26.md"), """# Tern Point Marina - Berthing tariff 2025-26

Valid from 1 April 2025 to 31 March 2026. All prices include VAT at 20%.

## Annual berths (12 months)

| Berth type | Price per metre |
|---|---|
| Pontoon, main basin | £545 |
| Pontoon, outer basin | £498 |
| Swinging mooring | £210 |

## Summer berths (1 April - 31 October)

£372 per metre.

## Winter berth package (1 November - 31 March)

£62 per metre for the whole winter period. Includes electricity up to 150 kWh, one lift-out and
one scrub-off during the season.

## Visitors

£3.40 per metre per night. Seventh night free.

Boat lengths are charged as set out in the Berth Holder Terms and Conditions, section 3.
""")
    ek.write(os.path.join(kb, "tern_point_tariff_2024-25.md"), """# Tern Point Marina - Berthing tariff 2024-25

Valid from 1 April 2024 to 31 March 2025. Prices include VAT.

- Annual pontoon berth: £520 per metre
- Summer berth: £355 per metre
- Winter berth package (1 November - 31 March): £58 per metre
- Visitors: £3.20 per metre per night
""")
    ek.write(os.path.join(kb, "berth_holder_terms.md"), """# Tern Point Marina - Berth Holder Terms and Conditions

Edition 7, January 2024.

## 1. Definitions

"Berth holder" means the person named on the berth licence. "Vessel" means the boat named on the licence.

## 2. Payment

Annual and summer berths are paid in full before the start date or by 10 monthly direct debits.
Winter packages are paid in full before 1 November.

## 3. Charging length

All berthing charges are calculated on the vessel's length overall (LOA), including bowsprits,
davits, outboard brackets and anything else that extends beyond the hull. The LOA is rounded up to
the next half metre (for example 8.1 m is charged as 8.5 m, and 8.5 m stays 8.5 m). The minimum
charging length is 6 m.

## 4. Insurance

Every vessel must have third-party insurance of at least £3 million. A copy of the certificate must
be given to the marina office each year.

## 5. Liveaboards

Living aboard is not permitted between 1 November and 31 March.
""")
    ek.write(os.path.join(kb, "marina_facilities.txt"), """Tern Point Marina - facilities

Fuel berth open 08:00-18:00 (diesel and petrol). Showers and laundry by the office, code changes monthly.
Boatyard: 35-tonne travel hoist, hard standing. Wi-fi: TernPoint-Guest.
Office phone 01234 567890, VHF channel 80.
""")
