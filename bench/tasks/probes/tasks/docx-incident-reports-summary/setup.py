import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# id, date as written, severity, service, duration as written, reporter, root cause, new_template
REPORTS = [
    ("INC-2025-027", "2025-02-11", "SEV-3", "Search API", "45 min", "Dario Lentini",
     "An expired TLS certificate on the internal search gateway caused handshake failures for "
     "about a third of requests.", True),
    ("INC-2025-029", "27 February 2025", "SEV-2", "Payments API", "1 h 25 min", "Mei Tanaka",
     "A connection-pool leak in the card tokenisation client exhausted database connections. "
     "The same client caused INC-2024-118 (SEV-1) last November.", False),
    ("INC-2025-031", "2025-03-14", "SEV-1", "Checkout web", "2 h 10 min", "Mei Tanaka",
     "A feature flag rollout enabled the new basket service for 100% of traffic instead of 10%; "
     "the service could not keep up and checkout pages timed out.", True),
    ("INC-2025-035", "9 March 2025", "SEV-2", "Order export", "3 h", "Oskar Lind",
     "A schema change in the warehouse broke the nightly export job; retries filled the queue "
     "and delayed other jobs by 20 minutes. Logged retroactively on 3 April 2025, after the "
     "warehouse team reported the missing exports.", False),
    ("INC-2025-040", "2025-04-22", "SEV-3", "Search API", "0 h 50 min", "Dario Lentini",
     "An index rebuild was started during business hours and degraded query latency.", True),
]
# expected rows (by date): 027 2025-02-11 45, 029 2025-02-27 85, 035 2025-03-09 180 (logged late,
#                          so not in ID order), 031 2025-03-14 130, 040 2025-04-22 50


def report(inc, date, sev, svc, dur, who, cause, new_template):
    d = new_doc()
    add_heading(d, "Incident report %s" % inc, 1)
    add_par(d, [("Status: ", "b"), "Closed - post-incident review completed"])
    add_heading(d, "Summary", 2)
    kv = [("Incident ID", inc), ("Service", svc), ("Severity", sev), ("Date", date),
          ("Duration of outage", dur), ("Reported by", who)]
    if not new_template:  # the older template lists date and severity first
        kv = [("Incident ID", inc), ("Date", date), ("Severity", sev), ("Service", svc),
              ("Reported by", who), ("Duration of outage", dur)]
    add_table(d, [["Field", "Value"]] + [[k, v] for k, v in kv])
    add_heading(d, "Timeline (UTC)", 2)
    add_table(d, [["Time", "Event"],
                  ["09:02", "First alert fired (error rate above 5% for 3 min)"],
                  ["09:10", "On-call engineer acknowledged; incident channel opened"],
                  ["09:41", "Mitigation applied"],
                  ["10:15", "Monitoring confirmed recovery; 30 min observation period started"]])
    add_heading(d, "Root cause", 2)
    add_par(d, cause)
    add_heading(d, "Follow-up actions", 2)
    add_table(d, [["Action", "Owner", "Due"],
                  ["Add alerting on the failure mode", who, "2 weeks"],
                  ["Update runbook", "Platform team", "1 week"]])
    return d


if __name__ == "__main__":
    ws, kb = setup_args()
    inc_dir = os.path.join(ws, "incidents")
    for r in REPORTS:
        save_docx(report(*r), os.path.join(inc_dir, "%s.docx" % r[0]))
    t = report("INC-YYYY-NNN", "YYYY-MM-DD", "SEV-?", "<service>", "<h> h <m> min", "<name>",
               "<Describe the root cause.>", True)
    save_docx(t, os.path.join(inc_dir, "incident_report_template.docx"))
    save_docx(report("INC-2024-118", "2024-11-19", "SEV-1", "Payments API", "4 h 5 min", "Mei Tanaka",
                     "Connection-pool leak in the card tokenisation client.", False),
              os.path.join(inc_dir, "archive", "INC-2024-118.docx"))
    write(os.path.join(inc_dir, "README.txt"),
          "Incident reports, one .docx per incident, named by incident ID.\n"
          "Closed 2024 incidents are moved to archive/ after the quarterly review.\n"
          "Use incident_report_template.docx for new reports.")
