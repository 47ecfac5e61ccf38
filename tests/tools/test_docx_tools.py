"""docx tools on real .docx files written with python-docx: formatting inherited from styles,
tables as records, find across files, extract without a file cap, compare."""

from __future__ import annotations

from pathlib import Path

import docx
import pytest
from docx.enum.style import WD_STYLE_TYPE

from ncurator_cli.docx.document import inspect
from ncurator_cli.tools import ALL, ToolEnv, ToolError


def make_doc(path: Path, *, price: str = "4", extra: str | None = None, bold_word: bool = True) -> Path:
    d = docx.Document()
    callout = d.styles.add_style("Callout", WD_STYLE_TYPE.PARAGRAPH)
    callout.font.bold = True
    emph = d.styles.add_style("Stress", WD_STYLE_TYPE.CHARACTER)
    emph.font.italic = True
    d.add_heading("Quarterly notes", 1)
    p = d.add_paragraph("Plain start, ")
    r = p.add_run("direct bold")
    r.bold = bool(bold_word)
    p.add_run(" then ")
    p.add_run("styled italic", style="Stress")
    d.add_paragraph("Everything here is bold by its style.", style="Callout")
    q = d.add_paragraph("Style bold ", style="Callout")
    off = q.add_run("but not this")
    off.bold = False
    t = d.add_table(rows=3, cols=3)
    for i, row in enumerate([["Item", "Owner", "Price"], ["Lamp", "Ann", price], ["Desk", "Bob", "12"]]):
        for j, v in enumerate(row):
            t.cell(i, j).text = v
    if extra:
        d.add_paragraph(extra)
    d.save(str(path))
    return path


@pytest.fixture(scope="module")
def ws(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("docx") / "ws"
    (root / "reports").mkdir(parents=True)
    make_doc(root / "a.docx")
    make_doc(root / "b.docx", price="5", extra="A closing line.", bold_word=False)
    for i in range(9):
        make_doc(root / "reports" / f"r{i}.docx", price=str(10 + i))
    return root


def run(ws: Path, name: str, **args: object) -> str:
    return ALL[name].run(ToolEnv(ws, max_output_chars=20000), args).text


def test_read_marks_direct_and_inherited_formatting_and_tables_as_records(ws: Path) -> None:
    out = run(ws, "docx_read", path="a.docx")
    ids = {b["text"]: b["id"] for b in inspect(ws / "a.docx")["blocks"]}
    assert f"[{ids['Quarterly notes']}] (Heading 1, heading level 1) **Quarterly notes**" in out
    assert "Plain start, **direct bold** then *styled italic*" in out
    assert "(Callout) **Everything here is bold by its style.**" in out
    assert "**Style bold** but not this" in out
    assert "columns: Item | Owner | Price" in out
    assert "row 1: Item=Lamp; Owner=Ann; Price=4" in out and "row 2: Item=Desk; Owner=Bob; Price=12" in out


def test_find_bold_includes_style_inherited_bold_and_excludes_turned_off(ws: Path) -> None:
    res = ALL["docx_find"].run(ToolEnv(ws), {"path": "a.docx", "bold": True})
    texts = [m["text"] for m in res.data["matches"]]
    assert "direct bold" in texts and "Everything here is bold by its style." in texts and "Style bold" in texts
    assert "but not this" not in texts and "Plain start," not in texts
    # Headings are bold by the built-in Heading 1 style.
    assert "Quarterly notes" in texts
    italic = [m["text"] for m in ALL["docx_find"].run(ToolEnv(ws), {"path": "a.docx", "italic": True}).data["matches"]]
    assert italic == ["styled italic"]
    styled = ALL["docx_find"].run(ToolEnv(ws), {"path": "a.docx", "style": "callout"}).data["matches"]
    assert {m["text"] for m in styled} == {"Everything here is bold by its style.", "Style bold", "but not this"}
    by_char = ALL["docx_find"].run(ToolEnv(ws), {"path": ".", "style": "Stress"}).data["matches"]
    assert len(by_char) == 11  # every document of the folder
    with pytest.raises(ToolError, match="at least one"):
        run(ws, "docx_find", path="a.docx")


def test_extract_reads_every_file_without_a_cap(ws: Path) -> None:
    res = ALL["docx_extract"].run(ToolEnv(ws, max_output_chars=50000), {"path": "reports", "column": "price"})
    values = sorted(int(i["value"]) for i in res.data["items"] if i["record"]["Item"] == "Lamp")
    assert values == list(range(10, 19)) and res.data["documents"] == 9
    m = ALL["docx_extract"].run(ToolEnv(ws), {"glob": "*.docx", "path": ".", "match": "closing"}).data["items"]
    assert [(i["path"], i["text"]) for i in m] == [("b.docx", "A closing line.")]
    heads = run(ws, "docx_extract", path="reports", glob="r1.docx", headings=True)
    assert "== reports/r1.docx" in heads and "Quarterly notes" in heads and "r2.docx" not in heads


def test_extract_totals_first_the_documents_the_task_names(tmp_path: Path) -> None:
    """Beside the three quarterly reports a task asks about, a forecast: the total over the
    named documents comes first, the total with the others after it."""
    for name, price in (("Q1_report", "10"), ("Q2_report", "20"), ("Q3_report", "30"), ("Q4_forecast", "400")):
        (tmp_path / "reports").mkdir(exist_ok=True)
        make_doc(tmp_path / "reports" / f"{name}.docx", price=price)
    args = {"path": "reports", "column": "Price"}
    env = ToolEnv(tmp_path, max_output_chars=50000, task_words="What was the total price for Q1, Q2 and Q3?")
    lines = ALL["docx_extract"].run(env, args).text.splitlines()
    assert lines[1].startswith("in all, over the 3 documents the task's words (q1, q2, q3) name: ")
    assert "sum of Price: 96 over 6 values" in lines[1]  # Lamp 10+20+30 and Desk 12 in each of Q1-Q3
    assert lines[2].startswith("with the others too (reports/Q4_forecast.docx): ") and "sum of Price: 508" in lines[2]
    # Words that name every document (or none) change nothing.
    plain = ALL["docx_extract"].run(ToolEnv(tmp_path, max_output_chars=50000, task_words="total price in reports/?"), args)
    assert plain.text.splitlines()[1].startswith("in all: ") and "sum of Price: 508" in plain.text


def test_compare_lists_changed_added_and_formatting_changes(ws: Path) -> None:
    res = ALL["docx_compare"].run(ToolEnv(ws), {"old": "a.docx", "new": "b.docx"})
    kinds = [(c["kind"], c.get("old"), c.get("new")) for c in res.data["changes"]]
    assert ("formatting changed", "Plain start, **direct bold** then *styled italic*",
            "Plain start, direct bold then *styled italic*") in kinds
    assert ("changed", "Item=Lamp; Owner=Ann; Price=4", "Item=Lamp; Owner=Ann; Price=5") in kinds
    assert ("added", None, "A closing line.") in kinds
    assert len(kinds) == 3
    import shutil

    shutil.copy(ws / "reports" / "r1.docx", ws / "r1-copy.docx")
    same = run(ws, "docx_compare", old="reports/r1.docx", new="r1-copy.docx")
    assert "0 differences" in same
    # One document as both (a small model's call on a question about one document) says nothing.
    with pytest.raises(ToolError, match=r"old and new are the same file \(reports/r1.docx\)"):
        run(ws, "docx_compare", old="reports/r1.docx", new="./reports/r1.docx")


def test_bad_documents_are_one_line_errors(ws: Path, tmp_path: Path) -> None:
    (tmp_path / "fake.docx").write_text("not a zip")
    with pytest.raises(ToolError, match="fake.docx"):
        run(tmp_path, "docx_read", path="fake.docx")
    with pytest.raises(ToolError, match="folder"):
        run(ws, "docx_read", path="reports")


def _table_doc(path: Path, rows: list[list[str]]) -> Path:
    d = docx.Document()
    d.add_paragraph("Purchases")
    t = d.add_table(rows=len(rows), cols=len(rows[0]))
    for i, row in enumerate(rows):
        for j, v in enumerate(row):
            t.cell(i, j).text = v
    d.save(str(path))
    return path


@pytest.fixture
def spend(tmp_path: Path) -> Path:
    (tmp_path / "q").mkdir()
    _table_doc(tmp_path / "q" / "a.docx", [["Item", "Amount (EUR)"], ["Paper", "1,210.00"], ["Toner", "342.50"],
                                           ["Total", "1,552.50"]])
    _table_doc(tmp_path / "q" / "b.docx", [["Item", "Amount (EUR)"], ["Cables", "64.25"], ["Desk", "$215.40"]])
    return tmp_path


def test_extract_counts_and_sums_a_column_across_documents_without_their_total_rows(spend: Path) -> None:
    res = ALL["docx_extract"].run(ToolEnv(spend), {"path": "q", "column": "amount"})
    # "amount" is the one header containing that word; the tables' own Total row is not added again.
    assert res.data["sum"] == pytest.approx(1832.15) and res.data["count"] == 5
    assert "in all: 5 matching table rows; sum of amount: 1,832.15 over 4 values (not counting 1 total row: " \
           "Total=1,552.50)" in res.text
    assert "sum of amount: 279.65 over 2 values in q/b.docx" in res.text
    # With match, only the matching rows are counted and added.
    only = ALL["docx_extract"].run(ToolEnv(spend), {"path": "q", "column": "Amount (EUR)", "match": "toner|desk"})
    assert only.data["count"] == 2 and only.data["sum"] == pytest.approx(557.9)


def test_extract_says_which_heading_each_match_sits_under(tmp_path: Path) -> None:
    """A row or paragraph is shown with the heading it sits under: the same kind of row under
    "Autumn term" and "Spring term" told apart (a probe's answer listed every term's rows for one)."""
    d = docx.Document()
    d.add_paragraph("Term dates")
    for term, day in (("Autumn term", "Mon 1 Sep"), ("Spring term", "Mon 5 Jan")):
        d.add_heading(term, 1)
        t = d.add_table(rows=2, cols=2)
        t.cell(0, 0).text, t.cell(0, 1).text, t.cell(1, 0).text, t.cell(1, 1).text = "Date", "Event", day, "Staff day"
    d.add_paragraph("A staff day may move.")
    d.save(str(tmp_path / "terms.docx"))
    res = ALL["docx_extract"].run(ToolEnv(tmp_path), {"path": "terms.docx", "match": "staff day", "column": "Date"})
    rows = [line.strip() for line in res.text.splitlines() if " row 1: " in line]
    assert [r.split("] ", 1)[1] for r in rows] == ["(under 'Autumn term') row 1: Date=Mon 1 Sep | Date=Mon 1 Sep; Event=Staff day",
                                                   "(under 'Spring term') row 1: Date=Mon 5 Jan | Date=Mon 5 Jan; Event=Staff day"]
    assert [i["under"] for i in res.data["items"]] == ["Autumn term", "Spring term"]
    para = ALL["docx_extract"].run(ToolEnv(tmp_path), {"path": "terms.docx", "match": "may move"})
    assert "(under 'Spring term') A staff day may move." in para.text
    assert "(under" not in ALL["docx_extract"].run(ToolEnv(tmp_path), {"path": "terms.docx", "match": "Term dates"}).text
    # The task's words name one of the headings: the rows under it come first, with their values.
    asked = ToolEnv(tmp_path, task_words="Which staff days are in the spring term? See terms_autumn-2025.docx")
    res = ALL["docx_extract"].run(asked, {"path": "terms.docx", "match": "staff day", "column": "Date"})
    assert res.text.splitlines()[1] == ("under the heading the task's words (spring) name ('Spring term'): "
                                        "1 matching table rows; Date is not numeric in every row, no sum: row 1: Mon 5 Jan")
    assert res.data["section_count"] == 1 and res.data["count"] == 2
    both = ToolEnv(tmp_path, task_words="Which staff days are there this year?")
    assert "under the heading" not in ALL["docx_extract"].run(both, {"path": "terms.docx", "match": "staff day"}).text


def test_extract_names_the_columns_when_the_asked_one_is_not_there(spend: Path) -> None:
    res = ALL["docx_extract"].run(ToolEnv(spend), {"path": "q", "column": "c2", "match": "Amount"})
    assert res.data["count"] == 0 and "sum" not in res.data
    assert "no table has a column 'c2'; the columns are: Item | Amount (EUR)" in res.text


def test_extract_says_the_match_kept_no_row_of_a_column_that_is_there(spend: Path) -> None:
    """The column is there; the match text is in no row of it: said so, not that the column is
    missing (a small model was told the column it named did not exist, listed beside it)."""
    res = ALL["docx_extract"].run(ToolEnv(spend), {"path": "q", "column": "Item", "match": "no such words here"})
    assert "no table has a column" not in res.text
    assert "no row of a table with a column 'Item' matches 'no such words here'" in res.text
    assert ALL["docx_extract"].run(ToolEnv(spend), {"path": "q", "column": "Item"}).data["count"] > 0


def test_question_facts_list_the_columns_a_question_names_row_by_row(tmp_path: Path) -> None:
    """"Thursday 4th and Friday 5th" names the columns "Thu 4" and "Fri 5" (words written short,
    an ordinal's ending aside): their cells row by row, each by its row's label, and the rows blank
    in both; a shaded cell with no text is not blank. One named column alone is not listed."""
    from docx.oxml import parse_xml
    from docx.oxml.ns import nsdecls

    from ncurator_cli.tools.docx_impl import question_facts
    from ncurator_cli.tools.facts import loosely_named

    rows = [["Room", "Wed 3", "Thu 4", "Fri 5"], ["Oak", "Lee", "", ""], ["Ash", "", "Kim", ""],
            ["Elm", "", "", ""], ["Yew", "", "", ""]]
    d = docx.Document()
    t = d.add_table(rows=len(rows), cols=4)
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            t.cell(r, c).text = text
    t.cell(4, 3)._tc.get_or_add_tcPr().append(parse_xml(f'<w:shd {nsdecls("w")} w:val="clear" w:fill="A6A6A6"/>'))
    d.save(str(tmp_path / "rooms.docx"))
    facts = question_facts(ToolEnv(tmp_path), ["rooms.docx"], "Which rooms are free on Thursday 4th and Friday 5th?")
    assert facts[0] == ("rooms.docx table 0: the columns Thu 4 | Fri 5, row by row: Oak: (blank) | (blank); "
                        "Ash: Kim | (blank); Elm: (blank) | (blank); Yew: (blank) | <grey shading></grey shading>")
    assert facts[1] == "rooms.docx table 0: rows blank in every one of Thu 4 | Fri 5: Oak, Elm"
    one = question_facts(ToolEnv(tmp_path), ["rooms.docx"], "Which rooms are free on Thursday 4th?")
    assert not any("row by row" in f for f in one)
    assert loosely_named("Aug 2025", "in August 2025") and not loosely_named("Thu 4", "on Thursday 14")
    assert not loosely_named("Mon", "every Monday")  # one short word names nothing
    assert not loosely_named("Sun 6", "on Sunday 16")
    # No cell of the named columns blank: no line about blank rows.
    from ncurator_cli.tools.facts import named_columns

    full = named_columns("t", ["Role", "Name", "Email"], [["Chair", "Ann", "a@x"], ["Clerk", "Bo", "b@x"]],
                         "Give the name and email of each officer")
    assert full == ["t: the columns Name | Email, row by row: Chair: Ann | a@x; Clerk: Bo | b@x"]


def test_data_query_reads_docx_tables_as_records(spend: Path) -> None:
    res = ALL["data_query"].run(ToolEnv(spend), {"path": "q", "where": ["Item != Total"], "group_by": "_file",
                                                  "sum": ["Amount (EUR)"]})
    assert res.data["matched"] == 4
    assert {g["_file"]: g["sum Amount (EUR)"] for g in res.data["groups"]} == {"q/a.docx": 1552.5, "q/b.docx": 279.65}
    rows = ALL["data_query"].run(ToolEnv(spend), {"path": "q/b.docx"}).data["rows"]
    assert [(r["Item"], r["_table"], r["_row"]) for r in rows] == [("Cables", 0, 1), ("Desk", 0, 2)]


def test_question_facts_count_a_named_value_and_find_the_row_the_question_names(tmp_path: Path) -> None:
    from ncurator_cli.tools.docx_impl import question_facts

    _table_doc(tmp_path / "risks.docx", [["Risk", "Impact", "Priority"], ["Vendor exit", "High", "High "],
                                         ["Data loss", "Low", "high"], ["Late audit", "High", "Low"],
                                         ["Churn", "Medium", "Medium"]])
    facts = question_facts(ToolEnv(tmp_path), ["risks.docx"], 'How many risks have Priority "High"?')
    # The named column only (Impact also says High), spacing and case aside; no row lookup wins.
    assert facts == ["risks.docx table 0: 2 of 4 rows have Priority = High"]
    _table_doc(tmp_path / "assets.docx", [["Tag", "Asset", "Keeper"], ["A-1", "Zeta X-100 printer", "Ann"],
                                          ["A-2", "Zeta X-200 printer", "Bob"], ["A-3", "Desk", "Cy"]])
    facts = question_facts(ToolEnv(tmp_path), ["assets.docx", "risks.docx"], "Who keeps the Zeta X-200 printer?")
    assert facts == ["assets.docx table 0 row 2 (holds the identifier the question names): Tag=A-2; Asset=Zeta X-200 "
                     "printer; Keeper=Bob"]


def test_every_row_holding_an_identifier_the_question_names_is_listed_in_document_order(tmp_path: Path) -> None:
    """A sample's ID in a stock table and in an audit table whose row also writes "rack A, box 3":
    both rows, the stock table's first, however many other words the audit row shares; without an
    identifier, the row sharing most words alone."""
    from ncurator_cli.tools.docx_impl import question_facts

    d = docx.Document()
    for rows in ([["Sample ID", "Rack", "Box"], ["S-100", "A", "1"], ["S-291", "D", "14"]],
                 [["Sample ID", "Previous place", "Why"], ["S-291", "rack A, box 3", "moved"]]):
        t = d.add_table(rows=len(rows), cols=3)
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                t.cell(r, c).text = text
    d.save(str(tmp_path / "stock.docx"))
    facts = question_facts(ToolEnv(tmp_path), ["stock.docx"], "Which rack and box is sample S-291 in?")
    assert [f for f in facts if " row " in f] == ["stock.docx table 0 row 2 (holds the identifier the question names): Sample ID=S-291; Rack=D; Box=14",
                     "stock.docx table 1 row 1 (holds the identifier the question names): Sample ID=S-291; "
                     "Previous place=rack A, box 3; Why=moved"]
    facts = question_facts(ToolEnv(tmp_path), ["stock.docx"], "Which sample was moved out of rack A box 3?")
    assert [f for f in facts if " row " in f] == ["stock.docx table 1 row 1 (matches 3 words of the question): Sample ID=S-291; "
                     "Previous place=rack A, box 3; Why=moved"]


def test_a_row_looked_up_by_a_one_letter_label_is_shown_whole(tmp_path: Path) -> None:
    """"a part-time Grade B member": the article is no grade A; the one row labelled B is shown whole,
    so the lookup reads its cells there, with the band of the question's quantity read for it."""
    from ncurator_cli.tools.docx_impl import question_facts

    _table_doc(tmp_path / "fees.docx", [["Grade", "Under 3 months", "3 to 12 months", "Over 12 months"],
                                        ["A", "45", "40", "35"], ["B", "40", "35", "30"], ["C", "35", "30", "25"]])
    facts = question_facts(ToolEnv(tmp_path), ["fees.docx"], "What fee does a part-time Grade B member "
                                                             "with 14 months' membership pay?")
    assert facts[0] == ("fees.docx table 0: 1 of 3 rows have Grade = B (that row: Grade=B; Under 3 months=40; "
                        "3 to 12 months=35; Over 12 months=30); for 14 months the column is 'Over 12 months': 30")
    assert not any("Grade = A" in f for f in facts)


def test_question_facts_add_up_a_named_numeric_column_without_its_total_row(spend: Path) -> None:
    from ncurator_cli.tools.docx_impl import question_facts

    facts = question_facts(ToolEnv(spend), ["q/a.docx", "q/b.docx"], "What is the Amount (EUR) over both lists?")
    assert facts[:3] == ["sum of Amount (EUR) over all 2 documents (q/a.docx, q/b.docx): 1,552.50 + 279.65 = 1,832.15",
                         "q/a.docx table 0: sum of Amount (EUR) over 2 rows = 1,552.50 (a total row left out)",
                         "q/b.docx table 0: sum of Amount (EUR) over 2 rows = 279.65"]


def test_question_facts_total_a_column_over_the_documents_the_question_singles_out(tmp_path: Path) -> None:
    """A figure spread over several documents (one per period) is added up by the host, over the
    documents whose distinguishing name parts the question says and over all of them: the model
    answered with another document's total instead of adding three in its head (a probe trace)."""
    from ncurator_cli.tools.docx_impl import question_facts

    (tmp_path / "r").mkdir()
    for name, cells in (("H1_2023_summary", ["10.50", "4"]), ("H2_2023_summary", ["7", "1.25"]),
                        ("H1_2024_plan", ["100", "200"])):
        _table_doc(tmp_path / "r" / f"{name}.docx", [["Site", "Fuel cost", "Staff"], ["A", f"${cells[0]}", "3"],
                                                     ["B", f"${cells[1]}", "4"], ["Total", "$0", "7"]])
    rels = ["r/H1_2023_summary.docx", "r/H1_2024_plan.docx", "r/H2_2023_summary.docx"]
    facts = question_facts(ToolEnv(tmp_path), rels, "What was the fuel cost in the 2023 summaries, in total?")
    assert facts[:2] == [
        "sum of Fuel cost over the 2 documents the question's words (2023) single out "
        "(r/H1_2023_summary.docx, r/H2_2023_summary.docx): 14.50 + 8.25 = 22.75",
        "sum of Fuel cost over all 3 documents (r/H1_2023_summary.docx, r/H1_2024_plan.docx, "
        "r/H2_2023_summary.docx): 14.50 + 300 + 8.25 = 322.75"]
    # a column not named by the question is not added up; one document alone has no cross total
    assert not any(f.startswith("sum of Staff") for f in facts)
    one = question_facts(ToolEnv(tmp_path), rels[:1], "What was the fuel cost in H1 2023?")
    assert not any(" documents" in f for f in one)


def test_list_items_are_numbered_within_their_list(tmp_path: Path) -> None:
    """A run of list paragraphs is one list: each item says its place and the list's length, so
    "how many items are on the list under X" is read, not counted; a list cut by a view's window
    is not numbered (its count would be short)."""
    from ncurator_cli.capabilities.docx import render_inspection
    from ncurator_cli.docx import DocxDocument

    d = docx.Document()
    d.add_heading("Rules", 1)
    d.add_paragraph("These apply to all:")
    for x in ("Walk", "Look", "Report"):
        d.add_paragraph(x, style="List Bullet")
    d.add_paragraph("Then, in an alarm:")
    for x in ("Stop", "Leave"):
        d.add_paragraph(x, style="List Number")
    d.save(str(tmp_path / "r.docx"))
    out = ALL["docx_read"].run(ToolEnv(tmp_path), {"path": "r.docx"}).text
    assert "(List Bullet, item 2 of 3) Look" in out and "(List Number, item 2 of 2) Leave" in out
    assert "(Normal) These apply to all:" in out
    view = render_inspection(DocxDocument.open(tmp_path / "r.docx").inspect(offset=0, limit=200))
    assert "(List Bullet, item 3 of 3) Report" in view
    cut = render_inspection(DocxDocument.open(tmp_path / "r.docx").inspect(offset=0, limit=4))
    assert "(List Bullet) Walk" in cut and "item" not in cut


def test_a_quantity_is_placed_in_the_banded_column_that_holds_it() -> None:
    from ncurator_cli.tools.facts import range_column

    header = ["Grade", "Less than 3 months", "3 to 12 months", "More than 12 months"]
    assert range_column(header, "a Grade B member with 14 months' membership") == (3, "14 months")
    assert range_column(header, "after 3 months") == (2, "3 months") and range_column(header, "2.5 months in") == (1, "2.5 months")
    assert range_column(header, "for 10 days") is None  # another unit
    weights = ["Zone", "Up to 2 kg", "2-10 kg", "10+ kg"]
    assert range_column(weights, "a parcel of 12 kg") == (3, "12 kg")
    assert range_column(weights, "a 2 kg parcel") is None  # in two bands: no guess
    assert range_column(["Name", "Total"], "14 months") is None


def test_find_that_a_formatting_filter_empties_shows_the_text_formatted_otherwise(ws: Path) -> None:
    """bold=false sent as "any formatting": the text is there in bold; the empty result says where."""
    res = ALL["docx_find"].run(ToolEnv(ws), {"path": "a.docx", "text": "direct bold", "bold": False, "italic": False})
    assert res.data["matches"] == []
    assert res.text.startswith("0 matching pieces of text with bold=False, italic=False; without those filters, "
                               "1 piece of text match")
    assert "direct bold [bold=True, italic=False, underline=False, strike=False]" in res.text
    # No near miss to show: the plain empty answer.
    none = ALL["docx_find"].run(ToolEnv(ws), {"path": "a.docx", "text": "not in any paragraph", "bold": True})
    assert none.text == "0 matching pieces of text"


def test_find_struck_through_and_underlined_text_direct_double_and_by_style(tmp_path: Path) -> None:
    """Struck-through text is found whether a run sets w:strike, w:dstrike or a character style
    does; a paragraph struck through in full says so, one with a few words struck does not;
    underline likewise; read marks both; a style the document lacks is named with the styles used."""
    from docx.oxml import OxmlElement

    d = docx.Document()
    gone = d.styles.add_style("Deleted", WD_STYLE_TYPE.CHARACTER)
    gone.font.strike = True
    p1 = d.add_paragraph()
    p1.add_run("2.3 The tenant may sublet.").font.strike = True
    p2 = d.add_paragraph()
    pets = p2.add_run("4.1 Pets are allowed.")
    pets._r.get_or_add_rPr().append(OxmlElement("w:dstrike"))
    p3 = d.add_paragraph()
    p3.add_run("5.2 Parking is included.", style="Deleted")
    p4 = d.add_paragraph("6.1 Rent is due ")
    p4.add_run("weekly").font.strike = True
    p4.add_run(" monthly.")
    p5 = d.add_paragraph()
    p5.add_run("7.1 Keep this.").font.underline = True
    d.save(str(tmp_path / "lease.docx"))

    res = ALL["docx_find"].run(ToolEnv(tmp_path), {"path": "lease.docx", "strike": True})
    got = {m["text"]: m["whole_paragraph"] for m in res.data["matches"]}
    assert got == {"2.3 The tenant may sublet.": True, "4.1 Pets are allowed.": True,
                   "5.2 Parking is included.": True, "weekly": False}
    assert "2.3 The tenant may sublet. (the whole paragraph)" in res.text and "weekly (the whole" not in res.text
    under = ALL["docx_find"].run(ToolEnv(tmp_path), {"path": "lease.docx", "underline": True}).data["matches"]
    assert [m["text"] for m in under] == ["7.1 Keep this."]
    out = run(tmp_path, "docx_read", path="lease.docx")
    assert "~~2.3 The tenant may sublet.~~" in out and "6.1 Rent is due ~~weekly~~ monthly." in out
    assert "<u>7.1 Keep this.</u>" in out
    missing = run(tmp_path, "docx_find", path="lease.docx", style="strike-through")
    assert missing.startswith("0 matching pieces of text: no paragraph or character style is called 'strike-through'")
    assert "'Deleted'" in missing and "'Normal'" in missing


def test_find_leaves_out_formatting_filters_the_task_does_not_name(ws: Path) -> None:
    """Every flag sent true for "which phrases are in italics": nothing is bold, italic, underlined
    and struck through at once, so the model gave up. The flags the task does not name are left out
    and the result says so; a task that names none of them, or names bold too, keeps what was sent."""
    from ncurator_cli.tools.docx_impl import unasked_flags

    every = {"path": "a.docx", "bold": True, "italic": True, "underline": True, "strike": True}
    env = ToolEnv(ws, task_words="Which phrases of a.docx are set in italics?")
    res = ALL["docx_find"].run(env, every)
    assert [m["text"] for m in res.data["matches"]] == ["styled italic"]
    assert res.text.startswith("1 matching pieces of text (bold=True, underline=True, strike=True left out: the "
                               "task does not ask about bold or underline or strike)")
    assert ALL["docx_find"].run(ToolEnv(ws, task_words="Which phrases are emphasised?"), every).data["matches"] == []
    flags = {"bold": False, "italic": True, "underline": None, "strike": True}
    assert unasked_flags(flags, "Which words are italic but not bold?") == ["strike"]
    assert unasked_flags(flags, "Which clauses are struck through?") == ["bold", "italic"]
    assert unasked_flags({"bold": True, "italic": None, "underline": None, "strike": None}, "Which are italic?") == []


def test_read_marks_text_colour_and_highlight_direct_and_by_style_and_compare_sees_them(tmp_path: Path) -> None:
    """Coloured text is marked by its colour's name (direct, from a character style, dark red as
    red), highlighted text by its highlight; black and automatic text is not marked. A change of
    colour alone is a formatting change to docx_compare, not a change of wording."""
    from docx.enum.text import WD_COLOR_INDEX
    from docx.shared import RGBColor

    from ncurator_cli.tools.docx_impl import colour_name

    def build(path: Path, rise_colour: RGBColor | None) -> None:
        d = docx.Document()
        rise = d.styles.add_style("Rise", WD_STYLE_TYPE.CHARACTER)
        rise.font.color.rgb = RGBColor(0xC0, 0x00, 0x00)
        p = d.add_paragraph("Tea ")
        r = p.add_run("£2.40")
        if rise_colour is not None:
            r.font.color.rgb = rise_colour
        q = d.add_paragraph("Cake ")
        q.add_run("£3.10", style="Rise")
        s = d.add_paragraph("Soup ")
        s.add_run("£4.00").font.highlight_color = WD_COLOR_INDEX.YELLOW
        t = d.add_paragraph("Bread ")
        t.add_run("£1.20").font.color.rgb = RGBColor(0, 0, 0)
        d.save(str(path))

    build(tmp_path / "old.docx", None)
    build(tmp_path / "new.docx", RGBColor(0xFF, 0x00, 0x00))
    text = ALL["docx_read"].run(ToolEnv(tmp_path), {"path": "new.docx"}).text
    assert "Tea <red>£2.40</red>" in text and "Cake <red>£3.10</red>" in text
    assert "Soup <yellow highlight>£4.00</yellow highlight>" in text and "Bread £1.20" in text
    changes = ALL["docx_compare"].run(ToolEnv(tmp_path), {"old": "old.docx", "new": "new.docx"}).data["changes"]
    assert [c["kind"] for c in changes] == ["formatting changed"]
    assert [colour_name(x) for x in ("C00000", "2E74B5", "00B050", "FFC000", "7030A0", "808080", "000000", "auto",
                                     "FFFFFF", "1A1A1A")] == [
        "red", "blue", "green", "orange", "purple", "grey", None, None, None, None]
    # Pale gold (a theme's lighter tint of FFC000) reads as the yellow it looks.
    assert [colour_name(x) for x in ("FFE699", "FFD966", "FFA500")] == ["yellow", "yellow", "orange"]


def test_merged_cells_read_under_their_columns_and_cell_shading_is_marked(tmp_path: Path) -> None:
    """A booking chart whose bookings are cells merged across nights (`w:gridSpan`), one merged down
    two rows (`w:vMerge`), and shaded: its records and its question view put each name under every
    night it spans (read in cell order, every later name sat one night early), and the view marks a
    cell's shading, an empty shaded cell too."""
    from docx.oxml import parse_xml
    from docx.oxml.ns import nsdecls

    from ncurator_cli.scriptlib import records
    from ncurator_cli.tools.docx_impl import marked_view

    d = docx.Document()
    t = d.add_table(rows=4, cols=5)
    for i, h in enumerate(["Pitch", "Mon", "Tue", "Wed", "Thu"]):
        t.cell(0, i).text = h
    for r, name in ((1, "A1"), (2, "A2"), (3, "A3")):
        t.cell(r, 0).text = name
    ferris = t.cell(1, 1).merge(t.cell(1, 2))
    ferris.text = "Ferris"
    t.cell(1, 4).text = "Okafor"
    tall = t.cell(2, 3).merge(t.cell(3, 3))
    tall.text = "Hale"
    for cell, fill in ((ferris, "D9D9D9"), (t.cell(2, 1), "D9D9D9"), (t.cell(1, 4), "FFE699")):
        cell._tc.get_or_add_tcPr().append(parse_xml(f'<w:shd {nsdecls("w")} w:val="clear" w:color="auto" w:fill="{fill}"/>'))
    d.save(str(tmp_path / "chart.docx"))
    import os

    here = os.getcwd()
    os.chdir(tmp_path)
    try:
        rows = records("chart.docx")
    finally:
        os.chdir(here)
    assert [dict(r) for r in rows] == [
        {"Pitch": "A1", "Mon": "Ferris", "Tue": "Ferris", "Wed": "", "Thu": "Okafor"},
        {"Pitch": "A2", "Mon": "", "Tue": "", "Wed": "Hale", "Thu": ""},
        {"Pitch": "A3", "Mon": "", "Tue": "", "Wed": "Hale", "Thu": ""}]
    view = marked_view(ToolEnv(tmp_path), "chart.docx", 4000)
    assert ("1: A1 | <grey shading>Ferris</grey shading> | <grey shading>Ferris</grey shading> |  | "
            "<yellow shading>Okafor</yellow shading>") in view
    assert "2: A2 | <grey shading></grey shading> |  | Hale | " in view
    assert "a table cell's shading <grey shading>marked</grey shading>" in view


def test_find_by_colour_and_not_when_the_task_names_no_colour(tmp_path: Path) -> None:
    from docx.shared import RGBColor

    d = docx.Document()
    p = d.add_paragraph("Tea ")
    p.add_run("£2.40").font.color.rgb = RGBColor(0xC0, 0, 0)
    p.add_run(" and ")
    p.add_run("£9.99").font.color.rgb = RGBColor(0x2E, 0x74, 0xB5)
    d.add_paragraph("Cake £3.10")
    d.save(str(tmp_path / "p.docx"))
    red = ALL["docx_find"].run(ToolEnv(tmp_path, task_words="which prices are red?"), {"path": "p.docx", "colour": "red"})
    assert [m["text"] for m in red.data["matches"]] == ["£2.40"] and "[red]" in red.text
    coloured = ALL["docx_find"].run(ToolEnv(tmp_path, task_words="which prices are coloured?"),
                                    {"path": "p.docx", "colour": "any"})
    assert [m["text"] for m in coloured.data["matches"]] == ["£2.40", "£9.99"]
    # A task that names no colour: the filter is dropped, the rest of the call stands.
    plain = ALL["docx_find"].run(ToolEnv(tmp_path, task_words="where is cake?"), {"path": "p.docx", "colour": "red",
                                                                                  "text": "Cake"})
    assert [m["text"] for m in plain.data["matches"]] == ["Cake £3.10"]


def test_question_facts_say_where_the_formatting_a_legend_gives_a_meaning_to_is(tmp_path: Path) -> None:
    """"Members shown in green have paid": the facts list the green text, cells by their row's
    first cell; a question that names bold gets the bold text; a document without a legend and a
    question naming no formatting get no such line."""
    from docx.shared import RGBColor

    from ncurator_cli.tools.docx_impl import question_facts

    d = docx.Document()
    d.add_paragraph("Members shown in green have paid their subs.")
    t = d.add_table(rows=4, cols=2)
    for r, (name, fee) in enumerate((("Name", "Fee"), ("Ola", "£20"), ("Ben", "£20"), ("Kit", "£15"))):
        t.cell(r, 0).text = name
        run = t.cell(r, 1).paragraphs[0].add_run(fee)
        if name in ("Ola", "Kit"):
            run.font.color.rgb = RGBColor(0x00, 0xB0, 0x50)
        if name == "Ben":
            run.bold = True
    d.save(str(tmp_path / "subs.docx"))
    facts = question_facts(ToolEnv(tmp_path), ["subs.docx"], "Who has paid?")
    assert facts[0] == "subs.docx: text in green: table 0 row 1 (Ola): £20; table 0 row 3 (Kit): £15"
    bold = question_facts(ToolEnv(tmp_path), ["subs.docx"], "Which fees are in bold?")
    assert "subs.docx: text in bold: table 0 row 2 (Ben): £20" in bold
    plain = docx.Document()
    plain.add_paragraph("Subs are due in May.")
    plain.save(str(tmp_path / "plain.docx"))
    assert not any("text in" in f for f in question_facts(ToolEnv(tmp_path), ["plain.docx"], "When are subs due?"))
    # A table under a heading is named with it: the heading says where its rows are (a room).
    rooms = docx.Document()
    rooms.add_paragraph("Hall", style="Heading 2")
    t = rooms.add_table(rows=2, cols=2)
    t.cell(0, 0).text, t.cell(0, 1).text, t.cell(1, 0).text = "Item", "State", "Door"
    t.cell(1, 1).paragraphs[0].add_run("hinge loose").bold = True
    rooms.save(str(tmp_path / "rooms.docx"))
    assert question_facts(ToolEnv(tmp_path), ["rooms.docx"], "Which states are in bold? Give the room.")[0] == (
        "rooms.docx: text in bold: table 0 (under 'Hall') row 1 (Door): hinge loose")


def test_a_two_row_header_names_each_column_by_its_group_and_its_own_name(tmp_path: Path) -> None:
    """A chart whose first row groups columns under merged cells ("Day 2" over "AM | PM") names
    them "Day 2 AM", "Day 2 PM" (not "Day 2 (4)"); the row below is no record. A data row under a
    merged header cell is not taken for a second header row."""
    from ncurator_cli.scriptlib import records
    from ncurator_cli.tools.docx_impl import marked_view

    d = docx.Document()
    t = d.add_table(rows=4, cols=5)
    t.cell(0, 0).merge(t.cell(1, 0)).text = "Crew"
    t.cell(0, 1).merge(t.cell(0, 2)).text = "Day 1"
    t.cell(0, 3).merge(t.cell(0, 4)).text = "Day 2"
    for j, v in enumerate(["AM", "PM", "AM", "PM"], start=1):
        t.cell(1, j).text = v
    for j, v in enumerate(["Ann", "X", "", "", "X"]):
        t.cell(2, j).text = v
    for j, v in enumerate(["Bo", "", "X", "X", ""]):
        t.cell(3, j).text = v
    d.add_paragraph("Contacts")
    c = d.add_table(rows=2, cols=3)
    c.cell(0, 0).text = "Name"
    c.cell(0, 1).merge(c.cell(0, 2)).text = "Contact"
    for j, v in enumerate(["Ann", "0123 456", "ann@example.org"]):
        c.cell(1, j).text = v
    d.save(str(tmp_path / "rota.docx"))
    rows = records(tmp_path / "rota.docx")
    assert [dict(r) for r in rows][:2] == [
        {"Crew": "Ann", "Day 1 AM": "X", "Day 1 PM": "", "Day 2 AM": "", "Day 2 PM": "X"},
        {"Crew": "Bo", "Day 1 AM": "", "Day 1 PM": "X", "Day 2 AM": "X", "Day 2 PM": ""}]
    assert dict(rows[2]) == {"Name": "Ann", "Contact": "0123 456", "Contact (2)": "ann@example.org"}
    view = marked_view(ToolEnv(tmp_path), "rota.docx", 4000)
    assert "header: Crew | Day 1 AM | Day 1 PM | Day 2 AM | Day 2 PM" in view
    assert "2: Ann | X |  |  | X" in view  # rows keep the table's numbers


def test_question_facts_list_the_one_column_of_a_wide_chart_a_question_names(tmp_path: Path) -> None:
    """A wide chart under a two-row header ("Act 2" over "Sc 1 | Sc 2 | Sc 3"): "Act 2 Scene 3"
    names the column "Act 2 Sc 3" alone — its words in a row, "Sc" short for "Scene", not "Act 2
    Sc 2" — and the rows are grouped by what it holds, each row by its first two cells."""
    from ncurator_cli.tools.docx_impl import question_facts
    from ncurator_cli.tools.facts import loosely_named

    d = docx.Document()
    t = d.add_table(rows=5, cols=7)
    t.cell(0, 0).merge(t.cell(1, 0)).text = "Part"
    t.cell(0, 1).merge(t.cell(1, 1)).text = "Player"
    t.cell(0, 2).merge(t.cell(0, 3)).text = "Act 1"
    t.cell(0, 4).merge(t.cell(0, 6)).text = "Act 2"
    for j, v in enumerate(["Sc 1", "Sc 2", "Sc 1", "Sc 2", "Sc 3"], start=2):
        t.cell(1, j).text = v
    for r, row in enumerate([["Guard", "Ivo", "X", "", "X", "X", ""], ["Queen", "Lu", "", "X", "", "", "X"],
                             ["Page", "Ivo", "X", "X", "", "", "V"]], start=2):
        for j, v in enumerate(row):
            t.cell(r, j).text = v
    d.save(str(tmp_path / "chart.docx"))
    facts = question_facts(ToolEnv(tmp_path), ["chart.docx"], "Who is on stage in Act 2 Scene 3?")
    assert ("chart.docx table 0: the rows by their Act 2 Sc 3: (blank) (1): Guard / Ivo; X (1): Queen / Lu; "
            "V (1): Page / Ivo") in facts
    assert loosely_named("Act 2 Sc 3", "in Act 2 Scene 3") and not loosely_named("Act 2 Sc 2", "in Act 2 Scene 3")
    assert not loosely_named("Act 1 Sc 3", "in Act 2 Scene 3")


@pytest.mark.parametrize(("text", "band"), [
    ("Up to £30", (float("-inf"), 30.0, False, True, "£")),
    ("Over £30 and up to £100", (30.0, 100.0, False, True, "£")),
    ("Less than 3 months", (float("-inf"), 3.0, False, False, "month")),
    ("3 to 12 months", (3.0, 12.0, True, True, "month")),
    ("between 5 and 9 guests", (5.0, 9.0, True, True, "guest")),
    ("10+ kg", (10.0, float("inf"), True, False, "kg")),
    ("£500 or more", (500.0, float("inf"), True, False, "£")),
    ("3 days or less", (float("-inf"), 3.0, False, True, "day")),
    ("£1,000 - £4,999", (1000.0, 4999.0, True, True, "£")),
    ("Under $1.5k", (float("-inf"), 1500.0, False, False, "$")),
    ("Grade", None), ("2025", None), ("Q3 2025", None), ("12 months to 3 years", None),
    ("Approval from the office manager over the phone for 3 days", None),
])
def test_band_of(text: str, band: tuple | None) -> None:
    from ncurator_cli.tools.facts import band_of

    assert band_of(text) == band


def test_cell_facts_read_the_cell_at_the_row_and_column_a_question_names() -> None:
    """"On the Student plan, how long can I keep a kayak?" over a table of kit by plan: the cell
    of the row the question names ("Kayaks (sit-on-top)", brackets aside, plural aside) under the
    column it names (Student); nothing for a question naming no column, or every column."""
    from ncurator_cli.tools.facts import cell_facts

    text = ("[hire.md › Loans] (doc hire.md) Longest loan:\n\n| Kit | Student | Adult | Family |\n|---|---|---|---|\n"
            "| Kayaks (sit-on-top) | 2 days | 5 days | 5 days |\n| Paddleboard | 1 day | 3 days | 3 days |\n\nThen prose.")
    assert cell_facts("I'm on the Student plan - how long can I keep a kayak?", text) == [
        "Kayaks (sit-on-top) × Student: 2 days [hire.md › Loans]"]
    assert cell_facts("How long can I keep a kayak?", text) == []
    assert cell_facts("Student, adult or family: a kayak for how long?", text) == []
    assert cell_facts("As a Student, how long for a canoe?", text) == []
    # No row named whole: the one row that shares the most words with the question (two at least).
    excess = ("[terms.md › Excess] (doc terms.md) Per claim:\n| Claim | Basic | Plus |\n|---|---|---|\n"
              "| Mast damage - Wayfarer | £900 | £250 |\n| Sail replacement - Wayfarer | £300 | £80 |\n"
              "| Sail replacement - Topper | £200 | £60 |\n")
    assert cell_facts("We have the Wayfarer on Plus and tore the sail - a new one is needed. What do we pay?",
                      excess) == ["Sail replacement - Wayfarer × Plus: £80 [terms.md › Excess]"]
    assert cell_facts("On Plus, what do we pay for the Wayfarer?", excess) == []  # two rows share as much


def test_band_facts_name_the_row_or_item_that_holds_each_stated_amount() -> None:
    from ncurator_cli.tools.facts import band_facts

    table = ("[fees.md › Fees] (doc fees.md) Late fees:\n| Days late | Fee |\n|---|---|\n| Up to 7 days | none |\n"
             "| 8 to 28 days | £5 |\n| Over 28 days | £20 |\n")
    assert band_facts("What do I pay when a book is 12 days late?", table) == [
        "12 days is in the row '8 to 28 days': £5 [fees.md › Fees]"]
    assert band_facts("What do I pay when a book is 7 days late?", table) == [
        "7 days is in the row 'Up to 7 days': none [fees.md › Fees]"]
    assert band_facts("What do I pay for 12 weeks?", table) == []  # no band of that unit
    items = "- Under 2 kg: letter rate\n- 2-10 kg – parcel rate\n- Over 10 kg: freight\n"
    assert band_facts("How is a 4 kg box sent?", items) == ["4 kg is in the row '2-10 kg': parcel rate"]
    assert band_facts("How is a 4 kg box sent?", "- Under 2 kg: letter rate\n") == []  # one band: no table of them


def test_question_facts_subtotal_costs_by_category_and_apply_a_named_rows_shares(tmp_path: Path) -> None:
    """Costs under two cost pools in one document, each unit's share of each pool in another: the
    host works the pools' subtotals and the named unit's share of each, and their sum (a small model
    answered with one cost of the table)."""
    from ncurator_cli.tools.docx_impl import question_facts

    _table_doc(tmp_path / "costs.docx", [["Cost", "Pool", "Last year", "This year"], ["Heating", "Common", "€900", "€1,000"],
                                         ["Roof repair", "Common", "€300", "€500"], ["Crane service", "Yard", "€400", "€600"],
                                         ["Yard lights", "Yard", "€100", "€200"], ["Insurance", "Common", "€250", "€300"],
                                         ["Total", "", "€1,950", "€2,600"]])
    _table_doc(tmp_path / "shares.docx", [["Unit", "Common share", "Yard share"], ["Unit 1", "40%", "0%"],
                                          ["Unit 2", "35%", "50%"], ["Unit 12", "25%", "50%"]])
    facts = question_facts(ToolEnv(tmp_path), ["costs.docx", "shares.docx"], "What will Unit 2 pay towards this year's costs?")
    assert "costs.docx table 0: This year by Pool: Common = €1,800 (3 rows); Yard = €800 (2 rows)" in facts
    # Unit 2, not Unit 12: a row is named by its whole label.
    assert ("shares.docx table 0 row 'Unit 2': Common share 35% of €1,800 = €630; Yard share 50% of €800 = €400; "
            "together €1,030") in facts
    assert not any("Unit 12" in f and "together" in f for f in facts)
    # The column the question names is the one subtotalled; no category is named anywhere: no subtotals.
    named_year = question_facts(ToolEnv(tmp_path), ["costs.docx", "shares.docx"], "What does Unit 1 pay of last year's costs?")
    assert "costs.docx table 0: Last year by Pool: Common = €1,450 (3 rows); Yard = €500 (2 rows)" in named_year
    alone = question_facts(ToolEnv(tmp_path), ["costs.docx"], "How much was the heating?")
    assert not any(" by Pool" in f for f in alone)
