import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "flights", "2025-06-14_dawn_manifest.csv"), """booking_ref,passenger,age,height_cm,weight_kg,ticket,notes
SKY-4410,Harriet Lowe,34,168,64,Standard,
SKY-4410,Jonah Lowe,9,132,30,Standard,flying with mum (Harriet)
SKY-4410,Beatrice Lowe,7,121,24,Standard,flying with mum (Harriet)
SKY-4417,Marcus Feld,51,183,121,Standard,
SKY-4422,Dev Anand,45,178,131,Standard,anniversary flight
SKY-4422,Ruth Anand,44,160,58,Standard,"club dive Friday afternoon, fine by dawn"
SKY-4425,Olu Bakare,38,175,139,Plus Size,
SKY-4431,Tessa Grey,29,165,70,Standard,22 weeks pregnant - has GP letter
SKY-4433,Ken Ito,67,170,82,Standard,hip replacement 2019
SKY-4433,Lily Ito,15,158,50,Standard,with grandad (Ken)
SKY-4436,Sam Porter,16,170,65,Standard,travelling alone
SKY-4439,Noah Quinn,12,150,45,Standard,parents dropping off and collecting at landing site
""")
ek.write(os.path.join(ws, "flights", "2025-06-14_evening_manifest.csv"), """booking_ref,passenger,age,height_cm,weight_kg,ticket,notes
SKY-4402,Gwen Pryce,81,155,60,Standard,uses a walking stick
SKY-4405,Callum Reid,6,115,21,Standard,with dad
SKY-4405,Stuart Reid,40,180,96,Standard,
SKY-4408,Ivan Petrov,33,190,148,Standard,
""")
ek.write(os.path.join(ws, "flights", "pilot_roster.txt"),
         "14 June dawn: G-SKYB (Cameron Z-315), pilot Fiona Marr, launch from Hambleden Meadow 04:45\n"
         "14 June evening: G-SKYC (Cameron Z-225), pilot Rob Kerslake, launch 19:30\n")

if kb:
    ek.write(os.path.join(kb, "passenger_terms_2025.md"), """# Thames Valley Balloon Flights - Passenger terms and conditions

Version 2025.1, in force from 1 March 2025. Replaces all earlier versions.

## 1. Who can fly

1.1 **Age.** Passengers must be at least 8 years old on the day of the flight. Passengers aged 8 to 15 must
fly with an adult (18 or over) who is booked in the same basket on the same flight. There is no upper age limit.

1.2 **Height.** Children must be at least 1.2 m (120 cm) tall so that they can see over the side of the basket.

1.3 **Weight.** Standard tickets are for passengers weighing up to 20 stone (127 kg). Passengers over 127 kg
must hold a Plus Size ticket, which books extra space in the basket. We cannot carry anyone over 23.5 stone (150 kg).
If a passenger is heavier than their ticket allows, they cannot fly on that ticket on the day.

1.4 **Health.** You must be able to climb into the basket unaided, stand for the whole flight (about an hour)
and adopt the landing position (knees bent, holding the rope handles). If you have had surgery or a serious
illness in the last six months, bring a letter from your doctor confirming you are fit to fly.

1.5 **Pregnancy.** We are unable to fly passengers who are pregnant, at any stage, even with a doctor's letter.

1.6 **Diving.** Do not fly within 24 hours of scuba diving.

1.7 Passengers who appear to be under the influence of alcohol or drugs will not be allowed to fly and will not
receive a refund.

## 2. On the day

Dawn flights launch around sunrise; the pilot will text the meeting time the evening before. Flights last
about an hour; allow 3-4 hours in total. Wear flat shoes and clothes suitable for a field.

## 3. Cancellations

If we cancel because of the weather your ticket is re-validated for another date at no charge.
""")
    ek.write(os.path.join(kb, "passenger_terms_2022.md"), """# Thames Valley Balloon Flights - Passenger terms (2022)

Version 2022.2 (superseded).

- Minimum age 10. Under-16s must be accompanied by an adult.
- Minimum height 1.3 m.
- Maximum weight 18 stone (114 kg) on any ticket.
- Pregnant passengers may fly up to 20 weeks with a doctor's letter.
- No flying within 24 hours of scuba diving.
""")
    ek.write(os.path.join(kb, "vouchers_faq.md"), """# Gift vouchers FAQ

Vouchers are valid for 24 months from purchase and can be extended once for 12 months for a fee of £30.
A voucher is for a named passenger but can be transferred to someone else free of charge before a flight is booked.
Plus Size upgrades can be bought at any time for £95 per passenger.
""")
    ek.write(os.path.join(kb, "pilot_briefing_notes.md"), """# Pilot briefing notes (internal)

- Check the manifest weights against the load chart for the day's temperature.
- Children stand in the centre compartment with their adult, never in a corner compartment on their own.
- Retrieve crew to confirm landowner permissions for the Hambleden area before 04:00.
""")
