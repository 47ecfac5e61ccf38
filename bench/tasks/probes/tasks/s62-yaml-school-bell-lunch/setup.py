import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()


def day(name, bells, indent="  "):
    out = ["%s%s:" % (indent, name)]
    for t, b in bells:
        out.append('%s  - time: "%s"' % (indent, t))
        out.append("%s    bell: %s" % (indent, b))
    return "\n".join(out)


NORMAL = [("08:45", "registration"), ("10:30", "break"), ("10:45", "lessons"), ("12:15", "lunch"),
          ("13:15", "afternoon"), ("15:15", "home_time")]
FRIDAY = [("08:45", "registration"), ("10:30", "break"), ("10:45", "lessons"), ("12:15", "lunch"),
          ("13:15", "afternoon"), ("14:30", "celebration_assembly"), ("15:15", "home_time")]
EXAM = [("08:45", "registration"), ("09:00", "exam_start"), ("10:15", "exam_end"), ("10:30", "break"),
        ("12:15", "lunch"), ("13:15", "afternoon"), ("15:15", "home_time")]

YAML = """# Holm Park Primary - bell controller schedule
# The controller (BellMaster 200) reloads this file at 05:30 every morning.
# Times are 24h "HH:MM" and MUST be quoted, or the controller reads them as numbers.
controller:
  volume: 7
  default_tone: chime
  tones:
    registration: long
    home_time: long

# Normal weeks
week:
%s
%s
  # Wednesday lunch was 12:30 until September 2023
%s
%s
%s

# SATs week (May) - only used when exam_week_enabled is true
exam_week_enabled: false
exam_week:
%s
%s
""" % (day("monday", NORMAL), day("tuesday", NORMAL), day("wednesday", NORMAL), day("thursday", NORMAL),
       day("friday", FRIDAY), day("wednesday", EXAM), day("thursday", EXAM))

ek.write(os.path.join(ws, "bells", "schedule.yaml"), YAML)
ek.write(os.path.join(ws, "bells", "schedule.yaml.2023"), YAML.replace(
    '  wednesday:\n    - time: "08:45"\n      bell: registration\n    - time: "10:30"\n      bell: break\n    - time: "10:45"\n      bell: lessons\n    - time: "12:15"',
    '  wednesday:\n    - time: "08:45"\n      bell: registration\n    - time: "10:30"\n      bell: break\n    - time: "10:45"\n      bell: lessons\n    - time: "12:30"', 1)
    .replace("  # Wednesday lunch was 12:30 until September 2023\n", ""))
ek.write(os.path.join(ws, "bells", "README.txt"),
         "schedule.yaml is the live file (the controller pulls it from this share).\n"
         "schedule.yaml.2023 is the old one, kept for reference. Ring Mr Doyle if the bells stop.\n")
