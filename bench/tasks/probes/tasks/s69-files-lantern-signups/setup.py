import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

FORM = """Kingsmead Lantern Parade 2025 - volunteer sign-up
Submitted: {sub}

Name: {name}
Email: {email}
Phone: {phone}
Over 18: {adult}

First choice role: {first}
Second choice role: {second}
Available on: {avail}

Anything else we should know? {note}
"""

PEOPLE = [
    # file, name, first, second, avail, note
    ("signup_1114_1903.txt", "Rosa Delgado", "Steward", "Lantern maker", "Parade night (Sat 13 Dec)", "-"),
    ("signup_1114_2011.txt", "Ben Achterberg", "Lantern-making workshops", "Steward", "Workshops (Sat 29 Nov, Sat 6 Dec)", "I can bring glue guns."),
    ("signup_1115_0745.txt", "Hana Sato", "Drummer (samba band)", "-", "Parade night (Sat 13 Dec)", "Play surdo."),
    ("signup_1115_1230.txt", "Martin Oyelaran", "First aid", "Steward", "Parade night (Sat 13 Dec)", "St John Ambulance volunteer, current certificate."),
    ("signup_1115_2102.txt", "Clare Whitby", "steward", "First aid", "Parade night (Sat 13 Dec)", "Happy to do first aid if you're short - I did a course in 2021 but it has lapsed."),
    ("signup_1116_0915.txt", "Joe Pinnock", "Lantern maker", "Drummer", "Workshops (Sat 29 Nov)", "-"),
    ("signup_1116_1144.txt", "Ayesha Rahman", "Steward", "Drummer", "Parade night (Sat 13 Dec)", "Would prefer the drumming really but I can't read music so put me as a steward."),
    ("signup_1116_1800.txt", "Tom Grady", "DRUMMER", "Steward", "Parade night (Sat 13 Dec)", "-"),
    ("signup_1117_0833.txt", "Eleni Markou", "Lantern making", "-", "Workshops (Sat 6 Dec)", "Bringing my two kids (9 and 11) to help."),
    ("signup_1117_1615.txt", "Priscilla Owusu", "First Aider", "-", "Parade night (Sat 13 Dec)", "Nurse at the Royal."),
    ("signup_1118_1020.txt", "Gus Fairlie", "Steward", "-", "Parade night (Sat 13 Dec)", "Can bring a hi-vis for anyone who needs one."),
]
EXT = {"Rosa Delgado": "rosa.delgado", "Ben Achterberg": "ben.a", "Hana Sato": "hanasato", "Martin Oyelaran": "m.oyelaran",
       "Clare Whitby": "clarew", "Joe Pinnock": "joepinnock", "Ayesha Rahman": "ayesha.r", "Tom Grady": "tgrady",
       "Eleni Markou": "eleni.m", "Priscilla Owusu": "p.owusu", "Gus Fairlie": "gusf"}
for i, (fn, name, first, second, avail, note) in enumerate(PEOPLE):
    d, t = fn.split("_")[1], fn.split("_")[2][:4]
    ek.write(os.path.join(ws, "signups", fn), FORM.format(
        sub="2025-%s-%s %s:%s" % (d[:2], d[2:], t[:2], t[2:]),
        name=name, email="%s@example.org" % EXT[name], phone="07700 9%05d" % (10231 + 977 * i),
        adult="Yes", first=first, second=second, avail=avail, note=note))

ek.write(os.path.join(ws, "signups", "README.txt"),
         "Forms exported from the website on 18 Nov 2025. One file per person.\n"
         "Withdrawn volunteers are listed in withdrawn.txt (still sort their forms - the coordinator keeps them).\n")
ek.write(os.path.join(ws, "signups", "withdrawn.txt"), "Joe Pinnock - 17 Nov, moving away\n")
ek.write(os.path.join(ws, "signups", "role_descriptions.md"),
         "# Roles\n\n- Steward: marshal the route, hi-vis provided.\n- Lantern maker: help at the willow-and-tissue workshops.\n"
         "- Drummer: join the samba band (rehearsals Thursdays).\n- First aid: must hold a current certificate.\n")
