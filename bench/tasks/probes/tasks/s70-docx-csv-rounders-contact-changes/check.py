import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek


def is_text(want):
    return lambda s: " ".join(s.split()).lower() == want.lower()


def is_phone(want):
    return lambda s: "".join(s.split()) == "".join(want.split())


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    out = os.path.join(ws, "team_contacts_2025.docx")
    ek.require(os.path.isfile(out), "team_contacts_2025.docx not written")
    # table 0: row 2 Fox & Hounds B, row 4 Kingsmead Mixed, row 6 St Jude's Youth
    ek.require_cells_changed(os.path.join(pws, "team_contacts.docx"), out, {
        (0, 2, 1): is_text("Leanne Pryce"),
        (0, 2, 2): is_phone("07700 900418"),
        (0, 4, 3): is_text("kingsmead.mixed@example.org"),
        (0, 6, 3): is_text("stjudes.rounders@example.com"),
    })
    return "four approved changes applied, nothing else changed"


ek.run_check(check)
