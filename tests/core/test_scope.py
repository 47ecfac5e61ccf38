"""Which files of a set an objective's words single out (a Q4 forecast beside the Q1-Q3 reports it
asks about; a template beside the reports a glob names), and the line a first message gets."""

from __future__ import annotations

from ncurator_cli.objective import scope_lines, singled_out

REPORTS = ["reports/Q1_2024_report.docx", "reports/Q2_2024_report.docx", "reports/Q3_2024_report.docx",
           "reports/Q4_2024_forecast.docx"]


def test_name_parts_the_objective_says_single_out_files() -> None:
    named, others, words = singled_out(REPORTS, "What was the marketing spend for Q1, Q2 and Q3 combined?")
    assert named == REPORTS[:3] and others == REPORTS[3:] and words == ["q1", "q2", "q3"]
    # A year that tells files apart, a plural that names a singular part.
    files = ["x/2024_q1_report.csv", "x/2024_q2_report.csv", "x/2023_q4_report.csv"]
    assert singled_out(files, "the total revenue in the 2024 reports")[0] == files[:2]


def test_a_glob_names_the_files_it_matches() -> None:
    files = ["inc/INC-2025-027.docx", "inc/INC-2025-029.docx", "inc/template.docx", "inc/archive/INC-2024-118.docx"]
    named, others, words = singled_out(files, "Summarise the INC-2025-*.docx files in inc/ into out.csv")
    assert named == files[:2] and words == ["INC-2025-*.docx"]


def test_words_that_name_all_or_none_single_out_nothing() -> None:
    assert singled_out(REPORTS, "What was the total marketing spend in reports/?") is None
    assert singled_out(REPORTS, "Compare Q1, Q2, Q3 and Q4.") is None
    assert singled_out(["a/jan.csv", "a/feb.csv"], "What is the total in a/?") is None
    assert singled_out(REPORTS[:1], "Q1") is None
    # A function word in a file's name is English in the objective, not a name part said.
    clips = ["rec/01-11_sport-12-to-5.mp3", "rec/03-11_breakfast.mp3", "rec/04-11_drive-in-the-car.mp3"]
    assert singled_out(clips, "Rename each of them in rec/ to its ISO date form, one by one, in the same folder") is None
    assert singled_out(clips, "Rename the breakfast clip to its ISO date form")[0] == ["rec/03-11_breakfast.mp3"]
    # A name written as called is code, not a file's name part.
    mods = ["pkg/orders.py", "pkg/refunds.py", "pkg/cli.py"]
    assert singled_out(mods, "Which functions in pkg/ call cancel_order()? Just answer.") is None
    assert singled_out(mods, "Which functions in the orders module call save()?")[0] == ["pkg/orders.py"]


def test_scope_lines_group_by_kind_with_rotated_logs_and_skip_files_named_outright() -> None:
    files = ["logs/", "logs/gateway.log", "logs/gateway.log.1", "logs/gateway.log.2.gz", "logs/worker.log", "logs/notes.txt"]
    lines = scope_lines(files, "How many gateway timeouts are in logs/, rotated files included?")
    assert lines == ["The task's words (gateway) single out 3 of the 4 .log files: logs/gateway.log, logs/gateway.log.1, "
                     "logs/gateway.log.2.gz; not: logs/worker.log."]
    assert scope_lines(["a1.csv", "b2.csv"], "Sum the amounts in a1.csv") == []  # named outright already
    assert scope_lines(["other/Q1.docx", "other/Q4.docx", *REPORTS], "Sum Q1, Q2 and Q3 in reports/")[0].endswith(
        "not: reports/Q4_2024_forecast.docx.")


def test_the_examples_an_objective_gives_pick_no_files() -> None:
    """Words of an example ("for example inbox/2023-05/", "(written like 2023-05-17)") show a
    form; the files whose names happen to hold them are not the ones the task means."""
    files = ["inbox/2023-05-17_a.txt", "inbox/2023-06-01_b.txt", "inbox/notes.txt"]
    objective = ("Move every file in inbox/ whose name starts with a date (written like 2023-05-17) into a "
                 "subfolder named after its month, for example inbox/2023-05/. Other files stay.")
    assert singled_out(files, objective) is None
    assert scope_lines(files, objective) == []
    # Outside an example the same words still single files out.
    named, others, _ = singled_out(files, "Move the 2023-05 files of inbox/ into inbox/old/")
    assert "inbox/2023-05-17_a.txt" in named and others == ["inbox/notes.txt"]


def test_a_quantity_in_the_objective_names_no_file_and_a_letter_after_a_name_word_does() -> None:
    """"warmer than -15.0 °C" is a value, not the day 15 of one file's name; "freezer A" beside
    `freezer_A_…` and `freezer_B_…` names the A files (a lone capital elsewhere does not)."""
    files = ["logger/freezer_A_2025-11-14.csv", "logger/freezer_A_2025-11-15.csv", "logger/freezer_B_2025-11-14.csv"]
    named, others, words = singled_out(files, "List the excursions of freezer A: readings warmer than -15.0 °C "
                                              "for 30 minutes or more.")
    assert named == files[:2] and others == files[2:] and words == ["a"]
    assert singled_out(files, "A list of readings warmer than -15.0 °C for 15 minutes or more.") is None
    assert singled_out(files, "Readings of 2025-11-15 only")[0] == files[1:2]  # a date still names its file
