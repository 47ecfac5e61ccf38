import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, kb = setup_args()
depts = [("D10", "Platform Engineering"), ("D20", "Customer Success"), ("D30", "Research"), ("D40", "Finance")]
staff = [
    ("D10", 71000), ("D10", 83500), ("D10", 90250), ("D10", 66000), ("D10", 79900), ("D10", 88000),
    ("D20", 52000), ("D20", 48500), ("D20", 61000), ("D20", 55500),
    ("D30", 97000), ("D30", 84000), ("D30", 91500),
    ("D40", 73000), ("D40", 69000), ("D40", 104000),
]
names = ["Ada", "Bo", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kai", "Lu", "Mo", "Ned", "Oz", "Pia"]
write(os.path.join(ws, "departments.csv"), "dept_id,name,cost_center\n" + "".join("%s,%s,CC-%s\n" % (d, n, d[1:]) for d, n in depts))
write(os.path.join(ws, "staff.csv"), "employee_id,name,dept_id,salary,start_date\n" + "".join(
    "E%03d,%s,%s,%d,20%02d-0%d-01\n" % (i + 1, names[i], d, s, 15 + i % 9, 1 + i % 9) for i, (d, s) in enumerate(staff)))
