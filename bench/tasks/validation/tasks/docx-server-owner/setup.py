import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, kb = setup_args()
d = new_doc()
add_heading(d, "Server inventory", 1)
add_par(d, "Maintained by the infrastructure team. Owners approve maintenance windows for their hosts.")
add_table(d, [["Hostname", "Role", "Owner", "Location"],
              ["web-1", "frontend", "Jonas Eriksen", "FRA-1"],
              ["web-2", "frontend", "Jonas Eriksen", "FRA-2"],
              ["db-primary", "postgres primary", "Amara Nwosu", "FRA-1"],
              ["db-replica-1", "postgres replica", "Amara Nwosu", "FRA-2"],
              ["db-replica-2", "postgres replica", "Kenji Watanabe", "AMS-1"],
              ["queue-1", "rabbitmq", "Lucia Ferreira", "FRA-1"]])
add_par(d, "Hosts in AMS-1 moved there in February; their previous owner was Amara Nwosu.")
save_docx(d, os.path.join(ws, "server_inventory.docx"))
