import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "building", "floor_headcount.csv"), """floor,team,staff_normally_present
G,Reception & post room,9
G,Customer service,24
1,Claims,46
2,Finance,30
3,Underwriting,44
4,Board & executive,15
5,IT & data,61
""")
ek.write(os.path.join(ws, "building", "safety_roles.csv"), """name,floor,role,trained_on,status
Gemma Price,G,fire warden,2024-02-14,active
Tom Adair,G,fire warden,2023-09-05,active
Yusuf Demir,G,first aider,2024-06-11,active
Anna Kowal,1,fire warden,2023-03-22,active
Rhys Morgan,1,fire warden,2024-10-01,active
Priya Shah,1,fire warden,2022-11-30,active
Dan Elliott,1,first aider,2023-05-17,active
Laura Benn,2,fire warden,2022-03-10,active
Mo Farah-Jones,2,fire warden,2021-11-04,active
Chloe Wright,2,fire warden,2024-01-19,active
Sian Lloyd,2,first aider,2022-02-02,active
Owen Hart,3,fire warden,2024-04-08,active
Grace Kim,3,fire warden,2023-06-26,maternity leave until Jan 2026
Ben Okoro,3,fire warden,2025-01-15,active
Nina Petrova,3,first aider,2024-09-09,active
Ian Fraser,4,fire warden,2023-12-04,active
Helen Cho,4,fire warden,2024-05-20,active
Jack Doyle,5,fire warden,2022-09-12,active
Sara Lindqvist,5,fire warden,2023-02-27,active
Ali Hassan,5,fire warden,2024-03-03,active
Megan Tran,5,fire warden,2024-11-18,active
Luke Barnes,5,fire warden,2025-04-02,active
Ruth Adeyemi,5,first aider,2023-08-08,active
""")
ek.write(os.path.join(ws, "building", "README.txt"),
         "Harbour House, 1 Quay Street. Headcount is from the May desk survey (staff normally present on a\n"
         "typical day, split by team). Safety roles list kept by Facilities; update when people leave.\n")

if kb:
    ek.write(os.path.join(kb, "fire_procedure_v4.md"), """# Harbour House - Fire safety procedure

Version 4, approved by the Facilities Committee on 3 March 2025. Supersedes version 3 (2021).

## 1. Raising the alarm
Anyone discovering a fire breaks the nearest call point and leaves by the nearest safe exit.

## 2. Fire wardens

### 2.1 How many
Every occupied floor must have **at least one trained fire warden for every 15 staff** normally
present on that floor (rounded up), and **never fewer than two** wardens per floor, so that one can
sweep while the other checks the refuges.

### 2.2 Who counts
- Warden training is valid for **three years** from the course date. A warden whose training has
  lapsed does not count until they have been on a refresher course.
- Wardens on leave of four weeks or longer (for example parental or long-term sick leave) do not
  count towards their floor while they are away.
- First aiders are not fire wardens, unless they have also done the warden course.

## 3. Assembly point
Car park B, by the river wall. Wardens report to the fire marshal (Facilities Manager) with a clear
or not-clear for their floor.

## 4. Drills
Full evacuation drills twice a year. Record the time to clear each floor.
""")
    ek.write(os.path.join(kb, "fire_procedure_v3_2021.md"), """# Harbour House - Fire safety procedure (version 3, 2021)

## Fire wardens
Each floor should have one fire warden per 25 staff, with a minimum of one. Warden training should be
refreshed every five years.
""")
    ek.write(os.path.join(kb, "first_aid_arrangements.md"), """# First aid arrangements

We aim for one trained first aider for every 50 staff in the building, and at least one on each
floor. First aid certificates last three years.
""")
    ek.write(os.path.join(kb, "visitor_policy.md"), """# Visitors

All visitors sign in at reception and are escorted. In an evacuation, the host is responsible for
their visitors and brings them to the assembly point.
""")
