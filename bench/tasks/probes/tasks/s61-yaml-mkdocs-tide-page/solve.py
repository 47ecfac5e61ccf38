import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
p = os.path.join(ws, "site", "mkdocs.yml")
text = ek.read(p)
# insert a line right after the Weather entry, with the same indentation (keeps comments and layout)
m = re.search(r"^( +)- Weather: planning/weather\.md\n", text, re.M)
assert m, "Weather entry not found"
line = "%s- Tide times: planning/tide-times.md\n" % m.group(1)
text = text[:m.end()] + line + text[m.end():]
with open(p, "w", encoding="utf-8", newline="\n") as f:
    f.write(text)
ek.emit(ev, answer="Added 'Tide times: planning/tide-times.md' to the Planning menu in site/mkdocs.yml, "
                   "straight after Weather.", artifacts=["site/mkdocs.yml"])
