import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx.enum.style import WD_STYLE_TYPE
from evalkit import *

ws, kb = setup_args()
d = new_doc()
key = d.styles.add_style("Key Term", WD_STYLE_TYPE.CHARACTER)
key.font.bold = True
call = d.styles.add_style("Memo Callout", WD_STYLE_TYPE.PARAGRAPH)
call.base_style = d.styles["Normal"]
call.font.bold = True

add_par(d, "MEMORANDUM")
add_par(d, "To: All Brackley depot staff")
add_par(d, "From: Priya Kandel, Operations Manager")
add_par(d, "Date: 3 March 2025")
add_par(d, "Subject: Annual stocktake weekend")
add_par(d, [("The annual stocktake will take place on ", ""), ("Saturday 15 March", "b"),
            (" at the Brackley depot. All outbound shipments pause at ", ""),
            ("18:00 on Friday 14 March", "b"), (" and resume on Monday morning.", "")])
p = add_par(d, "Team leads must submit their count sheets through the ")
r = p.add_run("Cycle Count Portal")
r.style = d.styles["Key Term"]
p.add_run(" no later than noon on Sunday. Please use the ")
p.add_run("blue scanners").italic = True
p.add_run(" only; the grey ones have not been recalibrated.")
add_par(d, "Overtime is paid at double rate for both days.", style="Memo Callout")
p = add_par(d, "Questions about zones or shift times go to ")
r = p.add_run("Tomasz Wierzbicki")
r.style = d.styles["Strong"]
p.add_run(" in Inventory Control. The full procedure is in the ")
p.add_run("staff handbook").underline = True
p.add_run(", section 9.")
add_par(d, [("Visitor parking in Bay C is ", ""), ("closed all weekend", "b"),
            ("; please car-share where you can.", "")])
add_par(d, "Thank you for your help,")
add_par(d, "Priya")
save_docx(d, os.path.join(ws, "memo.docx"))
