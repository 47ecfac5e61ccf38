import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, kb = setup_args()
write(os.path.join(kb, "dr-standards.md"), """# Disaster recovery standards

## Terms
- **RTO (recovery time objective)**: the maximum time a service may be unavailable after a disaster; 4 hours for tier-1 services.
- **RPO (recovery point objective)**: the maximum period of data loss that is acceptable, measured back from the disaster; 15 minutes for tier-1 services.
- **MTTR**: mean time to repair.

## Tiers
Tier-1 services are customer facing. Tier-2 services are internal.
""")
write(os.path.join(kb, "backup-tools.txt"), "Database backups use continuous WAL archiving; files are copied nightly.\n")
d = new_doc()
add_heading(d, "Disaster recovery plan: payments", 1)
add_par(d, "This plan covers the payments API and its database (tier-1).")
add_heading(d, "Glossary", 2)
add_par(d, [("RTO", "b"), ": the maximum time a service may be unavailable after a disaster; 4 hours for tier-1 services."])
add_heading(d, "Procedure", 2)
add_par(d, "1. Declare the disaster in the incident channel.")
add_par(d, "2. Fail over the database to the standby region.")
save_docx(d, os.path.join(ws, "dr_plan.docx"))
