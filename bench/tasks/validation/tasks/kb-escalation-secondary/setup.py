import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, kb = setup_args()
write(os.path.join(kb, "escalation-policy.md"), """# Paging and escalation policy

1. A page goes to the primary on-call engineer.
2. If the page is not acknowledged within 12 minutes, it is escalated to the secondary on-call.
3. If the secondary does not acknowledge within a further 20 minutes, the engineering manager is paged.

Severity 1 incidents additionally notify the incident channel immediately.
""")
write(os.path.join(kb, "rotation-q1-2026.html"), """<html><body><h1>On-call rotation, Q1 2026</h1>
<table><tr><th>Week starting</th><th>Primary</th><th>Secondary</th></tr>
<tr><td>2026-02-23</td><td>Bjorn</td><td>Chiara</td></tr>
<tr><td>2026-03-02</td><td>Chiara</td><td>Dev</td></tr>
<tr><td>2026-03-09</td><td>Dev</td><td>Mateus</td></tr>
<tr><td>2026-03-16</td><td>Mateus</td><td>Bjorn</td></tr>
</table></body></html>
""")
write(os.path.join(kb, "pager-setup.txt"), "Install the pager app and test a notification before your first shift.\n")
