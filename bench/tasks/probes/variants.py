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

print("ALL VARIANTS OK" if all(results) else "VARIANT PROBLEMS")
sys.exit(0 if all(results) else 1)
