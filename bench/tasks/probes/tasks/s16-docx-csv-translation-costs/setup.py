import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

HDR = ["Language pair", "Rate per source word (EUR)", "Minimum charge per job (EUR)"]
JOBS = [
    ("J-601", "Halden Marine", "en", "de", "1,250", "no", "technical manual, ch. 4"),
    ("J-602", "Rotwald GmbH", "DE", "EN", "800", "no", ""),
    ("J-603", "Maison Cl\u00e9ment", "en", "fr", "200", "yes", "press release, needed by 9am"),
    ("J-604", "Maison Cl\u00e9ment", "fr", "en", "2,400", "Y", "contract, urgent"),
    ("J-605", "Wis\u0142a Foods", "en", "pl", "150", "", "label text"),
    ("J-606", "Kitano Trading", "en", "ja", "3,000", "no", ""),
    ("J-607", "Halden Marine", "en", "de", "300", "Yes", ""),
    ("J-608", "Rotwald GmbH", "de", "en", "120", "no", "one-page letter"),
    ("J-609", "Atelier Roux", "EN", "FR", "1000", "No", "website, 1,000 words approx"),
]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_heading(d, "Lingua Bridge Translations \u2013 Rate card", 0)
    add_par(d, "Rates are charged per word of the source text. Prices exclude VAT.")
    add_heading(d, "How a job is priced", 1)
    add_par(d, "Word charge = source words \u00d7 the rate for the language pair (the pair is direction-specific: "
               "EN > DE and DE > EN have different rates).", style="List Bullet")
    add_par(d, ["If the word charge is below the pair's ", ("minimum charge", "b"), ", the minimum is charged instead."],
            style="List Bullet")
    add_par(d, ["Urgent jobs (delivery within 24 hours): add ", ("50%", "b"), " to the charge, after the minimum "
                "has been applied."], style="List Bullet")
    add_heading(d, "Rates from 1 January 2025", 1)
    add_table(d, [HDR,
                  ["EN > DE", "0.12", "35.00"],
                  ["DE > EN", "0.11", "35.00"],
                  ["EN > FR", "0.11", "30.00"],
                  ["FR > EN", "0.10", "30.00"],
                  ["EN > PL", "0.09", "25.00"],
                  ["EN > JA", "0.16", "50.00"]])
    add_par(d, "Certified translations and proofreading are quoted separately.")
    add_heading(d, "Rates until 31 December 2024 (for reference)", 1)
    add_table(d, [HDR,
                  ["EN > DE", "0.11", "30.00"],
                  ["DE > EN", "0.10", "30.00"],
                  ["EN > FR", "0.10", "30.00"],
                  ["FR > EN", "0.09", "25.00"],
                  ["EN > PL", "0.08", "20.00"],
                  ["EN > JA", "0.15", "45.00"]])
    save_docx(d, os.path.join(ws, "translation_rates.docx"))
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["job_id", "client", "source_lang", "target_lang", "words", "urgent", "notes"])
    w.writerows(JOBS)
    write(os.path.join(ws, "jobs_june.csv"), buf.getvalue())
