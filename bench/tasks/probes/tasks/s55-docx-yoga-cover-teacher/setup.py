import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

TIMETABLE = [
    ["Day", "Time", "Class", "Teacher", "Level"],
    ["Monday", "07:00", "Sunrise Hatha", "Anna Kowalski", "All levels"],
    ["Monday", "18:30", "Vinyasa Flow", "Tom Reed", "Intermediate"],
    ["Tuesday", "12:15", "Lunchtime Stretch", "Anna Kowalski", "Beginners"],
    ["Tuesday", "19:00", "Yin & Restore", "Priya Shah", "All levels"],
    ["Wednesday", "09:30", "Pregnancy Yoga", "Priya Shah", "All levels"],
    ["Wednesday", "18:30", "Vinyasa Flow", "Tom Reed", "Intermediate"],
    ["Thursday", "18:00", "Beginners Course", "Tom Reed", "Beginners"],
    ["Friday", "07:00", "Sunrise Hatha", "Anna Kowalski", "All levels"],
    ["Saturday", "10:00", "Vinyasa Flow", "Tom Reed", "All levels"],
]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_heading(d, "Willow Room Yoga \u2013 Autumn Timetable", 1)
    add_par(d, ["Classes run from ", ("Monday 1 September", "b"), " to ", ("Saturday 13 December", "b"),
                ". Book through the app or at the desk; drop-in \u00a312, ten-class pass \u00a3100."])
    add_table(d, TIMETABLE)
    add_heading(d, "Our teachers", 2)
    add_par(d, [("Tom Reed", "b"), " has taught dynamic yoga for twelve years and leads the beginners course."])
    add_par(d, [("Priya Shah", "b"), " specialises in pregnancy and restorative yoga."])
    add_par(d, [("Anna Kowalski", "b"), " teaches our early-morning and lunchtime classes."])
    add_par(d, [("Please arrive 10 minutes early", "i"), " and bring water. Mats are provided."])
    save_docx(d, os.path.join(ws, "timetable_autumn.docx"))
