import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

PROC = """# Instrument calibration procedure

Document QP-07, version 4. Effective 1 February 2025. Owner: Quality Manager. Replaces version 3.

## 1. Scope

Applies to every measuring instrument on the laboratory asset register (instruments.csv export), in all
three labs.

## 2. Calibration intervals

An instrument's calibration is due on the date of its last calibration plus the interval for its type.
It is **overdue from the day after the due date**; an instrument whose due date is today is still in
calibration today.

| Instrument type | Interval |
|---|---|
| Analytical balance | 6 months |
| Pipette | 12 months |
| pH meter | 3 months |
| Reference thermometer | 24 months |
| Fume hood | 12 months |
| Centrifuge | 12 months |

## 3. Out-of-service instruments

Instruments marked "out of service" on the register are exempt while they are out of service. They
must be calibrated before they are returned to use.

## 4. Records

Certificates are scanned to the QA share within five working days of calibration.
"""

OLD = """# Instrument calibration procedure (version 3) - SUPERSEDED

Superseded by version 4 on 1 February 2025. Kept for audit purposes only.

Calibration intervals: analytical balances 6 months, pipettes 6 months, pH meters 1 month,
reference thermometers 12 months, fume hoods 12 months, centrifuges 24 months. Out-of-service
instruments were not exempt under this version.
"""

DAILY = """# Balance daily checks

Before first use each day, check each analytical balance with the 100 g check weight and record the
result. A daily check is not a calibration; it does not change the calibration due date. If the check
is out by more than 0.5 mg, label the balance OUT OF USE and tell the Quality Manager.
"""

PH = """# Using the pH meters

Two-point buffer standardisation (pH 4 and 7) is done by the user every day the meter is used. This is
standardisation, not calibration; calibration intervals are set in the calibration procedure (QP-07).
"""

# asset_id, type, location, last_calibrated, status
INSTR = [
    ("LAB-0101", "Analytical balance", "Lab 1", "2024-12-15", "in use"),
    ("LAB-0102", "analytical balance", "Lab 2", "2025-01-01", "in use"),
    ("LAB-0110", "Pipette", "Lab 1", "2024-06-30", "in use"),
    ("LAB-0111", "pipette ", "Lab 2", "2024-09-10", "in use"),
    ("LAB-0112", "Pipette", "Lab 3", "2023-11-02", "Out of service"),
    ("LAB-0120", "pH meter", "Lab 1", "2025-03-20", "in use"),
    ("LAB-0121", "pH Meter", "Lab 3", "2025-04-05", "in use"),
    ("LAB-0130", "Reference thermometer", "Lab 2", "2023-07-15", "in use"),
    ("LAB-0131", "Reference thermometer", "Lab 3", "2023-05-30", "in use"),
    ("LAB-0140", "Fume hood", "Lab 1", "2024-05-02", "in use"),
    ("LAB-0141", "Fume hood", "Lab 2", "2024-08-19", "in use"),
    ("LAB-0150", "Centrifuge", "Lab 3", "2024-07-03", "in use"),
]

if __name__ == "__main__":
    ws, kb = setup_args()
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["asset_id", "type", "location", "last_calibrated", "status"])
    w.writerows(INSTR)
    write(os.path.join(ws, "instruments.csv"), buf.getvalue())
    if kb:
        write(os.path.join(kb, "quality", "instrument-calibration-procedure.md"), PROC)
        write(os.path.join(kb, "quality", "archive", "instrument-calibration-procedure-v3.md"), OLD)
        write(os.path.join(kb, "lab", "balance-daily-checks.md"), DAILY)
        write(os.path.join(kb, "lab", "ph-meters.md"), PH)
