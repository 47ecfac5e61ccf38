import csv, io, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

EXPECT = {1: ("Alan Pritchard", "7700900121", "hamper"),
          2: ("Kath Moyles", "7700900913", "voucher"),
          3: ("Li Wei", "7700900581", "pass"),
          4: ("Terry Nolan", "7700900455", "champagne"),
          6: ("Bernie Calder", "7700900774", "chocolate"),
          7: ("Nadia Rahman", "7700900734", "valet"),
          8: ("Joyce Ekwueme", "7700900552", "cosy")}
PEOPLE = ["Maureen Tate", "Terry Nolan", "Alan Pritchard", "Nadia Rahman", "Joyce Ekwueme", "Gordon Bell",
          "Kath Moyles", "Sam Okafor", "Priya Shah", "Bernie Calder", "Shona McLeod", "Li Wei"]


def digits(s):
    return re.sub(r"\D", "", s or "")


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, "raffle", "winners.csv")
    ek.require(os.path.isfile(p), "raffle/winners.csv is missing")
    text = ek.read(p).lstrip("\ufeff")
    delim = max([",", ";", "\t"], key=lambda c: text.split("\n")[0].count(c))
    rows = [r for r in csv.reader(io.StringIO(text), delimiter=delim) if any(c.strip() for c in r)]
    ek.require(len(rows) >= 2, "winners.csv has no data rows")
    hdr = [ek.norm(h).replace(" ", "_") for h in rows[0]]

    def col(pred, what):
        for i, h in enumerate(hdr):
            if pred(h):
                return i
        raise ek.Fail("winners.csv has no %s column (header %r)" % (what, rows[0]))
    c_no = col(lambda h: "prize" in h and ("no" in h or "num" in h or "#" in h), "prize_no")
    c_pr = col(lambda h: "prize" in h and not ("no" in h or "num" in h or "#" in h), "prize")
    c_win = col(lambda h: "winner" in h or h == "name", "winner")
    c_ph = col(lambda h: "phone" in h or "tel" in h or "mobile" in h, "phone")
    got = {}
    for r in rows[1:]:
        r = r + [""] * (len(hdr) - len(r))
        m = re.search(r"\d+", r[c_no])
        ek.require(m is not None, "row without a prize number: %r" % r)
        no = int(m.group(0))
        winner = ek.norm(r[c_win])
        if no == 5 and not any(ek.has_word(winner, n) for n in PEOPLE):
            continue  # a 'withdrawn' line for prize 5 is tolerated
        ek.require(no not in got, "prize %d appears twice" % no)
        got[no] = r
    ek.require(5 not in got, "prize 5 was withdrawn and not drawn, but has a winner")
    ek.require(sorted(got) == sorted(EXPECT), "prizes listed %s, expected %s" % (sorted(got), sorted(EXPECT)))
    for no, (name, phone, word) in EXPECT.items():
        r = got[no]
        others = [n for n in PEOPLE if n != name and ek.has_phrase(r[c_win], n)]
        ek.require(ek.has_phrase(r[c_win], name) and not others, "prize %d: winner %r, expected %s" % (no, r[c_win], name))
        ek.require(digits(r[c_ph]).endswith(phone), "prize %d: phone %r does not match %s's" % (no, r[c_ph], name))
        ek.require(word in ek.norm(r[c_pr]), "prize %d: prize %r is not the right prize" % (no, r[c_pr]))
    return "7 winners with the right names and phones"


ek.run_check(check)
