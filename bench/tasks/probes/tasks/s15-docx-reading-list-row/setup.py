import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

HDR = ["Author", "Title", "Year", "Pages"]
I = lambda s: [(s, "i")]

WEEKS = [
    ("Week 3: Platforms and labour",
     [["Srnicek, N.", I("Platform Capitalism"), "2016", "ch. 2"],
      ["Gray, M. L. and Suri, S.", I("Ghost Work"), "2019", "introduction, ch. 1"]],
     [["Rosenblat, A.", I("Uberland"), "2018", "ch. 4"]]),
    ("Week 4: Algorithms and bias",
     [["Noble, S. U.", I("Algorithms of Oppression"), "2018", "introduction, ch. 1"],
      ["Benjamin, R.", I("Race After Technology"), "2019", "ch. 1\u20132"],
      ["Eubanks, V.", I("Automating Inequality"), "2018", "ch. 1"]],
     [["Broussard, M.", I("Artificial Unintelligence"), "2018", "ch. 3"],
      ["Pasquale, F.", I("The Black Box Society"), "2015", "ch. 1"]]),
    ("Week 5: Surveillance",
     [["Zuboff, S.", I("The Age of Surveillance Capitalism"), "2019", "ch. 1"],
      ["Lyon, D.", I("The Culture of Surveillance"), "2018", "ch. 2"]],
     [["Browne, S.", I("Dark Matters"), "2015", "introduction"]]),
]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_heading(d, "SOC214 Data and Society \u2013 Reading list 2025/26", 0)
    add_par(d, [("Module leader: ", "b"), "Dr Ayesha Rahman. Core readings are discussed in the seminar; further "
                "readings are for essays."])
    add_par(d, [("Contents", "b")])
    for title, _, _ in WEEKS:
        add_par(d, title)
    for title, core, further in WEEKS:
        add_heading(d, title, 1)
        add_heading(d, "Core reading", 2)
        add_table(d, [HDR] + core)
        add_heading(d, "Further reading", 2)
        add_table(d, [HDR] + further)
    add_heading(d, "Week 4 seminar task", 2)
    add_par(d, "Bring one example of an automated decision that affected you or someone you know.")
    save_docx(d, os.path.join(ws, "reading_list_SOC214.docx"))
