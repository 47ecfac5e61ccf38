"""Extra checker validation: plausible wrong outputs must FAIL, formatting variants of
right outputs must PASS. Usage: python variants.py"""
import configparser
import csv
import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from docx import Document
from evalkit import *

ROOT = os.path.dirname(os.path.abspath(__file__))
PY = sys.executable
results = []


def case(tid, label, expect_pass, mutate):
    with tempfile.TemporaryDirectory() as tmp:
        ws, ev = os.path.join(tmp, "ws"), os.path.join(tmp, "ev.jsonl")
        subprocess.run([PY, os.path.join(ROOT, "tasks", tid, "setup.py"), ws], check=True)
        open(ev, "w").close()
        mutate(ws, ev)
        r = subprocess.run([PY, os.path.join(ROOT, "tasks", tid, "check.py"), ws, ev], capture_output=True, text=True)
        ok = (r.returncode == 0) == expect_pass
        results.append(ok)
        print("%s %-30s %-45s %s" % ("ok " if ok else "BAD", tid, label, r.stdout.strip()[:90]))


def ans(text):
    return lambda ws, ev: emit(ev, answer=text)


# 1 bold
T = "docx-memo-bold-phrases"
case(T, "direct-bold only", False, ans("Saturday 15 March\n18:00 on Friday 14 March\nclosed all weekend"))
case(T, "all + italic phrase", False, ans("Saturday 15 March; 18:00 on Friday 14 March; Cycle Count Portal; Overtime is paid at double rate for both days; Tomasz Wierzbicki; closed all weekend; blue scanners"))
case(T, "markdown list, all six", True, ans("- **Saturday 15 March**\n- **18:00 on Friday 14 March**\n- **Cycle Count Portal**\n- **Overtime is paid at double rate for both days.**\n- **Tomasz Wierzbicki**\n- **closed all weekend**"))
case(T, "only last answer counts", False, lambda ws, ev: (emit(ev, answer="Saturday 15 March; 18:00 on Friday 14 March; Cycle Count Portal; Overtime is paid at double rate for both days; Tomasz Wierzbicki; closed all weekend"), emit(ev, answer="done")))

# 2 sum
T = "docx-quarterly-marketing-sum"
case(T, "includes Total rows (double)", False, ans("Total: $251,815.70"))
case(T, "includes Q4 forecast", False, ans("$175,907.85"))
case(T, "plain 125907.85", True, ans("125907.85 USD"))

# 3 diff
T = "docx-contract-version-diff"
case(T, "new value only", False, ans("Clause 7 changed to 1.75%."))
case(T, "section 7 old/new", True, ans("Section 7 (Late Payment): 1.25% -> 1.75% per month"))

# 4 custodian
T = "docx-asset-custodian"
case(T, "L530U custodian", False, ans("Gareth Pugh"))
case(T, "right", True, ans("IFEOMA ADEYEMI (Leeds warehouse)"))


# 5 status
T = "docx-status-close-item"
def status_row(r):
    def m(ws, ev):
        d = Document(os.path.join(ws, "project_status.docx"))
        set_cell_text(d.tables[0].rows[r].cells[3], "Closed")
        d.save(os.path.join(ws, "project_status_updated.docx"))
    return m
case(T, "wrong row (training item)", False, status_row(2))
case(T, "unchanged copy", False, lambda ws, ev: shutil.copy(os.path.join(ws, "project_status.docx"), os.path.join(ws, "project_status_updated.docx")))
def both(ws, ev):
    status_row(3)(ws, ev)
    shutil.copy(os.path.join(ws, "project_status_updated.docx"), os.path.join(ws, "project_status.docx"))
case(T, "original also modified", False, both)
def lower(ws, ev):
    d = Document(os.path.join(ws, "project_status.docx"))
    set_cell_text(d.tables[0].rows[3].cells[3], "closed ")
    d.save(os.path.join(ws, "project_status_updated.docx"))
case(T, "lowercase 'closed '", True, lower)

# 6 csv
T = "docx-table-to-csv"
def csv_write(transform, **kw):
    def m(ws, ev):
        t = tables(os.path.join(ws, "pricelist.docx"))[0]
        with open(os.path.join(ws, "pricelist.csv"), "w", newline="", encoding=kw.get("enc", "utf-8")) as f:
            csv.writer(f, lineterminator=kw.get("lt", "\r\n"), quoting=kw.get("q", csv.QUOTE_MINIMAL)).writerows(transform(t))
    return m
case(T, "leading zeros lost", False, csv_write(lambda t: [[c.lstrip("0") if i == 0 and k else c for i, c in enumerate(r)] for k, r in enumerate(t)]))
case(T, "no header", False, csv_write(lambda t: t[1:]))
case(T, "BOM + quote all + LF", True, csv_write(lambda t: t, enc="utf-8-sig", lt="\n", q=csv.QUOTE_ALL))

# 7 rename
T = "docx-rename-person"
def run_level(ws, ev):
    d = Document(os.path.join(ws, "onboarding_guide.docx"))
    for p in iter_paragraphs(d):
        for r in p.runs:
            r.text = r.text.replace("Marta Okonkwo", "Daniel Reyes")
    d.save(os.path.join(ws, "onboarding_guide_updated.docx"))
case(T, "run-level replace only", False, run_level)
def flatten(ws, ev):
    d = Document(os.path.join(ws, "onboarding_guide.docx"))
    for p in iter_paragraphs(d):
        if "Marta Okonkwo" in p.text:
            p.text = p.text.replace("Marta Okonkwo", "Daniel Reyes")
    d.save(os.path.join(ws, "onboarding_guide_updated.docx"))
case(T, "paragraph.text (formatting flattened)", False, flatten)

# 8 count
T = "docx-count-high-priority"
case(T, "exact match w/o trim (5)", False, ans("5 risks have Priority High."))
case(T, "word form", True, ans("Six risks are High priority."))

# 9 insert
T = "docx-insert-after-heading"
def ins(first):
    def m(ws, ev):
        d = Document(os.path.join(ws, "remote_work_policy.docx"))
        hits = [p for p in d.paragraphs if p.text == "3 Eligibility"]
        p = hits[0] if first else hits[-1]
        insert_paragraph_after(p, "Employees in their probation period are not eligible for remote work.")
        d.save(os.path.join(ws, "remote_work_policy_v2.docx"))
    return m
case(T, "after contents entry", False, ins(True))
case(T, "after heading, no explicit style", True, ins(False))
def append_end(ws, ev):
    d = Document(os.path.join(ws, "remote_work_policy.docx"))
    d.add_paragraph("Employees in their probation period are not eligible for remote work.")
    d.save(os.path.join(ws, "remote_work_policy_v2.docx"))
case(T, "appended at end", False, append_end)

# 10 json
T = "docx-budget-to-json"
def js(obj):
    return lambda ws, ev: write(os.path.join(ws, "finance", "kestrel.json"), json.dumps(obj))
case(T, "string amount", False, js({"project": "Kestrel", "approved_budget": "184250"}))
case(T, "requested amount", False, js({"project": "Kestrel", "approved_budget": 210000}))
case(T, "phase 2 row", False, js({"project": "Kestrel", "approved_budget": 96000}))
case(T, "float 184250.0", True, js({"project": "Kestrel", "approved_budget": 184250.0}))

# 11 category counts
T = "csv-category-counts"
def cc(text):
    return lambda ws, ev: write(os.path.join(ws, "category_counts.txt"), text)
case(T, "header + 'Cat: n' + spaces", True, cc("category,count\nTravel: 8\nMeals , 6\nOffice Supplies,4\nSoftware,4\nTraining,2\n"))
case(T, "tie order wrong", False, cc("Travel,8\nMeals,6\nSoftware,4\nOffice Supplies,4\nTraining,2"))
case(T, "ascending", False, cc("Training,2\nOffice Supplies,4\nSoftware,4\nMeals,6\nTravel,8"))

# 12 reorder
T = "json-reorder-names"
def ro(names):
    return lambda ws, ev: write(os.path.join(ws, "reorder.txt"), "\n".join(names))
case(T, "naive jq (string qty missed)", False, ro(["Oat milk 1L", "Lids 12oz", "Vanilla syrup", "Hot chocolate powder", "Whole milk 2L"]))
case(T, "<= instead of <", False, ro(["Oat milk 1L", "Paper cups 12oz", "Croissant dough (frozen)", "Lids 12oz", "Vanilla syrup", "Hot chocolate powder", "Whole milk 2L", "Almond croissant"]))
case(T, "right, other order", True, ro(sorted(["Oat milk 1L", "Paper cups 12oz", "Lids 12oz", "Vanilla syrup", "Hot chocolate powder", "Whole milk 2L", "Almond croissant"])))

# 13 ini
T = "ini-replica-timeout"
def cp(ws, ev):
    p = os.path.join(ws, "config", "reporting.ini")
    c = configparser.ConfigParser(); c.read(p)
    c["replica"]["timeout"] = "90"
    with open(p, "w") as f:
        c.write(f)
    emit(ev, answer="It was 45.")
case(T, "configparser rewrite (comments lost)", False, cp)
def sed_all(ws, ev):
    p = os.path.join(ws, "config", "reporting.ini")
    s = read(p).replace("timeout = 20", "timeout = 90").replace("timeout   = 45", "timeout = 90")
    write(p, s); emit(ev, answer="was 45")
case(T, "database timeout changed too", False, sed_all)
def tight(ws, ev):
    p = os.path.join(ws, "config", "reporting.ini")
    write(p, read(p).replace("timeout   = 45", "timeout=90")); emit(ev, answer="Previous value: 45 seconds.")
case(T, "timeout=90, answer 45", True, tight)
def noans(ws, ev):
    p = os.path.join(ws, "config", "reporting.ini")
    write(p, read(p).replace("timeout   = 45", "timeout = 90")); emit(ev, answer="Done.")
case(T, "edited but old value not told", False, noans)

# 14 logs
T = "log-rotated-gateway-timeouts"
case(T, "gz skipped (9)", False, ans("9"))
case(T, "incl. worker.log (19)", False, ans("19"))
case(T, "incl. WARN lines", False, ans("There are 27 such lines."))
case(T, "right", True, ans("**16** ERROR lines (4 + 5 + 7)"))

# --- s14 (session 14 helper) ---
# s14 1 log date range
T = "s14-log-billing-errors-range"
def log_lines(files, order=True):
    def m(ws, ev):
        out = []
        for n in files:
            for l in read(os.path.join(ws, "logs", n)).splitlines():
                p = l.split()
                if p[2] == "ERROR" and "2025-03-10" <= p[0] <= "2025-03-12":
                    out.append(l)
        if order:
            out.sort()
        write(os.path.join(ws, "errors_2025-03-10_to_12.log"), "\n".join(out))
    return m
case(T, "grep billing.log* order (newest file first)", False, log_lines(["billing.log", "billing.log.1", "billing.log.2"], order=False))
case(T, ".2 skipped (early 10 March missing)", False, log_lines(["billing.log.1", "billing.log"]))
def log_crlf(ws, ev):
    log_lines(["billing.log.2", "billing.log.1", "billing.log"])(ws, ev)
    p = os.path.join(ws, "errors_2025-03-10_to_12.log")
    text = read(p)
    with open(p, "w", newline="") as f:
        f.write(text.replace("\n", "\r\n") + "\r\n")
case(T, "right, CRLF + blank line at end", True, log_crlf)

# s14 2 revenue per store
T = "s14-csv-q1-store-revenue"
def rev(months, fold=True, **kw):
    def m(ws, ev):
        tot = {}
        for mo in months:
            with open(os.path.join(ws, "sales", mo + ".csv"), newline="") as f:
                for r in csv.reader(f):
                    if r[0] == "date":
                        continue
                    k = r[1].strip().title() if fold else r[1]
                    tot[k] = tot.get(k, 0) + float(r[3].replace(",", ""))
        with open(os.path.join(ws, "revenue_by_store.csv"), "w", newline="") as f:
            w = csv.writer(f, lineterminator=kw.get("lt", "\n"), quoting=kw.get("q", csv.QUOTE_MINIMAL))
            w.writerow(kw.get("hdr", ["store", "revenue"]))
            for k, v in sorted(tot.items(), key=lambda kv: -kv[1]):
                w.writerow([k, kw.get("fmt", "%.2f") % v if "fmt" not in kw else "{:,.2f}".format(v)])
    return m
case(T, "December file included", False, rev(["2024-12", "2025-01", "2025-02", "2025-03"]))
case(T, "store spellings not merged", False, rev(["2025-01", "2025-02", "2025-03"], fold=False))
case(T, "right, Store,Revenue header, quote all, 11,508.02, CRLF", True,
     rev(["2025-01", "2025-02", "2025-03"], hdr=["Store", "Revenue"], q=csv.QUOTE_ALL, lt="\r\n", fmt=","))

# s14 3 rename photos
T = "s14-files-rename-camera"
def ren(recursive=False, lower_ext=False, scratch=False):
    import re as _re
    def m(ws, ev):
        for dp, dn, fn in os.walk(os.path.join(ws, "camera")):
            if not recursive and dp != os.path.join(ws, "camera"):
                continue
            for n in fn:
                g = _re.fullmatch(r"IMG_(\d{4})(\d{2})(\d{2})_(\d{6})\.(\w+)", n)
                if g:
                    ext = g.group(5).lower() if lower_ext else g.group(5)
                    os.rename(os.path.join(dp, n), os.path.join(dp, "%s-%s-%s_%s." % g.groups()[:4] + ext))
        if scratch:
            write(os.path.join(ws, "rename_photos.sh"), "#!/bin/sh\n# used once\n")
    return m
case(T, "edited/ renamed too (recursive)", False, ren(recursive=True))
case(T, ".JPG lower-cased", False, ren(lower_ext=True))
case(T, "right, scratch script left in root", True, ren(scratch=True))

# s14 4 yaml replicas
T = "s14-yaml-staging-worker-replicas"
def yaml_dump(ws, ev):
    import yaml
    p = os.path.join(ws, "deploy", "environments.yaml")
    doc = yaml.safe_load(read(p))
    doc["environments"]["staging"]["services"]["worker"]["replicas"] = 4
    write(p, yaml.safe_dump(doc, sort_keys=False))
case(T, "yaml.safe_dump rewrite (comments, anchors lost)", False, yaml_dump)
def yaml_first(ws, ev):
    p = os.path.join(ws, "deploy", "environments.yaml")
    write(p, read(p).replace("replicas: 2", "replicas: 4", 1))
case(T, "first 'replicas: 2' (staging web) changed", False, yaml_first)
def yaml_comment(ws, ev):
    p = os.path.join(ws, "deploy", "environments.yaml")
    s = read(p)
    i = s.index("        replicas: 2\n        queue: jobs-staging")
    write(p, s[:i] + "        replicas: 4   # was 2" + s[i + len("        replicas: 2"):])
case(T, "right, with an inline comment", True, yaml_comment)

# s14 5 modules importing requests
T = "s14-py-modules-using-requests"
case(T, "grep result (cache.py in, paypal.py missing)", False,
     ans("shopkit/client.py\nshopkit/http_utils.py\nshopkit/cache.py\nshopkit/reports.py\nshopkit/payments/stripe_gateway.py"))
case(T, "all five plus audit.py", False,
     ans("- shopkit/client.py\n- shopkit/http_utils.py\n- shopkit/reports.py\n- shopkit/payments/paypal.py\n- shopkit/payments/stripe_gateway.py\n- shopkit/audit.py"))
case(T, "right, dotted names + an exclusion note", True,
     ans("Five modules: `shopkit.client`, `shopkit.http_utils`, `shopkit.reports`, `shopkit.payments.paypal` and "
         "`shopkit.payments.stripe_gateway`.\nNote: shopkit/cache.py only imports requests_cache, which is a different package."))

# s14 6 duplicate files
T = "s14-files-duplicate-backup"
case(T, "same-size grouping", False,
     ans("1. backup/2023/beach.jpg, backup/2023/beach (1).jpg, backup/to-sort/IMG_0412.jpg\n"
         "2. backup/docs/passport_scan.pdf, backup/old-phone/scan0001.pdf\n"
         "3. backup/2023/sunset.jpg, backup/to-sort/IMG_0413.jpg\n"
         "4. backup/docs/tax_2023.pdf, backup/docs/tax_2023_final.pdf"))
def dup_deleted(ws, ev):
    os.remove(os.path.join(ws, "backup", "2023", "beach (1).jpg"))
    emit(ev, answer="Group 1: backup/2023/beach.jpg, backup/2023/beach (1).jpg, backup/to-sort/IMG_0412.jpg\n"
                    "Group 2: backup/docs/passport_scan.pdf, backup/old-phone/scan0001.pdf")
case(T, "right groups but a copy deleted", False, dup_deleted)
case(T, "right, markdown groups + a same-size note", True,
     ans("**Group A** (48,211 bytes)\n- `backup/2023/beach.jpg`\n- `backup/2023/beach (1).jpg`\n- `backup/to-sort/IMG_0412.jpg`\n\n"
         "**Group B**\n- `backup/docs/passport_scan.pdf`\n- `backup/old-phone/scan0001.pdf`\n\n"
         "sunset.jpg and IMG_0413.jpg have the same size but different content."))

# s14 7 late deliveries
T = "s14-orders-late-deliveries"
case(T, "February orders counted (Norwood 5)", False, ans("Norwood Dental (C-103) had the most late deliveries: 5."))
case(T, "same-day counted as late (7)", False, ans("Pike & Sons Joinery, with 7 late deliveries."))
case(T, "right, 'and' + word number", True, ans("C-104 Pike and Sons Joinery - four late deliveries (SO-2213, SO-2218, SO-2230, SO-2236)."))

# s14 8 leave entitlement
T = "s14-docx-leave-band-c"
case(T, "appendix (pre-2025) figure", False, ans("28 days of annual leave."))
case(T, "2-5 years column", False, ans("They get 27 days."))
case(T, "right, with the old figure set aside", True, ans("29 days a year (More than 5 years column, Band C). Before 2025 it was 28."))

# s14 9 offer letter start date
T = "s14-docx-offer-start-date"
def offer_flat(ws, ev):
    d = Document(os.path.join(ws, "offer_letter.docx"))
    for p in iter_paragraphs(d):
        if "19 May 2025" in p.text or "19/05/2025" in p.text:
            p.text = p.text.replace("19 May 2025", "2 June 2025").replace("19/05/2025", "02/06/2025")
    d.save(os.path.join(ws, "offer_letter_revised.docx"))
case(T, "paragraph.text replace (formatting lost)", False, offer_flat)
def offer_long_only(ws, ev):
    d = Document(os.path.join(ws, "offer_letter.docx"))
    replace_in_doc(d, "19 May 2025", "2 June 2025")
    d.save(os.path.join(ws, "offer_letter_revised.docx"))
case(T, "table date 19/05/2025 left", False, offer_long_only)
def offer_right(ws, ev):
    d = Document(os.path.join(ws, "offer_letter.docx"))
    replace_in_doc(d, "19 May 2025", "2 June 2025")
    replace_in_doc(d, "19/05/2025", "2/6/2025")
    d.save(os.path.join(ws, "offer_letter_revised.docx"))
case(T, "right, table date as 2/6/2025", True, offer_right)

# s14 10 extinguishers csv
T = "s14-docx-extinguishers-csv"
def ext_csv(iso=True, lights=False, **kw):
    import datetime as _dt
    def conv(s):
        if not iso:
            return s
        for f in ("%Y-%m-%d", "%d %b %Y"):
            try:
                return _dt.datetime.strptime(s, f).strftime("%Y-%m-%d")
            except ValueError:
                pass
        return s
    def m(ws, ev):
        rows = []
        for n in sorted(os.listdir(os.path.join(ws, "inspections"))):
            ts = tables(os.path.join(ws, "inspections", n))
            site = ts[0][1][1]
            for t in ts[1:]:
                h = t[0]
                nx = "Next service" if "Next service" in h else "Next test"
                if nx == "Next test" and not lights:
                    continue
                for r in t[1:]:
                    rows.append([site, r[h.index("ID")], r[h.index("Location")], r[h.index("Type")], conv(r[h.index(nx)])])
        rows.sort(key=lambda r: (r[0], r[1]))
        with open(os.path.join(ws, "extinguishers.csv"), "w", newline="", encoding=kw.get("enc", "utf-8")) as f:
            w = csv.writer(f, lineterminator=kw.get("lt", "\n"), quoting=kw.get("q", csv.QUOTE_MINIMAL))
            w.writerow(["site", "id", "location", "type", "next_service"])
            w.writerows(rows)
    return m
case(T, "Bath dates not converted", False, ext_csv(iso=False))
case(T, "emergency lighting rows included", False, ext_csv(lights=True))
case(T, "right, BOM + quote all + CRLF", True, ext_csv(enc="utf-8-sig", q=csv.QUOTE_ALL, lt="\r\n"))

# s14 11 on-call contact
T = "s14-docx-json-oncall-contact"
def oc(obj):
    return lambda ws, ev: write(os.path.join(ws, "oncall_contact.json"), json.dumps(obj))
case(T, "rota entry, swap ignored", False, oc({"name": "Tomasz Brodzki", "mobile": "07700 900 385"}))
case(T, "emergency contact's mobile", False, oc({"name": "Sam Patel", "mobile": "07700 900 818"}))
case(T, "right, capitalised keys + +44 form", True, oc({"Name": "Sam Patel", "Mobile": "+44 7700 900431"}))

# s14 12 dietary counts
T = "s14-docx-csv-dietary-counts"
case(T, "last row wins (not latest timestamp)", False, ans("Vegetarian: 5\nVegan: 1\nGluten-free: 3"))
case(T, "waiting list included", False, ans("Vegetarian: 5\nVegan: 3\nGluten-free: 4"))
case(T, "right, one sentence", True, ans("You need 4 vegetarian, 2 vegan and 3 gluten-free meals for the 14 confirmed attendees."))

# --- s15 (session 15 helper) ---
# s15 league table
T = "s15-league-standings"
def league(cup=False, fold=True, by_points_only=False, **kw):
    def m(ws, ev):
        st = {}
        with open(os.path.join(ws, "league", "results_2024-25.csv"), newline="") as f:
            for r in csv.DictReader(f):
                if (not cup and r["competition"].strip().lower() != "league") or r["score"] == "P-P":
                    continue
                hg, ag = map(int, r["score"].split("-"))
                for t, a, b in ((r["home"], hg, ag), (r["away"], ag, hg)):
                    k = " ".join(t.split()).title() if fold else t
                    x = st.setdefault(k, [0, 0, 0])
                    x[0] += 1; x[1] += 3 if a > b else 1 if a == b else 0; x[2] += a - b
        key = (lambda kv: (-kv[1][1], kv[0])) if by_points_only else (lambda kv: (-kv[1][1], -kv[1][2]))
        with open(os.path.join(ws, "standings.csv"), "w", newline="") as f:
            w = csv.writer(f, lineterminator=kw.get("lt", "\n"))
            w.writerow(kw.get("hdr", ["team", "played", "points", "goal_difference"]))
            for k, v in sorted(st.items(), key=key):
                w.writerow([k, v[0], v[1], ("%+d" if kw.get("plus") else "%d") % v[2]])
    return m
case(T, "cup ties counted", False, league(cup=True))
case(T, "names not merged", False, league(fold=False))
case(T, "level teams alphabetical, not by GD", False, league(by_points_only=True))
case(T, "right, +GD, Title header, CRLF", True, league(hdr=["Team", "Played", "Points", "Goal_Difference"], plus=True, lt="\r\n"))

# s15 cron window
T = "s15-cron-saturday-window"
case(T, "04:00 prune-snapshots included", False,
     ans("rotate-logs.sh, weekend-reindex.sh, db-dump-full.sh, sync-offsite.sh, verify-archives.sh, prune-snapshots.sh"))
case(T, "SAT (upper case) job missed", False, ans("- rotate-logs.sh 01:15\n- weekend-reindex.sh 01:05\n- db-dump-full.sh 02:30\n- sync-offsite.sh 03:00"))
case(T, "weekday job listed", False,
     ans("- weekend-reindex.sh 01:05\n- rotate-logs.sh 01:15\n- db-dump-incremental.sh 02:00\n- db-dump-full.sh 02:30\n- sync-offsite.sh 03:00\n- verify-archives.sh 03:45"))
case(T, "right, table + exclusion notes", True,
     ans("| time | job |\n|---|---|\n| 01:05 | `/opt/jobs/weekend-reindex.sh` |\n| 01:15 | `/opt/jobs/rotate-logs.sh` |\n"
         "| 02:30 | `/opt/jobs/db-dump-full.sh` |\n| 03:00 | `/opt/jobs/sync-offsite.sh` |\n| 03:45 | `/opt/jobs/verify-archives.sh` |\n\n"
         "prune-snapshots.sh runs at 04:00, so it's outside the window. db-dump-incremental.sh is weekdays only."))
case(T, "right, with a 'Not in the window:' section", True,
     ans("These fire in the window:\n- weekend-reindex.sh (01:05)\n- rotate-logs.sh (01:15)\n- db-dump-full.sh (02:30)\n"
         "- sync-offsite.sh (03:00)\n- verify-archives.sh (03:45)\n\nNot in the window:\n- prune-snapshots.sh\n- cache-warm.sh\n- db-dump-incremental.sh"))
case(T, "Sunday job in the main list", False,
     ans("These fire in the window:\n- weekend-reindex.sh (01:05)\n- cache-warm.sh (01:00, 01:20, ...)\n- rotate-logs.sh (01:15)\n"
         "- db-dump-full.sh (02:30)\n- sync-offsite.sh (03:00)\n- verify-archives.sh (03:45)"))

# s15 requirements bump
T = "s15-requirements-bump"
def req(edit, answer="requests was 2.31.0, jinja2 was 3.1.3"):
    def m(ws, ev):
        p = os.path.join(ws, "requirements.txt")
        write(p, edit(read(p)))
        emit(ev, answer=answer)
    return m
case(T, "requests comment dropped", False, req(lambda s: s.replace("Requests==2.31.0        # HTTP client; keep in step with requests-oauthlib", "requests==2.32.3").replace("Jinja2==3.1.3", "Jinja2==3.1.4")))
case(T, "new lines appended, old pins kept", False, req(lambda s: s + "requests==2.32.3\njinja2==3.1.4\n"))
case(T, "right but old versions not given", False, req(lambda s: s.replace("Requests==2.31.0", "Requests==2.32.3").replace("Jinja2==3.1.3", "Jinja2==3.1.4"), answer="Done."))
case(T, "right, lower-cased names", True, req(lambda s: s.replace("Requests==2.31.0 ", "requests==2.32.3 ").replace("Jinja2==3.1.3", "jinja2==3.1.4"),
                                              answer="Before: `Requests==2.31.0`, `Jinja2==3.1.3`."))

# s15 fleet service due
T = "s15-fleet-service-due"
fl = lambda text: lambda ws, ev: write(os.path.join(ws, "service_due.txt"), text)
case(T, "last row instead of max (MA19 TRE missed)", False, fl("LV21 KXP\nYH70 BNM"))
case(T, "sold van included", False, fl("LV21 KXP\nYH70 BNM\nMA19 TRE\nMA19 TRF"))
case(T, "strictly over interval (YH70 BNM missed)", False, fl("LV21 KXP\nMA19 TRE"))
case(T, "right, no spaces, lower case, bullets", True, fl("- lv21kxp\n- yh70bnm\n- ma19tre\n"))

# s15 i18n
T = "s15-i18n-missing-de"
i18 = lambda text: lambda ws, ev: write(os.path.join(ws, "missing_de.txt"), text)
case(T, "empty values not counted", False, i18("common.items_other\ncheckout.payment.title\nnotifications.email.weekly_digest\nnotifications.email.order_updates"))
case(T, "parent object instead of its keys", False, i18("common.items_other\ncheckout.payment.title\nnotifications.email\naccount.profile.save\ncheckout.payment.pay_now"))
case(T, "right, other order with backticks", True, i18("`account.profile.save`\n`checkout.payment.pay_now`\n`checkout.payment.title`\n`common.items_other`\n`notifications.email.order_updates`\n`notifications.email.weekly_digest`\n"))

# s15 room free
T = "s15-docx-room-free"
case(T, "cancelled booking named", False, ans("No - Dev Anand has it 14:00-15:00."))
case(T, "Fjordview booking named as holder", False, ans("No, Leo Grant and Marta Sousa have it."))
case(T, "says free", False, ans("Yes, it's free (Hannah Ruiz finishes at 14:00, Marta Sousa starts 14:30)."))
case(T, "right, with asides", True, ans("No. **Marta Sousa** has Fjord from 14:30 to 16:00. Dev Anand's 14:00-15:00 booking was cancelled, and Leo Grant's is in Fjordview."))
case(T, "cancelled booking listed under 'isn't free:'", False, ans("No, it isn't free:\n- Dev Anand 14:00-15:00\n- Marta Sousa 14:30-16:00"))
case(T, "right, with an 'Other bookings:' section", True,
     ans("No - Marta Sousa has it from 14:30 to 16:00.\n\nOther bookings around then:\n- Hannah Ruiz 13:00-14:00\n- Leo Grant 14:00-15:00 (Fjordview)"))

# s15 grant budget
T = "s15-docx-grant-budget-move"
def grant(cells, both_tables=False, plain=False):
    def m(ws, ev):
        d = Document(os.path.join(ws, "grant_budget.docx"))
        for ti in ([0, 1] if both_tables else [0]):
            t = d.tables[ti]
            for (r, c), v in cells.items():
                if r < len(t.rows):
                    set_cell_text(t.rows[r].cells[c], v.replace("\u00a3", "") if plain else v)
        d.save(os.path.join(ws, "grant_budget_v2.docx"))
    return m
RIGHT = {(2, 2): "\u00a36,000", (2, 3): "\u00a318,800", (3, 2): "\u00a32,500", (3, 3): "\u00a35,700"}
case(T, "row totals not updated", False, grant({(2, 2): "\u00a36,000", (3, 2): "\u00a32,500"}))
case(T, "Year 2 total changed too", False, grant({**RIGHT, (6, 2): "\u00a354,650"}))
case(T, "appendix table changed too", False, grant(RIGHT, both_tables=True))
case(T, "right, without the pound sign", True, grant(RIGHT, plain=True))

# s15 reading list
T = "s15-docx-reading-list-row"
def reading(ti, at_end=True, cells=("Cathy O\u2019Neil", "Weapons of Math Destruction", "2016", "chapters 1\u20133")):
    def m(ws, ev):
        p = os.path.join(ws, "reading_list_SOC214.docx")
        d = Document(p)
        t = d.tables[ti]
        row = t.add_row()
        for c, v in zip(row.cells, cells):
            c.text = v
        if not at_end:
            t._tbl.remove(row._tr)
            t.rows[0]._tr.addnext(row._tr)
        d.save(os.path.join(ws, "reading_list_SOC214_v2.docx"))
    return m
case(T, "added to week 4 further reading", False, reading(3))
case(T, "added as first row", False, reading(2, at_end=False))
case(T, "right, full name, curly apostrophe, 'chapters 1-3'", True, reading(2))

# s15 lab samples
T = "s15-lab-pending-samples"
lab = lambda text: lambda ws, ev: write(os.path.join(ws, "pending_B7.txt"), text)
case(T, "exact-match ids (ls-2043, LS-2048 ) pending", False, lab("LS-2043\nLS-2044\nLS-2047\nLS-2048\nLS-2050\nLS-2052"))
case(T, "grep finds LS-2047 in a comment", False, lab("LS-2044\nLS-2050\nLS-2052"))
case(T, "withdrawn samples included", False, lab("LS-2044\nLS-2046\nLS-2047\nLS-2050\nLS-2052\nLS-2053"))
case(T, "right, with a header line", True, lab("Pending B7 samples:\nLS-2052\nLS-2050\nLS-2047\nLS-2044\n"))

# s15 sourdough
T = "s15-sourdough-shopping"
shop = lambda text: lambda ws, ev: write(os.path.join(ws, "shopping_list.csv"), text)
case(T, "freezer bag not counted", False, shop("item,grams\nStrong white flour,750\nFine sea salt,5\n"))
case(T, "kg read as g", False, shop("item,grams\nStrong white flour,849.4\nWholemeal flour,0\nFine sea salt,5\n"))
case(T, "right, 'g' suffix, CRLF", True, shop("Item,Grams\r\nFine sea salt,5 g\r\nStrong white flour,250 g\r\n"))

# s15 library fines
T = "s15-kb-library-fines"
fines = lambda text: lambda ws, ev: write(os.path.join(ws, "fines.csv"), text)
case(T, "2021 policy (no grace, 0.20)", False, fines("loan_id,fine\nL-5002,0.80\nL-5003,1.60\nL-5004,2.40\nL-5006,5.00\nL-5007,8.00\nL-5009,1.40\nL-5010,0.40\nL-5011,0.60\nL-5012,1.60\nL-5013,0.40\nL-5014,2.40\nL-5005,0.95\n"))
case(T, "no caps", False, fines("loan_id,fine\nL-5002,1.00\nL-5004,3.00\nL-5006,10.50\nL-5007,15.00\nL-5009,1.75\nL-5011,0.75\nL-5014,3.00\n"))
case(T, "grace days subtracted", False, fines("loan_id,fine\nL-5002,0.50\nL-5004,1.00\nL-5006,6.00\nL-5007,10.00\nL-5009,1.25\nL-5011,0.25\nL-5014,1.00\n"))
case(T, "right, pound signs, quoted", True, fines('"loan_id","fine"\n"L-5014","\u00a33.00"\n"L-5002","\u00a31.00"\n"L-5004","\u00a33.00"\n"L-5006","\u00a36.00"\n"L-5007","\u00a310.00"\n"L-5009","\u00a31.75"\n"L-5011","\u00a30.75"\n'))

# s15 backup retention
T = "s15-kb-backup-retention"
def bk(old, new, count=1):
    def m(ws, ev):
        p = os.path.join(ws, "config", "backup.yaml")
        write(p, read(p).replace(old, new, count))
    return m
case(T, "superseded v1 value 2190", False, bk("retention_days: 365   #", "retention_days: 2190   #"))
case(T, "staging job changed (first match)", False, bk("retention_days: 30", "retention_days: 2555"))
case(T, "'2,555' (a YAML string)", False, bk("retention_days: 365   # set in 2022, check against the retention standard", "retention_days: 2,555"))
case(T, "payroll-reports changed too", False, lambda ws, ev: (bk("retention_days: 365   #", "retention_days: 2555   #")(ws, ev), bk("    retention_days: 365\n", "    retention_days: 400\n")(ws, ev)))
case(T, "right, comment dropped", True, bk("retention_days: 365   # set in 2022, check against the retention standard", "retention_days: 2555"))

# --- s16 (session 16 helper) ---
# s16 ssh blocklist
T = "s16-log-ssh-blocklist"
bl = lambda text: lambda ws, ev: write(os.path.join(ws, "blocklist.txt"), text)
case(T, "rotated .gz not read", False, bl("185.220.101.33\n198.51.100.23\n"))
case(T, "'message repeated' not counted", False, bl("203.0.113.45\n185.220.101.33\n2001:db8::4f2\n45.83.91.200\n"))
case(T, "every 'Failed' line (publickey too)", False,
     bl("203.0.113.45\n185.220.101.33\n2001:db8::4f2\n45.83.91.200\n198.51.100.23\n100.64.12.9\n"))
case(T, "'invalid user' lines counted twice", False,
     bl("203.0.113.45\n185.220.101.33\n2001:db8::4f2\n45.83.91.200\n198.51.100.23\n192.0.2.88\n"))
case(T, "right, comment header, counts, CRLF", True,
     bl("# ssh blocklist\r\n203.0.113.45  # 7\r\n185.220.101.33  # 5\r\n2001:DB8::4F2  # 6\r\n45.83.91.200  # 5\r\n198.51.100.23  # 5\r\n"))

# s16 version bump
T = "s16-py-version-bump"
def vb(init_edit, py_edit=lambda s: s.replace('\nversion = "2.3.1"', '\nversion = "2.4.0"'), vendor=False):
    def m(ws, ev):
        p = os.path.join(ws, "pyproject.toml")
        write(p, py_edit(read(p)))
        p = os.path.join(ws, "src", "tidewater", "__init__.py")
        write(p, init_edit(read(p)))
        if vendor:
            p = os.path.join(ws, "src", "tidewater", "_vendor", "tzshim", "__init__.py")
            write(p, read(p).replace("2.3.1", "2.4.0"))
    return m
RIGHT_INIT = lambda s: s.replace('__version__ = "2.3.1"', '__version__ = "2.4.0"').replace("(2, 3, 1)", "(2, 4, 0)")
case(T, "every 2.3.1 replaced (pin, MIN_SCHEMA)", False,
     vb(lambda s: RIGHT_INIT(s).replace("2.3.1", "2.4.0"), lambda s: s.replace("2.3.1", "2.4.0")))
case(T, "VERSION_INFO left at (2, 3, 1)", False, vb(lambda s: s.replace('__version__ = "2.3.1"', '__version__ = "2.4.0"')))
case(T, "vendored tzshim bumped too", False, vb(RIGHT_INIT, vendor=True))
case(T, "right, single quotes, tuple without spaces", True,
     vb(lambda s: s.replace('__version__ = "2.3.1"', "__version__ = '2.4.0'").replace("(2, 3, 1)", "(2,4,0)"),
        lambda s: s.replace('\nversion = "2.3.1"', "\nversion = '2.4.0'")))

# s16 podcast finals
T = "s16-files-podcast-finals"
def pod(moves):
    def m(ws, ev):
        for src, dst in moves:
            os.makedirs(os.path.dirname(os.path.join(ws, dst)), exist_ok=True)
            shutil.move(os.path.join(ws, src), os.path.join(ws, dst))
    return m
POD = [("inbox/TCH-ep041-final.mp3", "episodes/tech-chat-hour/TCH-ep041-final.mp3"),
       ("inbox/tch-ep042-final.mp3", "episodes/tech-chat-hour/tch-ep042-final.mp3"),
       ("inbox/GRD-ep012-final.wav", "episodes/garden-diaries/GRD-ep012-final.wav"),
       ("inbox/HIS-ep007-final.m4a", "episodes/hidden-histories/HIS-ep007-final.m4a"),
       ("inbox/RUN-ep003-final.mp3", "episodes/run-club-radio/RUN-ep003-final.mp3")]
case(T, "folder name with trailing space", False,
     pod([(s, d.replace("garden-diaries/", "garden-diaries /")) for s, d in POD]))
case(T, "'Retold' as HIS folder (naive cut)", False,
     pod([(s, d.replace("hidden-histories/", "Retold/")) for s, d in POD]))
case(T, "lower-case tch file left in inbox", False, pod(POD[:1] + POD[2:]))
case(T, ".part download moved too", False,
     pod(POD + [("inbox/GRD-ep013-final.wav.part", "episodes/garden-diaries/GRD-ep013-final.wav.part")]))
case(T, "right, tch file upper-cased on the way", True,
     pod([(s, d.replace("tch-ep042", "TCH-ep042")) for s, d in POD]))

# s16 kennel vaccines
T = "s16-csv-kennel-vaccines"
case(T, "join by name (Teddy hidden)", False,
     ans("Bella (Okafor), Poppy (Nakamura), Daisy (Kowalczyk) and Pepper (Doyle)."))
case(T, "valid-until = check-out counted as expired", False,
     ans("- Bella (Okafor)\n- Teddy (Brennan)\n- Poppy (Nakamura)\n- Luna (Castellano)\n- Daisy (Kowalczyk)\n- Pepper (Doyle)"))
case(T, "oldest record used for Max", False,
     ans("- Bella (Okafor)\n- Max (Lindqvist)\n- Teddy (Brennan)\n- Poppy (Nakamura)\n- Daisy (Kowalczyk)\n- Pepper (Doyle)"))
case(T, "no owners", False, ans("Bella, Teddy, Poppy, Daisy and Pepper."))
case(T, "right, table plus asides", True,
     ans("| Dog | Owner | Problem |\n|---|---|---|\n| Bella (Cockapoo) | Okafor | expires 17 Jul, out 20 Jul |\n"
         "| Teddy | Brennan | no kennel cough record |\n| Poppy | Nakamura | expired 16 Jul |\n"
         "| Daisy | Kowalczyk | expires 20 Jul, out 21 Jul |\n| Pepper | Doyle | expires 22 Jul, out 24 Jul |\n\n"
         "Luna (Castellano) is fine, hers runs until her check-out day. Max has a newer record from June. "
         "Nala's stay was cancelled."))

# s16 bike stations
T = "s16-json-bike-stations"
def bikes(rows, hdr=("station_id", "name", "bikes"), **kw):
    def m(ws, ev):
        with open(os.path.join(ws, "low_stations.csv"), "w", newline="") as f:
            w = csv.writer(f, lineterminator=kw.get("lt", "\n"), quoting=kw.get("q", csv.QUOTE_MINIMAL))
            w.writerow(hdr)
            w.writerows(rows)
    return m
LOW = [("ST-009", "University Library", 2), ("ST-014", "Riverside Quay", 1), ("ST-018", "Hospital, Main Entrance", 0),
       ("ST-021", "Market St, North", 2), ("ST-024", "Westgate", 2)]
case(T, "classic bikes only", False, bikes(sorted(LOW + [("ST-003", "Central Station (East)", 2), ("ST-016", "Park & Ride South", 2)])))
case(T, "closed/maintenance stations included", False,
     bikes(sorted(LOW + [("ST-005", "Tannery Lane", 1), ("ST-007", "Old Brewery", 0)])))
case(T, "'OPEN'/'Open ' not treated as open", False, bikes([r for r in LOW if r[0] not in ("ST-009", "ST-024")]))
case(T, "unsorted", False, bikes(LOW[::-1]))
case(T, "right, quote all, CRLF, Title header", True,
     bikes(LOW, hdr=("Station_ID", "Name", "Bikes"), q=csv.QUOTE_ALL, lt="\r\n"))

# s16 session chair
T = "s16-docx-session-chair"
case(T, "look-alike Sahel talk's chair", False, ans("Dr Ian Prescott chairs that session (1B, Kinder)."))
case(T, "hedged between two chairs", False, ans("Either Prof. Amara Nwosu (2B) or Dr Ian Prescott (1B)."))
case(T, "right, with the look-alike set aside", True,
     ans("**Prof. Amara Nwosu** chairs Session 2B (Derwent), where Dr Leila Haddad presents it. The similar Sahel "
         "talk is in 1B, chaired by Dr Ian Prescott."))

# s16 venue change
T = "s16-docx-venue-change"
def venue(edit):
    def m(ws, ev):
        d = Document(os.path.join(ws, "festival_programme.docx"))
        edit(d)
        d.save(os.path.join(ws, "festival_programme_v2.docx"))
    return m
def thursday_replace(d):
    for row in d.tables[1].rows:
        for c in row.cells:
            for p in c.paragraphs:
                replace_in_paragraph(p, "Harbour Room", "Boiler House")
case(T, "text replace in the Thursday table", False, venue(thursday_replace))
def exact_workshop(d):
    for row in d.tables[1].rows[1:]:
        if row.cells[2].text == "Workshop" and row.cells[3].text == "Harbour Room":
            set_cell_text(row.cells[3], "Boiler House")
case(T, "only exact 'Workshop' rows", False, venue(exact_workshop))
def all_days(d):
    for t in d.tables:
        for row in t.rows[1:]:
            if row.cells[2].text.strip().lower() == "workshop" and row.cells[3].text == "Harbour Room":
                set_cell_text(row.cells[3], "Boiler House")
case(T, "Wednesday/Friday workshops moved too", False, venue(all_days))
case(T, "right, 'The Boiler House'", True,
     venue(lambda d: [set_cell_text(d.tables[1].rows[r].cells[3], "The Boiler House") for r in (1, 3, 5)]))

# s16 SOP caution
T = "s16-docx-sop-caution"
CAUTION = "Caution: wear heat-resistant gloves before opening the chamber door."
def sop(which, style=None, text=CAUTION):
    def m(ws, ev):
        d = Document(os.path.join(ws, "sop_autoclave.docx"))
        hits = [p for p in d.paragraphs if p.text.startswith("Open the chamber door")]
        insert_paragraph_after(hits[which], text, style=style)
        d.save(os.path.join(ws, "sop_autoclave_v2.docx"))
    return m
case(T, "after the loading step", False, sop(0))
case(T, "as a heading", False, sop(1, style="Heading 2"))
case(T, "right, List Number style, no full stop", True, sop(1, style="List Number", text=CAUTION.rstrip(".")))

# s16 translation costs
T = "s16-docx-csv-translation-costs"
tc = lambda text: lambda ws, ev: write(os.path.join(ws, "job_costs.csv"), text)
RIGHT_TC = [("J-601", "150.00"), ("J-602", "88.00"), ("J-603", "45.00"), ("J-604", "360.00"), ("J-605", "25.00"),
            ("J-606", "480.00"), ("J-607", "54.00"), ("J-608", "35.00"), ("J-609", "110.00")]
tcrows = lambda rows: "job_id,cost\n" + "".join("%s,%s\n" % r for r in rows)
case(T, "2024 rates", False, tc(tcrows([("J-601", "137.50"), ("J-602", "80.00"), ("J-603", "45.00"), ("J-604", "324.00"),
                                        ("J-605", "20.00"), ("J-606", "450.00"), ("J-607", "49.50"), ("J-608", "30.00"),
                                        ("J-609", "100.00")])))
case(T, "urgent surcharge before the minimum", False, tc(tcrows([r if r[0] != "J-603" else ("J-603", "33.00") for r in RIGHT_TC])))
case(T, "EN>DE rate used for DE>EN", False,
     tc(tcrows([r if r[0] not in ("J-602",) else ("J-602", "96.00") for r in RIGHT_TC])))
case(T, "right, euro sign, quoted, no decimals", True,
     tc('"job_id","cost"\n' + "".join('"%s","\u20ac%s"\n' % (j, c.replace(".00", "")) for j, c in RIGHT_TC)))

# s16 meter readings
T = "s16-json-docx-meter-readings"
def meters(vals):
    def m(ws, ev):
        d = Document(os.path.join(ws, "meter_readings_blockB.docx"))
        for r, v in vals.items():
            set_cell_text(d.tables[1].rows[r].cells[3], v)
        d.save(os.path.join(ws, "meter_readings_blockB_filled.docx"))
    return m
MR = {1: "1216.902", 2: "895.440", 3: "1541.008", 4: "409.772", 5: "14.220", 6: "1002.010", 7: "733.115"}
case(T, "rejected B4 reading used", False, meters({**MR, 4: "4021.180"}))
case(T, "B3 missed (lower-case serial)", False, meters({k: v for k, v in MR.items() if k != 3}))
case(T, "B8 filled with the 31 May reading", False, meters({**MR, 8: "1102.759"}))
case(T, "table 1 (key-value) written instead", False,
     lambda ws, ev: (lambda d: (set_cell_text(d.tables[0].rows[0].cells[1], "1216.902"),
                                d.save(os.path.join(ws, "meter_readings_blockB_filled.docx"))))(
         Document(os.path.join(ws, "meter_readings_blockB.docx"))))
case(T, "right, m\u00b3 units, B8 'no access'", True,
     meters({**{k: v + " m\u00b3" for k, v in MR.items()}, 8: "no access"}))

# s16 calibration overdue
T = "s16-kb-calibration-overdue"
od = lambda text: lambda ws, ev: write(os.path.join(ws, "overdue.txt"), text)
case(T, "superseded v3 intervals", False,
     od("LAB-0101\nLAB-0110\nLAB-0111\nLAB-0112\nLAB-0120\nLAB-0121\nLAB-0130\nLAB-0131\nLAB-0140\n"))
case(T, "due on 1 July counted as overdue", False, od("LAB-0101\nLAB-0102\nLAB-0110\nLAB-0120\nLAB-0131\nLAB-0140\n"))
case(T, "out-of-service pipette listed", False, od("LAB-0101\nLAB-0110\nLAB-0112\nLAB-0120\nLAB-0131\nLAB-0140\n"))
case(T, "right, header + bullets + due dates", True,
     od("asset_id\n- lab-0140 (due 2025-05-02)\n- LAB-0131 (due 2025-05-30)\n- LAB-0101\n- LAB-0120\n- LAB-0110\n"))

# s16 loan display conditions
T = "s16-kb-loan-display-conditions"
case(T, "2019 standard's paper range", False, ans("Relative humidity 40-60% and at most 50 lux."))
case(T, "textiles row", False, ans("Keep it at 40\u201355% RH with a maximum of 50 lux."))
case(T, "paintings light level", False, ans("45-55% RH and up to 200 lux."))
case(T, "right, old value set aside, 'between ... and'", True,
     ans("Works on paper: RH between 45 and 55%, light no more than 50 lx (150,000 lux hours a year). "
         "The 2019 standard allowed 40-60%."))

print("ALL VARIANTS OK" if all(results) else "VARIANT PROBLEMS")
sys.exit(0 if all(results) else 1)
