import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *

COLLECTIONS = """date,child,collected_at
2024-03-04,Amelia Hart,17:42
2024-03-04,Noah Bright,18:03
2024-03-05,Isla Kumar,18:12
2024-03-06,Amelia Hart,17:55
2024-03-07,Oscar Lane,18:05
2024-03-08,Noah Bright,18:20
2024-03-11,Isla Kumar,17:30
2024-03-12,Freddie Owusu,18:41
2024-03-13,Amelia Hart,18:06
2024-03-14,Oscar Lane,17:58
2024-03-15,Noah Bright,18:09
2024-03-18,Freddie Owusu,17:50
2024-03-19,Isla Kumar,18:30
2024-03-20,Amelia Hart,18:04
2024-03-21,Oscar Lane,19:02
2024-03-22,Noah Bright,17:45
"""

DOCS = {
"late-collection.md": """# Late collection policy

Little Acorns Nursery is open from 07:30 to 18:00, Monday to Friday.

Staff must stay with any child who has not been collected, so we charge a late
collection fee to cover their time.

- There is a short grace period: no fee is charged if your child is collected
  by 18:05.
- Children collected after 18:05 are charged **£5 for each 10 minutes, or part of
  10 minutes, after 18:00**. For example, collection at 18:12 costs £10.
- The fee is capped at £30 per child per day.
- If a child has not been collected by 18:30 and we cannot reach any contact,
  we follow our safeguarding procedure.

Late fees are added to the next monthly invoice.
""",
"holiday-club.md": """# Holiday club

During school holidays we run a holiday club for 4-8 year olds from 08:00 to
17:30. Late collection from holiday club is charged at £10 per 15 minutes or part
of 15 minutes after 17:30.
""",
"fees.md": """# Fees

- Full day (07:30-18:00): £62
- Morning session (07:30-13:00): £38
- Afternoon session (13:00-18:00): £36
- Funded hours are applied to the invoice automatically.

Invoices are sent on the 1st of each month and are payable within 14 days.
""",
"sickness.md": """# Sickness

Children with a temperature, vomiting or diarrhoea must stay at home until 48
hours after the last episode. Please tell us by 09:00 if your child is off sick.
""",
}

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "collections_march.csv"), COLLECTIONS)
    if kb:
        for name, text in DOCS.items():
            write(os.path.join(kb, name), text)
