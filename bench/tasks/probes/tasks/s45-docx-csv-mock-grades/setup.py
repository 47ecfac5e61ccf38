import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

FOUNDATION = [["Grade", "Minimum total mark (out of 240)"], ["5", "186"], ["4", "148"], ["3", "108"], ["2", "69"],
              ["1", "31"]]
HIGHER = [["Grade", "Minimum total mark (out of 240)"], ["9", "199"], ["8", "172"], ["7", "145"], ["6", "112"],
          ["5", "80"], ["4", "49"], ["3 (allowed)", "33"]]
NOV = [["Grade", "Foundation", "Higher"], ["9", "\u2013", "195"], ["8", "\u2013", "168"], ["7", "\u2013", "148"],
       ["6", "\u2013", "115"], ["5", "190", "84"], ["4", "150", "52"], ["3", "110", "36"], ["2", "70", "\u2013"],
       ["1", "30", "\u2013"]]

MARKS = """candidate,name,set,tier,paper1,paper2,paper3
C1001,Amira Haddad,11M3,F,60,65,61
C1002,Ben Ashworth,11M1,H,70,66,63
C1003,Chloe Fenn,11M1,higher,50,41,55
C1004,Daniel Ives,11M4,F,40,35,30
C1005,Evie Grant,11M5,Foundation,12,9,8
C1006,Farhan Malik,11M2,H,20,15, 13
C1007,Grace Liu,11M2,H,10,12,9
C1008,Harry Nolan,11M3,F ,50,52,46
C1009,Isla Patel,11M2,H,40,ABS,45
C1010,Jack Quinn,11M1,h,58,57,57
C1011,Kofi Mensah,11M3,F,70,72,75
C1012,Lena Ortiz,11M2,H,38,37,37
,Average,,,43.2,41.9,41.6
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "year11_mock_marks.csv"), MARKS)
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2025, 3, 28, 16, 40, 0)
    cp.author = cp.last_modified_by = "R. Abara (Head of Maths)"
    add_heading(d, "Year 11 Mathematics \u2013 mock examination grade boundaries", 0)
    add_par(d, ["March 2025 mocks. Boundaries are the ", ("minimum", "b"), " total mark across all three papers "
                "(80 marks each, 240 in total) needed for each grade. A candidate below the lowest boundary for "
                "their tier is ungraded (U)."])
    add_par(d, "A candidate who was absent for any of the three papers is not graded: record grade X and we will "
               "arrange a catch-up sitting.")
    add_heading(d, "Foundation tier", 1)
    add_table(d, FOUNDATION)
    add_par(d, "Grade 5 is the highest grade available on the Foundation tier.")
    add_heading(d, "Higher tier", 1)
    add_table(d, HIGHER)
    add_par(d, ["Higher tier candidates who narrowly miss grade 4 are awarded the ", ("allowed grade 3", "i"),
                " if they reach the mark shown; below that they are ungraded."])
    add_heading(d, "For comparison: November 2024 mocks", 1)
    add_par(d, "These were set on the older papers and are not to be used for the March results.")
    add_table(d, NOV)
    save_docx(d, os.path.join(ws, "mock_boundaries_2025.docx"))
