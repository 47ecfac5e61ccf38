"""terminal_exec in guided mode: the model replies with a code block, not a JSON tool call.

A 1.5B coder model writes a correct ten-line Python script in a fenced block far more often
than the same script escaped inside a JSON string (measured on the agent task suite: most
failures of the JSON form were broken quoting and lost newlines). So in guided mode the loop
asks for plain text and maps it onto the capability's own tools:

- a ```python block → `terminal_run_command` with `python3 - <<'PYEOF' … PYEOF`
- a ```bash (or unlabelled shell) block → `terminal_run_command` with that command
- an ```edit block (a path, then SEARCH/REPLACE sections) → `terminal_run_command` with a
  Python script that replaces exactly that text in that file, atomically, or fails and says why
- `DONE: …` / `FAILED: …` → `terminal_finish` with success true / false and that summary

A python block opens with comment lines restating the task and its steps: measured on the
agent task suite's question tasks, that alone took the model's first scripts from 0 of 18
correct to 4 of 18 (plan and code in one reply; the plan is in the script the events show).
An edit block changes a few lines of a file the model has seen without rewriting the file,
which a small model otherwise does from memory, dropping or reformatting the other lines.

Every command still goes through the same parse → classify → boundary → approval → sandbox
path and produces the same events as a tool-calling model's would.
"""

from __future__ import annotations

import ast
import builtins
import csv
import functools
import importlib.util
import json
import keyword
import os
import re
import shlex
import shutil
import sys
import tomllib
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ..models.base import Message, TextFormat, ToolCall, ToolSpec
from ..models.gbnf import tool_call_rules
from ..models.toolcall import call_from_object, repair_json
from ..objective import named_folders, restates_task, singled_files, without_examples, worded_folders
from ..objective.intent import absent_paths, described_files, named_inputs
from ..protocol.task import HOST_SAVE, LoopState, TerminalData, loop_data
from ..sandbox.env import command_path
from ..scriptlib import (
    DATA_KINDS,
    MARKDOWN,
    PYTHON_KEYS,
    OneRecord,
    front_matter_records,
    kind_of,
    python_records,
    records,
    settings,
)
from ..scriptlib import form as read_form
from ..tools.data import ACCESS_KEYS, OWED_LEAD, grouped_records, is_record_list
from ..tools.dates import Clock, Dated, Day, Label, columns, shape
from ..tools.edit import edit_command, is_edit_command, python_command, script_of
from ..tools.judge import JUDGE_DOCUMENTS, chosen_list, verdicts_slip
from ..tools.repair import CALLED, TEST_FRAME, is_test_path
from ..tools.settings import dotted_pairs, kind_of_settings
from ..workspace.formats import dropped_lines, format_problem, printed_not_written, read_text, repeated_line
from .datalint import (
    IGNORED_TERMS_NOTE,
    MIXED_ERRORS,
    NEAR_MISS_NOTE,
    NONE_MATCH_HINT,
    PART_MISS_NOTE,
    RECORD_SHAPE_ERROR,
    ROTATION_CUE,
    UNMET_NOTE,
    absent_key_reads,
    added_count_slip,
    binary_read_hint,
    characters_slip,
    column_dates_slip,
    column_source_slip,
    copied_lines_slip,
    count_list_mismatch,
    date_lines_slip,
    date_scope_slip,
    day_bound_slip,
    decimals_slip,
    defined_key_note,
    double_read_slip,
    duplicated_lines,
    filter_echo_slip,
    flat_keys,
    float_noise_slip,
    folder_part_slip,
    folder_size_slip,
    header_count_slip,
    header_fix,
    header_slip,
    ignored_terms,
    ip_lines_slip,
    iso_week_slip,
    joined_records,
    key_in_no_record,
    kind_slip,
    last_item_slip,
    line_template_slip,
    literal_choice_slip,
    log_reads_as_records,
    long_figure_slip,
    mixed_values_hint,
    month_scope_slip,
    moved_nothing,
    named_files,
    named_substring_slip,
    near_misses,
    numbered_fields,
    object_repr_slip,
    one_day_fix,
    one_day_slip,
    one_per_line_slip,
    one_row_per_slip,
    order_slip,
    other_section_lines,
    overwritten_total_slip,
    part_misses,
    partial_list,
    product_slip,
    rank_slip,
    read_call_at,
    record_shape_hint,
    regex_none_hint,
    repeated_items,
    repeated_rows_slip,
    rotated_reads,
    rotated_slip,
    section_read_slip,
    self_comparison_slip,
    settings_calls_for,
    settings_section_slip,
    settings_shape_hint,
    shallow_listing_slip,
    stated_header,
    status_class_slip,
    task_words,
    template_misses,
    unlisted_labels_slip,
    unmet_equalities,
    unwritten_list,
    variant_lines,
    whole_document_hint,
    whole_list,
    wrong_row_literal,
)
from .grouping import group_plan
from .literal import literal_replaced
from .plan import VALUES_LEAD

GUIDED_SYSTEM = """You complete a task in a workspace by writing code that is run for you, one block per reply.

Reply with exactly one of these:
1. A Python 3 script in a ```python code block. It runs with the workspace root as the current
   directory: use relative paths, and print() everything you need to see or report.
   Begin the script with comment lines: `# Task:` restating exactly what is asked (every
   condition, in the task's words), then `# Steps:` and one numbered comment line per step.
   Then the code that does those steps. Print the value you compute for every item you look
   at (each file, folder, line or key), then the result.
2. One shell command in a ```bash code block, to run a program as it is, e.g.
   `python3 report.py` or `bash build.sh`. Never `python -c`: write a ```python block.
3. An exact change to a few lines of one text file, in an ```edit code block: the file's path
   on the first line, then `<<<<<<< SEARCH`, the lines to change copied exactly from the file,
   `=======`, the new lines, `>>>>>>> REPLACE`. Every other line of the file stays as it is.
4. `DONE: <answer>` when the task is complete: state the concrete result (numbers, names, the
   files you created or changed). Write it from the output you saw, never from a guess.
5. `FAILED: <reason>` when the task cannot be done.

You see the exit code and the output of each block before you reply again. When a block fails,
read the error and reply with a corrected block. Never reply with the same block twice.
Each block runs in a new Python process: variables and imports of earlier blocks do not exist
in the next one, so every block must be a complete script.

Rules:
- "The workspace" is the current directory "." : to search all of it, walk "." recursively.
  Look only in a folder when the task names that folder.
- Stay inside the workspace; no network; nothing interactive (no input(), editors or pagers).
- Look before you change: when you do not know a file's format, print its first lines first.
- Be exact: read a data file (CSV, JSON, YAML, TOML, a log) with `records(path)`: a list of
  dicts, parsed for you; a settings file (INI, .env) with `settings(path)`: a dict. Both are
  ready to use without an import (the first lines of files show what they give). records() of
  a .py file gives its imports, classes, functions and methods. Follow every detail of the
  task's wording.
- Print every fact the answer needs: the numbers and also the names or files behind them.
  When a script computes the task's answer, print it last, on one line:
  `ANSWER: <every name and number the task asks for>`. If the script succeeds, that line is
  your answer and the task ends: do the whole task in one script when you can.
- To create a file, write it from your script and print what you wrote. To fix or change a
  few lines of an existing file, use an ```edit block. A block that writes every file the task
  names, and succeeds, ends the task.
- Change only what the task asks for; keep every other line of a file as it was.
- Standard library only (os, re, csv, json, pathlib, collections, ast, subprocess ...), plus
  records() and settings(), which need no import.
Limits: each block is killed after {command_timeout:g} s; output beyond {max_output} is cut off.
Sandbox: {sandbox}

Examples of the reply format (the tasks are unrelated to yours):
Task: How many books in library/books.json came out before 1950?
Your reply:
```python
# Task: the number of books in library/books.json published before 1950
# Steps:
# 1. read the records of library/books.json
# 2. for each book: print its title and year; keep it if the year is before 1950
# 3. print the count
books = records('library/books.json')
old = []
for b in books:
    print(b['title'], b['year'])
    if b['year'] < 1950:
        old.append(b['title'])
print("ANSWER:", len(old), "books:", ", ".join(old))
```
Output you get back:
Dune 1965
Emma 1815
Ulysses 1922
ANSWER: 2 books: Emma, Ulysses
The task ends there: its answer is the ANSWER line.

Task: In docs/setup.md change the server port from 8000 to 8080.
Your reply:
```edit
docs/setup.md
<<<<<<< SEARCH
The server listens on port 8000.
=======
The server listens on port 8080.
>>>>>>> REPLACE
```"""

RESULT_NOTE = (
    "If this output completes the task, reply `DONE:` with the answer or the change, stated "
    "from this output. Otherwise reply with one new code block."
)
KB_FILE_NOTE = (
    "{name} is a knowledge-base document, not a file in the workspace: its passages are quoted in "
    "the first message. Write the lines or facts you need from there into your script as text."
)
NAME_ERROR_NOTE = (
    "A NameError here usually means the block used a variable from an earlier block: each block "
    "is a new process. Reply with one complete script that computes everything it uses."
)
#: A function the script calls and made up, whose name says what it does: the standard way to do it.
MADE_UP_CALL_NOTE = ("`{name}(...)` is a function the script made up: nothing defines it before that line. {how} "
                     "Reply with one complete script that does it so.")
_MADE_UP_HOW = (
    (re.compile(r"move", re.I), "To move a file into a folder: `os.makedirs(folder, exist_ok=True)`, then "
                                "`shutil.move(path, os.path.join(folder, os.path.basename(path)))`, printing each move."),
    (re.compile(r"copy", re.I), "To copy a file: `shutil.copy2(path, target)` (`os.makedirs(folder, exist_ok=True)` "
                                "first)."),
    (re.compile(r"rename", re.I), "To rename a file: `os.rename(old_path, new_path)`."),
    (re.compile(r"delete|remove", re.I), "To delete a file: `os.remove(path)`."),
    (re.compile(r"write|save", re.I), "To write a file: `with open(path, 'w') as f: f.write(text)`."),
    (re.compile(r"read|load|parse", re.I), "To read a data file: `records(path)` (a list of dicts); a text file: "
                                           "`open(path).read()`."),
)


#: A name the script uses and no line of it assigns: its steps were written as comments only.
NEVER_ASSIGNED_NOTE = (
    "No line of the script gives `{name}` a value: the steps before it are comments, not code. Reply "
    "with one complete script that has code under each step comment, computing `{name}` before it is used."
)
CHECK_FAILED_NOTE = (
    "The task's check `{check}` fails. Read its output above, find the lines that cause the failure "
    "(print a file with a ```bash block such as `cat name.py` if you have not seen it), then fix that file "
    "with an ```edit block. A script that defines a corrected function changes no file."
)
#: ... when the code the failing tests call is shown under the note: nothing left to print.
CHECK_FAILED_CODE_NOTE = (
    "The task's check `{check}` fails. Read its output above and the code it calls below, find the "
    "lines that cause the failure, then fix them with an ```edit block: SEARCH copies those lines from "
    "below, REPLACE holds them corrected. A script that defines a corrected function changes no file."
)
WRONG_PATH_NOTE = ("There is no {given}, but the workspace has {paths} (paths are relative to the workspace root). "
                   "Reply with the corrected script.")
FIX_NOTE = "Reply with the corrected script (not the same one)."
DROPPED_LINES_NOTE = ("{path} leaves out {n} of the lines the script before printed, between lines it copied: "
                      "{lines}. If the file should hold them too, add them where they belong (an ```edit block) "
                      "and reply again; if they are rightly left out, reply `DONE:`.")
PRINTED_NOT_WRITTEN_NOTE = ("{path} does not hold what the script printed: {pairs}. If the file should hold "
                            "the printed values, write each value where it is computed and reply with the corrected "
                            "script; if the file is right as it is, reply `DONE:`.")
REPEATED_LINE_NOTE = ("{n} of the {total} lines of {path} are the same line ({line!r}){why}. If each line should "
                      "hold its own row or value, write it from the loop's own variable and reply with the corrected "
                      "script; if the file is right as it is, reply `DONE:`.")
TOOL_IN_SCRIPT_NOTE = ("{name} is a tool, not a Python function: a script cannot call it. In the script read "
                       "data files and a Word document's tables with records(path) (a list of dicts), text with "
                       "open(path); or reply with the tool alone in a ```tool block. " + FIX_NOTE)
SILENT_NOTE = ("The script printed nothing, so its output shows no result, not even that nothing matched. Print "
               "what it reads (each file, folder or record it looks at, from the listing above) and the value it "
               "computes for each, then the result, and run it again.")
FAILED_NOTE = ("That block failed, so it gave no result. Read its error and reply with one corrected block "
               "(not the same one), or `FAILED:` with the reason if the task cannot be done.")
#: What a Python error in a small model's script most often means, said in terms of the fix.
_KEY_ERROR = re.compile(r"KeyError: '([^'\n]{1,60})'")
#: An error an empty list or no match gives: the filter before it kept nothing.
_EMPTY_ERROR = re.compile(r"IndexError: list index out of range|(?:max|min)\(\) (?:arg is an|iterable argument is) empty"
                          r"|ZeroDivisionError|StopIteration|statistics\.StatisticsError")
_NONE_MATCH = re.compile(r"AttributeError: 'NoneType' object has no attribute '(?:group|groups|groupdict|start|end|span)'")
#: A missing module's name in a traceback.
_NO_MODULE = re.compile(r"ModuleNotFoundError: No module named '([\w.]+)'")
ERROR_HINTS: list[tuple[re.Pattern[str], str]] = [
    (_KEY_ERROR,
     "Some records have no key '{0}': read it with .get('{0}') and a default instead of ['{0}']."),
    (re.compile(r"AttributeError: 'TableRow' object has no attribute '(\w+)'"),
     "records(path) of a Word document gives the rows of its tables only (dicts of cells), no '{0}'. For its "
     "paragraphs read them with python-docx: `for p in docx.Document(path).paragraphs:` then p.text and "
     "p.style.name ('Heading 1', 'Heading 2', ...)."),
    (re.compile(r"AttributeError: 'list' object has no attribute '(items|keys|values|get)'"),
     "That value is a list, not a dict: records(path) gives a list of dicts (one per record, or per entry of "
     "a mapping). Loop over it; or, for a JSON, YAML or TOML settings file as one dict of every value by its "
     "dotted path ('a.b.c': value), read it with settings(path)."),
    (re.compile(r"UnicodeDecodeError: 'utf-8' codec can't decode byte 0x8b in position 1"),
     "That file is gzip-compressed (.gz): read it with gzip.open(path, 'rt'); read the other files with open(path)."),
    (re.compile(r"BadGzipFile: Not a gzipped file"),
     "Only the files whose name ends in .gz are gzip-compressed: open those with gzip.open(path, 'rt') and the "
     "others with open(path) (or read each with records(path), which reads both)."),
    (re.compile(r"UnicodeDecodeError"),
     "That file is not UTF-8 text: skip files that are not text, or open them with errors='replace'."),
    (re.compile(r"TypeError: cannot use a string pattern on a bytes-like object"),
     "The data is bytes: open the file in text mode (open(path), or gzip.open(path, 'rt') for .gz) before matching."),
    (re.compile(r"TypeError: '[<>]=?' not supported between instances of '(?:str|int|float)' and '(?:str|int|float)'"),
     "Some values are text, not numbers, often a blank cell (''): skip the blanks and convert the rest with "
     "float(...) before comparing."),
    (re.compile(r"TypeError: unsupported operand type\(s\) for [-+*/]=?: '(?:str|int|float)' and '(?:str|int|float)'"),
     "Some values are text, not numbers, often a blank cell (''): skip the blanks and convert the rest with "
     "float(...) before computing."),
    (re.compile(r"TypeError: strptime\(\) argument 1 must be str, not (datetime\.(?:date|datetime))"),
     "That value is already a {0} (YAML and TOML read dates as dates): use it as it is, without strptime "
     "(e.g. `d + datetime.timedelta(days=n)`, compared with another date)."),
    (re.compile(r"TypeError: '_(?:Row|Column|Cell|Rows|Columns)' object is not (?:subscriptable|iterable)"),
     "A python-docx table row is no list: its cells are row.cells[i].text. Simpler: read the document's tables "
     "with records(path), a dict per row keyed by the table's header (row['_table'] says which table)."),
    (re.compile(r"ValueError: (?:could not convert string to float: ''|invalid literal for int\(\) with base 10: '')"),
     "Some rows have an empty value there (a blank cell): skip those rows before converting (`if not "
     "str(v).strip(): continue`; a blank is no 0 for a fastest, lowest or average); records(path) gives the "
     "numbers as numbers."),
    (re.compile(r"ValueError: could not convert string to float: '([^'\n]{0,40})'"),
     "The value '{0}' is not a plain number: strip currency signs, thousands separators and spaces first "
     "(e.g. float(v.replace(',', '').replace('$', '').strip())), or skip values that are not numbers."),
    (re.compile(r"configparser\.MissingSectionHeaderError"),
     "That file has no [section] header, so configparser cannot read it: read it with records(path), which "
     "reads INI and KEY=value (.env) files alike."),
    (re.compile(r'in literal_eval\b.*\n(?:.*\n)*?\s*File "<unknown>"'),
     "ast.literal_eval reads Python literals, not data files: read the file with records(path), which knows "
     "its format from its name (YAML, JSON, INI, TOML, CSV, logs)."),
    (re.compile(r"yaml\.(?:scanner|parser)\.\w*Error"),
     "That file is not YAML (or not all of it is): read it with records(path), which picks the reader by its name."),
    (re.compile(r"TypeError: string indices must be integers"),
     "That value is a string, not a dict: a loop over a dict gives its keys (strings). Loop over "
     "d.items() for (key, value) pairs, or index the dict by the key you want (data['a']['b'])."),
    (re.compile(r"TypeError: cannot unpack non-iterable (\w+) object"),
     "The loop takes two names from each item, but each item is one {0} object: loop with one name "
     "(`for node in ...`) and read what you need from it (node.name, node.args ...)."),
    (re.compile(r"ValueError: too many values to unpack \(expected (\d+)\)"),
     "The loop takes {0} names from each item, but the items have more parts: loop with one name and "
     "print one item to see its shape (a dict's .items() gives key, value pairs)."),
    (re.compile(r"(?:^|\n)(?:[\w/]+: (?:line \d+: |\d+: )?)?([\w.+-]+): (?:command )?not found|find: ‘([\w.+-]+)’: No such file"),
     "The program {0}{1} is not installed here: do it in a python block instead (os, shutil, pathlib and "
     "subprocess are at hand), one file at a time, printing each one."),
    (_NO_MODULE,
     "The module {0} is not installed here: use the standard library (csv, json, re, collections, "
     "statistics) and records(path), which reads data files for you."),
    (re.compile(r"json\.decoder\.JSONDecodeError"),
     "That file is not one JSON document: read it with records(path), which knows its format from its "
     "name (JSON lines, YAML, INI, .env, CSV, logs)."),
]
FINISH_REFUSED_NOTE = "Reply with one code block that fixes this, or `DONE:` / `FAILED:`."

#: Prose, not a block: a placeholder shaped like a code block was copied as the next reply.
COPIED_PLACEHOLDER = "(Here I wrote a script that ran; it is not shown again, as its result would be the same. Its output follows.)"
FAILED_PLACEHOLDER = "(Here I wrote a script that failed; it is not shown again. Its error follows.)"
REFUSED_PLACEHOLDER = "(Here I wrote a reply that could not be used; it is not shown again. Why follows.)"
EMPTY_BLOCK = "That python block has no code, only comments. Reply with a complete script."
EXAMPLE_COPIED = ("That python block is the example from the instructions, whose task is unrelated to yours; "
                  "nothing was run. Reply with a script for your task.")

CD_NOTE = (
    "The current folder is now {cwd}: your next blocks run there (python blocks too), so use paths "
    "relative to it. A cd changes no file: nothing of the task is done yet. Reply with the command "
    "or the python block that does the work."
)
_BARE_CD = re.compile(r"""\s*cd(?:\s+(?:'([^']*)'|"([^"$`\\]*)"|([^\s;&|<>()$`'"\\]+)))?\s*;?\s*""")


def bare_cd(command: str) -> str | None:
    """The folder of a command that is only `cd [DIR]` ("" for a bare `cd`), else None."""
    m = _BARE_CD.fullmatch(command or "")
    if not m:
        return None
    target = next((g for g in m.groups() if g is not None), "")
    return None if target.startswith("-") or (target.startswith("~") and target != "~") else target


NO_BLOCK = (
    "Reply with a ```python (or ```bash) code block to run, or with `DONE: <answer>` when the "
    "task is complete. Nothing has been run yet."
)

#: A reply is one code block or a DONE/FAILED line, nothing else: decoding stops at the block's
#: closing fence, so the model cannot go on to imagine the block's output and act on it. A bash
#: block is one line that is not a comment: given more, the model wrote multi-line shell scripts
#: with the plan comments of a python block and got them wrong (`mv notes/x.txt x.md`).
REPLY_GRAMMAR = r"""
root ::= code | shell | edit | final
code ::= "```python\n" body "```" "\n"?
body ::= ( [^`] | "`" [^`] | "``" [^`] )*
shell ::= "```bash\n" [^`\n#] [^`\n]* "\n```" "\n"?
edit ::= "```edit\n" path "\n<<<<<<< SEARCH\n" lines "=======\n" lines ">>>>>>> REPLACE\n```" "\n"?
path ::= [^`\n<>=] [^`\n]*
lines ::= ( "\n" | [^`\n<>=] [^\n]* "\n" )*
final ::= ( "DONE" | "FAILED" | "SAVE" ) ": " answer
answer ::= [^`\n] ( [^`] | "`" [^`] | "``" [^`] )*
"""
#: Decoding also stops where a reply starts copying the task's message (its listing and previews
#: inside a python block): a development trace's 1,200-token copy took 90 s of a 180 s budget.
PROMPT_COPY_STOPS = ("\nWorkspace contents (", "\nFirst lines of files:")
REPLY_FORMAT = TextFormat(gbnf=REPLY_GRAMMAR, stop=("\nOutput you get back", "\nOutput:", *PROMPT_COPY_STOPS),
                          max_tokens=1200)
#: Right after a failed block there is no FAILED: the model wrote its corrected script inside a
#: `FAILED: …` give-up (which is pushed back anyway) instead of as a block that runs.
RETRY_GRAMMAR = REPLY_GRAMMAR.replace('( "DONE" | "FAILED" | "SAVE" )', '"DONE"')
#: After a failed block, greedy decoding tends to write the same block again; a little
#: sampling gets a different attempt.
RETRY_FORMAT = replace(REPLY_FORMAT, gbnf=RETRY_GRAMMAR, temperature=0.6)
#: ... and when it wrote the failed block again anyway, more.
HOT_RETRY_FORMAT = replace(RETRY_FORMAT, temperature=1.0)
#: Right after a Python script stopped on a traceback, the reply is the corrected script: a python
#: block and nothing else. Offered a shell line, a tool block or DONE there, a 1.5B model wrote
#: none of them well (agent task suite: "```bash tool code_block", repeated until refused).
FIX_GRAMMAR = REPLY_GRAMMAR.replace("root ::= code | shell | edit | final", "root ::= code")
FIX_FORMAT = replace(RETRY_FORMAT, gbnf=FIX_GRAMMAR)
HOT_FIX_FORMAT = replace(FIX_FORMAT, temperature=1.0)
#: When the loop has offered a settings change's set_value calls (first message, or the note after
#: a failed attempt), the reply is a ```tool block (added by `with_tool_block`) or an edit block:
#: offered the calls beside a script, a 1.5B model wrote the script (a parser's rewrite, a section
#: appended again) in probes of our own, every time.
SETTINGS_GRAMMAR = REPLY_GRAMMAR.replace("root ::= code | shell | edit | final", "root ::= edit")
SETTINGS_FORMAT = replace(REPLY_FORMAT, gbnf=SETTINGS_GRAMMAR)
#: After the task's own check failed with the code it calls shown (CHECK_FAILED_CODE_NOTE), the
#: reply is an edit block: asked for one there, a 1.5B model wrote a 60-line script that ran the
#: tests again and printed their names (a development trace; its time ran out unfixed). With one
#: file shown, the block's opening (fence, path, SEARCH line) is given and only its lines decoded.
CHECK_EDIT_FORMAT = replace(REPLY_FORMAT, gbnf=SETTINGS_GRAMMAR)
EDIT_REST_GRAMMAR = r"""
root ::= lines "=======\n" lines ">>>>>>> REPLACE\n```" "\n"?
lines ::= ( "\n" | [^`\n<>=] [^\n]* "\n" )*
"""
#: The files of the code shown under CHECK_FAILED_CODE_NOTE ("--- shop.py (lines 4-8)").
_SHOWN_CODE = re.compile(r"^--- (\S+) \(lines \d+-\d+\)$", re.M)
#: ... and after one of them succeeded, `DONE:` too.
SETTINGS_NEXT_FORMAT = replace(REPLY_FORMAT, gbnf=REPLY_GRAMMAR.replace("root ::= code | shell | edit | final",
                                                                        "root ::= edit | final"))
#: A reply whose opening is given (`TextFormat.prefix`: the python fence and the script's `# Task:`
#: line, the objective itself): the rest of the script and its closing fence. The opening is read
#: as a prompt, in one batch, instead of decoded token by token (~15 tokens/s on 2 cores: a
#: 60-token objective copied into every script was 4-8 s of each turn, twice that beside another run).
CODE_REST_GRAMMAR = r"""
root ::= body "```" "\n"?
body ::= ( [^`] | "`" [^`] | "``" [^`] )*
"""


#: The line of a here-doc script a traceback stopped at (the last frame in the script itself).
_STDIN_FRAME = re.compile(r'File "<stdin>", line (\d+)')
_ERROR_LINE = re.compile(r"^(\w+(?:\.\w+)*(?:Error|Exception|Exit|Interrupt)\b.*)$", re.M)


def shadowed_names(code: str) -> list[str]:
    """Names a script binds again inside a `for` or `with` that already binds them (`for f in
    files:` then `with open(path) as f:`): the commonest slip in a 1.5B model's file loops, whose
    error (`not writable`, `'TextIOWrapper' object has no attribute`) does not point at it."""
    import ast

    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        return []
    out: list[str] = []

    def names(target: ast.AST | None) -> set[str]:
        return {n.id for n in ast.walk(target) if isinstance(n, ast.Name)} if target is not None else set()

    def visit(node: ast.AST, bound: dict[str, int]) -> None:
        for child in ast.iter_child_nodes(node):
            inner = dict(bound)
            new: set[str] = set()
            if isinstance(child, (ast.For, ast.AsyncFor)):
                new = names(child.target)
            elif isinstance(child, (ast.With, ast.AsyncWith)):
                new = set().union(*(names(i.optional_vars) for i in child.items))
            for name in sorted(new):
                if name in bound:
                    out.append(f"line {child.lineno} binds `{name}` again inside the `for`/`with` of line "
                               f"{bound[name]} that already binds it")
                inner[name] = child.lineno
            if not isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
                visit(child, inner)

    visit(tree, {})
    return out


def stale_loop_names(code: str) -> list[str]:
    """Names a `for` loop reads that only an earlier loop beside it sets (`for f in files: count =
    ...` then `for f in files: out.write(f"{f}: {count}")`): every pass of the later loop gets the
    value of the earlier loop's last pass, which a 1.5B model wrote to a file on every line while
    printing the right values. One sentence per name, with both lines; [] when none."""
    import ast

    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        return []

    def stored(nodes: list[ast.stmt]) -> set[str]:
        return {n.id for st in nodes for n in ast.walk(st) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}

    def flat(body: list[ast.stmt]) -> list[ast.stmt]:
        # A `with` block's statements run in line with those around it (`with open(...) as out:`
        # around the loop that writes).
        return [x for st in body for x in ([st, *flat(st.body)] if isinstance(st, ast.With) else [st])]

    def sets(st: ast.stmt) -> set[str]:  # the names a statement of `flat` binds (a `with`: its `as` names)
        if isinstance(st, ast.With):
            return {n.id for i in st.items if i.optional_vars for n in ast.walk(i.optional_vars) if isinstance(n, ast.Name)}
        return stored([st])

    out: list[str] = []
    for body in [tree.body] + [n.body for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)]:
        set_in_loop: dict[str, int] = {}  # name → line of the earlier loop that alone sets it
        bound: set[str] = set()  # names set outside the loops before (a total the loop adds to)
        for st in flat(body):
            if isinstance(st, ast.For):
                own = stored([st])
                for n in ast.walk(st):
                    if (isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load) and n.id in set_in_loop
                            and n.id not in own):
                        out.append(f"`{n.id}` is set inside the loop of line {set_in_loop.pop(n.id)} and read in "
                                   f"the later loop of line {st.lineno}: every pass there gets its last value")
                for name in stored(st.body) - stored([st.target]) - bound:
                    set_in_loop[name] = st.lineno
            else:
                for name in sets(st):
                    set_in_loop.pop(name, None)
                    bound.add(name)
    return out


#: A script's output that looks like it found nothing: no output, a zero answer, an empty list.
_EMPTY_RESULT = re.compile(r"\A\s*(?:0|\[\]|\{\}|set\(\))?\s*\Z|\bANSWER:\s*(?:0|none|\[\]|\{\})(?![\w.,])", re.I)
_ZERO_VALUES = frozenset({"0", "0.0", "0.00", "none", "[]", "{}", "set()"})
_STANDALONE_NUMBER = re.compile(r"(?<![\w./-])\d+(?:\.\d+)?(?![\w./-])")


def empty_result(printed: str) -> bool:
    """Whether a script's output looks like a result that kept nothing: no output, a bare 0 or
    empty collection, or `ANSWER:` lines each of which gives 0 or nothing — also behind a label
    (`ANSWER: requests with a 5xx status: 0`, `ANSWER: 0 requests from 0 addresses`), which a
    probe's script printed after testing each line for a prefix no line had, and the host took
    as the answer."""
    if _EMPTY_RESULT.search(printed):
        return True
    answers = answer_lines(printed)
    return bool(answers) and all(_zero_answer(a) for a in answers)


def _zero_answer(line: str) -> bool:
    """Whether one `ANSWER:` line's value is 0 or nothing: its last `label: value` part, or else
    every number standing alone in it (not the 5 of "5xx" or the dates of "2024-03")."""
    if line.rsplit(":", 1)[-1].strip().rstrip(".").lower() in _ZERO_VALUES:
        return True
    numbers = _STANDALONE_NUMBER.findall(line)
    return bool(numbers) and all(float(n) == 0 for n in numbers)


UNMATCHED_FILES = 60
UNMATCHED_BYTES = 1024 * 1024


def record_membership(root: Path, code: str) -> list[str]:
    """The tests `x in rows` (or `not in`) a script makes on a variable it read with records() at
    its top level, where `x` is no dict: a list of dicts holds no string, so the test is never true
    (`if name in menu:` with `menu = records('menu.docx')`: a probe's script found no item and
    wrote an empty file). Each is said with the keys the records have, and the form that works."""
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        return []
    rows: dict[str, list[str]] = {}
    numeric: dict[str, list[Any]] = {}  # a field that holds numbers -> up to three of them
    for stmt in tree.body:
        if (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name)
                and isinstance(stmt.value, ast.Call) and isinstance(stmt.value.func, ast.Name)
                and stmt.value.func.id == "records" and stmt.value.args
                and isinstance(stmt.value.args[0], ast.Constant) and isinstance(stmt.value.args[0].value, str)):
            try:
                found = records(root / stmt.value.args[0].value)
            except Exception:  # the script's own run said what was wrong with it
                continue
            if found and isinstance(found[0], dict):
                rows[stmt.targets[0].id] = [str(k) for k in found[0]][:8]
            for rec in found[:200]:
                if isinstance(rec, dict):
                    for k, v in rec.items():
                        if isinstance(v, (int, float)) and not isinstance(v, bool):
                            seen = numeric.setdefault(str(k), [])
                            if v not in seen and len(seen) < 3:
                                seen.append(v)
    out: list[str] = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], (ast.In, ast.NotIn))):
            continue
        right, left = node.comparators[0], node.left
        if not (isinstance(right, ast.Name) and right.id in rows) or isinstance(left, (ast.Dict, ast.DictComp)):
            continue
        keys = rows[right.id]
        shown = ast.unparse(node)
        if shown not in " ".join(out):
            out.append(f"`{shown}`, but {right.id} is a list of records (dicts with the keys "
                       f"{', '.join(repr(k) for k in keys)}), which holds no single value: test one field's values, "
                       f"e.g. `{ast.unparse(left)} in {{r[{keys[0]!r}] for r in {right.id}}}`")
    # `r['trkseg'] == '0'` where that field holds numbers: never equal (a probe's script summed nothing).
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], (ast.Eq, ast.NotEq))):
            continue
        left, right = node.left, node.comparators[0]
        if isinstance(left, ast.Constant):
            left, right = right, left
        if (isinstance(left, ast.Subscript) and isinstance(left.slice, ast.Constant) and str(left.slice.value) in numeric
                and isinstance(right, ast.Constant) and isinstance(right.value, str)
                and re.fullmatch(r"\s*-?\d+(?:\.\d+)?\s*", right.value)):
            key = str(left.slice.value)
            out.append(f"`{ast.unparse(node)}`, but {key} holds numbers ({', '.join(repr(v) for v in numeric[key])}), "
                       f"not text: compare with {right.value.strip()} (no quotes)")
    return out[:2]


def unmatched_tests(root: Path, code: str) -> list[str]:
    """The tests a script makes on text (`re.search(r'…', line)`, `line.startswith('…')`, `'…' in
    line`) that hold for no line, and no file name, of the workspace files and folders it names:
    a small model's guess at a format it did not look at (a log filtered by `startswith('ERROR')`
    under a timestamp), which leaves its result empty and its output silent about why."""
    import ast

    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        return []
    root = Path(os.path.realpath(root))
    files = [f for f in named_files(root, tree, UNMATCHED_BYTES) if f.suffix != ".docx"][:UNMATCHED_FILES]
    if not files:
        return []
    lines: list[str] = []
    for f in files:
        head = head_lines(f, 5000)
        if head:
            lines += head.splitlines()
    names = [f.name for f in files]
    tests: list[tuple[str, str, Any]] = []  # (what the script wrote, kind, literal)
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
            lit = node.args[0].value
            fn = node.func
            if isinstance(fn, ast.Attribute) and fn.attr in ("startswith", "endswith"):
                tests.append((f"{fn.attr}({lit!r})", fn.attr, lit))
            elif (isinstance(fn, ast.Attribute) and isinstance(fn.value, ast.Name) and fn.value.id == "re"
                  and fn.attr in ("search", "match", "findall", "finditer", "fullmatch", "compile")):
                tests.append((f"re.{fn.attr}({lit!r}, …)", "match" if fn.attr == "match" else "search", lit))
        elif (isinstance(node, ast.Compare) and isinstance(node.left, ast.Constant) and isinstance(node.left.value, str)
              and len(node.ops) == 1 and isinstance(node.ops[0], ast.In)):
            tests.append((f"{node.left.value!r} in …", "in", node.left.value))
    out: list[str] = []
    for shown, kind, lit in tests:
        if len(lit) < 2 or (root / lit).exists():
            continue
        try:
            rx = re.compile(lit) if kind in ("search", "match") else None
        except re.error:
            continue

        def holds(text: str, kind: str = kind, lit: str = lit, rx: Any = rx) -> bool:
            if kind == "startswith":
                return text.startswith(lit) or text.lstrip().startswith(lit)
            if kind == "endswith":
                return text.rstrip().endswith(lit)
            if kind == "in":
                return lit in text
            return bool(rx.match(text) if kind == "match" else rx.search(text))

        if any(holds(t) for t in lines) or any(holds(n) for n in names):
            continue
        sample = next((t for t in lines if t.strip()), "")
        where = os.path.relpath(files[0], root) if len(files) == 1 else f"the {len(files)} files it reads"
        out.append(f"`{shown}` holds for no line of {where} (a line there reads: `{sample.strip()[:100]}`)")
    return out[:4]


#: How a question's first message says so (capabilities/terminal.py).
QUESTION_MARK = "This task answers a question"
#: A task asking how many things were done ("tell me how many keys you added").
_HOW_MANY_ASKED = re.compile(r"\bhow\s+many\b|\bnumber\s+of\b|\bcount\b", re.I)
ZERO_BUT_CHANGED_NOTE = ("Your script printed a count of 0 (or nothing), but it changed {files}: that count is of "
                         "something else. Do not run the change again. If the change is what the task asks, reply "
                         "`DONE:` with the number of items it added, moved or changed (count them above); if not, "
                         "reply with a script that mends it.")
CHANGE_PENDING_NOTE = ("No file has changed yet, and this task asks for a change (a value changed in the script's "
                       "variables changes no file). Reply with the block that writes it: an ```edit block to change "
                       "lines of an existing file; in a python block, open(path, 'a') to add lines at its end, or "
                       "write a new file whole.")
#: ... when the script's result is that nothing needs to change (0, none, an empty list): pushed to
#: write anyway, a small model wrote a change the task never asked for (a development trace: the
#: comparison ran the wrong way round, found 0, and an unrelated value was edited).
#: No `DONE:` is offered here: a change task's finish with no file changed is refused anyway, and
#: offered it, the model took it at once (a check on the same trace) instead of checking its test.
EMPTY_CHANGE_NOTE = ("The script's result is empty (0 or nothing found), so it would change nothing, yet this task "
                     "asks for a change: the script's test is likely wrong. Check it against the task's words: print "
                     "each item it looks at, from every file it reads, with what the test gives for it, fix the test, "
                     "and run it again.")
#: A printed non-empty list of names: "Missing keys: ['A', 'B']".
_FOUND_LIST = re.compile(r"\[\s*['\"][^'\"\n]+['\"](?:\s*,\s*['\"][^'\"\n]*['\"])*\s*\]")
#: ... when the script printed items it found beside an answer of 0 (the count of another, empty
#: list) and wrote nothing: a development trace's script listed the three missing keys, printed
#: `ANSWER: 0`, and was told its test found nothing; its next scripts lost the keys.
FOUND_UNWRITTEN_NOTE = ("The script found items ({line}) but wrote nothing, and the 0 it printed counts another "
                        "list. This task asks for a change: write those items into the file the task names (in a "
                        "python block, open(path, 'a') adds lines at its end), print how many it wrote, and run it "
                        "again.")
SAVE_NOTE = (" If the script's output above is exactly what {path} should hold (every line, nothing else), "
             "reply `SAVE: {path}` and it is written as shown.")
#: `SAVE: out.txt` — the last script's output written to the task's output file as it is.
_SAVE = re.compile(r"\A\s*\**SAVE\**\s*:\s*`?([^\s`]+?)`?\s*\Z", re.I)
#: What the loop's own notes say to the model; a `DONE:` that repeats one states no result (a
#: 1.5B model answered a checklist by copying it, and its empty file was reported done).
_NOTE_PHRASES = ("reply `DONE:`", "reply with a corrected block", "Check what the block wrote",
                 "If this output completes the task", "reply with one new code block")
#: The notes after results a `DONE:` is compared with (`_refused_answer`).
KEPT_NOTES = 6
NOTE_COPIED = ("That `DONE:` repeats the instructions of an earlier message instead of stating the result. "
               "Reply `DONE:` with the result itself (the numbers, names or the file and what it holds, from the "
               "output), or with a corrected block if a condition is not met.")


NOTE_RESTATED = ("That `DONE:` restates the task instead of giving its result: nothing has computed it yet. "
                 "Reply with a block that computes the result (and writes the file the task asks for, if it asks "
                 "for one), then `DONE:` with what its output shows.")


#: An answer that says files were changed: "the values have been updated in a.docx", "saved to
#: out.csv", "wrote report.md".
_CLAIMED_CHANGE = re.compile(
    r"\b(?:ha(?:s|ve)|were|was|is|are|been)\s+(?:now\s+|been\s+|successfully\s+)*(?:updated|saved|written|"
    r"created|changed|filled(?:\s+in)?|modified|edited|overwritten)\b"
    r"|\b(?:updated|saved|wrote|written|created|filled(?:\s+in)?|modified|edited)\s+(?:[\w'£$.,-]+\s+){0,5}?"
    r"(?:(?:in|to|into|as)\s+)?`?[\w./-]+\.(?:docx|csv|tsv|txt|md|json|jsonl|ya?ml|toml|ini|xlsx)\b", re.I)
CLAIMED_CHANGE_NOTE = ("This task changes no file (a later step, if any, makes the change), and nothing was changed, but "
                       "the result says {claim!r}. Print the values themselves — the names and numbers the task needs, "
                       "on `ANSWER:` lines — and state only what the output shows.")


_CHANGE_WORDS = re.compile(r"\b(?:updat|sav|writ|wrote|creat|chang|fill|modif|edit|overwr)\w*", re.I)


def claimed_change(text: str, objective: str = "") -> str | None:
    """The words of an answer that say a file was changed, or None; None too when the question
    itself is about changes ("which files were modified last week?")."""
    m = _CLAIMED_CHANGE.search(text)
    if m is None:
        return None
    # A task that works out the values of a later edit (guided/plan.py) asks for values, though
    # its objective quotes the change.
    if not objective.startswith(VALUES_LEAD) and _CHANGE_WORDS.search(without_examples(objective)):
        return None
    return m.group(0)


def _refused_answer(text: str, marker: re.Match[str], loop: LoopState, ran: bool) -> str | None:
    """Why a `DONE:`/`FAILED:` reply states no result (it copies the loop's own note, or restates
    the task), or None when it is an answer."""
    answer = text[marker.end():]
    data = loop_data(loop, TerminalData)
    # The last note is the newest of `notes` too, unless it was empty (then it is no note).
    notes = dict.fromkeys([*(str(n) for n in data.get("notes") or []), str(data.get("last_note") or "")])
    if ran and (copies_note(answer) or any(note and restates_task(answer, note) for note in notes)):
        # Its phrases, or eight words in a row of a note and hardly one of its own (a near-miss
        # note sent back as the `DONE:` of a run whose tests had kept nothing; a probe's model sent
        # back a note of two turns before, and its header-only file was reported done).
        return NOTE_COPIED
    if marker.group(1).upper() != "FAILED" and restates_task(answer, _task_of(loop)):
        return NOTE_RESTATED
    return None


DROPPED_ITEMS_NOTE = ("Your answer names {k} of the {n} items the script printed, one per line; it leaves out "
                      "{missing}. Reply `DONE:` with every item the output lists (each with what the task asks about "
                      "it), or, if some of those lines are not part of the answer, fix the script and run it again.")
#: A printed line that ends saying its item is not one the question looks for: `a.log: 0`, `web1: ok`,
#: `enabled = false` (not `default: None`, a value of its own).
_NEGATIVE_LINE = re.compile(r"[:=]\s*(?:0(?:\.0+)?|ok|false|no)\s*$", re.I)
#: A question that asks for every item ("list each function", "all the hosts") ...
_LIST_ASK = re.compile(r"\b(?:list|each|every|all)\b|\b(?:which|what)\s+(?!(?:is|was|does|has)\b)(?:[\w-]+\s+){0,2}?"
                       r"[\w-]{2,}[^\Wsu]s\b(?!\s+(?:is|was|has|does)\b)", re.I)
#: ... and one that picks some of them, whose answer names fewer than the script printed.
_SUPERLATIVE = re.compile(r"\b(?:most|least|highest|lowest|largest|smallest|biggest|best|worst|first|last|latest|"
                          r"earliest|longest|shortest|top|max(?:imum)?|min(?:imum)?|fewest|more|less|over|under|"
                          r"above|below|only)\b", re.I)
#: The most lines of an output `line_keys` reads as items.
ITEM_LINES = 30
_KEY_TOKEN = re.compile(r"[A-Za-z_][\w.-]*[\w]|\d[\w.-]*[\w]")


def line_keys(printed: str, objective: str) -> list[str]:
    """The item each printed line is about, when an output lists 2 to ITEM_LINES items one per line
    (`ANSWER:` lines aside): per line, its first word of three characters or more that no other line
    has and the objective does not write. [] when a line has no such word (not a list of items)."""
    lines = [ln for ln in printed.splitlines() if ln.strip() and not ln.startswith("ANSWER:")]
    if len(lines) > 1 and "," in lines[0] and lines[0].count(",") == lines[1].count(",") and all(
            re.fullmatch(r"[A-Za-z_][\w ]*", c.strip()) for c in lines[0].split(",")):
        lines = lines[1:]  # a CSV header printed above its rows names no item
    if not 2 <= len(lines) <= ITEM_LINES:
        return []
    tokens = [[t for t in _KEY_TOKEN.findall(ln) if len(t) >= 3] for ln in lines]
    seen: dict[str, int] = {}
    for ts in tokens:
        for t in set(ts):
            seen[t.casefold()] = seen.get(t.casefold(), 0) + 1
    low = objective.casefold()
    keys: list[str] = []
    for ts in tokens:
        key = next((t for t in ts if seen[t.casefold()] == 1 and t.casefold() not in low), None)
        if key is None:
            return []
        keys.append(key)
    return keys


def copies_note(answer: str) -> bool:
    """Whether a `DONE:` answer repeats the loop's own instructions (see `_NOTE_PHRASES`)."""
    low = answer.lower()
    return any(p.lower() in low for p in _NOTE_PHRASES)


CHECKLIST_NOTE = ("Check what the block wrote against each condition of the task:\n{conditions}\n"
                  "If one is not met, reply with a corrected block. If all are met, reply `DONE:` with the change.")
_CHECKLIST_HEAD = CHECKLIST_NOTE.split("{", 1)[0]
#: The most lines a script the question asks about may print for its output to be the answer.
SCRIPT_ANSWER_LINES = 6
#: Lines of a short output file the host's own `DONE:` reply quotes (CodeReplies.host_done).
HOST_DONE_LINES = 12
#: Kinds of output file whose lines that reply may quote.
_QUOTED_OUTPUTS = frozenset({".txt", ".md", ".csv", ".tsv", ".json", ".jsonl", ".log", ".out"})
#: The line a script prints its answer on (the system prompt asks for it).
_ANSWER_LINE = re.compile(r"^ANSWER:[ \t]*(.*)$", re.M)
#: Where an objective's conditions part: sentences, and commas or semicolons outside quotes,
#: backticks and brackets.
_CONDITION_BREAK = re.compile(r"(?<=[.!?])\s+(?=[A-Z\"'`(])|[;,]\s+")


def conditions(objective: str, limit: int = 10) -> list[str]:
    """The objective's clauses, in order, as a checklist ("sorted by count (highest first)",
    "No header line"); a break inside `...`, "...", '...' or brackets is no break."""
    text = " ".join(objective.split())
    out: list[str] = []
    start = 0
    for m in _CONDITION_BREAK.finditer(text):
        before = text[:m.start()]
        if (before.count("`") % 2 or before.count('"') % 2 or before.count("(") > before.count(")")
                or before.count("{") > before.count("}") or before.count("[") > before.count("]")):
            continue
        out.append(text[start:m.start()])
        start = m.end()
    out.append(text[start:])
    clauses = [c.strip().rstrip(".").strip() for c in out]
    return [c for c in clauses if len(c.split()) >= 2][:limit]


CAUGHT_NOTE = ("The script caught the error an earlier block failed with and printed it (`{error}`): catching an "
               "error does not fix it, and this output is no result. Remove that try/except, fix the line that "
               "raises the error, and " + FIX_NOTE[0].lower() + FIX_NOTE[1:])
#: An error message worth looking for in a later output (long enough not to match by chance).
_ERROR_MESSAGE = re.compile(r"^\w+(?:\.\w+)*(?:Error|Exception):\s*(.{12,})$", re.M)


def caught_error(steps: list[dict[str, Any]]) -> str | None:
    """The error message of an earlier failed step that the last step, which succeeded, printed:
    a small model's "fix" that wraps the failing line in try/except and prints the exception."""
    if len(steps) < 2 or steps[-1].get("exit_code") not in (0, None):
        return None
    stdout = stdout_of(steps[-1])
    for step in reversed(steps[:-1]):
        if step.get("exit_code") in (0, None):
            continue
        for message in _ERROR_MESSAGE.findall(str(step.get("output") or "")):
            if message.strip() in stdout:
                return message.strip()
    return None


#: A script Python could not compile: no traceback, the frame, the line and a caret, then the error.
_COMPILE_ERROR = re.compile(r"^(?:SyntaxError|IndentationError|TabError)\b", re.M)


def failed_line(command: str, output: str) -> tuple[int, str, str] | None:
    """Where a guided Python script stopped: (line number, that line, the error line), when the
    command is a script of ours and its output ends in a traceback through it."""
    script = script_of(command)
    frames = _STDIN_FRAME.findall(output or "")
    if script is None or not frames or not ("Traceback" in output or _COMPILE_ERROR.search(output)):
        return None
    n = int(frames[-1])
    lines = script.splitlines()
    if not 1 <= n <= len(lines):
        return None
    # The exception line: the first unindented line after the last frame (`io.UnsupportedOperation:
    # not writable` too, which no *Error pattern names).
    last_frame = list(re.finditer(r'^[ \t]+File "[^"\n]*", line \d+', output, re.M))[-1]
    after = [ln for ln in output[last_frame.end():].splitlines()[1:] if ln.strip() and not ln[:1].isspace()]
    errors = _ERROR_LINE.findall(output)
    error = after[0].strip() if after else (errors[-1].strip() if errors else "")
    return n, lines[n - 1].strip(), error

#: A fix turn keeps the lines before the failing one when at least this many of them are code.
KEPT_CODE_LINES = 2
#: The error named in a fix turn's opening, cut to this many characters.
FIXED_ERROR_CHARS = 120


def shape_mistaken(error: str) -> bool:
    """Whether a script's error says it took its data for another shape: a records list indexed by a
    record or made a dict key (RECORD_SHAPE_ERROR), a settings dict or a string looped over as
    records ("string indices must be integers")."""
    return bool(RECORD_SHAPE_ERROR.search(error)) or "string indices must be integers" in error


def kept_opening(data: TerminalData) -> str | None:
    """A fix turn's given opening: the failed script's lines before the line it stopped at (they
    ran without error), so that the model writes the script from that line on instead of decoding
    it all again — prefill reads ~4 tokens for each one decoded, and a fix script was 150–300
    decoded tokens, the first half of them copied (development traces). None when the script did
    not compile (the cause may lie above the reported line), when a repeat of a failed script was
    refused (the redraw must not see it), or when fewer than KEPT_CODE_LINES lines of code ran."""
    steps = data.get("steps") or []
    stopped = stopped_script(steps[-1]) if steps and not data.get("repeats_refused") else None
    if stopped is None:
        return None
    where, lines = stopped
    kept = lines[: where[0] - 1]
    if shape_mistaken(where[2]):
        # The data's shape mistaken (a records list indexed by a record, a settings dict looped
        # over as records): the lines that ran are built on the mistake. Kept to the reads alone;
        # given the loop that ran, a 1.5B model wrote the same loop again, seven turns running
        # (a probe trace).
        reads = [i for i, ln in enumerate(kept) if re.search(r"\b(?:records|settings)\(", ln)]
        kept = kept[: reads[-1] + 1] if reads else []
        if not kept:
            return None
        return "```python\n" + "\n".join(kept) + "\n"
    if len(_code_only(kept)) < KEPT_CODE_LINES:
        return None
    missing = _NAME_ERROR.search(where[2])
    if missing and never_assigned("\n".join(lines), missing.group(1)):
        # No line computes the name (its steps are comments): a corrected line alone cannot
        # compute it, and one that tried replaced it with the data read (a probe trace).
        return None
    # Where the model goes on, a comment names the error the line there raised: given the lines
    # before it and nothing more, a 1.5B model wrote the failed line again, word for word, at
    # temperature 1.0 too (development trace), and the script failed the same way.
    bad = lines[where[0] - 1]
    error = " ".join(where[2].split())[:FIXED_ERROR_CHARS]
    note = f"{bad[: len(bad) - len(bad.lstrip())]}# corrected line (it raised {error}):\n" if error else ""
    return "```python\n" + "\n".join(kept) + "\n" + note


#: The fewest characters (stripped) of two lines that tell a fix turn it is copying the failed
#: script again (`resume_after`), and the fewest lines after them worth not decoding.
RESUME_MARKER_CHARS, RESUME_MIN_LINES = 16, 3


def resume_after(data: TerminalData) -> tuple[tuple[str, str], ...] | None:
    """A fix turn's `TextFormat.resume`: for each line after the one the failed script stopped at,
    (that line and the next, them and the rest of the script with its closing fence). With the
    lines before the failed one given (`kept_opening`), a 1.5B model wrote its corrected line and
    then the rest of the script again, mostly word for word: 360-510 decoded tokens, 25-35 s of a
    fix turn (probe traces); it often changed the line after the corrected one too (the same
    `float(...)` put in), and copied from there on. Once it writes two consecutive lines of the
    rest again, the host writes the rest from there. Only pairs of lines that say where the model
    is (RESUME_MARKER_CHARS, once in the script) with RESUME_MIN_LINES or more lines from them on;
    None when no opening is kept or no pair qualifies."""
    if kept_opening(data) is None:
        return None
    steps = data.get("steps") or []
    stopped = stopped_script(steps[-1]) if steps else None
    if stopped is None:
        return None
    where, lines = stopped
    if shape_mistaken(where[2]):
        return None  # the rest is built on the data's shape mistaken: not written again by the host
    whole = "\n".join(lines)
    pairs = []
    for j in range(where[0], len(lines) - RESUME_MIN_LINES + 1):
        marker = "\n".join(lines[j:j + 2]) + "\n"
        if len(marker.strip()) >= RESUME_MARKER_CHARS and whole.count(marker.rstrip("\n")) == 1:
            pairs.append((marker, "\n".join(lines[j:]) + "\n```"))
    return tuple(pairs) or None


def keeps_failed_line(command: str, last: dict[str, Any]) -> bool:
    """Whether script `command` runs the last failed script's code unchanged up to and including
    the line it stopped at (comments aside): then it stops there the same way. Not for a script
    that did not compile (the cause may lie elsewhere)."""
    stopped, new = stopped_script(last), script_of(command or "")
    if stopped is None or new is None:
        return False
    where, old = stopped
    upto = _code_only(old[: where[0]])
    return bool(upto) and upto[-1].strip() == where[1] and _code_only(new.splitlines())[: len(upto)] == upto


def stopped_script(step: dict[str, Any]) -> tuple[tuple[int, str, str], list[str]] | None:
    """(where it stopped — `failed_line` —, its lines) for a step whose guided script stopped on a
    traceback through itself; None for any other step, and for a script Python could not compile
    (the cause may lie above the reported line)."""
    command, output = str(step.get("command") or ""), str(step.get("output") or "")
    where, script = failed_line(command, output), script_of(command)
    if where is None or script is None or _COMPILE_ERROR.search(output):
        return None
    return where, script.splitlines()


_NAME_ERROR = re.compile(r"NameError: name '(\w+)' is not defined")


def made_up_call(code: str, name: str) -> str | None:
    """How to do what a function the script calls but never defined before use, nor imported,
    does, by the verb in its name (`move_path` -> shutil.move); None for another name. A probe's
    script called `move_path(path, 'recipes/mains')`, then defined it below as calling itself."""
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        return None
    if not any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == name for n in ast.walk(tree)):
        return None
    if any(isinstance(n, (ast.Import, ast.ImportFrom)) and any((a.asname or a.name) == name for a in n.names)
           for n in ast.walk(tree)):
        return None
    return next((how for verb, how in _MADE_UP_HOW if verb.search(name)), None)


def never_assigned(code: str, name: str) -> bool:
    """Whether a script that parses gives `name` no value anywhere: no assignment, loop or `with`
    target, import, definition, parameter or comprehension variable binds it, and it is no builtin
    and no module (`os` used unimported is a missing import, not a missing step)."""
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        return False
    if hasattr(builtins, name) or name in sys.stdlib_module_names:
        return False
    if not any(isinstance(node, ast.Name) and node.id == name for node in ast.walk(tree)):
        return False  # not this script's name at all
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)) and node.id == name:
            return False
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.name == name:
            return False
        if isinstance(node, ast.arg) and node.arg == name:
            return False
        if isinstance(node, (ast.Import, ast.ImportFrom)) and any(
                (a.asname or a.name.split(".")[0]) == name for a in node.names):
            return False
        if isinstance(node, ast.ExceptHandler) and node.name == name:
            return False
        if isinstance(node, (ast.Global, ast.Nonlocal)) and name in node.names:
            return False
    return True


def _code_only(lines: list[str]) -> list[str]:
    """The lines that are code (no blank or comment-only line), right-stripped."""
    return [ln.rstrip() for ln in lines if ln.strip() and not ln.lstrip().startswith("#")]


#: Guided mode: tools of other services (the MCP servers the config declares), called like the
#: typed ones; kept short, as every token of the system prompt is prefill on every turn.
SHARED_TOOLS_NOTE = ("Tools of outside services (call them with a ```tool block the same way; they do not "
                     "see the workspace, so pass what they need as arguments):\n")
SHARED_TOOLS_LISTED = 24
SHARED_TOOL_CHARS = 90

TOOL_BLOCK_NOTE = 'A ```tool block holds one call: {"name": "<tool>", "arguments": {...}}. Nothing has been run.'


def tool_block_rules(tools: list[ToolSpec]) -> str:
    """Grammar rules for a ```tool block whose body is one call of `tools`, under their schemas."""
    return 'tool-block ::= "```tool\\n" tool-call "\\n```" "\\n"?\n' + tool_call_rules(tools, "tool-call", "j-")


_CODE_RULE = 'code ::= "```python\\n" body'


def gbnf_literal(text: str) -> str:
    """`text` as a GBNF string literal."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t") + '"'


def with_task_line(fmt: TextFormat, task: str) -> TextFormat:
    """`fmt` whose python block opens with `# Task: <the objective>` as written, where its grammar
    has the python block at all: a small model, two turns in, wrote a script for a task of its own
    (a count of the images in another folder) under the first message's."""
    if not fmt.gbnf or _CODE_RULE not in fmt.gbnf:
        return fmt
    line = gbnf_literal(f"# Task: {task}\n")
    return replace(fmt, gbnf=fmt.gbnf.replace(_CODE_RULE, f'code ::= "```python\\n" {line} body', 1))


def with_tool_block(grammar: str, rules: str) -> str:
    """`grammar` (whose first rule is `root ::= ...`) with a ```tool block as one more reply."""
    head, _, rest = grammar.strip().partition("\n")
    if not head.startswith("root ::="):
        return grammar
    return f"{head} | tool-block\n{rest}\n{rules}\n"


def first_step(task: str, root: Path | None, outputs: list[str]) -> str:
    """The plan's first step, given with the script's opening when the task names existing files
    it reads (`# 1. read a.csv and b.json`), or ''. A 1.5B model planning a join of two files it
    was told to use read the first one only and looked its other fields up in it; asked about the
    functions of one named module, it planned "read all .py files in the workspace" and answered
    over every file. Not for a named folder: "# 1. read the files in media/" for a question about
    the subfolders of media/ had the script read the files directly in it, none (development run,
    twice)."""
    if root is None:
        return ""
    # A file the task describes without its path ("from our suppliers doc") when it names none.
    named = named_inputs(task, root, outputs) or described_files(root, task, outputs)
    # A settings file the task changes is read too (its values are changed in the script's dict).
    named = [o for o in outputs if kind_of_settings(o) and (root / o).is_file() and o not in named] + named
    if not named:
        called = folder_code_to_call(root, task, outputs)
        if called is not None:
            return f"# 1. read {called[0]}\n{called[1]}"
        each = folder_step(root, task, outputs)
        return f"# 1. read {each.text}\n{each.load}" if each is not None else ""
    reads: list[str] = []
    loaded: list[str] = []  # the files the host reads for the script, and by what (records unless said)
    readers: dict[str, str] = {}
    imports: list[str] = []
    for rel in named:
        called = code_to_call(root, rel, task, outputs)
        if called is not None:
            reads.append(called[0])
            imports.append(called[1])
            continue
        read = settings_step(root, rel, changed=True, task=task) if rel in outputs else rel
        read = read_step(root, rel, task) if read == rel else read
        read = settings_step(root, rel) if read == rel else read
        rotated = rotated_read(root, rel, task, named) if read.startswith("the records of ") else None
        if rotated:
            # "... out of logs/billing.log and its rotated copies": a probe's step read the one
            # log named, and its script the current days alone.
            read = read.replace(f"the records of {rel}", f"the records of {rel} and its rotated files "
                                + ", ".join(rotated[0]), 1)
            rel = rotated[1]
        reads.append(read)
        if read.startswith(("the records of ", "the settings of ")):
            loaded.append(rel)
        if read.startswith("the settings of "):
            readers[rel] = "settings"
    step = "# 1. read " + (", ".join(reads[:-1]) + " and " + reads[-1] if len(reads) > 1 else reads[0]) + "\n"
    return step + "".join(imports) + load_lines(loaded, readers)


#: A question that asks what a value comes to ("how much will they pay", "what would the fee be").
_ASKS_VALUE = re.compile(r"\b(?:how\s+(?:much|many|long)|what\s+(?:would|will|does|is)\b[^?.]{0,60}\b(?:be|cost|come|pay|"
                         r"charge|price|total|fee)|works?\s+(?:\w+\s+){0,3}out|which\s+[\w-]+\s+(?:will|would|are|is)\s+"
                         r"(?:\w+\s+){0,2}?(?:accepted|allowed|valid|charged|approved|rejected|eligible))\b", re.I)
#: The task says the workspace's code gives the answer ("going by that code", "our code works it out").
_BY_THE_CODE = re.compile(r"\b(?:by|using|with|from|per|according to)\s+(?:that|the|this|our|its)\s+(?:[\w-]+\s+){0,2}?code\b|"
                          r"\bcode\b[^.?]{0,40}\bworks?\s+(?:\w+\s+){0,2}out\b|"
                          r"\bwhat\s+(?:the|our|its|that)\s+(?:[\w-]+\s+){0,2}?code\s+(?:\w+\s+)?does\b", re.I)


#: The most values `param_values` lists for one parameter.
PARAM_VALUES = 6


def module_tables(tree: ast.Module) -> dict[str, list[str]]:
    """A module's top-level dicts with string keys: name -> keys, with those its top level adds
    later (`T.update({...})`, `T['K'] = ...`)."""
    tables: dict[str, list[str]] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Dict):
            keys = [k.value for k in node.value.keys if isinstance(k, ast.Constant) and isinstance(k.value, str)]
            for t in node.targets:
                if isinstance(t, ast.Name) and keys:
                    tables[t.id] = keys
        elif (isinstance(node, ast.Expr) and isinstance(node.value, ast.Call)
              and isinstance(node.value.func, ast.Attribute) and node.value.func.attr == "update"
              and isinstance(node.value.func.value, ast.Name) and node.value.func.value.id in tables
              and node.value.args and isinstance(node.value.args[0], ast.Dict)):
            more = [k.value for k in node.value.args[0].keys if isinstance(k, ast.Constant) and isinstance(k.value, str)]
            name = node.value.func.value.id
            tables[name] += [k for k in more if k not in tables[name]]
        elif isinstance(node, ast.Assign):
            for t in node.targets:
                if (isinstance(t, ast.Subscript) and isinstance(t.value, ast.Name) and t.value.id in tables
                        and isinstance(t.slice, ast.Constant) and isinstance(t.slice.value, str)
                        and t.slice.value not in tables[t.value.id]):
                    tables[t.value.id].append(t.slice.value)
    return tables


def looked_up(tree: ast.Module, defs: list[ast.FunctionDef]) -> list[str]:
    """The module-level dicts (`module_tables`) that `defs` look a parameter up in (`T[x]`,
    `T.get(x)`), in order: imported with them, a script can ask each of their keys."""
    tables = module_tables(tree)
    out: list[str] = []
    for fn in defs:
        params = {a.arg for a in [*fn.args.posonlyargs, *fn.args.args, *fn.args.kwonlyargs]}
        for node in ast.walk(fn):
            table = None
            if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
                table = node.value.id
            elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get"
                  and isinstance(node.func.value, ast.Name)):
                table = node.func.value.id
            if table in tables and table not in out and any(
                    isinstance(n, ast.Name) and n.id in params for n in ast.walk(node)):
                out.append(table)
    return out


def param_values(tree: ast.Module, fn: ast.FunctionDef, imported: tuple[str, ...] = ()) -> str:
    """The string values a function's code tests its parameters against, as "[item_type: 'book',
    'audiobook', 'dvd']": those it compares a parameter with (`kind == "dvd"`, `kind in ("a", "b")`)
    and the keys of a module-level dict it looks the parameter up in (`RATE[kind]`, `RATE.get(kind,
    1)`). '' when none. A probe's script passed 'DVD' where the code's keys are lower case, and the
    multiplier fell back to 1."""
    order = [a.arg for a in [*fn.args.posonlyargs, *fn.args.args, *fn.args.kwonlyargs]]
    params = set(order)
    tables = module_tables(tree)
    found: dict[str, list[str]] = {}
    keyed: dict[str, str] = {}  # a parameter looked up in a dict imported with the function

    def add(name: str, values: list[str], table: str = "") -> None:
        if name in params and table in imported and len(values) > PARAM_VALUES:
            # More keys than a list shows: the dict, imported, is named (a probe's script took the
            # six keys listed for all of them and missed the others).
            keyed.setdefault(name, table)
        elif name in params:
            found.setdefault(name, [])
            found[name] += [v for v in values if v not in found[name]]

    for node in ast.walk(fn):
        if isinstance(node, ast.Compare) and isinstance(node.left, ast.Name):
            for op, right in zip(node.ops, node.comparators, strict=False):
                if isinstance(op, ast.Eq | ast.NotEq) and isinstance(right, ast.Constant) and isinstance(right.value, str):
                    add(node.left.id, [right.value])
                elif isinstance(op, ast.In | ast.NotIn) and isinstance(right, ast.Tuple | ast.List | ast.Set):
                    add(node.left.id, [e.value for e in right.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)])
        elif (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id in tables
              and isinstance(node.slice, ast.Name)):
            add(node.slice.id, tables[node.value.id], node.value.id)
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get"
              and isinstance(node.func.value, ast.Name) and node.func.value.id in tables and node.args
              and isinstance(node.args[0], ast.Name)):
            add(node.args[0].id, tables[node.func.value.id], node.func.value.id)
    shown = [f"{name}: " + (f"a key of {keyed[name]}" if name in keyed and not found.get(name) else
                            ", ".join(repr(v) for v in found[name][:PARAM_VALUES]))
             for name in order if found.get(name) or name in keyed]
    return f" [{'; '.join(shown)}]" if shown else ""


def _described(tree: ast.Module, d: ast.FunctionDef, imported: tuple[str, ...] = ()) -> str:
    """A function as the first step shows it: its signature, the values its code tests its
    parameters against (or the imported dict whose keys they are), its docstring's first line."""
    return (f"{d.name}({ast.unparse(d.args)})" + param_values(tree, d, imported)
            + (f": {doc.strip().splitlines()[0][:80].rstrip('.')}" if (doc := ast.get_docstring(d)) else ""))


#: The most functions a first step imports to call.
CALLED_FUNCTIONS = 8


#: Outputs that only hold a task's answer (a list or a table of it), not code or settings.
_ANSWER_FILES = (".txt", ".csv", ".md", ".json")


def _asks_code_value(task: str, outputs: list[str]) -> bool:
    """A question that asks a value the workspace's code works out, not its structure; its outputs,
    if any, files that hold the answer ("write them to codes.txt")."""
    return all(o.lower().endswith(_ANSWER_FILES) for o in outputs) and not PY_STRUCTURE.search(task) \
        and bool(_BY_THE_CODE.search(task)) and bool(_ASKS_VALUE.search(task))


def _importable(parts: tuple[str, ...]) -> bool:
    """Whether a module path's parts can be written in an import (identifiers, no keyword)."""
    return bool(parts) and all(p.isidentifier() and not keyword.iskeyword(p) for p in parts)


def _parsed(path: Path) -> ast.Module | None:
    try:
        return ast.parse(path.read_text(encoding="utf-8"))
    except (OSError, SyntaxError, ValueError, UnicodeDecodeError):
        return None


def _public_defs(tree: ast.Module) -> list[ast.FunctionDef]:
    """A module's public top-level functions, in order."""
    return [n for n in tree.body if isinstance(n, ast.FunctionDef) and not n.name.startswith("_")]


def code_to_call(root: Path, rel: str, task: str, outputs: list[str]) -> tuple[str, str] | None:
    """(the first step's words, the script's import line) for a Python module a question asks a
    value of by the code itself ("our booking system works prices out with the code in
    hire/pricing.py - going by that code, how much will they pay?"): its top-level functions,
    imported to be called, not its records (a probe's script, given the module's records, summed
    its function definitions' fields). None for another file, a question about the code's
    structure, a change, or a module with no function or a name that is no importable path."""
    path = root / rel
    if path.suffix.lower() != ".py" or not _asks_code_value(task, outputs) or any((root / o).exists() for o in outputs):
        return None  # a file that exists is changed, not an answer written
    parts = Path(rel).with_suffix("").parts
    tree = _parsed(path) if _importable(parts) else None
    if tree is None:
        return None
    defs = _public_defs(tree)[:CALLED_FUNCTIONS]
    if not defs:
        return None
    module = ".".join(parts)
    # Each with its parameters and the first line of its docstring: given the names alone, a probe's
    # script called hire_price(name, bike, start, days, helmet), its own guess of the parameters.
    tables = looked_up(tree, defs)
    said = "; ".join(_described(tree, d, tuple(tables)) for d in defs)
    return (f"the functions of {rel}, imported to call them with the task's values: {said}"
            + (f"; and {_tables_listed(tree, tables)}" if tables else ""),
            f"from {module} import {', '.join([*(d.name for d in defs), *tables])}\n")


def _tables_listed(tree: ast.Module, tables: list[str]) -> str:
    """The module dicts the first step imports beside the functions, each with its number of keys."""
    keys = module_tables(tree)
    return ", ".join(f"{t} (the dict they look it up in, {len(keys[t])} keys)" for t in tables)


#: The most modules `folder_code_to_call` imports.
FOLDER_MODULES = 6


def folder_code_to_call(root: Path, task: str, outputs: list[str]) -> tuple[str, str] | None:
    """`code_to_call` for the one folder of Python modules a question names ("going by the fines code
    in the library/ folder, what would a senior be fined for ...?"): the public top-level functions
    of its modules (tests and `__init__` aside), imported to be called. Modules that import each
    other by bare name (`from settings import GRACE_DAYS`, run from inside the folder) are imported
    with the folder first on `sys.path`; with relative imports, as a package. A probe's script read
    the modules' records and called a record. None as for `code_to_call`, or when the question
    names no such folder."""
    if not _asks_code_value(task, outputs) or any((root / o).exists() for o in outputs):
        return None  # a file that exists is changed, not an answer written
    folders = [f.rstrip("/") for f in named_folders(without_examples(task)) if (root / f).is_dir()]
    if not folders:
        # No folder named ("going by what the shop code does"): the workspace's one package.
        folders = [p.parent.relative_to(root).as_posix() for p in sorted(root.glob("*/__init__.py"))
                   + sorted(root.glob("*/*/__init__.py")) if "test" not in p.parent.name.lower()]
        folders = folders if len(folders) == 1 else []
    if len(folders) != 1:
        return None
    folder = folders[0]
    parts = Path(folder).parts
    mods = sorted(p for p in (root / folder).glob("*.py")
                  if p.stem != "__init__" and not p.stem.startswith("test") and _importable((p.stem,)))
    if not mods or len(mods) > FOLDER_MODULES * 2:
        return None
    said: list[str] = []
    lines: list[tuple[str, str]] = []  # (module, its functions imported)
    relative = False
    for mod in mods:
        tree = _parsed(mod)
        if tree is None:
            continue
        relative = relative or any(isinstance(n, ast.ImportFrom) and n.level for n in ast.walk(tree))
        defs = _public_defs(tree)[:max(0, CALLED_FUNCTIONS - len(said))]
        if not defs:
            continue
        tables = looked_up(tree, defs)
        said += [_described(tree, d, tuple(tables)) for d in defs]
        if tables:
            said[-1] += f" (and {_tables_listed(tree, tables)})"
        lines.append((mod.stem, ", ".join([*(d.name for d in defs), *tables])))
    if not said or len(lines) > FOLDER_MODULES:
        return None
    if relative:
        if not _importable(parts):
            return None
        load = "".join(f"from {'.'.join(parts)}.{m} import {names}\n" for m, names in lines)
    else:
        load = f"import sys; sys.path.insert(0, {folder!r})\n" + "".join(
            f"from {m} import {names}\n" for m, names in lines)
    return (f"the functions of the modules in {folder}/, imported to call them with the task's values: "
            + "; ".join(said), load)


def rotated_read(root: Path, rel: str, task: str, named: list[str]) -> tuple[list[str], str] | None:
    """For a named log whose rotated files lie beside it, when the task speaks of them ("and its
    rotated copies", "older logs") or names the folder they are in ("the barrier logs in logs/"),
    and names none of them itself: their paths and the glob that
    reads the log with them (`logs/billing.log*`); None otherwise, or when that glob would catch
    another file too."""
    folder = rel[: len(rel) - len(Path(rel).name)]
    # The folder named as where to look ("the barrier logs in logs/") holds the rotations too.
    in_named = bool(folder) and re.search(r"(?<![\w./-])" + re.escape(folder.rstrip("/")) + r"/?(?![\w./-])", task) is not None
    if kind_of(root / rel) != "log" or not (ROTATION_CUE.search(task) or in_named):
        return None
    siblings, whole = rotations(root / rel)
    paths = [folder + n for n in siblings]
    if not siblings or not whole or any(p in named for p in paths):
        return None
    return paths, rel + "*"


def settings_step(root: Path, rel: str, *, changed: bool = False, task: str = "") -> str:
    """How the first step reads a named `.env` or INI file: `the settings of .env.sample (keys:
    APP_NAME, PORT)`, read by the host's `x = settings(path)` line; else the path. Given "# 1.
    read the .env and .env.sample files", a 1.5B model opened both with json.load (development
    trace). A nested YAML, JSON or TOML settings file the task changes (`changed`) is read the
    same way, its keys joined by dots, and the step names set_values: read as records, a probe's
    heating schedule came as rows, and the script indexed them by section name four times."""
    kind = kind_of_settings(rel)
    if changed and kind in ("yaml", "json", "toml"):
        try:
            if (root / rel).stat().st_size > RECORDS_PREVIEW_MAX_BYTES:
                return rel
            found = settings(root / rel)
        except Exception:  # a list, or not readable as settings: the path alone
            return rel
        # The example is the key the task's words name best ("the living room's weekday evening
        # temperature": zones.living_room.weekday.evening.temp), else the first nested one.
        said = set(re.findall(r"[a-z0-9]+", task.lower()))
        nested = [k for k in found if "." in k and len(k) <= STEP_KEY_CHARS * 2]
        example = max(nested, key=lambda k: sum(any(w.startswith(p) for w in said) for p in re.findall(r"[a-z0-9]+", k.lower())
                                                if len(p) > 2), default="")
        if not example:
            return rel  # flat: no nesting to join
        return (f"the settings of {rel}, keys joined by dots (e.g. {example}); set one with "
                f"set_values({rel!r}, [(key, value)])")
    if kind not in ("env", "ini"):
        return rel
    try:
        if (root / rel).stat().st_size > RECORDS_PREVIEW_MAX_BYTES:
            return rel
        found = settings(root / rel)
    except Exception:  # not readable as settings: the path alone
        return rel
    if not found:
        return rel
    keys = [k for k in found if len(k) <= STEP_KEY_CHARS][:STEP_KEYS]
    return f"the settings of {rel} (keys: {', '.join(keys)})" if keys else rel


def load_lines(paths: list[str], readers: dict[str, str] | None = None) -> str:
    """The script's lines that read the plan's named data files with records(), one variable per
    file named after it (`till = records('till.csv')`), given after the first step. Told in the
    step to read "the records of menu.docx", a 1.5B model still opened it with python-docx and
    indexed its rows as lists, or read a CSV with csv.DictReader whose amounts then stayed text
    (probe traces: 11 of 17 first scripts of one run); the host writes the reading and the model
    only the logic. `readers` names another reader for some paths (`settings`)."""
    names: dict[str, str] = {}
    taken = set(_SCRIPTLIB) | _RESERVED_NAMES
    stems = [_variable_name(p) for p in paths]
    for path, stem in zip(paths, stems, strict=True):
        name = stem
        if stems.count(stem) > 1:  # a.csv beside a.json
            name = f"{stem}_{Path(path).suffix.lstrip('.').lower() or 'data'}"
        while name in taken:
            name += "_"
        taken.add(name)
        names[path] = name
    return "".join(f"{name} = {(readers or {}).get(path, 'records')}({path!r})\n" for path, name in names.items())


#: Names a variable for a file's records does not take: Python's own and those of the modules a
#: script imports.
_RESERVED_NAMES = frozenset(dir(builtins)) | frozenset(keyword.kwlist) | frozenset(sys.stdlib_module_names) | {
    "docx", "yaml", "np", "pd", "numpy", "pandas", "path", "row", "rows", "r", "f", "p", "data", "out", "result"}


def _variable_name(path: str) -> str:
    """A Python name for a file's records: its name without the extensions, in lower case, any
    other character an underscore (`Till Items 2024.csv` -> `till_items_2024`)."""
    name = Path(path).name
    stem = re.sub(r"\W+", "_", name.lstrip(".").split(".")[0].lower()).strip("_")
    if not stem or stem[0].isdigit():
        stem = f"rows_{stem}" if stem else "rows_"
    return stem


def reads_as_records(kind: str, found: list[dict[str, Any]]) -> bool:
    """Whether records of `kind` read as records at all: not a log (`.txt`, `.log`) unless one of its
    first three records has a level, or each of them a timestamp, or one an IP address (an access
    or auth log: read by `fields` and `ip`); else it is plain text, read as lines."""
    return kind != "log" or log_reads_as_records(found)


#: The most files of a named folder `folder_step` looks at, and reads for its step.
STEP_FOLDER_FILES, STEP_FOLDER_TRIES = 200, 5


@dataclass(frozen=True)
class FolderStep:
    """The plan's first step for a named folder: what it reads (`text`, after "# 1. read ") and
    the script's line that reads it (`load`, '' when the model writes its own)."""

    text: str
    load: str = ""


def folder_step(root: Path, task: str, outputs: list[str]) -> FolderStep | None:
    """How the plan's first step reads a named folder whose files are all data of one kind that
    records() parses (`the records of each .csv file in sales/ (keys: date, store, amount)`,
    read by the host's line `sales_files = {path: records(path) for path in ...}`), or None.
    Planning "read all .csv files in sales/", a 1.5B model wrote csv.DictReader and summed
    amounts written "1,400.98" as text (probe trace); records() gives them as numbers. Files
    whose one table is a form (label/value rows: a job sheet's Field and Details) are read as
    one dict per file (`form_columns`). Not for a folder of mixed or non-data files: "# 1. read
    the files in assets/" for a question about the subfolders of assets/ had the script read
    only the files directly in it (development run, twice, session 30). A folder the task
    changes is read only as settings files (`settings_folder_step`)."""
    bare = without_examples(task)  # not "for example patterns/dk/"
    # A folder named in words too ("the match reports are in the darts folder").
    worded = [f"{n}/" for n in worded_folders(bare) if f"{n}/" not in named_folders(bare)]
    for folder in [*named_folders(bare), *worded]:
        path = root / folder
        if not path.is_dir():
            continue
        changed = folder in outputs  # its settings files are read all the same: the change sets values
        written = [o for o in outputs if o.startswith(folder) and not o.endswith("/") and o in bare]
        if written and bare.count(folder) <= sum(bare.count(o) for o in written):
            # Named only as where the task's new file goes ("put ... into out/summary.csv"):
            # a probe's first step read last month's takings there instead of the logs asked about.
            continue
        files = []
        for p in sorted(path.rglob("*")):
            if p.is_file() and not any(part.startswith(".") for part in p.relative_to(path).parts) \
                    and not p.name.startswith(OWNER_FILE):
                files.append(p)
            if len(files) > STEP_FOLDER_FILES:
                break
        # A README or a note beside the data (a logger's folder) is no data file of the step.
        data = [p for p in files if p.suffix.lower() not in (".txt", ".md", "")]
        notes = [p for p in files if p.suffix.lower() in MARKDOWN]
        if len(data) >= 2 and len(files) - len(data) <= 2:
            files = data
        elif len(notes) >= 2 and len(files) - len(notes) <= 2 and len(notes) > len(data):
            files = notes  # notes with front matter, a list or an index beside them
        suffixes = {p.suffix.lower() for p in files}
        if not files or len(files) > STEP_FOLDER_FILES:
            continue
        # A folder the task changes is read too when its files are notes: their front matter says
        # where each goes (moved into subfolders by a field).
        if len(suffixes) == 1 and next(iter(suffixes)) and (not changed or next(iter(suffixes)) in MARKDOWN):
            suffix = next(iter(suffixes))
            name = _variable_name(folder.rstrip("/")) + "_files"
            # An owner file beside the documents (`~$B-1045.docx`, a zip it is not) is left out:
            # records() of it stopped every script of a probe run.
            skip = (f" if not os.path.basename(path).startswith({OWNER_FILE!r})"
                    if any(path.rglob(OWNER_FILE + "*")) else "")
            paths = f"sorted(glob.glob({folder + '**/*' + suffix!r}, recursive=True)){skip}"
            # The first file with records says how they all read (an empty __init__.py has none).
            read: list[tuple[Path, list[dict[str, Any]]]] = []
            for f in files[:STEP_FOLDER_TRIES]:
                try:
                    found = records(f) if f.stat().st_size <= RECORDS_PREVIEW_MAX_BYTES else None
                except Exception:  # no records: read_step says so below
                    found = None
                if isinstance(found, list) and found and isinstance(found[0], dict):
                    read.append((f, found))
            # A document's table is a form far more often than a data file's two columns are
            # (weekly scores of the same players are a table): documents only.
            form = form_columns([found for _, found in read]) if suffix == ".docx" else None
            fields = form_fields(files[:STEP_FOLDER_TRIES]) if suffix == ".docx" and form is None else None
            if fields is not None:
                shown = repr(fields)
                if len(shown) > STEP_FORM_CHARS:
                    shown = "keys " + ", ".join(repr(k) for k in list(fields)[:FORM_KEYS])
                return FolderStep(
                    f"the fields of each {suffix} file in {folder}: each is a filled-in form (label | value rows, "
                    f"no header row), read as one dict per file by form(path) ({shown})",
                    f"{name} = {{path: form(path) for path in {paths}}}\n")
            if form is not None:
                label, value = form
                example = {str(r[label]): r[value] for r in read[0][1]}
                shown = repr(example)
                if len(shown) > STEP_FORM_CHARS:
                    shown = "keys " + ", ".join(list(example)[:STEP_KEYS])
                return FolderStep(
                    f"the fields of each {suffix} file in {folder}: each holds a form of {label}/{value} rows, "
                    f"read as one dict per file ({shown})",
                    f"{name} = {{path: {{r[{label!r}]: r[{value!r}] for r in records(path)}} for path in {paths}}}\n")
            for f in files[:STEP_FOLDER_TRIES]:
                first = f.relative_to(root).as_posix()
                step = read_step(root, first)
                if step.startswith(f"the records of {first}"):
                    rest = step[len(f"the records of {first}"):]
                    return FolderStep(f"the records of each {suffix} file in {folder}{rest}"
                                      + _example_record(next((found for g, found in read if g == f), [])),
                                      f"{name} = {{path: records(path) for path in {paths}}}\n")
        each = settings_folder_step(root, folder, files)
        if each:
            name = _variable_name(folder.rstrip("/")) + "_files"
            kinds = tuple(sorted({p.suffix.lower() for p in files}))
            return FolderStep(each, f"{name} = {{path: settings(path, dotted=True) for path in sorted(glob.glob("
                                    f"{folder + '**/*'!r}, recursive=True)) if path.endswith({kinds!r})}}\n")
    return None


def form_fields(files: list[Path]) -> dict[str, Any] | None:
    """The first file's fields when every one of two or more documents is a filled-in form whose
    tables have no header row (`scriptlib.form`: "Pupil name | Oscar Bell", "Class | 6A") and
    their labels mostly agree; None otherwise. Read as records, each table's first row was taken
    for its header, and a script looked up a pupil's name as a key (probe trace)."""
    if len(files) < 2:
        return None
    found: list[dict[str, Any]] = []
    for f in files:
        try:
            found.append(read_form(f) if f.stat().st_size <= RECORDS_PREVIEW_MAX_BYTES else {})
        except (OSError, ValueError):
            return None
    first = set(found[0])
    if not first or any(len(first & set(other)) * 2 < max(len(first), len(other)) for other in found[1:]):
        return None
    if len({next(iter(f.items()), None) for f in found}) == 1:
        return None  # the same first row in every file is a header ("Player | Score"): a table of records
    return found[0]


#: The most keys of a form a folder step names when its example dict is too long to show.
FORM_KEYS = 8


def form_columns(tables: list[list[dict[str, Any]]]) -> tuple[str, str] | None:
    """The (label, value) keys when the records of every file are one form: one table of two
    columns whose first holds distinct text labels, two to FORM_ROWS rows, and two or more files
    whose labels mostly agree (a job sheet's `Field`/`Details`: Job no., Customer, Parts, ...).
    Read as rows, such a file had a script look its fields up by `row['_table']` (probe trace);
    one dict per file (`{'Job no.': 'B-1041', ...}`) is what a task over the folder needs."""
    if len(tables) < 2:
        return None
    keys: tuple[str, ...] | None = None
    labels: list[list[str]] = []
    for found in tables:
        if not 2 <= len(found) <= FORM_ROWS or len({r.get("_table") for r in found}) != 1:
            return None
        for rec in found:
            own = tuple(str(k) for k in rec if not str(k).startswith("_"))
            if len(own) != 2 or (keys is not None and own != keys):
                return None
            keys = own
        assert keys is not None
        names = [rec[keys[0]] for rec in found]
        if not all(isinstance(n, str) and n.strip() and not re.fullmatch(r"[\d\s.,:/-]+", n) for n in names) \
                or len(set(names)) != len(names):
            return None
        labels.append(names)
    first = set(labels[0])
    if any(len(first & set(other)) * 2 < max(len(first), len(other)) for other in labels[1:]):
        return None
    assert keys is not None
    return keys[0], keys[1]


#: The most rows of a table read as a form, and the longest example dict a form's step shows.
FORM_ROWS, STEP_FORM_CHARS = 40, 220


def _example_record(found: list[dict[str, Any]]) -> str:
    """`; e.g. {'day': 1, 'shop': 'Ely', 'amount': 2,300.50}`: a folder step's first record, when
    its records have three keys or fewer and it is short (a few keys are clearer shown than
    named)."""
    first = found[0] if found and isinstance(found[0], dict) else None
    if first is None or len([k for k in first if not str(k).startswith("_")]) > 3:
        return ""
    shown = repr({k: v for k, v in first.items() if not str(k).startswith("_")})
    return f"; e.g. {shown}" if len(shown) <= STEP_EXAMPLE_CHARS else ""


#: The longest example record a folder step shows.
STEP_EXAMPLE_CHARS = 100


#: How Word, Excel and LibreOffice name the owner (lock) file of a document open for editing
#: (`~$B-1045.docx`): no document, and not a zip package.
OWNER_FILE = "~$"


def settings_folder_step(root: Path, folder: str, files: list[Path]) -> str:
    """The first step for a folder of two or more settings files (INI, TOML, YAML, JSON of one
    object, in any mix): `the settings of each file in services/ (.ini, .yaml), keys joined by
    dots (e.g. server.port); set one with set_values(path, [(key, value)])`, or ''. Told "# 1.
    read the services directory", a 1.5B model searched each file's text for `port: 9001` and
    then appended a `port` line to every file (development trace)."""
    if len(files) < 2 or len(files) > STEP_SETTINGS_FILES \
            or any(kind_of_settings(p.name) not in ("ini", "toml", "yaml", "json") for p in files):
        return ""
    example = ""
    for p in files:
        try:
            if p.stat().st_size > RECORDS_PREVIEW_MAX_BYTES:
                return ""
            found = settings(p, dotted=True)
        except Exception:  # a file that is no settings object: not a folder of settings
            return ""
        example = example or next((k for k in found if "." in k and len(k) <= STEP_KEY_CHARS), "")
    kinds = ", ".join(sorted({p.suffix.lower() for p in files}))
    return (f"the settings of each file in {folder} ({kinds}), keys joined by dots"
            + (f" (e.g. {example})" if example else "") + "; set one with set_values(path, [(key, value)])")


#: The most files of a folder `settings_folder_step` reads each of.
STEP_SETTINGS_FILES = 40


#: Keys a plan's reading step names for one file's records, and the characters of one key.
STEP_KEYS, STEP_KEY_CHARS = 9, 24


#: A task about a document's prose (its headings, paragraphs, styles), and one about its tables.
_PROSE_TASK = re.compile(r"\b(?:headings?|paragraphs?|sections?|outline|styles?|styled|titles?|sentences?|bullets?"
                         r"|bold|italics?|underlined)\b", re.I)
_TABLE_TASK = re.compile(r"\b(?:tables?|rows?|columns?|cells?)\b", re.I)


def read_step(root: Path, rel: str, task: str = "") -> str:
    """How the plan's first step reads one named file: `the records of x.csv (keys: a, b)` for a
    file `records()` parses into a list of records (data, a log with levels, a .docx's tables,
    Python source) — the wording of the system prompt's example, whose script then calls
    records(), with the keys it will index — else the file's path. Given "# 1. read
    logs/svc.log" or "# 1. read budget.docx", a 1.5B model wrote its own parser (a regex over raw
    lines that lost the level column; `open()` of a Word file as text) beside the parsed records
    its first message showed (development and probe traces). Not for a settings file, read with
    settings(): a JSON, YAML or TOML file holding one object, or an INI file."""
    path = root / rel
    source = path.suffix.lower() in (".py", ".pyi")
    if path.suffix.lower() == ".docx" and _PROSE_TASK.search(task) and not _TABLE_TASK.search(task):
        # "the headings of brief.docx": given "read the records of brief.docx (keys: …)", a 1.5B
        # model printed the cells of its one table as the headings (development trace).
        return f"the paragraphs of {rel} (docx.Document({rel!r}).paragraphs: p.text, p.style.name)"
    if path.suffix.lower() in MARKDOWN:
        # Notes with front matter: records() gives it as one dict per file (a probe's script, asked
        # to sort notes by a front-matter field, read a CSV beside them instead).
        try:
            found = front_matter_records(path, rel) if path.stat().st_size <= RECORDS_PREVIEW_MAX_BYTES else []
        except Exception:  # front matter that is no YAML: the path alone
            return rel
        if not found:
            return rel
        keys = [k for k in found[0] if len(k) <= STEP_KEY_CHARS][:STEP_KEYS]
        return f"the records of {rel} (its front matter as one dict, when it has one; keys: {', '.join(keys)})"
    try:
        kind = "python" if source else kind_of(path)
        if kind not in ("python", "csv", "tsv", "json", "jsonl", "yaml", "toml", "log", "docx", "xml", "vcard") \
                or path.stat().st_size > RECORDS_PREVIEW_MAX_BYTES:
            return rel
        found = python_records(path, rel) if source else records(path, kind)
    except Exception:  # not data after all, or not readable: the path alone
        return rel
    if not found or isinstance(found, OneRecord) or not isinstance(found[0], dict):
        return rel
    if not reads_as_records(kind, found):
        return rel
    if kind == "docx":
        # A document's tables each have their own keys: those of the first table alone sent a
        # script after the second (the one the task meant) with keys guessed (probe trace).
        tables: dict[Any, dict[str, None]] = {}
        headings: dict[Any, str] = {}
        for rec in found:
            tables.setdefault(rec.get("_table"), {}).update(dict.fromkeys(str(k) for k in rec))
            headings.setdefault(rec.get("_table"), str(rec.get("_heading") or ""))
        if len(tables) > 1:
            # Each table by the heading above it: two tables of one header (old fees, new fees) were
            # told apart by nothing, and a probe's script looked for "April 2025" in the rows.
            shown = [f"table {t}" + (f" (under the heading {headings[t]!r})" if headings.get(t) else "") + " keys: "
                     + ", ".join([k for k in keys if len(k) <= STEP_KEY_CHARS][:STEP_KEYS])
                     for t, keys in list(tables.items())[:4]]
            # "r['_table'] says which" had a script test `t['_table'] == 'Table 0'` (probe trace).
            last = list(tables)[:4][-1]
            # A column of its own called "Table" (a seating plan's table numbers) is that column,
            # not `_table`: told only of `_table`, a probe's script wrote the document's table
            # index (0) as each guest's table.
            column = next((k for keys in tables.values() for k in keys if k.casefold() == "table"), None)
            own = f"; the column {column!r} is r[{column!r}]" if column else ""
            return (f"the records of {rel} ({'; '.join(shown)}; r['_table'] is the table's number in the document, "
                    f"e.g. r['_table'] == {last!r}{own})")
    # Every key of the first records (a record may leave one out: a blank answer of a ballot).
    seen: dict[str, None] = {}
    for rec in found[:50]:
        if isinstance(rec, dict):
            seen.update(dict.fromkeys(str(k) for k in rec))
    if kind == "log" and any(k not in ("line", "timestamp", "level", "tag", "message", "text") for k in seen):
        # A log's columns first (an access log's path and status, a field log's fields): cut
        # after its generic keys, a probe's step listed 'ip', 'user', 'method' and no 'status'.
        generic = ("level", "tag", "message", "text", "line")
        seen = dict.fromkeys([k for k in seen if k not in generic] + [k for k in generic if k in seen])
    keys = [k for k in seen if len(k) <= STEP_KEY_CHARS][:STEP_KEYS]
    if kind == "python":
        # What its kinds are, calls and the def each is made in too: the keys alone did not say
        # that "which functions call X" is a filter of these records.
        return (f"the records of {rel} (keys: {', '.join(PYTHON_KEYS)}; kind "
                "'import', 'class', 'function', 'method', 'call' or 'env'; a call's 'name' is the name called (send for "
                "mail.send(...)), its 'callee' the call as written (mail.send), its 'caller' the function or method "
                "making it (Class.method for a method), its 'class' that method's class, its 'args' its arguments; an 'env' record's name is an "
                "environment variable the code reads)")
    return f"the records of {rel}" + (f" (keys: {', '.join(keys)})" if keys else "")


def writes_line(root: Path | None, outputs: list[str], task: str = "") -> str:
    """The given opening's line naming the files the script is to create (`# Writes: a.txt`), or
    ''. In its own opening a small model plans the write; told only in the task's message, a
    1.5B model's first script printed the very lines its output should hold and wrote no file
    (a turn lost to the push-back, and in a development trace the task's whole budget). A CSV
    whose columns the task gives has them said (`a.csv (header: customer,pallets)`): "with the
    columns customer,pallets, largest total first" had a script write a third column
    `largest_total` (probe trace)."""
    if root is None:
        return ""
    new = [o for o in outputs if not o.endswith("/") and not (root / o).exists()]
    named = []
    for o in new:
        cells = stated_header(task, o, root) if task else None
        named.append(f"{o} (header: {','.join(cells)})" if cells else o)
    return f"# Writes: {', '.join(named)}\n" if named else ""


def describe_tools(tools: list[ToolSpec], *, brief: int = 0) -> str:
    """Tools for a guided prompt: one line each, with its arguments; with `brief`, only the first
    line of each description, cut at that many characters (prefill is the cost of a long prompt)."""
    lines = []
    for t in tools:
        props = t.parameters.get("properties", {})
        req = set(t.parameters.get("required", []))
        args = ", ".join(f"{k}{'' if k in req else '?'}" for k in props)
        text = t.description
        if brief:
            text = (text.strip().splitlines() or [""])[0]
            text = text if len(text) <= brief else text[: brief - 3].rstrip() + "..."
        lines.append(f"- {t.name}({args}): {text}")
    return "\n".join(lines)


_MISSING_FILE = re.compile(r"(?:No such file or directory: |PackageNotFoundError: Package not found at )'([^']+)'")
_FENCE = re.compile(r"```[ \t]*([A-Za-z0-9_+.-]*)[^\n]*\n(.*?)(?:\n[ \t]*```|\Z)", re.DOTALL)
_MARKER = re.compile(r"^[ \t>*_#-]*\**(DONE|FAILED|FINISHED|ANSWER)\**[ \t]*[:\-–]\**[ \t]*", re.I | re.M)
_PY_LANGS = {"python", "py", "python3", "py3"}
_SH_LANGS = {"bash", "sh", "shell", "console", "zsh", "terminal", "shell-session"}
#: A line only Python has (shell has no `def`, `with`, block openers ending in a colon), or the
#: plan comments a python block opens with.
_PY_START = re.compile(r"^\s*(import\s|from\s+\S+\s+import\s|def\s|class\s|for\s.*:\s*$|with\s|print\(|if\s.*:\s*$|"
                       r"while\s.*:\s*$|#!.*python|#\s*(Task|Steps):)", re.M)


def _code_lines(text: str) -> set[str]:
    return {" ".join(ln.split()) for ln in text.splitlines() if ln.strip() and not ln.lstrip().startswith(("#", "`"))}


def copies_example(code: str) -> bool:
    """Whether a python block is mostly the system prompt's example script (a 1.5B model with
    nothing of its own in view wrote it out for its task: development trace)."""
    m = re.search(r"```python\n(.*?)```", GUIDED_SYSTEM, re.S)
    example = _code_lines(m.group(1)) if m else set()
    return bool(example) and len(example & _code_lines(code)) * 2 > len(example)


def same_command(a: Any, b: Any) -> bool:
    """Whether two commands are the same but for white space."""
    return " ".join(str(a or "").split()) == " ".join(str(b or "").split())


#: Names a script uses bare that come from a standard module by a `from` import.
_FROM_IMPORTS = {"Path": "pathlib", "Counter": "collections", "defaultdict": "collections",
                 "OrderedDict": "collections", "namedtuple": "collections", "deque": "collections",
                 "records": "ncurator_cli.scriptlib", "settings": "ncurator_cli.scriptlib",
                 "set_values": "ncurator_cli.scriptlib", "form": "ncurator_cli.scriptlib"}


#: The helpers of scriptlib.py a script calls bare.
_SCRIPTLIB = frozenset({"records", "settings", "set_values", "form"})

#: Modules beside the standard library that the sandbox's Python has (the project's own
#: dependencies) and a script uses by their usual name: `yaml.safe_load` without `import yaml`.
_INSTALLED_MODULES = frozenset(m for m in ("yaml", "docx") if importlib.util.find_spec(m))


#: What a script reads off a python-docx Paragraph; a table row that records() gives has none of them.
_PARAGRAPH_ATTRS = frozenset({"style", "runs", "paragraph_format"})


def docx_paragraph_reads(code: str) -> str:
    """`code` with `records('x.docx')` written as `docx.Document('x.docx').paragraphs` where the
    records it gives are read as paragraphs: a loop over it (directly or through the variable it
    was assigned to) reads `.style`, `.runs` or `.paragraph_format` of its items, which a table row
    never has. In traces of three sessions a 1.5B model read a document's headings so, and wrote
    the same call again after the note that records() gives table rows (three turns in one run)."""
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        return code

    def docx_call(node: ast.AST | None) -> ast.Call | None:
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "records"
                and len(node.args) == 1 and not node.keywords and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str) and node.args[0].value.lower().endswith(".docx")
                and node.lineno == node.end_lineno):
            return node
        return None

    assigned = {t.id: call for n in ast.walk(tree) if isinstance(n, ast.Assign) and (call := docx_call(n.value))
                for t in n.targets if isinstance(t, ast.Name)}
    read_as_paragraphs: dict[int, ast.Call] = {}  # by id: a call may be found through two loops
    for loop in ast.walk(tree):
        if not isinstance(loop, (ast.For, ast.comprehension)) or not isinstance(loop.target, ast.Name):
            continue
        it = loop.iter
        call = docx_call(it) or (assigned.get(it.id) if isinstance(it, ast.Name) else None)
        if call is None:
            continue
        scope = loop if isinstance(loop, ast.For) else tree
        if any(isinstance(a, ast.Attribute) and a.attr in _PARAGRAPH_ATTRS and isinstance(a.value, ast.Name)
               and a.value.id == loop.target.id for a in ast.walk(scope)):
            read_as_paragraphs[id(call)] = call
    if not read_as_paragraphs:
        return code
    lines = code.split("\n")
    for c in sorted(read_as_paragraphs.values(), key=lambda c: (c.lineno, c.col_offset), reverse=True):
        line = lines[c.lineno - 1].encode()
        lines[c.lineno - 1] = (line[:c.col_offset].decode() + f"docx.Document({c.args[0].value!r}).paragraphs"
                               + line[c.end_col_offset:].decode())
    new = "\n".join(lines)
    try:
        ast.parse(new)
    except (SyntaxError, ValueError):
        return code
    return new


#: A string literal (one line, optional u/r/b prefix) inside an f-string's expression.
_INNER_LITERAL = re.compile(r"""(?<!\w)([rRbBuU]?)('[^'\\\n]*(?:\\.[^'\\\n]*)*'|"[^"\\\n]*(?:\\.[^"\\\n]*)*")""")


def _chars_expr(value: str) -> str:
    """A Python expression without a backslash for the string `value`."""
    if len(value) == 1:
        return f"chr({ord(value)})"
    return "''.join(map(chr, (" + ", ".join(str(ord(c)) for c in value) + ")))"


def _expression_end(body: str, i: int) -> int:
    """Where the expression that starts at `body[i]` (just after its `{`) ends: its `}`, or the `!`
    or `:` of a conversion or format spec, outside brackets and strings."""
    depth, in_str = 0, ""
    while i < len(body):
        d = body[i]
        if in_str:
            if d == "\\":
                i += 1
            elif d == in_str:
                in_str = ""
        elif d in "'\"":
            in_str = d
        elif d in "([{":
            depth += 1
        elif d in ")]}":
            if depth == 0:
                return i
            depth -= 1
        elif depth == 0 and (d == ":" or (d == "!" and body[i + 1:i + 2] != "=")):
            return i
        i += 1
    return i


def _inner_literal_fixed(m: re.Match[str]) -> str:
    if "\\" not in m.group(2) or m.group(1).lower() == "b":
        return m.group(0)
    try:
        value = ast.literal_eval(m.group(0))
    except (SyntaxError, ValueError):
        return m.group(0)
    return _chars_expr(value) if isinstance(value, str) and value else m.group(0)


def _fstring_fixed(token: str) -> str:
    """One f-string token with each string literal inside its {expressions} that holds a backslash
    written as chr() calls; the text between the expressions kept as it is."""
    prefix = re.match(r"[A-Za-z]*", token).group(0)  # type: ignore[union-attr]
    rest = token[len(prefix):]
    quote = rest[:3] if rest[:3] in ("'''", '"""') else rest[:1]
    body = rest[len(quote):len(rest) - len(quote)]
    out: list[str] = []
    i = 0
    while i < len(body):
        c = body[i]
        if c in "{}" and body[i:i + 2] == c * 2:  # an escaped brace
            out.append(c * 2)
            i += 2
        elif c == "{":
            j = _expression_end(body, i + 1)
            out.append("{" + _INNER_LITERAL.sub(_inner_literal_fixed, body[i + 1:j]))
            i = j
        else:
            out.append(c)
            i += 1
    return prefix + quote + "".join(out) + quote


#: A line of a Python block that is the model's answer, not code (`ANSWER: 4 addresses ...`).
_ANSWER_CODE_LINE = re.compile(r"^[ \t]*\**(?:DONE|FAILED|ANSWER)\**[ \t]*:", re.I)


def answer_tail(code: str) -> str:
    """`code` without the lines from a line that opens with `ANSWER:`, `DONE:` or `FAILED:` (not a
    comment) to its end, when Python refuses that line and the script compiles without them;
    `code` unchanged otherwise. A 1.5B model ended its script with the answer it expected, as
    text: the script stopped on a SyntaxError before a line ran, and its repeat cost the task's
    last minute. What the script prints is the result; the answer is the next turn's."""
    try:
        ast.parse(code)
        return code
    except SyntaxError as exc:
        at = (exc.lineno or 0) - 1
    except ValueError:
        return code
    lines = code.split("\n")
    if not 0 <= at < len(lines) or not _ANSWER_CODE_LINE.match(lines[at]):
        return code
    start = at
    while start > 0 and _ANSWER_CODE_LINE.match(lines[start - 1]):
        start -= 1
    kept = "\n".join(lines[:start]).rstrip() + "\n"
    try:
        ast.parse(kept)
    except (SyntaxError, ValueError):
        return code
    return kept if kept.strip() else code


#: The most lines `stray_indents` moves back in one script.
STRAY_INDENT_FIXES = 4


def stray_indents(code: str) -> str:
    """`code` with a line Python refuses as an "unexpected indent" moved back to the indentation of
    an earlier line, the deepest that makes the script parse past it; `code` unchanged unless the
    whole script then parses. A 1.5B model wrote ` owing = sorted(...)` (one space) after a run of
    comments, and its fix turn wrote the same line again: two turns on a space."""
    lines = code.split("\n")
    fixed = 0
    while True:
        try:
            ast.parse("\n".join(lines))
            break
        except IndentationError as exc:
            if "unexpected indent" not in str(exc.msg) or fixed >= STRAY_INDENT_FIXES or not exc.lineno:
                return code
            n = exc.lineno - 1
        except (SyntaxError, ValueError):
            return code
        if not 0 < n < len(lines):
            return code
        line = lines[n]
        depth = len(line) - len(line.lstrip())
        # Indents of the code lines above, deepest first: where this line most likely belongs.
        above = sorted({len(ln) - len(ln.lstrip()) for ln in lines[:n]
                        if ln.strip() and not ln.lstrip().startswith("#")} | {0}, reverse=True)
        for indent in (i for i in above if i < depth):
            trial = lines[:n] + [line[depth - indent:]] + lines[n + 1:]
            try:
                ast.parse("\n".join(trial))
            except IndentationError as exc:
                if exc.lineno == n + 1 or "unexpected indent" not in str(exc.msg):
                    continue
            except (SyntaxError, ValueError) as exc:
                if getattr(exc, "lineno", None) is None or exc.lineno <= n + 1:
                    continue
            lines = trial
            break
        else:
            return code
        fixed += 1
    return "\n".join(lines)


def shadowed_calls(code: str) -> str:
    """`code` with a function's local variable renamed (`records_`) where it takes the name of the
    module-level function or import it is assigned from (`records = records('logs/x.log')` inside
    `main()`): Python makes the name local to the whole function, so the call fails with
    "UnboundLocalError: cannot access local variable 'records'". The calls keep the name. A probe's
    1.5B model wrote it, then twice more the same way; `code` unchanged when there is none."""
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        return code
    top: set[str] = set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            top.add(node.name)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            top.update((a.asname or a.name).split(".")[0] for a in node.names)
    lines = code.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))
    spans: list[tuple[int, int, str]] = []

    def at(line: int, col: int) -> int:  # ast's column counts UTF-8 bytes
        return starts[line - 1] + len(lines[line - 1].encode()[:col].decode(errors="replace"))

    taken = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)} | top
    for fn in [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]:
        called = {id(n.func) for n in ast.walk(fn) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
        shadows = {t.id for n in ast.walk(fn) if isinstance(n, ast.Assign) and isinstance(n.value, ast.Call)
                   and isinstance(n.value.func, ast.Name) for t in n.targets
                   if isinstance(t, ast.Name) and t.id == n.value.func.id and t.id in top}
        for name in sorted(shadows):
            new = name + "_"
            while new in taken:
                new += "_"
            taken.add(new)
            spans += [(at(n.lineno, n.col_offset), at(n.lineno, n.col_offset) + len(name), new)
                      for n in ast.walk(fn) if isinstance(n, ast.Name) and n.id == name and id(n) not in called]
    for a, b, new in sorted(spans, reverse=True):
        code = code[:a] + new + code[b:]
    return code


def fstring_backslashes(code: str) -> str:
    """`code` with each string literal that holds a backslash inside an f-string's {expressions}
    (`f"{text.split('\\n')[0]}"`) written as chr() calls, when this Python refuses them (before
    3.12: "f-string expression part cannot include a backslash"); else `code` unchanged. Refused,
    a script stops before its first line runs and costs a turn (~200 s beside another run in a
    development trace), and its missing imports are not added, for it does not parse."""
    import io
    import tokenize

    try:
        ast.parse(code)
        return code
    except SyntaxError as exc:
        if "backslash" not in str(exc.msg):
            return code
    except ValueError:
        return code
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(code).readline))
    except (tokenize.TokenError, SyntaxError):
        return code
    starts = [0]
    for line in code.splitlines(keepends=True):
        starts.append(starts[-1] + len(line))
    new = code
    for tok in reversed(tokens):
        if tok.type != tokenize.STRING or "f" not in re.match(r"[A-Za-z]*", tok.string).group(0).lower():  # type: ignore[union-attr]
            continue
        fixed = _fstring_fixed(tok.string)
        if fixed != tok.string:
            a, b = starts[tok.start[0] - 1] + tok.start[1], starts[tok.end[0] - 1] + tok.end[1]
            new = new[:a] + fixed + new[b:]
    try:
        ast.parse(new)
    except (SyntaxError, ValueError):
        return code
    return new


def add_missing_imports(code: str, root: Path | None = None) -> str:
    """`code` with the standard-library imports it uses but never wrote (`pathlib.Path(...)`
    without `import pathlib`; `Counter(...)` without its `from collections import`), written on a
    comment or blank line above the first statement, or in front of it, so that traceback line
    numbers stay the model's own.
    The commonest failure of the model's first scripts (NameError: name 'os' is not defined);
    and while the greedy script fails so, a vote picks a sampled one that runs, often wrong."""
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        return code
    # `import records` (records() is no module, unless the workspace has one): the import it
    # means, on the same line.
    lines = code.split("\n")
    own_module = root is not None and ((root / "records.py").exists() or (root / "records").is_dir())
    for node in ([] if own_module else tree.body):
        if (isinstance(node, ast.Import) and [a.name for a in node.names] == ["records"] and not node.names[0].asname
                and node.lineno == node.end_lineno and lines[node.lineno - 1].strip() == "import records"):
            indent = lines[node.lineno - 1][: len(lines[node.lineno - 1]) - len(lines[node.lineno - 1].lstrip())]
            lines[node.lineno - 1] = indent + "from ncurator_cli.scriptlib import records"
        elif (isinstance(node, ast.ImportFrom) and node.module and node.level == 0 and node.names
                and {a.name for a in node.names} <= _SCRIPTLIB and not any(a.asname for a in node.names)
                and node.lineno == node.end_lineno
                and (node.module.split(".")[0] in getattr(sys, "stdlib_module_names", ())  # none has records()
                     or importlib.util.find_spec(node.module.split(".")[0]) is None)
                and not (root is not None and ((root / f"{node.module.split('.')[0]}.py").exists()
                                               or (root / node.module.split(".")[0]).is_dir()))):
            # `from data_query import records`: a module that does not exist, for our records().
            line = lines[node.lineno - 1]
            indent = line[: len(line) - len(line.lstrip())]
            lines[node.lineno - 1] = indent + f"from ncurator_cli.scriptlib import {', '.join(a.name for a in node.names)}"
    if "\n".join(lines) != code:
        code = "\n".join(lines)
        tree = ast.parse(code)
    renamed = _unshadow(code, tree)
    if renamed != code:
        code, tree = renamed, ast.parse(renamed)
    named = _unknown_readers(code, tree, root)
    if named != code:
        code, tree = named, ast.parse(named)
    bound: set[str] = set(dir(builtins))
    used_modules: set[str] = set()
    used_names: set[str] = set()
    defined: set[str] = set()  # by an import, def, class or parameter (not by an assignment)
    called: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            called.add(node.func.id)
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            bound.update((a.asname or a.name).split(".")[0] for a in node.names)
            defined.update((a.asname or a.name).split(".")[0] for a in node.names)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bound.add(node.name)
            defined.add(node.name)
        elif isinstance(node, ast.Name):
            if isinstance(node.ctx, ast.Load):
                used_names.add(node.id)
            else:
                bound.add(node.id)
        elif isinstance(node, ast.arg):
            bound.add(node.arg)
            defined.add(node.arg)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            bound.add(node.name)
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            bound.update(node.names)
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and isinstance(node.value.ctx, ast.Load):
            used_modules.add(node.value.id)
    stdlib = getattr(sys, "stdlib_module_names", frozenset()) | _INSTALLED_MODULES
    missing = [f"import {m}" for m in sorted(used_modules - bound) if m in stdlib and not m.startswith("_")]
    missing += [f"from {_FROM_IMPORTS[n]} import {n}" for n in sorted(used_names - bound) if n in _FROM_IMPORTS]
    # records()/settings() called, though also assigned (`records = records(path)`): still ours.
    missing += [f"from ncurator_cli.scriptlib import {n}" for n in sorted(called & _SCRIPTLIB - defined)
                if n in bound and f"from ncurator_cli.scriptlib import {n}" not in missing]
    return _put_statement(code, tree, "; ".join(missing)) if missing else code


def _unknown_readers(code: str, tree: Any, root: Path | None) -> str:
    """`code` with a call of a function defined nowhere (no import, def or builtin) whose one
    argument is a data file's path written out — `data('prices.json')`, `load_csv('a.csv')` — calling
    `records` instead: the reader the script's own first line imports. A probe's script read its
    JSON price list with an invented `data(...)`, and four turns of NameError followed. Each line
    keeps its place (only the name changes)."""
    bound: set[str] = set(dir(builtins)) | set(_FROM_IMPORTS)
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            bound.update((a.asname or a.name).split(".")[0] for a in node.names)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bound.add(node.name)
        elif isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load):
            bound.add(node.id)
        elif isinstance(node, ast.arg):
            bound.add(node.arg)
    spots = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id not in bound
                and len(node.args) == 1 and not node.keywords and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)):
            continue
        path = node.args[0].value
        full = root / path if root is not None else Path(path)
        if "\n" in path or not full.is_file() or kind_of(full) not in DATA_KINDS:
            continue
        spots.append((node.func.lineno, node.func.col_offset, node.func.end_col_offset))
    if not spots:
        return code
    lines = code.split("\n")
    for line, a, b in sorted(spots, reverse=True):
        text = lines[line - 1].encode()
        lines[line - 1] = (text[:a] + b"records" + text[b:]).decode()
    return "\n".join(lines)


def _unshadow(code: str, tree: Any) -> str:
    """`code` with a variable that takes the name of records()/settings() renamed where it is no
    call (`records = records('a.docx')` then `records[0]` → `records_ = records('a.docx')`,
    `records_[0]`): a later `records(...)` call, in a loop over files, then still reads a file
    instead of failing with "'list' object is not callable". Each line keeps its place."""
    import ast

    calls: set[int] = set()
    stored: set[str] = set()
    own: set[str] = set()  # bound by an import, def, class, global or nonlocal: not a variable
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            calls.add(id(node.func))
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            stored.add(node.id)
        elif isinstance(node, (ast.Import, ast.ImportFrom, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef,
                               ast.Global, ast.Nonlocal)):
            names = getattr(node, "names", None) or [getattr(node, "name", "")]
            own.update(getattr(a, "asname", None) or getattr(a, "name", a) for a in names)
    # Assigned somewhere (`records = {}` beside `def scan(records): ...`): the variable is renamed
    # everywhere, a parameter of that name too; a parameter alone is the function's own business.
    shadow = {n for n in _SCRIPTLIB if n in stored and n not in own}
    if not shadow:
        return code
    taken = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)} | {
        n.arg for n in ast.walk(tree) if isinstance(n, ast.arg)}
    new_name = {n: next(c for c in (f"{n}_{'_' * i}" for i in range(len(taken) + 1)) if c not in taken) for n in shadow}
    at: dict[int, list[tuple[int, str]]] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id in shadow and id(node) not in calls:
            at.setdefault(node.lineno, []).append((node.col_offset, node.id))
        elif isinstance(node, ast.arg) and node.arg in shadow:
            at.setdefault(node.lineno, []).append((node.col_offset, node.arg))
    lines = code.split("\n")
    for lineno, spots in at.items():
        raw = lines[lineno - 1].encode()
        for col, name in sorted(spots, reverse=True):  # col_offset counts UTF-8 bytes
            raw = raw[:col] + new_name[name].encode() + raw[col + len(name):]
        lines[lineno - 1] = raw.decode()
    return "\n".join(lines)


#: Calls that read a settings file into a variable (`tomllib.load(f)`, `json.loads(text)`,
#: `yaml.safe_load(f)`, `settings(path)`), and calls that write something out.
_SETTINGS_LOADS = frozenset({"load", "loads", "safe_load", "full_load", "settings"})
_WRITES = frozenset({"dump", "safe_dump", "write", "write_text", "writelines", "write_bytes"})


def settings_writes(code: str, root: Path | None, outputs: list[str]) -> str:
    """`code` with a last line that writes into a settings file the values the script assigned to
    it after loading it, when it never writes it back itself: `data = tomllib.load(open('a.toml',
    'rb'))` (or `with open(...) as f: data = json.load(f)`, `settings(path)`, a ConfigParser's
    `read(path)`), then `data['password']['min_length'] = 14` (or `.update(...)`, `.setdefault`,
    a ConfigParser's `.set`) anywhere — in a loop, a branch, with a computed value. The line is
    `save_settings('a.toml', data)` (scriptlib): at the end of the run it writes what the dict then
    holds that differs from the file, rewriting the line of each value and keeping every other
    byte. A 1.5B model updating a TOML file to match the knowledge base changed the loaded dict,
    printed it and wrote nothing, then wrote TOML by hand and broke the file (probe trace); one
    adding a .env's missing keys set them in its dict in a loop (development trace). Only for a
    settings file among the task's outputs that exists; unchanged otherwise."""
    if root is None or not outputs:
        return code
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        return code
    targets = {o.removeprefix("./") for o in outputs
               if kind_of_settings(o) and (root / o).is_file()}
    if not targets:
        return code

    def path_in(node: ast.AST) -> str | None:
        for n in ast.walk(node):
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and n.value.removeprefix("./") in targets:
                return n.value.removeprefix("./")
        return None

    def call_name(node: ast.AST) -> str:
        if isinstance(node, ast.Call):
            f = node.func
            return f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
        return ""

    loaded: dict[str, str] = {}  # variable -> the settings file it holds
    opened: dict[str, str] = {}  # `with open(p) as f`: f -> p
    parsers: set[str] = set()
    for stmt in tree.body:
        if isinstance(stmt, ast.With):
            for item in stmt.items:
                p = path_in(item.context_expr)
                if p and isinstance(item.optional_vars, ast.Name):
                    opened[item.optional_vars.id] = p
            inner = stmt.body
        else:
            inner = [stmt]
        for s in inner:
            if isinstance(s, ast.Assign) and len(s.targets) == 1 and isinstance(s.targets[0], ast.Name):
                name, value = s.targets[0].id, s.value
                if call_name(value) in _SETTINGS_LOADS:
                    p = path_in(value) or next((opened[n.id] for n in ast.walk(value)
                                                if isinstance(n, ast.Name) and n.id in opened), None)
                    if p:
                        loaded[name] = p
                elif call_name(value) == "ConfigParser":
                    parsers.add(name)
            elif (isinstance(s, ast.Expr) and call_name(s.value) == "read" and isinstance(s.value, ast.Call)
                  and isinstance(s.value.func, ast.Attribute) and isinstance(s.value.func.value, ast.Name)
                  and s.value.func.value.id in parsers and path_in(s.value)):
                loaded[s.value.func.value.id] = path_in(s.value) or ""
    if not loaded:
        return code
    for node in ast.walk(tree):
        if call_name(node) in _WRITES:
            names = {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}
            if names & set(loaded) or path_in(node):
                return code  # the script writes it (back) itself
        if call_name(node) == "open" and isinstance(node, ast.Call) and path_in(node):
            modes = [a.value for a in [*node.args[1:2], *(k.value for k in node.keywords if k.arg == "mode")]
                     if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            if any(set(m) & set("wax+") for m in modes):
                return code
    changed: dict[str, str] = {}  # variable -> its file, for each loaded variable the script changes
    for node in ast.walk(tree):
        stores = [t for t in (node.targets if isinstance(node, ast.Assign) else
                              [node.target] if isinstance(node, ast.AugAssign) else []) if isinstance(t, ast.Subscript)]
        for t in stores:
            base: ast.AST = t
            while isinstance(base, ast.Subscript):
                base = base.value
            if isinstance(base, ast.Name) and base.id in loaded:
                changed[base.id] = loaded[base.id]
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr in ("update", "setdefault", "set")):
            base = node.func.value
            while isinstance(base, ast.Subscript):
                base = base.value
            if isinstance(base, ast.Name) and base.id in loaded:
                changed[base.id] = loaded[base.id]
    if not changed:
        return code
    lines = [f"save_settings({p!r}, {name})  # the values changed above, written into {p} (every other line kept)"
             for name, p in changed.items()]
    return code.rstrip("\n") + "\nfrom ncurator_cli.scriptlib import save_settings\n" + "\n".join(lines) + "\n"


def _put_statement(code: str, tree: Any, statement: str, *, first_free: bool = False) -> str:
    """`code` with `statement` run before its first statement (after any `__future__` import)
    without moving a line: on a comment or blank line above it (the last such line, or with
    `first_free` the first), else in front of a simple first statement, else — last resort — on
    a line of its own. So a traceback's line numbers stay the model's own. `code` unchanged when
    it has no statement."""
    import ast

    future = [n for n in tree.body if isinstance(n, ast.ImportFrom) and n.module == "__future__"]
    body = tree.body[len(future):] if tree.body[: len(future)] == future else []
    if not body:
        return code
    lines = code.split("\n")
    first = body[0]
    start = min([first.lineno] + [d.lineno for d in getattr(first, "decorator_list", [])]) - 1
    after = max([n.end_lineno or n.lineno for n in future], default=0)
    # Before a comment or on a blank line above the first statement (the plan's comments)...
    free = [i for i in range(after, start) if not lines[i].strip() or lines[i].lstrip().startswith("#")]
    if free:
        i = free[0] if first_free else free[-1]
        lines[i] = statement + (f"  {lines[i].strip()}" if lines[i].strip() else "")
    elif isinstance(first, (ast.Expr, ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Import, ast.ImportFrom, ast.Pass)):
        lines[start] = f"{statement}; {lines[start]}"  # ...or in front of a simple first statement...
    else:
        lines.insert(start, statement)  # ...or, last resort, a line of its own
    return "\n".join(lines)


#: A knowledge-base passage as the probe quotes it: `[doc › section › sub] (doc ID) text...`.
_KB_PASSAGE = re.compile(r"^\[(?P<title>[^\]\n]+)\] \(doc (?P<doc>[^)\n]+)\) ?", re.M)
#: Where a quoted passage ends when no other follows: the next part of the first message.
_KB_PART_END = re.compile(r"\n\n(?=\[|[A-Z][^\n]{0,60}:[ \t]*(?:\n|$)|This task |The task's |Read-only for |Counted by )")
KB_DOC_CHARS = 12000


def kb_documents(first_message: str, whole: Callable[[str], str | None] | None = None) -> dict[str, str]:
    """The knowledge-base documents a guided task's first message quotes, per document name (the
    last part of its id): the whole document when `whole` reads it (its text by id), else each
    passage quoted under its section as a heading, in the order quoted. A script that opened a
    rates document quoted by its first passage alone found no rates in it (a probe trace)."""
    heads = list(_KB_PASSAGE.finditer(first_message or ""))
    if whole is not None:
        texts: dict[str, str] = {}
        for h in heads:
            name = os.path.basename(h.group("doc").strip().rstrip("/"))
            if name and name not in texts:
                text = whole(h.group("doc").strip())
                if text:
                    texts[name] = text[:KB_DOC_CHARS] + "\n"
        rest = kb_documents(first_message)
        return {**rest, **texts}
    docs: dict[str, list[str]] = {}
    for i, h in enumerate(heads):
        end = heads[i + 1].start() if i + 1 < len(heads) else len(first_message)
        stop = _KB_PART_END.search(first_message, h.end(), end)
        text = first_message[h.end(): stop.start() if stop else end].strip()
        section = [t.strip() for t in h.group("title").split("›")[1:] if t.strip()]
        name = os.path.basename(h.group("doc").strip().rstrip("/"))
        if name and text:
            docs.setdefault(name, []).append((f"## {section[-1]}\n" if section else "") + text)
    return {n: "\n\n".join(parts)[:KB_DOC_CHARS] + "\n" for n, parts in docs.items()}


def add_kb_open(code: str, docs: dict[str, str]) -> str:
    """`code` with `open` bound to `scriptlib.kb_opener(docs)` when it names one of the documents
    (a 1.5B model opens a knowledge-base document as a file whatever it is told: development
    traces, the same `open('guide.md')` three times). The binding goes where `_put_statement`
    puts a line (after any `__future__` import), so the traceback's line numbers stay the model's own."""
    import ast

    named = {n: t for n, t in docs.items() if n in code}
    if not named or "open(" not in code and "records(" not in code:
        return code
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        return code
    line = f'open = __import__("ncurator_cli.scriptlib", fromlist=["kb_opener"]).kb_opener({named!r})'
    return _put_statement(code, tree, line, first_free=True)


_SEARCH = re.compile(r"^[ \t]*<{5,9}[ \t]*SEARCH[ \t]*$", re.M)
_DIVIDER = re.compile(r"^[ \t]*={5,9}[ \t]*$", re.M)
_REPLACE = re.compile(r"^[ \t]*>{5,9}[ \t]*REPLACE[ \t]*$", re.M)


#: An edit block whose REPLACE repeats its SEARCH: it would change nothing.
NOOP_EDIT = ("That edit block changes nothing: its REPLACE lines are the same as its SEARCH lines. Nothing "
             "has been run. An edit block changes lines inside one file; to rename, move or delete files, "
             "or to change several files, reply with a python block that does it.")


def parse_edit(body: str, before: str = "") -> tuple[str, list[tuple[str, str]]] | str:
    """(path, [(search, replace), ...]) from an edit block's body, or what is wrong with it.
    The path is the body's first line, or (as some models write it) the last line before the fence."""
    first = _SEARCH.search(body)
    if first is None:
        return "an edit block needs <<<<<<< SEARCH, =======, >>>>>>> REPLACE sections"
    head = [ln.strip() for ln in body[: first.start()].splitlines() if ln.strip()]
    if not head:
        head = [ln.strip() for ln in before.splitlines() if ln.strip()][-1:]
    path = head[-1].strip("`*:# ") if head else ""
    if not path or " " in path:
        return "an edit block starts with the path of the file to change, on its own line"
    if os.path.isabs(path) or ".." in Path(path).parts:
        return f"{path} is not a path inside the workspace; give it relative to the workspace root"
    pairs: list[tuple[str, str]] = []
    rest = body[first.end():]
    while True:
        div, end = _DIVIDER.search(rest), _REPLACE.search(rest)
        if div is None or end is None or end.start() < div.end():
            return "each <<<<<<< SEARCH needs a ======= line and then a >>>>>>> REPLACE line"
        search = rest[: div.start()].removeprefix("\n")
        replace = rest[div.end(): end.start()].removeprefix("\n")
        pairs.append((search, replace))
        nxt = _SEARCH.search(rest, end.end())
        if nxt is None:
            return path, pairs
        rest = rest[nxt.end():]


#: A line of the host's file previews in the first message, never one of a file's own: a small
#: model copied `settings('backup.ini') gives {...}` into an edit block's SEARCH and REPLACE, five
#: times, under the file's lines it previews (a probe trace).
_PREVIEW_LINE = re.compile(r"^(?:(?:records|settings)\(['\"][^\n]*\) gives |data = [^\n]* is a nested dict"
                           r"|To change or add one value, reply with set_value|--- [^\n]+ \(first lines\)$)")


#: The lines of the host's view of a document: "(Heading 1) Scope", "Table 0 (3 rows x 2 cols), by row:".
_VIEW_MARK = re.compile(r"^\((?:Heading \d+|Title|Subtitle)\) \S|^Table \S+ \(\d+ rows x \d+ cols\), by row:$")
VIEW_COPIED_NOTE = ("That edit block writes {path} as a copy of the read step's view of the document (its \"(Heading 1)\" "
                    "and table lines are the host's way of showing it, in no file), not the task's result. Nothing has "
                    "been run. Reply with a python block that reads the document, picks what the task asks, writes "
                    "{path} and prints what it wrote.")


def copied_view(pairs: list[tuple[str, str]], first: str) -> bool:
    """Whether the new text of an edit block (its REPLACE lines) is mostly lines of the first
    message's view of a document, one of them a view mark (`_VIEW_MARK`): a development trace's
    model, asked for a document's outline, wrote the whole view into the output file (body
    paragraphs, table rows and the "(Heading 1)" labels) and the host finished on it."""
    shown = {ln.strip() for ln in first.splitlines() if ln.strip()}
    lines = [ln.strip() for _, rp in pairs for ln in rp.splitlines() if ln.strip()]
    copied = [ln for ln in lines if ln in shown]
    return len(copied) >= 3 and 2 * len(copied) >= len(lines) and any(_VIEW_MARK.match(ln) for ln in copied)


def without_preview_lines(path: Path, pairs: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """`pairs` of an edit of the file at `path` without the lines of the host's previews
    (`_PREVIEW_LINE`) that the file does not hold, in each pair whose SEARCH has such a line (a
    copied preview; a new line of that form the REPLACE alone adds is kept); unchanged when the
    file cannot be read."""
    try:
        own = set(path.read_text(encoding="utf-8", errors="replace").splitlines())
    except OSError:
        return pairs

    def copied(line: str) -> bool:
        return line.rstrip("\r\n") not in own and bool(_PREVIEW_LINE.match(line))

    def clean(text: str) -> str:
        return "".join(ln for ln in text.splitlines(True) if not copied(ln))
    return [(clean(sr), clean(rp)) if any(copied(ln) for ln in sr.splitlines(True)) else (sr, rp)
            for sr, rp in pairs]


#: An objective that adds at the end of a file ("append the new hosts to the list", "add it to the
#: end of the list").
_APPENDS = re.compile(r"\bappend(?:s|ed|ing)?\b|\b(?:at|to)\s+the\s+(?:very\s+)?end\b|\bend\s+of\b", re.I)


def _squeezed(text: str) -> str:
    """`text` with each line's trailing blanks and the whole's outer blank lines dropped."""
    return "\n".join(ln.rstrip() for ln in text.strip("\n").split("\n"))


def rebased_pairs(path: Path, pairs: list[tuple[str, str]], sent: list[list[Any]],
                  rel: str) -> list[tuple[str, str]]:
    """`pairs` of an edit of `path` whose SEARCH the file no longer holds because an earlier edit of
    this task changed those lines: a SEARCH that is (a part of) an earlier pair's SEARCH, whose
    REPLACE the file now holds, is made that REPLACE, and its REPLACE the earlier SEARCH with this
    edit made in it; a SEARCH holding an earlier pair's SEARCH and lines around it is read with
    that pair's REPLACE in its place. A development trace's model fixed a function wrongly, was shown the failing
    check, and sent its second fix against the lines it had read first ("occurs 0 times"); the
    loop's time ran out. Any other pair is left as written."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return pairs
    flat = "\n" + _squeezed(text) + "\n"

    def holds(lines: str) -> bool:  # whole lines of the file, as the edit finds them
        return f"\n{lines}\n" in flat

    out = []
    for search, new in pairs:
        s = _squeezed(search)
        if not s or holds(s):
            out.append((search, new))
            continue
        earlier = [(_squeezed(ps), _squeezed(pr)) for p, prev in reversed(sent) if p == rel for ps, pr in reversed(prev)]
        for ps, pr in earlier:
            if not ps or not pr or not holds(pr):
                continue
            if f"\n{s}\n" in f"\n{ps}\n":  # some of the lines the earlier edit replaced
                out.append((pr + "\n", ps.replace(s, _squeezed(new), 1) + "\n"))
                break
            if f"\n{ps}\n" in f"\n{s}\n" and holds(s.replace(ps, pr, 1)):  # those lines and the ones around
                out.append((s.replace(ps, pr, 1) + "\n", new))
                break
        else:
            out.append((search, new))
    return out


def appended_pairs(path: Path, pairs: list[tuple[str, str]], objective: str) -> list[tuple[str, str]]:
    """`pairs` of an edit of the existing file `path`, where a task that appends was sent as an
    edit whose SEARCH is the new lines themselves (a 1.5B model's "append": SEARCH the three
    missing keys, REPLACE the same three and one more; "occurs 0 times", then its time ran out):
    such a pair, none of whose SEARCH lines is in the file and all of which are in its REPLACE,
    becomes an append of the REPLACE lines the file does not hold yet (empty SEARCH). Any other
    pair, or any other task, is left as written."""
    if not _APPENDS.search(objective):
        return pairs
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return pairs
    held = {ln.strip() for ln in text.splitlines() if ln.strip()}
    out: list[tuple[str, str]] = []
    for search, put in pairs:
        wanted = [ln.strip() for ln in search.splitlines() if ln.strip()]
        given = {ln.strip() for ln in put.splitlines()}
        if wanted and search not in text and not any(w in held for w in wanted) and all(w in given for w in wanted):
            new = [ln for ln in put.splitlines() if ln.strip() and ln.strip() not in held]
            out.append(("", "\n".join(new) + "\n") if new else (search, put))
        else:
            out.append((search, put))
    return out


_BARE_PYTHON = re.compile(r"(^|[|;&(]\s*|\bthen\s+|\bdo\s+)python(?=\s)", re.M)


def _looks_like_python(code: str) -> bool:
    """Python source rather than shell: a line only Python has (`_PY_START`), and no here-doc or
    program call of its own."""
    first = code.lstrip().split(None, 1)[0] if code.strip() else ""
    if "<<" in code or first.startswith(("python", "./", "bash", "sh")):
        return False
    return bool(_PY_START.search(code))


def _shell_text(code: str) -> str:
    # A transcript's prompt ("$ ls") is not part of the command.
    lines = [re.sub(r"^\s*\$ ", "", line) for line in code.splitlines()]
    command = "\n".join(lines).strip()
    if shutil.which("python", path=command_path()) is None:
        # Models write `python`; Debian-like systems only have python3 on the sandbox's PATH.
        command = _BARE_PYTHON.sub(r"\1python3", command)
    return command


def _first_message(loop: LoopState) -> str:
    """The task's first message (after the system prompt), as the loop keeps it."""
    messages = loop.get("messages") or []
    return str(messages[1].get("content", "")) if len(messages) > 1 else ""


class CodeReplies:
    """The text protocol of guided terminal_exec (see the module docstring). `check` is the
    objective's own check command, when it names one; `tools` the typed tools (tools/) a reply
    may call in a ```tool block, decoded under their JSON Schema as grammar rules."""

    def __init__(self, check: str | None = None, tools: list[ToolSpec] | None = None, root: Path | None = None,
                 outputs: list[str] | None = None, *, question: bool = False, reports: bool = False,
                 objective: str = "", kb_text: Callable[[str], str | None] | None = None) -> None:
        self.check = check
        self.kb_text = kb_text  # a knowledge-base document's whole text by its id (what open('NAME') reads)
        self.objective = objective  # the task's words (a rename's name templates are read from them)
        self.tools = list(tools or [])
        self.root = root  # the workspace: where a failing check's code under test is looked up
        self.outputs = list(outputs or [])  # the files a change states it produces (none for a question)
        self.question = question  # the task answers a question (read-only)
        self.reports = reports  # the objective asks to be told something (a question, or "... and tell me")
        self._tool_rules = tool_block_rules(self.tools) if self.tools else ""

    def with_tools(self, tools: list[ToolSpec]) -> CodeReplies:
        """This protocol, reading ```tool calls of `tools` too (the shared tools: MCP servers')."""
        return CodeReplies(self.check, [*self.tools, *tools], self.root, self.outputs,
                           question=self.question, reports=self.reports, objective=self.objective,
                           kb_text=self.kb_text)

    def host_done(self, call: ToolCall, loop: LoopState, note: str) -> str | None:
        """The `DONE:` reply the host gives itself, without a model turn, after a command that
        completed the task; None when the model must look (the usual case). A turn costs a small
        model on 2 cores 40-90 s beside another run, and the reply after a clean result was
        mostly that result restated: development traces ran out of their 180 s budget waiting
        for it, with the task done.

        Only after a command of the model's (or the host's `data_export`, whose file is what it
        printed) that exited 0, with no stderr, nothing cut off, and none of the loop's notes on a
        defect (`note` is the plain result note or the checklist).
        - A question: the script printed `ANSWER:` lines (the system prompt asks for them), none
          of them empty or zero; the reply is those lines.
        - A change: every output the objective states was written by this task (for a folder, a
          file under it), each non-empty with its first line in what the command printed (a file
          that existed, in a change of one condition: or its path, as an edit block prints beside
          its diff), and, when the objective also asks to be told something, `ANSWER:` lines say
          it (this command's, or else an earlier clean script's: `earlier_answers`); the reply
          carries those lines, names the files and quotes short report-like outputs.
        The reply goes through the same finish checks as the model's own (outputs re-read, the
        objective's check command run again, inputs read); refused, the model takes over."""
        if call.name == "repair_search":
            # The host's one-place repair, and the check run again after it, passed: that is the fix.
            data = loop_data(loop, TerminalData)
            steps = data.get("steps") or []
            fixed = data.get("repaired")
            if fixed and steps and not data.get("last_failed") and steps[-1].get("exit_code") == 0:
                return f"DONE: {fixed}"
            return None
        if call.name == "question_facts" and self.question and note == RESULT_NOTE:
            # What each party still owes, worked by the host (tools/data.py `balance_facts`): the
            # answer, with its working. A probe's model, given the line, answered with its total alone.
            shown = str((loop["messages"][-1] if loop["messages"] else {}).get("content") or "")
            owed = next((ln[2:].strip() for ln in shown.splitlines() if ln.startswith(f"- {OWED_LEAD} (")), None)
            return f"DONE: {owed}" if owed else None
        if call.name == "script_call" and self.question and note == RESULT_NOTE:
            # The host's run of the script the question asks about (tools/scriptcall.py): what it
            # printed is the answer, with the command that printed it.
            data = loop_data(loop, TerminalData)
            steps = data.get("steps") or []
            printed = stdout_of(steps[-1]).strip() if steps and not data.get("last_failed") and clean_step(steps[-1]) else ""
            lines = printed.splitlines()
            if not printed or len(lines) > SCRIPT_ANSWER_LINES:
                return None
            return f"DONE: {printed} (from `{steps[-1].get('command')}`)"
        saved = call.name == "write_file" and f":{HOST_SAVE}:" in (call.id or "")
        # The host's export wrote what it computed: the file is what the command "printed".
        exported = call.name == "data_export" and self.root is not None and isinstance(call.args.get("output"), str)
        if (call.name != "terminal_run_command" and not saved and not exported) or not (
                note == RESULT_NOTE or note.startswith(_CHECKLIST_HEAD)):
            return None
        data = loop_data(loop, TerminalData)
        steps = data.get("steps") or []
        if not steps or data.get("last_failed"):
            return None
        last = steps[-1]
        if not clean_step(last):
            return None
        replaced = literal_replaced(str(last.get("command") or "")) if ":pre" in str(call.id or "") else None
        if replaced and last.get("changed"):
            # The host's own replacement of a domain, host or address (`guided/literal.py`), run
            # clean before the first turn: the whole change, said by what it changed.
            files = ", ".join(f"{f['path']} ({f.get('operation') or 'changed'})" for f in (data.get("files") or [])[:12])
            return f"DONE: {replaced[0]} replaced by {replaced[1]}. Files: {files}."
        # After the host's own save, what the script printed is what was written.
        printed = (str(call.args.get("content") or "") if saved else
                   (read_text(self.root / str(call.args["output"]), 65536) or "") if exported and self.root is not None
                   else stdout_of(last))
        answers = answer_lines(printed)
        if answers and empty_result(printed):
            return None  # "ANSWER: 0" is far more often a filter that kept nothing: the model looks
        touched = [str(f.get("path")) for f in loop_data(loop, TerminalData).get("files") or []]
        if answers and (absent_paths("\n".join(answers), self.root, self.objective or "", touched)
                        or written_answers(answers, str(last.get("command") or ""))):
            # An answer naming places that are not there (a line printed as written in the script,
            # not from what it did): no result to end the task on; the finish checks say where.
            return None
        if self.question:
            # A read-only task's answer that says files were changed is no answer (nothing was).
            if not answers or claimed_change("\n".join(answers), self.objective or ""):
                return None
            return "DONE: " + "\n".join(plain_answer(a) for a in answers)
        edit = is_edit_command(str(last.get("command") or ""))
        if not saved and not exported and last.get("changed") == 0:
            # A script that changed nothing after an earlier one did: a check of the change, whose
            # output may say what is still to do (a development trace's script printed the keys
            # still missing after one of three was appended, and "Number of keys added: 2").
            return None
        if self.reports and not answers:
            answers = earlier_answers(steps[:-1])
        if not self.outputs or self.root is None or (self.reports and not answers and edit):
            return None
        changed = list(data.get("files") or [])
        written = [f["path"] for f in changed if f.get("operation") != "deleted"]
        updated = {f["path"] for f in changed if f.get("operation") == "updated"}
        texts: dict[str, str] = {}  # each stated output file's text, read once
        if moved_nothing(self.objective or "", changed):
            return None  # files to put into folders, and none moved: the model looks (and is told)
        for out_path in self.outputs:
            if out_path.endswith("/"):
                if not any(f["path"].startswith(out_path) for f in changed):
                    return None
                continue
            if out_path not in written or not (self.root / out_path).is_file():
                return None
            texts[out_path] = text = read_text(self.root / out_path, 65536) or ""
            first = next((ln.strip() for ln in text.splitlines() if ln.strip()), "")
            if not first:
                return None
            if out_path in updated:
                # A file that existed, changed by an edit block: shown (its first line, or its path
                # as an edit block prints it beside the diff, whose context may hold the first line)
                # in a change of one condition. An objective of several gets the checklist note: one
                # edit block is one hunk, and the next block may be the rest of the change. A script
                # of the model's makes its change whole, and the tool result shows the file's head:
                # asked to check it against the checklist, a 1.5B model restated it (three traces
                # of three) or wrote the script again until the budget ran out, the change made.
                if edit and (note != RESULT_NOTE or (first not in printed and out_path not in printed)):
                    return None
            elif first not in printed:
                # An output the script did not show (the system prompt asks it to): a write nobody
                # has seen is no result to end the task on; the model looks.
                return None
        if self.reports and not answers:
            # No `ANSWER:` line: a short output of the script's own lines says it ("Number of keys
            # added: 3"); one that only shows the file it wrote says nothing asked.
            answers = printed_report(printed, list(texts.values()))
            if not answers:
                return None
        files = ", ".join(f"{f['path']} ({f.get('operation') or 'changed'})" for f in changed[:12])
        shown = []
        for rel in [o for o in texts if os.path.splitext(o)[1].lower() in _QUOTED_OUTPUTS][:2]:
            # A short output file's lines, as the answer's evidence of what was written (reports
            # and lists; never a settings file, whose values may be secrets).
            text = texts[rel]
            if len(text) < 1200 and not _binary(self.root / rel):
                lines = text.strip("\n").splitlines()
                shown.append(f"{rel}:\n" + "\n".join(lines[:HOST_DONE_LINES])
                             + (f"\n(and {len(lines) - HOST_DONE_LINES} more lines)" if len(lines) > HOST_DONE_LINES else ""))
        return ("DONE: " + ("\n".join(answers) + "\n" if answers else "") + f"Files: {files}."
                + ("\n" + "\n".join(shown) if shown else ""))

    def tools_note(self, tools: list[ToolSpec]) -> str:
        """The system prompt's offer of the shared tools: one short line each, at most
        SHARED_TOOLS_LISTED of them (every one of them is in the ```tool grammar)."""
        listed = describe_tools(tools[:SHARED_TOOLS_LISTED], brief=SHARED_TOOL_CHARS)
        more = f"\n(and {len(tools) - SHARED_TOOLS_LISTED} more)" if len(tools) > SHARED_TOOLS_LISTED else ""
        return SHARED_TOOLS_NOTE + listed + more

    def text_format(self, loop: LoopState) -> TextFormat:
        base = self._base_format(loop)
        fmt = base if self._tools_failing(loop) else self._with_tool_block(base)
        return self._with_opening(fmt, loop, first=base is REPLY_FORMAT)

    def _tools_failing(self, loop: LoopState) -> bool:
        """Whether the last two results were typed tool calls that failed: then the next reply is
        a block, not a third call (set_value sent again and again at a .py file, each time with
        other arguments, until the loop stopped it)."""
        names = {t.name for t in self.tools}
        results = [m for m in (loop.get("messages") or []) if m.get("role") == "tool"][-2:]
        return len(results) == 2 and all(m.get("name") in names and str(m.get("content") or "").startswith("ERROR")
                                         for m in results)

    def _with_opening(self, fmt: TextFormat, loop: LoopState, *, first: bool = False) -> TextFormat:
        """`fmt` with the script's opening given (`TextFormat.prefix`) where the reply is a python
        script anyway: a fix turn (its grammar allows nothing else), and the first turn of a task
        that creates new files, changes the files of a folder, or answers a question over the
        workspace's files (the replies a small model opened with a script in 19 of 22 first turns
        of our traces; not a change of an existing file, an edit block's job, nor a question the
        knowledge base's passages or the host's facts may already answer, nor a task whose check
        runs first). A fix turn after a traceback is given the lines that ran (`kept_opening`)."""
        task = " ".join(_task_of(loop).split())
        if not task or fmt.prefix:
            return fmt
        if fmt.gbnf is FIX_GRAMMAR:
            data = loop_data(loop, TerminalData)
            kept = kept_opening(data)
            if kept:
                return replace(fmt, prefix=kept, prefix_gbnf=CODE_REST_GRAMMAR, resume=resume_after(data))
        else:
            messages = loop.get("messages") or []
            first_msg = _first_message(loop)
            again = self._group_again(messages, task, fmt)
            if again is not None:
                return again
            if not first or loop.get("turns") or len(messages) > 2 or self.check or not self._fresh_task(first_msg):
                return with_task_line(fmt, task)
            plan = group_plan(self.root, task, self.outputs) if not self.question and any(
                t.name == "data_export" for t in self.tools) else None
            if plan is not None:
                # One row per group, computed by the host: the model decodes only the measure,
                # the conditions, the order and the decimals (guided/grouping.py).
                return replace(fmt, prefix=plan.prefix, prefix_gbnf=plan.rest_gbnf)
        step = first_step(task, self.root, self.outputs)
        writes = writes_line(self.root, self.outputs, task)
        return replace(fmt, prefix=f"```python\n# Task: {task}\n{writes}# Steps:\n{step}", prefix_gbnf=CODE_REST_GRAMMAR)

    def _group_again(self, messages: list[dict[str, Any]], task: str, fmt: TextFormat) -> TextFormat | None:
        """The grouped export's opening again, sampled, after the call failed (at most GROUP_TRIES
        calls in all): its error (an empty filter and the values there are) is in the context, and
        left to itself a 1.5B model's next call put words of the task in the header."""
        if self.question or self.root is None:
            return None
        calls = [c for m in messages if m.get("role") == "assistant" for c in (m.get("tool_calls") or [])]
        results = [m for m in messages if m.get("role") == "tool"]
        if not calls or not results or calls[-1].get("name") != "data_export" \
                or not (calls[-1].get("args") or {}).get("group_by") \
                or not str(results[-1].get("content") or "").startswith("ERROR"):
            return None
        if sum(1 for c in calls if c.get("name") == "data_export") >= GROUP_TRIES:
            return None
        plan = group_plan(self.root, task, self.outputs)
        if plan is None:
            return None
        return replace(fmt, prefix=plan.prefix, prefix_gbnf=plan.rest_gbnf, temperature=fmt.temperature or 0.6)

    def _fresh_task(self, first: str) -> bool:
        """Whether a task's first reply is a script: a question without knowledge-base passages, or
        a change whose stated outputs are all files still to create or folders that exist (a
        change to the files of a folder — rename, move, the same edit in each — is one loop over
        them; left the choice, a small model renamed one file by hand, the wrong one, and then
        edited a file that did not exist)."""
        if QUESTION_MARK in first:
            return "What is known so far" not in first
        if not self.outputs or self.root is None:
            return False
        if SETTINGS_FIRST_NOTE not in first and all(
                kind_of_settings(o) and (self.root / o).is_file() for o in self.outputs):
            # Settings files changed by values the task does not state (no set_value calls were
            # offered): a script reads them, changes its dict, and the host writes the changes
            # back (`settings_writes`). Left the choice, a 1.5B model read a .env with json.load.
            return True
        return all((self.root / o).is_dir() or (not o.endswith("/") and not (self.root / o).exists())
                   for o in self.outputs)

    def _with_tool_block(self, fmt: TextFormat) -> TextFormat:
        """`fmt` with the ```tool block as one more reply (never in a fix turn's python-only grammar)."""
        if self._tool_rules and fmt.gbnf and fmt.gbnf is not FIX_GRAMMAR:
            return replace(fmt, gbnf=with_tool_block(fmt.gbnf, self._tool_rules))
        return fmt

    def _fix_turn(self, data: TerminalData) -> bool:
        """Whether the last step was a script of ours that stopped on a traceback (not the
        objective's own check): the next reply is its fix, a python block."""
        last = (data.get("steps") or [{}])[-1]
        return bool(failed_line(str(last.get("command") or ""), str(last.get("output") or ""))) and not (
            self.check and same_command(last.get("command"), self.check))

    def _base_format(self, loop: LoopState) -> TextFormat:
        # `.get`: the protocol is also used on partial states (the grammar alone, in tests).
        data = loop_data(loop, TerminalData)
        misses = loop.get("text_misses", 0)
        messages = loop.get("messages") or []
        last = str(messages[-1].get("content") or "") if messages else ""
        if self._tool_rules and not misses and (
                (SETTINGS_FIRST_NOTE in last and not loop.get("turns")) or SETTINGS_CALL_NOTE in last):
            return SETTINGS_FORMAT
        if self._tool_rules and not misses and SETTINGS_NEXT_NOTE in last:
            return SETTINGS_NEXT_FORMAT
        check_note = CHECK_FAILED_CODE_NOTE.format(check=self.check) if self.check else ""
        if misses and check_note:
            # An edit after the failing check refused unrun (a copy of the code, SEARCH the same as
            # REPLACE: a development trace): still an edit block, sampled.
            shown = next((str(m.get("content") or "") for m in reversed(messages) if m.get("role") == "tool"), "")
            if check_note in shown:
                return replace(CHECK_EDIT_FORMAT, temperature=0.7 if misses == 1 else 1.0)
        if misses:
            # A reply that was refused unread comes back the same under greedy decoding.
            return replace(REPLY_FORMAT, temperature=0.7 if misses == 1 else 1.0)
        if loop.get("turns") and not data.get("last_failed") and caught_error(data.get("steps") or []):
            return FIX_FORMAT  # an error caught and printed is no result: the next reply is a script
        if loop.get("turns") and loop.get("last_error") and not data.get("last_failed"):
            # A typed tool's call failed: greedy decoding sends the same call again (a move_path
            # with a wrong source, four times), so a little sampling, more after the second time.
            n = (loop.get("failed_calls") or {}).get(loop.get("last_failed_call") or "", 0)
            return HOT_RETRY_FORMAT if n >= 2 else RETRY_FORMAT
        if self.check and CHECK_FAILED_CODE_NOTE.format(check=self.check) in last:
            shown = list(dict.fromkeys(_SHOWN_CODE.findall(last.split(CHECK_FAILED_CODE_NOTE.format(check=self.check))[-1])))
            fmt = CHECK_EDIT_FORMAT if not data.get("repeats_refused") else replace(CHECK_EDIT_FORMAT, temperature=1.0)
            if len(shown) == 1:
                return replace(fmt, prefix=f"```edit\n{shown[0]}\n<<<<<<< SEARCH\n", prefix_gbnf=EDIT_REST_GRAMMAR)
            return fmt
        if not data.get("last_failed") or not loop.get("turns"):
            # Greedy first: a failing check run before the first turn is not the model's failure.
            return REPLY_FORMAT
        if self._fix_turn(data):
            return HOT_FIX_FORMAT if data.get("repeats_refused") else FIX_FORMAT
        return HOT_RETRY_FORMAT if data.get("repeats_refused") else RETRY_FORMAT

    def resample_format(self, calls: list[ToolCall], loop: LoopState) -> TextFormat | None:
        """The format to draw this turn's reply again with, when the reply is the command that just
        failed (or whose result a finish could not stand on), unchanged, or a script that keeps the
        failed one's code unchanged through the line it stopped at; None otherwise."""
        data = loop_data(loop, TerminalData)
        last = (data.get("steps") or [{}])[-1]
        if len(calls) != 1 or calls[0].name != "terminal_run_command" or not last.get("command"):
            return None
        command = calls[0].args.get("command")
        if not same_command(command, last.get("command")) and not (
                data.get("last_failed") and keeps_failed_line(str(command or ""), last)):
            return None
        if not (data.get("last_failed") or data.get("finish_refused")) and script_of(str(last.get("command"))) is None:
            # A program run again (the objective's check after an edit) may give another result; a
            # script of ours that just ran gives the same one (its own writes are its output).
            return None
        return self._with_opening(self._with_tool_block(HOT_FIX_FORMAT if self._fix_turn(data) else HOT_RETRY_FORMAT), loop)

    @staticmethod
    def copied(loop: LoopState, command: str) -> None:
        """Note a command the model wrote again: history() shows it (and every failed script) as a
        placeholder from now on, so that the redraw cannot copy it."""
        data = loop_data(loop, TerminalData)
        data["repeats_refused"] = data.get("repeats_refused", 0) + 1
        seen = data.setdefault("copied", [])
        if command not in seen:
            seen.append(command)
            del seen[:-8]

    def _tool_call(self, code: str) -> tuple[ToolCall | None, str | None]:
        """A ```tool block's call, or (None, why) — (None, None) when the block is no call at all."""
        known = {t.name for t in self.tools}
        obj = repair_json(code)
        if not isinstance(obj, dict) or "name" not in obj:
            return None, None
        call = call_from_object(obj, known)
        if call is None:
            return None, (f"That tool block could not be read: {str(obj.get('name'))!r} is not one of "
                          f"{', '.join(sorted(known))}. Nothing has been run.")
        return ToolCall(call.name, call.args), None

    def _shell_form_call(self, code: str) -> ToolCall | None:
        """A tool of ours written as a shell command (`move_path a.pdf scans/2024-11/`): one line
        whose program is a tool's name (no program is named so) and whose words are its arguments
        in the order of its schema (the required ones first). The tool's own schema checks them;
        nothing runs in a shell. A small model wrote the tool it was offered this way and read
        `command not found` four times."""
        lines = [ln for ln in code.strip().splitlines() if ln.strip() and not ln.lstrip().startswith("#")]
        if len(lines) != 1:
            return None
        try:
            words = shlex.split(lines[0])
        except ValueError:
            return None
        spec = next((t for t in self.tools if words and t.name == words[0] and "_" in t.name), None)
        if spec is None or len(words) < 2:
            return None
        props = list(spec.parameters.get("properties", {}))
        required = [k for k in spec.parameters.get("required", []) if k in props]
        order = required + [k for k in props if k not in required]
        args = words[1:]
        if len(args) > len(order) or any("=" in a and a.split("=", 1)[0] in props for a in args):
            return None
        return ToolCall(spec.name, dict(zip(order, args, strict=False)))

    def history(self, messages: list[Message], loop: LoopState) -> list[Message]:
        """After a refused repeat of a failed block, the model is shown its failed scripts as a
        one-line placeholder (their errors stay): a 1.5B model copies a script it can see with
        near certainty, at temperature 1.0 too (agent task suite: the same failing block three
        times, and the loop gave up), and writes a new one only when it cannot."""
        # Not before the first fix of a traceback: hidden then, the script was replaced by a copy
        # of the system prompt's example (development trace), which is worse than a copy of itself.
        hide_failed = bool(loop_data(loop, TerminalData).get("repeats_refused"))
        copied = loop_data(loop, TerminalData).get("copied") or []
        out = list(messages)
        for i, m in enumerate(out[:-1]):
            nxt = out[i + 1]
            if m.role != "assistant":
                continue
            if not m.tool_calls and nxt.role == "user":
                # A reply refused unread (no block, a block of only comments): its correction
                # follows; the model wrote the same reply three times while it could see it,
                # sampled too.
                out[i] = replace(m, content=REFUSED_PLACEHOLDER)
            elif (hide_failed and m.tool_calls and m.tool_calls[0].name == "terminal_run_command"
                    and nxt.role == "tool" and not nxt.content.startswith("exit_code: 0\n")):
                out[i] = replace(m, content=FAILED_PLACEHOLDER)
            elif (m.tool_calls and m.tool_calls[0].name == "terminal_run_command"
                    and any(same_command(m.tool_calls[0].args.get("command"), c) for c in copied)):
                out[i] = replace(m, content=COPIED_PLACEHOLDER)
        return out

    def _savable(self, loop: LoopState, created: str | None = None) -> str | None:
        """The task's one output, when it does not exist yet and the last script printed its
        content whole (exit 0, no stderr, nothing cut) and wrote nothing: a small model printed
        the right lines and then wrote other ones (a development trace, and a probe's). With
        `created`, the output may exist when this task created it (the last script wrote lines
        other than those it printed)."""
        if self.root is None or not any(t.name == "write_file" for t in self.tools):
            return None
        names = self.outputs
        data = loop_data(loop, TerminalData)
        steps = data.get("steps") or []
        made = created is not None and created == (names[0] if len(names) == 1 else None) and any(
            f.get("path") == created and f.get("operation") == "created" for f in data.get("files") or [])
        if len(names) != 1 or names[0].endswith("/") or ((self.root / names[0]).exists() and not made) or not steps:
            return None
        last = steps[-1]
        if not clean_step(last) or not str(last.get("output") or "").strip():
            return None
        return names[0]

    def host_save(self, call: ToolCall, loop: LoopState, note: str) -> ToolCall | tuple[ToolCall, str] | None:
        """The `SAVE:` the host gives itself, without a model turn: the script was opened to
        write the task's one new output (its `# Writes:` line names it), ran clean, printed lines
        of one record shape and wrote nothing. A 1.5B model's first script printed the very lines
        its output should hold in spite of that opening; told so (`CHANGE_PENDING_NOTE` with
        `SAVE_NOTE`), it wrote a second script that wrote other lines (a loop variable's last
        value on each), and the budget ran out (development traces). The save is the model's
        own printed result, written through the command path (approved, an artifact like any
        write); the checks that follow a write run on it, and a write they fault leaves the next
        turn to the model. Not for a task that also asks to be told something (its report may be
        what was printed), a printed `ANSWER:`, an empty result, or lines out of the form the
        objective gives. Two saves of the host's own, with their reason: after the judgement of
        documents, the list file of those judged yes (`chosen_list`); after a run that wrote the
        first items of a quoted list and nothing else, the whole list (`whole_list`); after a run that
        wrote a file of the layout the task names without its header line, that header over the rows
        (`header_fix`)."""
        data = loop_data(loop, TerminalData)
        if call.name == JUDGE_DOCUMENTS.name:
            # The documents judged yes, by id or file name, into the list file the task asks for.
            target = self.outputs[0] if len(self.outputs) == 1 else ""
            listed = (chosen_list(self.root, data.get("judged") or {}, self.objective or _task_of(loop), target)
                      if self.root is not None and target and not (self.root / target).exists() else None)
            if listed:
                return (ToolCall("write_file", {"path": target, "content": listed}),
                        f"the documents judged yes, one per line, are what {target} is asked to hold: the host writes "
                        "them without a model turn")
            return None
        if call.name != "terminal_run_command":
            return None
        fix = data.get("host_write") or {}
        if fix.get("at") == data.get("step_index", 0) and fix.get("path") and fix["path"] in note:
            # The written file's content the host can complete itself (`whole_list`: every item of
            # a quoted list a script wrote the first of; `header_fix`: the header line of the file
            # named as the layout, over the script's rows): written without a model turn.
            return ToolCall("write_file", {"path": fix["path"], "content": fix["content"]}), str(fix["why"])
        steps = data.get("steps") or []
        if ONE_DAY_LEAD in note and steps and not data.get("one_day_fixed"):
            # The month's test in place of the one day's, run again by the host: the model's next
            # turn after the note rewrote the script from an unrelated example (a probe trace).
            command = str(steps[-1].get("command") or "")
            fix = one_day_fix(self.objective or _task_of(loop), script_of(command) or "")
            if fix and fix[0] in command:
                data["one_day_fixed"] = True
                return (ToolCall("terminal_run_command", {"command": command.replace(fix[0], fix[1], 1)}),
                        f"the script tested one day of the month the task asks about: `{fix[0]}` became `{fix[1]}`, "
                        "and the host ran it again")
        if not note.startswith(CHANGE_PENDING_NOTE) or self.reports:
            return None
        target = self._savable(loop)
        steps = data.get("steps") or []
        code = script_of(str(steps[-1].get("command") or "")) if target and steps else None
        if not code or is_edit_command(str(steps[-1].get("command") or "")) or not _writes_planned(code, target):
            return None
        printed = without_empty_answers(stdout_of(steps[-1]))
        objective = _task_of(loop)
        if answer_lines(printed) or empty_result(printed) or not record_lines(printed, target, objective):
            return None
        if line_template_slip(objective, printed, target):
            return None
        calls, _ = self._save(target, loop)
        return calls[0] if calls else None

    def _save(self, path: str, loop: LoopState) -> tuple[list[ToolCall], str | None]:
        target = self._savable(loop, created=path.strip("`'\""))
        if target is None or path.strip("`'\"") != target:
            return [], ("SAVE writes the last script's whole output to the task's one output file, when that "
                        f"file does not exist yet{f' ({target})' if target else ''}; here it cannot. Reply "
                        "with a python block that writes the file.")
        content = without_empty_answers(stdout_of((loop_data(loop, TerminalData).get("steps") or [{}])[-1])).strip("\n") + "\n"
        return [ToolCall("write_file", {"path": target, "content": content})], None

    def parse(self, text: str, loop: LoopState) -> tuple[list[ToolCall], str | None]:
        ran = loop_data(loop, TerminalData).get("step_index", 0) > 0
        text = text or ""
        save = _SAVE.match(text)
        if save:
            return self._save(save.group(1), loop)
        marker = _MARKER.search(text)
        fence = _FENCE.search(text)
        if marker and (fence is None or marker.start() < fence.start()):
            # A reply that opens with DONE/FAILED is a decision, even if it shows code after it.
            refused = (_refused_answer(text, marker, loop, ran) or self._claims_change(text, marker)
                       or self._dropped_items(text, marker, loop))
            return ([], refused) if refused else ([self._finish(text, marker)], None)
        for m in _FENCE.finditer(text):
            lang = m.group(1).lower()
            code = m.group(2).strip("\n")
            if not code.strip():
                continue
            inner = _MARKER.match(code.lstrip())
            if inner:
                # A decision wrapped in a code block (the grammar made the model open a fence).
                return [self._finish(code.lstrip(), inner)], None
            if self.tools and lang in ("tool", "json"):
                call, why = self._tool_call(code)
                if call is not None:
                    return [call], None
                if why is not None or lang == "tool":
                    return [], why or TOOL_BLOCK_NOTE
                continue
            if lang in ("edit", "diff") or _SEARCH.search(code):
                edit = parse_edit(m.group(2), text[: m.start()])
                if isinstance(edit, str):
                    return [], f"That edit block could not be read: {edit}. Nothing has been run."
                if (self.root is not None and edit[0] in self.outputs
                        and not (self.root / edit[0]).exists() and any(sr.strip() for sr, _ in edit[1])):
                    # An edit of the task's output that does not exist yet: its REPLACE text is the
                    # new file (the model edited the lines it meant to write, "does not exist").
                    edit = (edit[0], [("", "".join(rp for _, rp in edit[1]))])
                if (self.root is not None and edit[0] in self.outputs and not (self.root / edit[0]).exists()
                        and copied_view(edit[1], _first_message(loop))):
                    return [], VIEW_COPIED_NOTE.format(path=edit[0])
                if self.root is not None and (self.root / edit[0]).is_file():
                    edit = (edit[0], without_preview_lines(self.root / edit[0], edit[1]))
                    edit = (edit[0], appended_pairs(self.root / edit[0], edit[1], _task_of(loop)))
                    edit = (edit[0], rebased_pairs(self.root / edit[0], edit[1],
                                                   loop_data(loop, TerminalData).get("edits_sent") or [], edit[0]))
                    # A nested settings file edited in the dotted keys `settings(path)` printed
                    # (`"presets.a5.dpi": 200`): those keys set in the file's own lines.
                    held = read_text(self.root / edit[0], 262144)
                    dotted = dotted_pairs(edit[0], held, edit[1]) if held is not None else None
                    edit = (edit[0], dotted) if dotted else edit
                if self.root is not None and _binary(self.root / edit[0]):
                    reader = "docx.Document(path)" if edit[0].lower().endswith(".docx") else "its own library"
                    write = f" and write {', '.join(self.outputs)} from that script" if self.outputs else ""
                    return [], (f"That edit block could not be used: {edit[0]} is not a text file (an edit block "
                                f"changes lines of a text file). Nothing has been run. Read {edit[0]} in a python "
                                f"block ({reader}){write}.")
                if all(sr == rp for sr, rp in edit[1]) and any(sr.strip() for sr, _ in edit[1]):
                    # Run, it fails ("does not exist") or changes nothing; a small model sent the
                    # same one again at every temperature (a rename it had turned into an edit).
                    return [], NOOP_EDIT
                sent = loop_data(loop, TerminalData)
                sent["edits_sent"] = [*(sent.get("edits_sent") or [])[-7:], [edit[0], [list(p) for p in edit[1]]]]
                return [ToolCall("terminal_run_command", {"command": edit_command(*edit)})], None
            is_python = lang in _PY_LANGS or ((not lang or lang in _SH_LANGS) and _looks_like_python(code))
            if is_python:
                # A line of the host's previews copied into the script (`records('a.csv') gives 40
                # dicts ...`, a probe's reply) is no Python: run, it is a SyntaxError and a turn lost.
                code = "\n".join(ln for ln in code.splitlines() if not _PREVIEW_LINE.match(ln))
            if is_python and not any(ln.strip() and not ln.lstrip().startswith("#") for ln in code.splitlines()):
                return [], EMPTY_BLOCK
            if is_python and copies_example(code):
                return [], EXAMPLE_COPIED
            if is_python:
                # A Python script under a ```bash fence is still a Python script: run as shell it
                # is refused, and a small model then repeats it until the loop gives up.
                code = add_kb_open(add_missing_imports(docx_paragraph_reads(shadowed_calls(fstring_backslashes(
                    stray_indents(answer_tail(code))))), self.root),
                                   kb_documents(_first_message(loop), self.kb_text))
                code = settings_writes(code, self.root, self.outputs)
                if self.root is not None:
                    code = rotated_reads(self.root, code, self.objective or "")
                return [ToolCall("terminal_run_command", {"command": python_command(code)})], None
            if self.tools and (lang in _SH_LANGS or not lang):
                call = self._shell_form_call(code)
                if call is not None:
                    return [call], None
                if code.strip() in {t.name for t in self.tools} or (
                        re.fullmatch(r"tool\b[^=\n]*", code.strip()) and shutil.which("tool") is None):
                    # `tool`, `tool code block` (or a bare tool name) as the whole command: a tool
                    # block begun in the wrong fence. Run, it only says "command not found".
                    return [], "A ```bash block runs a shell command, and there is no program by that name. " + TOOL_BLOCK_NOTE
            if lang in _SH_LANGS or not lang:
                decision = _MARKER.search(code)
                if decision:
                    # `touch x\nDONE: created x`: the command runs; the decision is the next turn's.
                    code = code[: decision.start()].rstrip()
                command = _shell_text(code)
                if command:
                    return [ToolCall("terminal_run_command", {"command": command})], None
            # Another language (json, csv, text...): content to look at, not a command.
        if marker:
            refused = _refused_answer(text, marker, loop, ran) or self._claims_change(text, marker)
            return ([], refused) if refused else ([self._finish(text, marker)], None)
        if ran and text.strip():
            # After a command, prose without a block is the model's answer.
            return [ToolCall("terminal_finish", {"success": True, "summary": text.strip()})], None
        return [], NO_BLOCK

    def _claims_change(self, text: str, marker: re.Match[str]) -> str | None:
        """CLAIMED_CHANGE_NOTE for a read-only task's `DONE:` that says files were changed."""
        if not self.question or marker.group(1).upper() == "FAILED":
            return None
        claim = claimed_change(text[marker.end():], self.objective or "")
        return CLAIMED_CHANGE_NOTE.format(claim=claim) if claim else None

    def _dropped_items(self, text: str, marker: re.Match[str], loop: LoopState) -> str | None:
        """DROPPED_ITEMS_NOTE, once, for a question's `DONE:` that names some but not all of the
        items the last clean script printed one per line (`line_keys`). A probe's script printed
        the five functions that take a parameter, each with its default; the answer named one. Only
        when the question asks for every item ("list each", "all", "which functions ...": a plural
        after which or what) and picks none ("the most", "over ...": one printed line may be the
        whole answer)."""
        objective = self.objective or ""
        if (not self.question or marker.group(1).upper() == "FAILED" or not _LIST_ASK.search(objective)
                or _SUPERLATIVE.search(objective)):
            return None  # "which day had the most": one of the printed lines is the answer
        data = loop_data(loop, TerminalData)
        steps = data.get("steps") or []
        if not steps or not clean_step(steps[-1]) or data.get("dropped_asked"):
            return None
        printed = stdout_of(steps[-1])
        keys = line_keys(printed, objective)
        answer = text[marker.end():]
        named = [k for k in keys if re.search(rf"(?<![\w.-]){re.escape(k)}(?![\w-])", answer, re.I)]
        if not named or len(named) == len(keys):
            return None
        lines = [ln for ln in printed.splitlines() if ln.strip() and not ln.startswith("ANSWER:")]
        left = [ln for ln in lines if not any(k in ln for k in named)]
        if any(_NEGATIVE_LINE.search(ln) for ln in left):
            return None  # "web1: ok", "a.log: 0": lines the answer rightly leaves out
        data["dropped_asked"] = True
        missing = [k for k in keys if k not in named]
        return DROPPED_ITEMS_NOTE.format(k=len(named), n=len(keys), missing=", ".join(missing[:6])
                                         + (f" and {len(missing) - 6} more" if len(missing) > 6 else ""))

    @staticmethod
    def _finish(text: str, marker: re.Match[str]) -> ToolCall:
        summary = text[marker.end():].strip() or text.strip()
        success = marker.group(1).upper() != "FAILED"
        return ToolCall("terminal_finish", {"success": success, "summary": summary})

    def result_note(self, call: ToolCall, loop: LoopState) -> str:
        data = loop_data(loop, TerminalData)
        steps = data.get("steps") or []
        failed = bool(loop.get("last_error")) or bool(data.get("last_failed")) or bool(
            steps and steps[-1].get("exit_code") not in (0, None))
        try:
            note = self._result_note(call, loop)
        except Exception as exc:
            # The notes read the model's script and the workspace's data in many ways: one that
            # trips on an input nobody foresaw costs the run its note, not the run itself.
            if os.environ.get("NCURATOR_DEBUG"):
                raise
            print(f"ncurator: a result check failed ({type(exc).__name__}: {exc}); the plain note is given",
                  file=sys.stderr)
            note = FAILED_NOTE if failed else RESULT_NOTE
        if failed and call.name != "set_value" and self.root is not None and self.outputs:
            # A change of a settings file that failed (a script that rewrote it, an edit whose
            # SEARCH was not there): the typed call that makes it, ready to send.
            calls = settings_calls_for(self.root, self.outputs, _task_of(loop), 2)
            if calls:
                note = (note + "\n\n" if note else "") + SETTINGS_CALL_NOTE + "\n".join(calls)
        elif call.name == "set_value" and not failed and self.root is not None and self.outputs:
            # One offered call done: the next one the task's words spell out, if any is still to do.
            calls = settings_calls_for(self.root, self.outputs, _task_of(loop), 1, pending_only=True)
            if calls:
                note = SETTINGS_NEXT_NOTE + calls[0]
        data["last_note"] = note
        if note:
            data["notes"] = [*(data.get("notes") or [])[-(KEPT_NOTES - 1):], note]
        return note

    @staticmethod
    def _once(data: TerminalData, note: str | None) -> str | None:
        """`note`, the first time it is given in the task; None after: a script that rightly does
        what the note questions is not held up twice, and one that does something else (another
        file of the folder alone) is told again."""
        said = data.get("terms_noted") or []
        if note is None or note in said:
            return None
        data["terms_noted"] = [*said, note]
        return note

    def _zero_but_changed(self, data: TerminalData) -> str | None:
        """ZERO_BUT_CHANGED_NOTE when the last script changed files and printed `ANSWER:` lines
        that each give 0 or nothing, for a task asking how many: a development trace's script
        appended three keys and printed `ANSWER: 0` (the count of another list), and the answer
        said none were added."""
        last = (data.get("steps") or [{}])[-1]
        printed = stdout_of(last)
        if (not last.get("changed") or not _HOW_MANY_ASKED.search(self.objective or "")
                or not answer_lines(printed) or not empty_result(printed) or self.root is None):
            return None
        before = data.get("before") or {}
        said = []
        for f in (data.get("files") or [])[-5:]:
            rel = str(f.get("path"))
            if f.get("operation") == "updated" and rel in before:
                old = set(str(before[rel]).splitlines())
                added = [ln for ln in (read_text(self.root / rel, 65536) or "").splitlines() if ln.strip() and ln not in old]
                said.append(f"{rel} ({len(added)} new line{'' if len(added) == 1 else 's'}"
                            + (f": {', '.join(repr(a[:60]) for a in added[:4])}" if added else "") + ")")
            else:
                said.append(f"{rel} ({f.get('operation') or 'changed'})")
        return self._once(data, ZERO_BUT_CHANGED_NOTE.format(files="; ".join(said)))

    @staticmethod
    def _defect(loop: LoopState, note: str) -> str:
        """`note`, kept as the defect of a written file the last run left (a `DONE:` before the next
        run is pushed back once with it: capabilities/terminal.py)."""
        data = loop_data(loop, TerminalData)
        data["defect"] = {"at": data.get("step_index", 0), "note": note}
        return note

    def _kept_nothing(self, code: str, head: str = "The result looks empty") -> str | None:
        """Why a script's filters kept nothing: a log read without its rotated files beside it
        (`rotated_slip`), or from the data its tests compare with (text no input line has, a value
        no record holds in that field, a key no record has); None otherwise."""
        assert self.root is not None
        rotated = rotated_slip(self.root, code, self.objective or "")
        if rotated:
            # The lines asked about are in the rotated files the script did not read (a probe's
            # April trips, all in inverter.log.1 and .2.gz; max() of nothing, four turns running).
            return f"{head}. {rotated}"
        misses = unmatched_tests(self.root, code)
        if misses:
            return (f"{head}, and the script tests for text its input does not have: "
                    + "; ".join(misses) + ". Print a few lines of the input, fix those tests to match them "
                    "(or read the file with records(path)), and run it again.")
        never = record_membership(self.root, code)
        if never:
            return f"{head}, and the script tests " + "; ".join(never) + ". Fix those tests and run it again."
        unmet = unmet_equalities(self.root, code)
        if unmet:
            return UNMET_NOTE.format(misses="; ".join(unmet)).replace("The result looks empty", head, 1)
        absent = absent_key_reads(self.root, code)
        if absent:
            return f"{head}. " + absent + " " + FIX_NOTE
        bound = day_bound_slip(self.root, code)
        if bound:
            return f"{head}. " + bound
        return None

    def _result_note(self, call: ToolCall, loop: LoopState) -> str:
        if call.name == "terminal_finish":
            return FINISH_REFUSED_NOTE
        if call.name not in ("terminal_run_command", "write_file"):
            error = loop.get("last_error")
            if error:
                # A typed tool's call failed and changed nothing: not a result to report.
                missing = _TOOL_MISSING.search(error)
                given = missing.group(1).rstrip(".") if missing else ""
                elsewhere = _listed_elsewhere(given, _first_message(loop)) if given else []
                if elsewhere:
                    return WRONG_PATH_NOTE.format(given=given, paths=", ".join(elsewhere[:3])).replace(
                        "Reply with the corrected script.", "Reply with the corrected call.")
                if _ALREADY_SET.search(error):
                    return ALREADY_SET_NOTE
                return TOOL_FAILED_NOTE
            return RESULT_NOTE  # a typed tool's result: exact, no command output to read
        if bare_cd(call.args.get("command") or "") is not None:
            return ""  # the move's own output (CD_NOTE) says what to do next
        data = loop_data(loop, TerminalData)
        steps = data.get("steps") or []
        files = data.get("files") or []  # the task's net changes so far
        first = _first_message(loop)
        failed = bool(steps) and steps[-1].get("exit_code") not in (0, None)
        if failed and self.check and same_command(steps[-1].get("command"), self.check):
            under = code_under_test(self.root, steps[-1].get("output") or "") if self.root is not None else ""
            if under:
                # Not "print the file" when it is shown below: a turn spent on `cat` (~50 s beside
                # another run, in a development trace) of lines already in the prompt.
                return CHECK_FAILED_CODE_NOTE.format(check=self.check) + f"\n\n{under}"
            return CHECK_FAILED_NOTE.format(check=self.check)
        output = (steps[-1].get("output") or "") if failed else ""
        missing = _MISSING_FILE.search(output)
        if missing:
            name = os.path.basename(missing.group(1))
            kb = first.split("passages quoted from the knowledge base", 1)
            if name and len(kb) == 2 and name in kb[1]:
                return KB_FILE_NOTE.format(name=name)
            listed = _listed_elsewhere(missing.group(1), first)
            if name and listed:
                # The file exists under another path (the listing shows it): name that path.
                return WRONG_PATH_NOTE.format(given=missing.group(1), paths=", ".join(listed[:3]))
        caught = caught_error(steps) if not failed else None
        if caught:
            return CAUGHT_NOTE.format(error=caught[:200])
        zero = self._zero_but_changed(data) if not failed and steps else None
        if zero:
            return zero
        if not failed and steps and self.root is not None:
            code = script_of(str(steps[-1].get("command") or ""))
            changed_empty = any((self.root / f["path"]).is_file() and (self.root / f["path"]).stat().st_size == 0
                                for f in files[-5:] if f.get("operation") != "deleted")
            stdout = stdout_of(steps[-1])
            if code and (changed_empty or empty_result(stdout)):
                why = self._kept_nothing(code)
                if why:
                    return why
            if code and not stdout.strip() and not steps[-1].get("changed", len(files)):
                # Nothing printed: no result, not even "none found" (a script that listed the wrong
                # folder printed nothing, and the model answered that nothing matched).
                return self._defect(loop, SILENT_NOTE)
        code = script_of(str(steps[-1].get("command") or "")) or "" if steps else ""
        # The slips below are a model script's: a command the host ran before the first turn (its
        # own replacement, renames, a workspace script the task names) is not held up by them (a
        # probe's host-made domain move was told it "never tests for" a word of the site's name,
        # and its finish cost a model turn).
        if not failed and steps and self.root is not None and ":pre" not in str(call.id or ""):
            shown = (object_repr_slip(stdout_of(steps[-1])) or characters_slip(stdout_of(steps[-1]))
                     or (filter_echo_slip(self.root, code, stdout_of(steps[-1])) if code and self.question else None))
            if shown:
                return self._defect(loop, shown)
            misses = near_misses(self.root, code)
            if misses:
                return NEAR_MISS_NOTE.format(misses="; ".join(misses[:3]))
            parts = part_misses(self.root, code, self.objective or "")
            if parts:
                return PART_MISS_NOTE.format(misses="; ".join(parts[:3]))
            varied = variant_lines(stdout_of(steps[-1]), "The output", self.objective or "") if self.question else None
            if varied:
                return varied
            repeated = (self._once(data, repeated_items(answer_lines(stdout_of(steps[-1])), self.objective or "")
                                   or count_list_mismatch(answer_lines(stdout_of(steps[-1])), self.objective or ""))
                        if self.question else None)
            if repeated:
                return repeated
            claim = (claimed_change("\n".join(answer_lines(stdout_of(steps[-1]))), self.objective or "")
                     if self.question else None)
            if claim:
                return CLAIMED_CHANGE_NOTE.format(claim=claim)
            renamed = (template_misses(self.root, self.objective, self.outputs, files)
                       if self.objective and not self.question else None)
            if renamed:
                return renamed
            slip = (self_comparison_slip(code)
                    or last_item_slip(self.root, code)
                    or iso_week_slip(self.objective or "", code)
                    or one_day_slip(self.objective or "", code)
                    or status_class_slip(self.objective or "", code)
                    or product_slip(self.root, code, self.objective or "")
                    or (month_scope_slip(self.objective or "", "\n".join(answer_lines(stdout_of(steps[-1]))), "The answer")
                        if self.question else None)
                    or day_bound_slip(self.root, code)
                    or named_substring_slip(self.root, code, self.objective or "")
                    or self._once(data, double_read_slip(self.root, code))
                    or (self._once(data, literal_choice_slip(code, self.objective or "")) if self.question else None)
                    or self._once(data, wrong_row_literal(self.root, code, self.objective or ""))
                    or self._once(data, kind_slip(self.root, code, self.objective or ""))
                    or header_count_slip(code)
                    or overwritten_total_slip(self.root, code)
                    or rotated_slip(self.root, code, self.objective or "")
                    or section_read_slip(self.root, code, self.objective or "")
                    or shallow_listing_slip(self.root, code, self.objective or "")
                    or self._once(data, folder_part_slip(self.root, code, self.objective or ""))
                    or self._once(data, date_scope_slip(self.root, code, self.objective or ""))
                    or folder_size_slip(self.root, code, stdout_of(steps[-1]))
                    or empty_output(self.root, files, str(steps[-1].get("output") or ""), code))
            if slip:
                return slip
            # Last: a word left out is a guess about the task; the slips above are facts of the run.
            ignored = [(w, said) for w, said in ignored_terms(self.root, code, self.objective or "")
                       if w not in (data.get("terms_noted") or [])]
            if ignored:
                # Said once per word: a script that rightly leaves a word out is not held up twice.
                data["terms_noted"] = [*(data.get("terms_noted") or []), *(w for w, _ in ignored)]
                return IGNORED_TERMS_NOTE.format(terms="; ".join(said for _, said in ignored),
                                                 them="them" if len(ignored) > 1 else "it", word=ignored[0][0])
        where = failed_line(str(steps[-1].get("command") or ""), output) if failed else None
        at = (f"Your script stopped at line {where[0]}: `{where[1][:160]}`"
              + (f" ({where[2][:200]})" if where[2] else "") + ". ") if where else ""
        shadows = shadowed_names(code) if where else []
        if shadows:
            at += "Also: " + "; ".join(shadows[:3]) + " (use another name for one of them). "
        if "UnicodeDecodeError" in output:
            binary = binary_read_hint(self.root, code, where[1] if where else "")
            if binary:
                return at + binary + " " + FIX_NOTE
        module = _NO_MODULE.search(output) if failed else None
        if module and module.group(1).split(".")[0] in {t.name for t in self.tools}:
            # A typed tool imported as a module (`from data_export import data_export`; a probe's
            # script, twice, after ERROR_HINTS said only that the module is not installed).
            return at + TOOL_IN_SCRIPT_NOTE.format(name=module.group(1).split(".")[0])
        if "NameError" in output:
            missing_name = _NAME_ERROR.search(output)
            if missing_name and missing_name.group(1) in {t.name for t in self.tools}:
                # A typed tool called as a Python function (`data_query(path, ...)` inside a script).
                return at + TOOL_IN_SCRIPT_NOTE.format(name=missing_name.group(1))
            how = made_up_call(code, missing_name.group(1)) if missing_name else None
            if how:
                return at + MADE_UP_CALL_NOTE.format(name=missing_name.group(1), how=how)
            if missing_name and never_assigned(code, missing_name.group(1)):
                # Steps written as comments and a result used that no code computes (a probe's
                # script; fixed a line at a time, it became `.get('member', 'unknown')` rows).
                return at + NEVER_ASSIGNED_NOTE.format(name=missing_name.group(1))
            # The commonest small-model slip: a block that uses a name from an earlier block.
            return at + NAME_ERROR_NOTE
        if failed and self.root is not None and _EMPTY_ERROR.search(output):
            # An empty list indexed or maximised: the filter before it kept nothing, and why is in
            # the data (a probe's script filtered on r['tag'], '' in every line, and read [0]).
            why = self._kept_nothing(code, "The script stopped on an empty result")
            if why:
                return at + why
        missing_key = _KEY_ERROR.search(output) if failed and self.root is not None else None
        absent = key_in_no_record(self.root, code, missing_key.group(1)) if missing_key else None
        if absent and missing_key:
            absent += defined_key_note(self.objective or "", missing_key.group(1))
        if absent:
            # Not "some records lack it" (ERROR_HINTS): none has it, so a default would hide that.
            return at + absent + " " + FIX_NOTE
        # Where the script ran: its relative paths are from there.
        here = self.root / str(data.get("cwd") or ".") if self.root is not None else None
        here = here if here is not None and here.is_dir() else None
        if where and _NONE_MATCH.search(output):
            # A regex that matched nothing: when the script searched file names for a pattern of
            # the files' text, said with a line it matches.
            regex = regex_none_hint(here, code, where[1]) if here is not None else None
            return at + (regex or NONE_MATCH_HINT) + " " + FIX_NOTE
        if failed and here is not None and RECORD_SHAPE_ERROR.search(output):
            shape = record_shape_hint(here, code)
            if shape:
                return at + shape + " " + FIX_NOTE
        if where and here is not None and MIXED_ERRORS.search(output):
            mixed = mixed_values_hint(here, code, where[0])
            if mixed:
                return at + mixed + " " + FIX_NOTE
        if "string indices must be integers" in output and here is not None:
            whole = whole_document_hint(here, code) or settings_shape_hint(here, code)
            if whole:
                return at + whole + " " + FIX_NOTE
        for pattern, hint in ERROR_HINTS:
            m = pattern.search(output)
            if m:
                text = hint.format(*(g or "" for g in m.groups()))
                if "records(path)" in text and where and here is not None:
                    # The call with the file the script was reading, which a small model copies as
                    # it is (the abstract one was copied with the path's dot lost).
                    read = read_call_at(here, code, where[0])
                    text = text.replace("records(path)", read) if read else text
                return at + text + " " + FIX_NOTE
        if where:
            return at + "Fix that line (and any like it) and " + FIX_NOTE[0].lower() + FIX_NOTE[1:]
        if failed:
            # A failed block has no result to report: asking whether it completes the task invites
            # a `DONE:` quoting the error.
            return FAILED_NOTE
        written = [f["path"] for f in files if f.get("operation") != "deleted"] if self.root is not None else []
        broken = [b for b in (format_problem(self.root / rel, rel) for rel in written[-8:]) if b] if written else []
        if broken:
            # A file that does not parse as what its name says (a CSV row with a comma left
            # unquoted, JSON written by hand): said before any checklist.
            return self._defect(loop, f"{broken[0]}. " + FIX_NOTE)
        # A document written with a figure as a float prints it (25.793103448275854), said once.
        long = self._once(data, next((n for n in (long_figure_slip(self.root, rel) for rel in written[-8:]) if n),
                                     None)) if written and self.root is not None else None
        if long:
            return self._defect(loop, long)
        # A file the command only moved (a rename) holds what it held: not written, nothing to check.
        moved = set(data.get("moved_to") or [])
        created = [f["path"] for f in files if f.get("operation") == "created" and f["path"] not in moved] \
            if self.root is not None else []
        root = self.root
        written_text = {rel: read_text(root / rel, 65536) or "" for rel in created[-3:]} if root is not None else {}
        printed = stdout_of(steps[-1]) if created else ""
        if printed:
            for rel, text in written_text.items():
                differ = printed_not_written(printed, text)
                if differ:
                    # The right values printed, others written (a variable left from a loop's last
                    # pass written on every line): the checklist below would not show it.
                    stale = stale_loop_names(code)
                    target = self._savable(loop, created=rel)
                    return self._defect(loop, PRINTED_NOT_WRITTEN_NOTE.format(
                        path=rel, pairs="; ".join(f"`{k}` is {w!r} in the file but {p!r} in the output" for k, p, w in differ))
                        + (f" Here {stale[0]}." if stale else "")
                        + (SAVE_NOTE.format(path=target) if target else ""))
        copied_from = _copied_output(steps)
        for rel, text in written_text.items():
            skipped = dropped_lines(copied_from, text) if copied_from else []
            if skipped:
                # An edit block that copied the previous script's printed lines and left some out.
                return self._defect(loop, DROPPED_LINES_NOTE.format(
                    path=rel, n=len(skipped), lines=", ".join(repr(x[:80]) for x in skipped[:3])))
        for rel, text in written_text.items():
            same = repeated_line(text)
            if same:
                # A loop that wrote one thing on every pass (a dict's keys joined for each row: its
                # header, six times over); the checklist below would not show it.
                line, n, total = same
                why = ": the first line, written again for each row" if text.lstrip().startswith(line) else ""
                var = joined_records(code) if why else None
                if var:
                    why += (f" (`.join({var})` joins a record's keys, not its values: write "
                            f"`','.join(str(v) for v in {var}.values())`, or each row with csv.DictWriter)")
                return self._defect(loop, REPEATED_LINE_NOTE.format(n=n, total=total, path=rel, line=line[:120], why=why))
        if first and QUESTION_MARK not in first and not files:
            # A change with nothing changed yet: a look at a file is no result to report (a small
            # model answered its `cat` with `DONE:` describing the fix it had not made).
            result = stdout_of(steps[-1]) if code and steps else ""
            if result.strip() and empty_result(result):
                listed = next((ln.strip() for ln in result.splitlines() if not _ANSWER_LINE.match(ln)
                               and _FOUND_LIST.search(ln)), None)
                # Items printed beside a count of 0 (another list's): found, and not written.
                return FOUND_UNWRITTEN_NOTE.format(line=listed[:200]) if listed else EMPTY_CHANGE_NOTE
            target = self._savable(loop)
            new = [o for o in self.outputs if not o.endswith("/") and root is not None and not (root / o).exists()]
            unwritten = unwritten_list(code, new[0]) if code and len(new) == 1 else None
            if unwritten:
                return CHANGE_PENDING_NOTE + unwritten
            return CHANGE_PENDING_NOTE + (SAVE_NOTE.format(path=target) if target else "")
        before = data.get("before") or {}
        for f in files[-5:]:
            if f.get("operation") == "updated" and f["path"] in before and root is not None:
                now = read_text(root / f["path"], 65536) or ""
                grown = (duplicated_lines(before[f["path"]], now, f["path"])
                         or settings_section_slip(before[f["path"]], now, f["path"], _task_of(loop))
                         # Only after the script that changed it: a later check script's count, or a
                         # finish that states the right one, is not that script's (a development trace's
                         # right "3" was pushed back on a later read's "ANSWER: 0").
                         or (self._once(data, added_count_slip(before[f["path"]], now, f["path"], stdout_of(steps[-1]),
                                                               _task_of(loop)))
                             if steps and steps[-1].get("changed") and call.name == "terminal_run_command" else None))
                if grown:
                    return self._defect(loop, grown)
        objective = _task_of(loop)
        judged = data.get("judged") or {}
        for rel, text in written_text.items():
            chosen = self._once(data, verdicts_slip(judged, text, rel)) if judged else None
            if chosen:
                return self._defect(loop, chosen)
        for rel, text in written_text.items():
            fixed = header_fix(root, objective, text, rel) if root is not None else None
            if fixed:
                data["host_write"] = {"path": rel, "content": fixed, "at": data.get("step_index", 0),
                                      "why": f"{rel} held rows of the layout the task names and not its header line: "
                                             "the host writes that header over the rows, without a model turn"}
            header = (header_slip(objective, text, rel, root) or decimals_slip(objective, text, rel)
                      or column_dates_slip(objective, text, rel) or month_scope_slip(objective, text, rel)
                      or ip_lines_slip(objective, text, rel)
                      or line_template_slip(objective, text, rel) or date_lines_slip(objective, text, rel)
                      or variant_lines(text, rel, objective)
                      or one_row_per_slip(objective, text, rel) or rank_slip(objective, text, rel)
                      or (unlisted_labels_slip(root, text, rel, objective) if root is not None else None))
            if header:
                return self._defect(loop, header)
        for rel in created[-3:]:
            unsorted = order_slip(root, rel, objective) if root is not None else None
            if unsorted:
                return self._defect(loop, unsorted)
        scripts = [script_of(str(st.get("command") or "")) or "" for st in steps[-4:]]
        for rel, text in written_text.items():
            glued = one_per_line_slip(objective, text, rel, scripts)
            if glued:
                return self._defect(loop, glued)
            copied = copied_lines_slip(root, code, text, rel, objective) if root is not None else None
            if copied:
                return self._defect(loop, copied)
            sourced = column_source_slip(root, code, text, rel, objective) if root is not None and code else None
            if sourced:
                return self._defect(loop, sourced)
            repeats = self._once(data, repeated_rows_slip(root, code)) if root is not None and code else None
            if repeats:
                return self._defect(loop, repeats)
            noise = float_noise_slip(text, rel)
            if noise:
                return self._defect(loop, noise)
        passages = first.split("What is known so far", 1)
        if len(passages) == 2:
            for rel, text in written_text.items():
                part = partial_list(text, passages[1], rel)
                whole = whole_list(text, passages[1], objective) if part else None
                if whole:
                    data["host_write"] = {"path": rel, "content": whole, "at": data.get("step_index", 0),
                                          "why": f"{rel} held the first items of a list the task's passages quote: "
                                                 "the host writes every item of it, in its order, without a model turn"}
                part = part or self._once(data, other_section_lines(text, passages[1], objective, rel))
                if part:
                    return self._defect(loop, part)
        if files and "The task's outputs:" in first:
            # A change that wrote its file: what a small model drops is a condition (an order, a
            # header, a format), so the task's own conditions are listed beside the file it wrote.
            checklist = conditions(objective)
            if len(checklist) > 1:
                return CHECKLIST_NOTE.format(conditions="\n".join(f"- {c}" for c in checklist))
        return RESULT_NOTE


ZERO_COLUMN_NOTE = ("{path} has 0 in every row of its {column!r} column: the script's tests or conversions kept no "
                    "value. Print a few of the values the script reads and what each test or conversion gives for "
                    "them, fix it, and run it again; if they are all 0 indeed, reply `DONE:` saying so.")
EMPTY_OUTPUT_NOTE = ("{path} holds {what} and no data: the script's tests kept nothing. {why}Print a few of the "
                     "records the script reads and what each test gives for them, fix the tests, and run it again; "
                     "if nothing matches indeed, reply `DONE:` saying so.")


def empty_output(root: Path, files: list[dict[str, str]], output: str, code: str) -> str | None:
    """A note when a file the last block wrote holds a header line only (a CSV) or an empty JSON
    list or object: a filter that matched nothing, which a small model reports as done. A script
    that read a Word document's paragraphs while the facts are in its tables is told so."""
    for f in files[-5:]:
        rel = f.get("path") or ""
        if f.get("operation") == "deleted" or not rel or rel not in output:
            continue
        text = read_text(root / rel, 65536)
        if text is None:
            continue
        lines = [ln for ln in text.splitlines() if ln.strip()]
        suffix = os.path.splitext(rel)[1].lower()
        zero = _zero_column(lines) if suffix in (".csv", ".tsv") and len(lines) >= 3 else None
        if suffix in (".csv", ".tsv") and len(lines) == 1:
            what = f"its header line ({lines[0][:80]!r})"
        elif zero:
            # Every figure 0: a sum whose test kept no value (`amount.isdigit()` over "7.25").
            return ZERO_COLUMN_NOTE.format(path=rel, column=zero)
        elif suffix in (".json", ".jsonl") and text.strip() in ("[]", "{}"):
            what = f"only {text.strip()}"
        else:
            continue
        why = ""
        if ".paragraphs" in code:
            tables = [d for d in re.findall(r"""['"]([^'"\n]{1,200}\.docx)['"]""", code)
                      if (root / d).is_file() and _table_rows(root / d)]
            if tables:
                why = (f"The rows of {tables[0]} are in a table, and table cells are not in paragraphs: read them "
                       f"with records('{tables[0]}'). ")
        return EMPTY_OUTPUT_NOTE.format(path=rel, what=what, why=why)
    return None


def _zero_column(lines: list[str]) -> str | None:
    """The header of a CSV column whose every data cell (two or more) is a zero, if any."""
    try:
        rows = list(csv.reader(lines[:200]))
    except csv.Error:
        return None
    header, data = rows[0], [r for r in rows[1:] if r]
    for c, name in enumerate(header):
        cells = [r[c].strip() for r in data if c < len(r)]
        if len(cells) >= 2 and len(cells) == len(data) and all(re.fullmatch(r"-?0+(?:\.0+)?", x) for x in cells):
            return name
    return None


def _table_rows(path: Path) -> bool:
    """Whether a .docx has table rows (read by `records`, within its bounds)."""
    try:
        return bool(records(path, "docx"))
    except Exception:  # not a document after all
        return False


#: A typed tool's error about a path that is not there (tools/files.py, tools/base.py).
_TOOL_MISSING = re.compile(r"no such file or folder: ([^\s,;]+)")
#: A set_value whose value is there already (an earlier call set it): a small model read "failed"
#: as "change the call", and set a different value (a probe trace).
_ALREADY_SET = re.compile(r"already has the value .*: nothing to change")
ALREADY_SET_NOTE = ("That value is set already (it has the value the call gives it), so nothing changed. If the task "
                    "is complete, reply `DONE:` stating the change; otherwise reply with the block for what is left.")
TOOL_FAILED_NOTE = ("That call failed and changed nothing, so it gave no result. Read its error and reply with one "
                    "corrected block (not the same call).")


def _listed_elsewhere(given: str, first: str) -> list[str]:
    """Paths of the first message's workspace listing whose file name is `given`'s, but which
    are not `given` (the file is there, under another folder), or is `given`'s with the leading dot
    it lost (`site.sample` for `.site.sample`)."""
    name = os.path.basename(given.rstrip("/"))
    if not name:
        return []
    dot = "" if name.startswith(".") else r"\.?"
    return sorted({m.group(1) for m in re.finditer(rf"(?<![\w./-])((?:[\w.-]+/)*{dot}{re.escape(name)})(?![\w.-])", first)
                   if m.group(1) != given})


SETTINGS_FIRST_NOTE = ("This change is to a settings file: set_value changes one setting by its key and keeps every "
                       "other line and comment. These tool blocks, one per reply, should make it (check each key and "
                       "value against the task first):\n")
SETTINGS_NEXT_NOTE = ("That setting is changed. The task names one more: reply with this tool block (check its key "
                      "and value against the task), or `DONE:` if the task is complete:\n")
SETTINGS_CALL_NOTE = ("One setting of a settings file changes by its key, every other line kept: reply with this "
                      "tool block (one per reply; check its key and value against the task):\n")


def _task_of(loop: LoopState) -> str:
    """The objective, from the first message's `Task:` line."""
    return _first_message(loop).split("\n\n", 1)[0].removeprefix("Task: ")


def _is_edit(step: dict[str, Any]) -> bool:
    """Whether a step ran an edit block (`edit_command`: its script opens with `PATH = `)."""
    return (script_of(str(step.get("command") or "")) or "").startswith("PATH = ")


def _copied_output(steps: list[dict[str, Any]]) -> str:
    """The output of the script before the last step, when the last step is an edit block (text
    the model wrote itself, often copied from that output) and that script ran without error."""
    if len(steps) < 2 or not _is_edit(steps[-1]) or steps[-2].get("exit_code") != 0 or _is_edit(steps[-2]):
        return ""
    return stdout_of(steps[-2])


def earlier_answers(steps: list[dict[str, Any]]) -> list[str]:
    """The `ANSWER:` lines of the latest clean step before the last (exit 0, no stderr, nothing
    cut off) that printed any, unless they look empty; [] when none did. A change that also asks
    to be told something was often computed and reported by one script, then written by the next
    block (an edit), which prints its diff and no answer.

    A zero answered before a later script changed files is stale: "ANSWER: 0" keys added, then a
    script that added three and printed "Added keys: 3" (a development run's answer was "0"). The
    later script's short report (`printed_report`) stands instead, or nothing (as for any zero)."""
    later: list[str] | None = None  # the report of the latest script that changed files, once seen
    for step in reversed(steps):
        if not clean_step(step):
            continue
        printed = stdout_of(step)
        answers = answer_lines(printed)
        if answers:
            if later is not None and all(_zero_answer(a) for a in answers):
                return later
            return [] if empty_result(printed) else answers
        if later is None and step.get("changed") and not is_edit_command(str(step.get("command") or "")):
            later = printed_report(printed)
    return []


#: A script's whole output that may stand as the answer of a change that asks to be told
#: something, when it printed no `ANSWER:` line: this many lines at most, each this long.
REPORT_LINES, REPORT_LINE_CHARS = 6, 200


def printed_report(printed: str, written: Sequence[str] = ()) -> list[str]:
    """A short script output's lines, as the answer to "... and tell me how many" of a change whose
    script printed what it did without `ANSWER:` ("Number of keys added: 3"), less the lines of the
    files it wrote (`written`: their texts), which show the change and answer nothing; [] when the
    output is long (a listing, a dump: no answer), only echoes those files, or looks like a result
    that kept nothing."""
    lines = [ln.rstrip() for ln in printed.splitlines() if ln.strip()]
    if not lines or len(lines) > REPORT_LINES or any(len(ln) > REPORT_LINE_CHARS for ln in lines):
        return []
    echoed = {ln.strip() for text in written for ln in text.splitlines()}
    own = [ln for ln in lines if ln.strip() not in echoed]
    return [] if not own or empty_result(printed) or all(_zero_answer(ln) for ln in own) else own


def _writes_planned(code: str, target: str) -> bool:
    """Whether a script's `# Writes:` line (the opening the host gives) names `target`."""
    for line in code.splitlines():
        if line.startswith("# Writes:"):
            return any(part.strip().split(" (header:")[0] == target for part in line[9:].split(", "))
    return False


#: The characters that separate a record line's fields; a line's count of each is its shape.
_FIELD_SEPARATORS = ":,;|\t="


def record_lines(printed: str, rel: str, objective: str = "") -> bool:
    """Whether printed output reads as the lines of a file: at least one line, every line of one
    shape (the same count of each field separator; for a CSV the same number of cells, its first
    row the header the objective states, if it states one). A progress line ("Reading data/a.csv")
    or a heading among records is another shape: output with one is a report of work, not a
    file's content."""
    lines = [ln for ln in printed.strip("\n").splitlines() if ln.strip()]
    if not lines:
        return False
    is_csv = rel.lower().endswith((".csv", ".tsv"))
    if is_csv:
        delimiter = "\t" if rel.lower().endswith(".tsv") else ","
        try:
            rows = list(csv.reader(lines, delimiter=delimiter))
        except csv.Error:
            return False
        header = stated_header(objective, rel) if objective else None
        if header and [c.strip() for c in rows[0]] != header:
            return False
        return len({len(r) for r in rows}) == 1 and len(rows[0]) > 1

    def shape(line: str) -> tuple[int | bool, ...]:
        # A line that ends on a separator ("Counts:") is a heading, not a record of that shape.
        return (*(line.count(c) for c in _FIELD_SEPARATORS), line.rstrip()[-1] in _FIELD_SEPARATORS)

    return len({shape(ln) for ln in lines}) == 1


def clean_step(step: dict[str, Any]) -> bool:
    """Whether a step ran clean: exit 0, nothing on stderr, no output cut off."""
    out = str(step.get("output") or "")
    return step.get("exit_code") == 0 and "\n[stderr]\n" not in out and "characters omitted]" not in out


_EMPTY_ANSWER = re.compile(r"^ANSWER:[ \t]*(?:\n|\Z)", re.M)


def without_empty_answers(printed: str) -> str:
    """`printed` without its `ANSWER:` lines that say nothing: a development trace's script printed
    the outline it was to write, then `ANSWER: ` (a list it never filled), and the host's save took
    the lines for no record shape."""
    return _EMPTY_ANSWER.sub("", printed)


def answer_lines(printed: str) -> list[str]:
    """The non-empty `ANSWER:` lines of a step's standard output."""
    return [a.strip() for a in _ANSWER_LINE.findall(printed) if a.strip()]


def written_answers(answers: list[str], command: str) -> list[str]:
    """The `ANSWER:` lines holding a figure that the script wrote out in full as one string (`print(
    "ANSWER: Moved 4 files to ...")`), not computed: a claim the script makes whatever it did (a
    probe's moved six files elsewhere and printed four moved)."""
    literals = {" ".join(m.group(2).split()) for m in re.finditer(r"""(["'])((?:(?!\1).){4,300})\1""", command)}
    out = []
    for a in answers:
        flat = " ".join(a.split())
        if re.search(r"\d", flat) and any(flat in lit for lit in literals):
            out.append(a)
    return out


#: An answer line that ends in a Python list, tuple, set or dict as `print` writes it.
_LITERAL_TAIL = re.compile(r"\A(?P<lead>.*?)(?P<value>\[.+\]|\(.+\)|\{.+\})\s*\Z", re.S)


def plain_answer(line: str) -> str:
    """An answer line with a printed Python collection at its end written as people write it:
    `['Shah', 'Turner']` → `Shah, Turner`, `{'north': 3}` → `north: 3` (a probe's answer was a
    list's repr). Anything else, an empty collection too, as it is."""
    m = _LITERAL_TAIL.match(line)
    if m is None:
        return line
    try:
        value = ast.literal_eval(m.group("value"))
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return line
    if isinstance(value, dict) and value:
        items = [f"{k}: {v}" for k, v in value.items()]
    elif isinstance(value, (list, tuple, set, frozenset)) and value and all(
            isinstance(v, (str, int, float)) and not isinstance(v, bool) for v in value):
        items = [str(v) for v in (sorted(value, key=str) if isinstance(value, (set, frozenset)) else value)]
    else:
        return line
    return m.group("lead") + ", ".join(items)


def stdout_of(step: dict[str, Any]) -> str:
    """A step's standard output, without the stderr the runner appends."""
    return str(step.get("output") or "").split("\n[stderr]\n", 1)[0]


def _binary(path: Path) -> bool:
    """Whether an existing file is not UTF-8 text (a NUL byte, or bytes that do not decode)."""
    try:
        with open(path, "rb") as fh:
            head = fh.read(4096)
    except OSError:
        return False
    try:
        head.decode("utf-8")
    except UnicodeDecodeError as exc:
        # A character cut by the 4 KiB read is not binary.
        if not (len(head) == 4096 and exc.start >= len(head) - 3):
            return True
    return b"\0" in head


# --------------------------------------------------------------------------- file previews

PREVIEW_LINES = 8
#: A table-like data file (CSV, TSV, JSON lines, a log) whose records() line is shown: its header
#: and two rows are its format; the records() line gives the count, the keys and the types. Eight
#: raw lines of each of five CSVs were ~40% of a first message's tokens (development traces), and
#: every prompt token is paid again beside another run (~25 tokens/s on 2 cores).
ROW_PREVIEW_LINES = 3
_ROW_KINDS = frozenset({"csv", "tsv", "jsonl", "log"})
PREVIEW_LINE_CHARS = 200
PREVIEW_TOTAL_CHARS = 3500
PREVIEW_FILES = 12
_TEXT_SUFFIXES = {
    "", ".txt", ".md", ".csv", ".tsv", ".log", ".json", ".jsonl", ".yaml", ".yml", ".toml", ".ini", ".cfg",
    ".conf", ".env", ".example", ".py", ".sh", ".js", ".ts", ".html", ".xml", ".sql", ".properties", ".rst",
}


def _is_text_candidate(rel: str) -> bool:
    name = os.path.basename(rel)
    suffix = os.path.splitext(name)[1].lower()
    return name.startswith(".env") or suffix in _TEXT_SUFFIXES


#: Suffixes of files that are not text, never read to find out.
_BINARY_SUFFIXES = frozenset({
    ".gz", ".bz2", ".xz", ".zst", ".zip", ".tar", ".tgz", ".7z", ".png", ".jpg", ".jpeg", ".gif", ".webp", ".bmp",
    ".ico", ".pdf", ".docx", ".xlsx", ".pptx", ".odt", ".ods", ".doc", ".xls", ".db", ".sqlite", ".sqlite3", ".pyc",
    ".so", ".o", ".a", ".bin", ".exe", ".dll", ".class", ".jar", ".mp3", ".mp4", ".wav", ".ogg", ".flac", ".mov",
    ".avi", ".woff", ".woff2", ".ttf", ".otf", ".iso", ".img", ".parquet", ".lance", ".npy", ".pkl",
})


def _text_by_content(root: Path, rel: str, present: set[str]) -> bool:
    """Whether a file whose suffix names no text format (`apcupsd.events`, `notes.v2`) is text all
    the same: its first 4 KiB are UTF-8 with no NUL byte. A rotated file (`x.events.1`) whose log is
    there too is left to the log's preview, which names it. A probe's UPS event log, `.events`, was
    not previewed, and its script searched for a `mains=0` the log does not have."""
    name = os.path.basename(rel)
    if os.path.splitext(name)[1].lower() in _BINARY_SUFFIXES:
        return False
    folder = os.path.dirname(rel)
    if any(os.path.join(folder, name[:i]) in present and _ROTATED_TAIL.fullmatch(name[i:])
           for i in range(1, len(name)) if name[i] in ".-"):
        return False  # a rotation of a log that is listed: the log's preview names it
    try:
        with (root / rel).open("rb") as fh:
            data = fh.read(4096)
    except OSError:
        return False
    if not data.strip() or b"\0" in data:
        return False
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as exc:
        return exc.start >= len(data) - 3  # a character cut at the 4 KiB mark
    return True


def head_lines(path: Path, lines: int, line_chars: int | None = None) -> str | None:
    """The first `lines` lines of a text file (from its first 4 KiB, each cut at `line_chars`);
    None for a file that cannot be read or looks binary."""
    try:
        with path.open("rb") as fh:
            data = fh.read(4096)
    except OSError:
        return None
    if b"\0" in data:
        return None
    head = data.decode("utf-8", errors="replace").splitlines()[:lines]
    return "\n".join(line[:line_chars] if line_chars else line for line in head)


_CODE_SUFFIXES = {".py", ".js", ".ts", ".go", ".rb", ".sh", ".java", ".rs", ".c", ".h", ".cpp"}


#: Files of a suffix that names no text format are read to tell text only in a listing this long.
PREVIEW_SNIFF_FILES = 400
#: A data file is described as records only when it is this small (reading it is the host's time).
RECORDS_PREVIEW_MAX_BYTES = 2 * 1024 * 1024
RECORDS_PREVIEW_CHARS = 260


def shown_record(value: Any, limit: int = RECORDS_PREVIEW_CHARS) -> str:
    """A record (or dict) as Python writes it, cut to `limit` characters for a preview."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 5] + " ...}"


def variants_note(found: list[dict[str, Any]], limit: int = 3) -> str:
    """Values of one field that differ only in case or surrounding spaces ('Yes', 'yes', 'YES ',
    'Unpaid '): records() gives those of a column of labels in the column's usual form (`Label`),
    which the note names so that a script compares with that form; others it lists, as a script
    comparing with == misses them. '' when there are none."""
    given: dict[str, dict[str, str]] = {}
    seen: dict[str, dict[str, list[str]]] = {}
    for r in found[:5000]:
        for k, v in r.items():
            if isinstance(v, Label):
                forms = given.setdefault(k, {})
                if len(forms) < 2 and v.raw not in forms:
                    forms[v.raw] = str(v)
                continue
            if not isinstance(v, str) or k.startswith("_") or k in ("line", "text", "message", "timestamp") or len(v) > 40:
                continue
            groups = seen.setdefault(k, {})
            raw = groups.setdefault(v.strip().casefold(), [])
            if v not in raw and len(raw) < 6:
                raw.append(v)
    note = ""
    if given:
        note = ("\nvalues written in more than one way come in their usual form (.raw is the text as written): "
                + " | ".join(f"{k}: " + ", ".join(f"{raw!r} -> {usual!r}" for raw, usual in forms.items())
                             for k, forms in list(given.items())[:limit]))
    parts = []
    for k, groups in seen.items():
        mixed = [vals for vals in groups.values() if len(vals) > 1]
        if k not in given and mixed and len(groups) <= 50:
            parts.append(f"{k}: " + "; ".join(", ".join(repr(v) for v in vals) for vals in mixed[:2]))
        if len(parts) >= limit:
            break
    if parts:
        note += "\nvalues written in more than one way (compare them with .strip().lower()): " + " | ".join(parts)
    return note


def dates_note(found: list[dict[str, Any]], limit: int = 2) -> str:
    """The fields records() gives as `Day` (dates written in more than one way, as ISO text) or as
    `Clock` (times of day, as 24-hour HH:MM text), each with a few of its written forms: a script
    then compares with '2025-06-14' or '09:45', not with the form it saw first in the file's lines.
    '' when there are none."""
    notes = []
    for kind, form, example in ((Day, "YYYY-MM-DD", "'2025-06-14'"), (Clock, "24-hour HH:MM", "'09:45'")):
        seen: dict[str, dict[str, str]] = {}
        for r in found[:5000]:
            for k, v in r.items():
                if isinstance(v, kind) and v.raw != v:
                    forms = seen.setdefault(k, {})
                    if len(forms) < 3 and not any(shape(f) == shape(v.raw) for f in forms):
                        forms[v.raw] = str(v)
        if seen:
            parts = [f"{k}: " + ", ".join(f"{raw!r} -> {iso!r}" for raw, iso in forms.items())
                     for k, forms in list(seen.items())[:limit]]
            # "in more than one way" only when a column's forms differ: one form read in a clear
            # day/month order (10/09/2025) is a date too, and the old words misdescribed the file.
            mixed = any(len(forms) > 1 for forms in seen.values())
            what = ("dates" if kind is Day else "times") + (" written in more than one way" if mixed else "")
            parts_of = ".year, .month" if kind is Day else ".hour, .minute"
            notes.append(f"\n{what} come as {form} text (compare with that, e.g. "
                         f"{example}; .raw is the text as written; {parts_of} work too): " + " | ".join(parts))
    dated: dict[str, str] = {}
    for r in found[:5000]:
        for k, v in r.items():
            if isinstance(v, Dated) and k not in dated and len(dated) < limit + 1:
                dated[k] = str(v)
    if dated:
        # "14 Sep 2025" read as text: a probe's script subtracted two of them, then float() them.
        notes.append("\ndates with month names (" + ", ".join(f"{k}: {v!r}" for k, v in dated.items())
                     + ") stay as written, but order as dates, and one minus another gives the days between")
    return "".join(notes)


CONFIG_PATHS_SHOWN = 12


def _yaml_load(text: str) -> Any:
    import yaml

    return yaml.safe_load(text)


#: Per kind: how a script loads the file (shown to the model), and how the host parses its text.
_LOADERS: dict[str, tuple[str, Callable[[str], Any]]] = {
    "json": ("json.load(open({rel!r}))", json.loads),
    "yaml": ("yaml.safe_load(open({rel!r}))", _yaml_load),
    "toml": ("tomllib.load(open({rel!r}, 'rb'))", tomllib.loads),
}


def json_dump_call(path: Path) -> str:
    """The `json.dump` call that writes a JSON file back in its own layout: its indent (spaces,
    a tab, or none for a one-line file) and non-ASCII text kept as it is, so a changed value
    changes one line, not all of them (exec/effects.py reads a rewrite of most lines as an
    overwrite)."""
    text = read_text(path, 256 * 1024) or ""
    args = ["data", "f"]
    m = re.search(r"\n([ \t]+)\S", text.strip())
    if m:
        ws = m.group(1)
        args.append("indent='\\t'" if ws.startswith("\t") else f"indent={len(ws)}")
    elif re.search(r'"\s*:\S', text) and not re.search(r'"\s*:\s', text):
        args.append("separators=(',', ':')")
    if any(ord(ch) > 127 for ch in text):
        args.append("ensure_ascii=False")
    return f"json.dump({', '.join(args)})"


def parsed_document(path: Path, kind: str) -> Any:
    """A JSON, YAML or TOML file's data as its parser gives it (`_LOADERS`); None when it does not
    parse."""
    try:
        return _LOADERS[kind][1](path.read_text(encoding="utf-8-sig"))
    except Exception:
        return None


def config_paths_line(path: Path, rel: str, kind: str, objective: str = "", writes: bool = True,
                      top: Any = None) -> str | None:
    """A nested settings file (JSON, YAML, TOML whose top level is a dict of dicts, not a list of
    records): the Python path to each value, those whose path or value holds a word of the task
    first. records() flattens such a file into dotted keys, which a small model then pasted into
    an edit block as if they were the file's lines (a probe trace). `top`: the file's data when
    the caller has parsed it already (`parsed_document`)."""
    shown_load = _LOADERS[kind][0]
    if top is None:
        top = parsed_document(path, kind)
    if not isinstance(top, dict) or not any(isinstance(v, dict) for v in top.values()) or any(
            is_record_list(v) and len(v) >= 5 for v in top.values()) or grouped_records(top) is not None:
        return None  # flat settings (settings() / records() show them whole), or lists of records
    leaves: list[tuple[str, Any]] = []

    def walk(node: Any, at: str) -> None:
        if len(leaves) >= 2000:
            return
        if isinstance(node, dict):
            for k, v in node.items():
                walk(v, f"{at}[{k!r}]")
        elif isinstance(node, list) and node and all(isinstance(x, dict) for x in node):
            for i, v in enumerate(node):
                walk(v, f"{at}[{i}]")
        else:
            leaves.append((at, node))

    walk(top, "data")
    words = task_words(objective)
    low = objective.lower()

    def score(leaf: tuple[str, Any]) -> int:
        # A key the task writes out whole ("the app-db job") outweighs one that only contains
        # its words ("app-db-replica", listed first in the file).
        text = f"{leaf[0]} {leaf[1]!r}".lower()
        named = sum(3 for seg in re.findall(r"\['((?:[^'\\]|\\.)*)'\]", leaf[0])
                    if re.search(r"(?<![\w-])" + re.escape(seg.lower()) + r"(?![\w-])", low))
        return named + sum(1 for w in words if w in text)
    shown = set(sorted(range(len(leaves)), key=lambda i: -score(leaves[i]))[:CONFIG_PATHS_SHOWN])
    lines = [f"{leaves[i][0]} == {leaves[i][1]!r}" for i in sorted(shown)]
    more = f"\n({len(leaves) - len(shown)} more values)" if len(leaves) > len(shown) else ""
    load = shown_load.format(rel=rel)
    how = (f"change a value by its path and write the file back with {json_dump_call(path)} (its own layout)"
           if kind == "json" else "change a value with an ```edit block on its line (comments stay)")
    if writes and kind in ("json", "toml", "yaml") and shown:
        # The typed tool takes the same path with dots: one call, the file's layout kept.
        best = max(shown, key=lambda i: score(leaves[i]))
        dotted = ".".join(a or b for a, b in re.findall(r"\['((?:[^'\\]|\\.)*)'\]|\[(\d+)\]", leaves[best][0]))
        how = (f"change or add one value, reply with set_value with the path's keys joined by dots (key "
               f"{dotted!r} for the {leaves[best][0].rsplit('[', 1)[-1].strip('[]')} above); or " + how)
    return (f"data = {load} is a nested dict (settings, not a list of records); the paths to its values"
            f"{', the task words first' if words and shown != set(range(len(leaves))) else ''}:\n"
            + "\n".join(lines) + more + f"\nTo {how}.")


def set_value_note(rel: str, data: dict[str, Any], objective: str) -> str:
    """The preview's line that offers set_value for the flat settings file `rel` (`data`: its
    dict, a section a dict of its own), naming the key the task's words point at (the first key
    when none does); '' when no value is a scalar."""
    keys = [k for k, _v in flat_keys(data)]
    if not keys:
        return ""
    words = task_words(objective)
    # A word in the key's own name counts twice one in its section's ("the port of the search
    # service": server.port over service.name).
    best = max(keys, key=lambda k: (sum(2 if w in k.lower().rsplit(".", 1)[-1] else 1 for w in words if w in k.lower()),
                                    -keys.index(k)))
    return f"\nTo change or add one value, reply with set_value (path {rel!r}, key {best!r} for example)."


JOIN_FILES = 8
_JOIN_KINDS = frozenset({"csv", "tsv", "json", "jsonl", "yaml", "docx"})


def join_note(root: Path, files: list[str], objective: str = "") -> str:
    """Fields of two data files (CSV, JSON, YAML, a document's tables) that share values, some of
    them written differently ('hx-315' in one, 'HX-315' in the other): a script that matches rows
    across the files with == drops those lines without a word (a probe trace: an order total
    short of two lines). The files the objective names are read first; at most JOIN_FILES, each
    under RECORDS_PREVIEW_MAX_BYTES. '' when no pair of fields differs so."""
    named = [f for f in files if os.path.basename(f) in objective]
    picked = [f for f in [*named, *[f for f in files if f not in named]]
              if kind_of(root / f) in _JOIN_KINDS][:JOIN_FILES]
    columns: dict[tuple[str, str], set[str]] = {}
    for rel in picked:
        path = root / rel
        try:
            if not path.is_file() or path.stat().st_size > RECORDS_PREVIEW_MAX_BYTES:
                continue
            rows = records(path, kind_of(path))
        except Exception:
            continue
        for r in rows[:5000]:
            for k, v in r.items():
                if isinstance(v, str) and v.strip() and len(v) <= 60 and not str(k).startswith("_"):
                    columns.setdefault((rel, str(k)), set()).add(v)
    notes = []
    keys = list(columns)
    for i, a in enumerate(keys):
        for b in keys[i + 1:]:
            if a[0] == b[0]:
                continue
            left = {v.strip().casefold(): v for v in columns[a]}
            right = {v.strip().casefold(): v for v in columns[b]}
            shared = set(left) & set(right)
            loose = sorted((left[n], right[n]) for n in shared if left[n] != right[n])
            if loose and len(shared) >= 2 and len(shared) * 2 >= min(len(left), len(right)):
                pairs = ", ".join(f"{x!r} ~ {y!r}" for x, y in loose[:4])
                notes.append(f"{a[0]} {a[1]!r} and {b[0]} {b[1]!r} share {len(shared)} values, "
                             f"{len(loose)} written differently ({pairs})")
            if len(notes) >= 3:
                break
    if not notes:
        return ""
    return ("Values that match across files only when compared with .strip().lower() (match rows with it, "
            "or they are dropped):\n" + "\n".join(f"- {n}" for n in notes))


def records_line(path: Path, rel: str, objective: str = "", writes: bool = True) -> str | None:
    """How `records()` reads a data file, for its preview: the count and the first record (a
    model that sees the keys uses them); for a settings file what `settings()` gives, whole or
    cut; None for a file that is not data, or not readable so.
    A `.txt`/`.log` file counts as a log only when one of its first three lines has a level."""
    kind = kind_of(path)
    if kind == "docx" or path.suffix.lower() in (".py", ".pyi") or path.stat().st_size > RECORDS_PREVIEW_MAX_BYTES:
        return None  # a module's definitions: python_records_line, for a question about them
    # A file the task may change: not when it writes a new file of its own (this one is read).
    changes = writes and not _new_file_named(path, rel, objective)
    try:
        if kind == "ini":
            # Settings read as a dict: a model looks keys up by name (`env['PORT']`).
            found_settings = settings(path)
            return (f"settings({rel!r}) gives {shown_record(found_settings, RECORDS_PREVIEW_CHARS * 2)}"
                    + (set_value_note(rel, settings(path, dotted=True), objective) if changes else "")
                    ) if found_settings else None
        top = parsed_document(path, kind) if kind in _LOADERS else None
        if kind in _LOADERS:
            nested = config_paths_line(path, rel, kind, objective, writes, top)
            if nested:
                return nested
        found = records(path, kind)
    except Exception:  # not data after all: the raw lines above are the preview
        return None
    if not found or not reads_as_records(kind, found):
        return None
    if kind == "log" and "fields" in found[0]:
        return field_log_line(path, rel, found)
    if kind == "log":
        # A log's first line is rarely the kind a task is about: the first line of each level.
        firsts: dict[str, dict[str, Any]] = {}
        for r in found:
            firsts.setdefault(str(r.get("level") or ""), r)
        picks = sorted(firsts.values(), key=lambda r: r["line"])[:4]
        return (f"records({rel!r}) gives {len(found)} dicts, one per line; the first of each level:\n"
                + "\n".join(shown_record(r) for r in picks) + rotations_note(path, rel))
    groups = groups_note(top, changes) if kind in _LOADERS else ""
    if changes and kind in ("json", "yaml", "toml") and isinstance(top, dict) and not groups:
        # One mapping of settings, no list of records: read as one record, a small model was
        # never told that set_value changes it, and wrote scripts that failed until its budget
        # ran out (a development trace: the one YAML file of a folder the task changed).
        groups = set_value_note(rel, top, objective)
    return (f"records({rel!r}) gives {len(found)} dicts; the first: {shown_record(found[0])}" + groups
            + variants_note(found) + dates_note(found) + blanks_note(found) + repeats_note(found))


#: The most fields of a log line its preview numbers.
FIELD_LOG_SHOWN = 12
#: A field log's first message is quoted in its preview to this many characters.
FIELD_LOG_MESSAGE_CHARS = 80


def field_log_line(path: Path, rel: str, found: list[dict[str, Any]]) -> str:
    """The preview line of a log with no level (an access log, a print log): its records' keys, the
    first line's timestamp and its fields by index, so a script reads a column as `r['fields'][5]`.
    Shown only its raw lines, a probe's script read a CUPS page log's records by keys the log
    does not have ('printer', 'total') and ran out of time fixing the KeyErrors."""
    first = found[0]
    if "path" in first and "status" in first:  # an access log: its columns by name
        named = {k: first[k] for k in ("timestamp", *ACCESS_KEYS) if k in first}
        return (f"records({rel!r}) gives {len(found)} dicts, one per line; the first: {shown_record(named, 400)} (and "
                f"line, level, tag, message, text, fields)" + rotations_note(path, rel))
    fields = first.get("fields") or []
    keys = ("line, timestamp, level, tag, message, text, " + ("ip, " if "ip" in first else "")
            + ("host, program, pid, " if "program" in first else "") + "fields")
    # The message too, when the timestamp was taken off it: a log of prose lines (`Power failure.`)
    # is filtered by its message; one of columns by its fields.
    said = [f"message {first['message'][:FIELD_LOG_MESSAGE_CHARS]!r}"] if first.get("timestamp") and first.get("message") else []
    parts = ([f"timestamp {first['timestamp']!r}"] if first.get("timestamp") else []) + (
        [f"program {first['program']!r}"] if first.get("program") else []) + said + [
        f"fields {numbered_fields(fields, FIELD_LOG_SHOWN)}"]
    line = f"records({rel!r}) gives {len(found)} dicts, one per line (keys {keys}); the first has " + " and ".join(parts)
    address = next((r["ip"] for r in found[:FIELD_LOG_SHOWN * 4] if r.get("ip")), "")
    if address:  # wherever a line names it among its fields
        line += f"; r['ip'] is the first IP address a line names (e.g. {address!r}), '' when none"
    return line + rotations_note(path, rel) + (message_counts(path, found) if said else "")


#: A prose log's preview counts its messages when it has at most this many kinds of them, and
#: shows this many, the commonest first.
LOG_MESSAGE_KINDS, LOG_MESSAGES_SHOWN = 40, 8


def message_counts(path: Path, found: list[dict[str, Any]]) -> str:
    """For a log of prose lines (`Power failure.`, `UPS Self Test switch to battery.`): its messages
    counted over it and its rotated files, the commonest first — which message is the event a
    question counts is read off the log's own words (a probe's script counted a self-test's
    switch to battery as a mains failure, from the first line it was shown). '' when no message
    is on two lines or the log has more than LOG_MESSAGE_KINDS kinds of them."""
    messages = [str(r.get("message") or "").strip() for r in found]
    siblings, _ = rotations(path)
    read = 0
    for name in siblings[:8]:
        try:
            if (path.parent / name).stat().st_size > RECORDS_PREVIEW_MAX_BYTES:
                continue  # a preview reads small files only
            messages += [str(r.get("message") or "").strip() for r in records(path.parent / name, "log")]
        except Exception:  # an unreadable rotation: the counts are of what reads, and say so
            continue
        read += 1
    counts = Counter(m for m in messages if m)
    if not counts or len(counts) > LOG_MESSAGE_KINDS or counts.most_common(1)[0][1] < 2:
        return ""
    files = f"it and {read} of its rotated files" if read else "it"
    shown = "; ".join(f"{m[:FIELD_LOG_MESSAGE_CHARS]!r} {n}" for m, n in counts.most_common(LOG_MESSAGES_SHOWN))
    more = f"; and {len(counts) - LOG_MESSAGES_SHOWN} more" if len(counts) > LOG_MESSAGES_SHOWN else ""
    return f"\nthe messages of {files}, with the lines each is on: {shown}{more}"


def rotations_note(path: Path, rel: str) -> str:
    """For a log whose rotated files lie beside it (`page_log.1`, `page_log.2.gz`,
    `app.log-20250301`): their names and the glob that reads them all with it. '' when none."""
    siblings, whole = rotations(path)
    if not siblings:
        return ""
    folder = rel[: len(rel) - len(path.name)]
    reads = (f"records({rel + '*'!r}) reads them all" if whole else
             "read them all with " + " + ".join(f"records({folder + n!r})" for n in [path.name, *siblings[:3]]))
    return (f"\nits rotated files beside it ({', '.join(siblings[:4])}{', ...' if len(siblings) > 4 else ''}) are older "
            f"lines of the same log: {reads}")


def rotations(path: Path) -> tuple[list[str], bool]:
    """The names of a log's rotated files beside it (`page_log.1`, `page_log.2.gz`), sorted, and
    whether the glob `name*` catches them and nothing else (not a `jobs-archive.txt` beside `jobs`)."""
    try:
        others = [p.name for p in path.parent.iterdir() if p.is_file() and p != path and p.name.startswith(path.name)]
    except OSError:
        return [], False
    siblings = sorted(n for n in others if _ROTATED_TAIL.fullmatch(n[len(path.name):]))
    return siblings, len(siblings) == len(others)


#: What a rotated log's name adds to the log's: `.1`, `.2.gz`, `-20250301`, `.1.gz`.
_ROTATED_TAIL = re.compile(r"(?:[.-]\d+)+(?:\.gz)?")


def repeats_note(found: list[dict[str, Any]], limit: int = 2) -> str:
    """For records keyed by their first field (its values mostly distinct) where some key is in
    several records: those keys, with the fields in which their records differ — which one a task
    means ("current prices only") is told by those fields (a probe's script took a price list's
    first row of a code, its old price). '' when no key repeats."""
    keys = [k for k in (found[0] if found and isinstance(found[0], dict) else {}) if not str(k).startswith("_")]
    if not keys or len(found) < 4:
        return ""
    first = keys[0]
    rows: dict[str, list[dict[str, Any]]] = {}
    for r in found[:5000]:
        v = r.get(first)
        if isinstance(v, (str, int)) and str(v).strip():
            rows.setdefault(str(v).strip(), []).append(r)
    repeated = {k: rs for k, rs in rows.items() if len(rs) > 1}
    if not repeated or len(rows) < 0.6 * len(found) or len(repeated) * 2 > len(rows):
        return ""
    parts = []
    copies = True  # every repeated key's records alike in every field: one record written twice
    for key, rs in repeated.items():
        differ = [k for k in keys[1:] if len({str(getattr(r.get(k), "raw", r.get(k))) for r in rs}) > 1]
        copies = copies and not differ
        if len(parts) < limit:
            shown = "; ".join(f"{k} " + ", ".join(repr(str(getattr(r.get(k), "raw", r.get(k)))) for r in rs[:3])
                              for k in differ[:3])
            parts.append(f"{key!r} is in {len(rs)} records" + (f" ({shown})" if shown else ""))
    # Copies of one record (an export's page breaks) are counted once; a task may sum them twice.
    what = (f": each a copy of the same record, alike in every field: count each {first} once" if copies
            else ": keep the record the task means")
    return (f"\n{len(repeated)} {first} value{'s are' if len(repeated) > 1 else ' is'} in more than one record: "
            + " | ".join(parts) + what)


def blanks_note(found: list[dict[str, Any]], limit: int = 3) -> str:
    """The columns of numbers with blank cells ('' or None), with how many: a script that takes
    the minimum of such a column, or converts each value with float(), stops at the first blank
    (a probe's script stopped so twice and ran out of time). '' when there are none."""
    parts = []
    for key, values in columns(found[:5000]):
        if not isinstance(key, str) or key.startswith("_"):
            continue
        blank = sum(1 for v in values if v is None or (isinstance(v, str) and not v.strip()))
        numbers = sum(1 for v in values if isinstance(v, (int, float)) and not isinstance(v, bool))
        if blank and numbers and blank + numbers == len(values):
            parts.append(f"{key} ({blank} of {len(values)})")
        if len(parts) >= limit:
            break
    if not parts:
        return ""
    return ("\nnumber columns with blank cells, given as '' (skip them before comparing or converting: "
            "`if r[key] != ''`): " + ", ".join(parts))


def groups_note(top: Any, writes: bool = False) -> str:
    """For a document (`top`, its parsed data) whose records sit in several lists
    (`grouped_records`): the fields that name the list each record came from, with their values,
    so a script filters on them by name; for a task that may change files, how set_value reaches
    one value of the file itself."""
    grouped = grouped_records(top) if isinstance(top, dict) else None
    if not grouped:
        return ""
    parts = []
    for f in grouped.fields:
        values = list(dict.fromkeys(str(r.get(f)) for r in grouped))
        parts.append(f"{f!r} ({', '.join(map(repr, values[:8]))}{', ...' if len(values) > 8 else ''})")
    note = ("\n(the records of all its lists in one list; the key of the list each came from is in "
            + ", ".join(parts) + ")" if parts else "")
    rows: Any = top
    for k in grouped.first_list:
        rows = rows[k]
    if writes and rows[0]:
        field = next(iter(rows[0]))
        note += (f"\nTo change one value in the file itself, reply with set_value with its path's keys joined by "
                 f"dots, a list's items by index (key {'.'.join([*grouped.first_list, '0', str(field)])!r} for the "
                 f"{field!r} of the first of its {len(rows)} records there).")
    return note


def _new_file_named(path: Path, rel: str, objective: str) -> bool:
    """Whether the objective names a file that is not there yet (an output of its own): then the
    data file is read, not changed."""
    root = Path(os.fspath(path)[: -len(rel)] or ".")
    return any(not (root / name).exists() for name in re.findall(r"[\w./-]*\w\.[A-Za-z]\w{1,4}\b", objective)
               if not name.startswith("."))


_GIVES = re.compile(r"\Arecords\((?P<call>'[^'\n]*')\) gives (?P<n>\d+) dicts")


def same_columns_line(shape: str, rel: str, first: str) -> str:
    """The records line of a table file whose header line is that of `first`, shown before it:
    its count, and its keys said to be those of `first` (whose line gave the notes on them)."""
    m = _GIVES.match(shape)
    if m is None:
        return shape
    return f"records({rel!r}) gives {m.group('n')} dicts with the keys of records({first!r}), read the same way"


def file_previews(root: Path, files: list[str], objective: str, redact: Any = None, *,
                  code_lines: int | None = None, writes: bool = True, named_code_only: bool = False) -> str:
    """The first lines of the text files a task most likely needs, within a small budget.

    Files the objective names come first, then files under folders it names, then the rest
    (small workspaces are previewed whole). A model that has seen a file's format writes code
    that parses it right the first time. With `code_lines` (a task whose check is a test run),
    source files that are not tests come first, with that many lines: the bug is in them. With
    `named_code_only` (a question about the structure of Python code, which the script reads with
    ast), only the source files the objective names: the first lines of a dozen others were half a
    first message's tokens and no help to a script that parses every file.
    """
    words = objective.lower()
    named_dirs = named_folders(objective)

    def is_source(rel: str) -> bool:
        return os.path.splitext(rel)[1].lower() in _CODE_SUFFIXES and not is_test_path(rel)

    present = set(files)
    candidates = [f for f in files if _is_text_candidate(f)
                  or (len(files) <= PREVIEW_SNIFF_FILES and _text_by_content(root, f, present))]
    singled = singled_files(candidates, objective)

    def rank(rel: str) -> tuple[int, int, int, str]:
        base = os.path.basename(rel).lower()
        if code_lines and is_source(rel):
            tier = -1
        elif rel.lower() in words or (base in words and "." in base):
            tier = 0
        elif any(rel.startswith(d.rstrip("/") + "/") for d in named_dirs):
            tier = 1
        else:
            tier = 2
        # Among them, the files the task's words single out first (`scope_lines`).
        return (tier, 0 if rel in singled else 1, rel.count("/"), rel)

    out: list[str] = []
    used = 0
    shown = 0
    headers: dict[str, str] = {}  # a table file's header line -> the first file previewed with it
    if named_code_only:
        candidates = [f for f in candidates if os.path.splitext(f)[1].lower() not in _CODE_SUFFIXES or rank(f)[0] == 0]
    for rel in sorted(candidates, key=rank):
        if shown >= PREVIEW_FILES or used >= PREVIEW_TOTAL_CHARS * (2 if code_lines else 1):
            break
        path = root / rel
        if not path.is_file() or path.is_symlink():
            continue
        source = bool(code_lines) and is_source(rel)
        shape = None if source else records_line(path, rel, objective, writes)
        lines = code_lines if source and code_lines else (
            ROW_PREVIEW_LINES if shape and kind_of(path) in _ROW_KINDS else PREVIEW_LINES)
        head = head_lines(path, lines, PREVIEW_LINE_CHARS)
        if head is None:
            continue
        if redact is not None:
            head = redact(head)
        whole = path.stat().st_size <= 4096 and head.count("\n") + 1 < lines
        label = "whole file" if source and whole else "first lines"
        block = f"--- {rel} ({label})\n{head if head.strip() else '(empty)'}"
        first_line = head.split("\n", 1)[0]
        if shape and kind_of(path) in ("csv", "tsv") and first_line.strip():
            if first_line in headers:
                # A file of the same columns as one shown (a month's export beside another's): its
                # rows, and its records line without the notes on those columns again.
                shape = same_columns_line(shape, rel, headers[first_line])
            else:
                headers[first_line] = rel
        if shape:
            block += "\n" + (redact(shape) if redact is not None else shape)
        if used + len(block) > PREVIEW_TOTAL_CHARS * (2 if code_lines else 1) and shown:
            continue
        out.append(block)
        used += len(block)
        shown += 1
    return "\n".join(out)


# --- what the guided loop reads from the objective ------------------------------------------------

#: Calls of the grouped export the host opens: the first, and one more after a failed one.
GROUP_TRIES = 2

#: Guided mode: the typed tools as one more kind of reply (a ```tool block, grammar-constrained).
GUIDED_TOOLS_NOTE = """You may also reply with one tool call in a ```tool code block. The host computes the
result exactly (nothing is run), so use a tool when one fits what you need to read or count:
```tool
{"name": "find_files", "arguments": {"glob": "*.csv"}}
```
Tools (? marks an optional argument):
"""
#: With the export tool offered (a change): the reply a table- or records-to-file task should be.
#: A 1.5B coder model otherwise writes a python-docx or csv script and gets the table's shape
#: wrong (columns read as rows, the header lost), in a probe of our own.
GUIDED_EXPORT_NOTE = """To write the rows of a table (a .docx table, a CSV, JSON or log file) to a file, exactly or
filtered, reply with data_export instead of a script. Example (unrelated to your task):
Task: Save the rows of staff.csv whose team is Ops to ops.csv.
Your reply:
```tool
{"name": "data_export", "arguments": {"path": "staff.csv", "output": "ops.csv", "where": ["team = Ops"]}}
```
"""

#: With set_value offered (a change): the reply for one setting of a settings file. Without it a
#: 1.5B model loaded the file with a parser and appended the section again, or guessed a JSON
#: file's nesting wrong and ran out of time fixing the script (probes of our own).
GUIDED_SETTINGS_NOTE = """To change or add one setting of an INI, TOML, YAML, .env or JSON file, reply with set_value: it
changes that one line and keeps every other line and comment. Example (unrelated to your task):
Task: In config/app.toml set the pool size of the [database] table to 20.
Your reply:
```tool
{"name": "set_value", "arguments": {"path": "config/app.toml", "key": "database.pool_size", "value": "20"}}
```
"""

#: A command the objective asks to run, in backticks: `pytest -q`, `make check`, `go test ./...`.
_CHECK = re.compile(r"\b(?:run|runs|running|execute|with)\b[^`.]{0,40}`([^`\n]{2,120})`", re.I)
_CHECK_PROGRAMS = re.compile(r"^(?:python3?\s+-m\s+(?:unittest|pytest)\b|pytest\b|make\s+(?:test|check)\b|"
                             r"npm\s+test\b|go\s+test\b|cargo\s+test\b|tox\b|python3?\s+[\w./-]+\.py\b)")


def check_command(objective: str) -> str | None:
    """The test or check command an objective tells us to run, when it names one in backticks
    (`check it with `make check``); None otherwise. Only test runners and scripts:
    a backticked `rm -rf build` in an objective is something to do, not a check to repeat."""
    for m in _CHECK.finditer(objective):
        command = m.group(1).strip()
        if _CHECK_PROGRAMS.match(command) and not re.search(r"[;&|<>$`]", command):
            return command
    return None


#: A task to fix code that its tests show failing ("find and fix the bug ... Tests are in tests/").
_FIX_ASKED = re.compile(r"\b(?:fix\w*|bugs?|failing|fails|broken)\b", re.I)
_TESTS_SAID = re.compile(r"\btests?\b|\bpytest\b|\bunittest\b", re.I)
#: The most files looked at for tests.
TEST_SCAN_FILES = 400


def task_check(objective: str, root: Path | None = None) -> str | None:
    """The check a task is held to: the command its objective names (`check_command`), else, for a
    task that asks to fix code and speaks of its tests, the workspace's test runner
    (`inferred_check`). A probe's "find and fix the bug ... Tests are in tests/ (pytest)" named no
    command; its model read the data tables and never ran the tests."""
    return check_command(objective) or (inferred_check(str(root), objective) if root is not None else None)


#: Where a check is run from: "run them from inside golfclub/", "from the app folder", "from within src/".
_CHECK_DIR = re.compile(r"\bfrom\s+(?:inside\s+|within\s+|in\s+)?(?:the\s+)?`?((?:[\w.-]+/)*[\w.-]+)/?`?"
                        r"(?:\s+(?:folder|directory|dir))?", re.I)


_RUN_INSIDE = re.compile(r"\b(?:inside|within)\s+(?:the\s+)?`?((?:[\w.-]+/)*[\w.-]+)/?`?(?:\s+(?:folder|directory|dir))?", re.I)


#: "In the nursery/ folder, run `python -m unittest`", "in app/, run the tests": the folder a run is
#: said to happen in, just before the run.
_IN_DIR_RUN = re.compile(r"\bin\s+(?:the\s+)?`?((?:[\w.-]+/)*[\w.-]+)/?`?(?:\s+(?:folder|directory|dir))?\s*,?\s+"
                         r"(?:run|running|execute|executing)\b", re.I)


def check_dir(objective: str, root: Path | None) -> str:
    """The workspace folder the objective says its check runs from ("run them from inside
    golfclub/ with `python -m unittest discover -s tests`"), or "." (the workspace root). A probe's
    check ran at the root, failed to import, and the model's first turn went on finding where."""
    if root is None:
        return "."
    # "Running `python -m unittest` inside app/ gives failures": "inside" or "within" a folder,
    # just after the running of a command, is where it runs too.
    ran = [m for m in _RUN_INSIDE.finditer(objective)
           if re.search(r"\b(?:run\w*|ran)\b|`[^`]+`", objective[max(0, m.start() - 80):m.start()], re.I)]
    for m in [*_CHECK_DIR.finditer(objective), *ran, *_IN_DIR_RUN.finditer(objective)]:
        rel = m.group(1).strip("/")
        if rel in (".", "..") or rel.startswith("..") or "/.." in rel:
            continue
        path = root / rel
        if path.is_dir() and path.resolve().is_relative_to(root.resolve()):
            return rel
    return test_home(str(root)) or "."


def test_home(root: str) -> str | None:
    """The folder a project's tests run from when the objective says none: the one folder that
    holds the workspace's test folder (`shop/` for shop/tests/test_price.py), when every test
    file is under a `tests` or `test` folder below the same one; None for tests at the root's own
    tests/, beside the code, or in several projects. A probe's check ran at the root, found 0 tests,
    "passed", and the model finished with the bug in place."""
    tests, whole = _test_files(root)
    if not whole:
        return None
    homes: set[str] = set()
    for t in tests:
        parts = t.parent.relative_to(root).parts
        at = next((i for i, part in enumerate(parts) if part in ("tests", "test")), None)
        homes.add("/".join(parts[:at]) if at is not None else "?")
    home = homes.pop() if len(homes) == 1 else None
    return home if home and home != "?" else None


def _test_files(root: str) -> tuple[list[Path], bool]:
    """The workspace's test files (`test_*.py`, `*_test.py`; hidden, cache and venv folders skipped),
    and whether the walk saw the whole tree (it stops after the folder that passes TEST_SCAN_FILES)."""
    tests: list[Path] = []
    seen = 0
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d not in ("__pycache__", "node_modules", "venv"))
        for f in sorted(filenames):
            seen += 1
            if f.endswith(".py") and (f.startswith("test_") or f.endswith("_test.py")):
                tests.append(Path(dirpath, f))
        if seen > TEST_SCAN_FILES:
            return tests, False
    return tests, True


@functools.lru_cache(maxsize=64)
def inferred_check(root: str, objective: str) -> str | None:
    """The workspace's test runner (pytest or unittest) for a fix task (`_FIX_ASKED`, `_TESTS_SAID`)
    over a workspace with test files (`test_*.py`, `*_test.py`): unittest when they are unittest
    cases and the objective does not say pytest; pytest when it is installed. None otherwise."""
    if not (_FIX_ASKED.search(objective) and _TESTS_SAID.search(objective)):
        return None
    tests, _whole = _test_files(root)
    if not tests:
        return None
    texts = [read_text(t, 65536) or "" for t in tests[:20]]
    # -B and no pytest cache: a check leaves no __pycache__ or .pytest_cache in the workspace,
    # which would be reported as files the task made.
    unit = all(re.search(r"\bunittest\b", t) for t in texts)
    if unit and not re.search(r"\bpytest\b", objective, re.I):
        return "python3 -B -m unittest"
    return ("python3 -B -m pytest -q -p no:cacheprovider" if importlib.util.find_spec("pytest") is not None
            else None)


#: A traceback frame inside a test function, with its source line: what the failing test called.
#: At most this much of the code under test is quoted after a failing check.
UNDER_TEST_CHARS = 1800
UNDER_TEST_FILES = 400


#: How `one_day_slip`'s note begins (the host then reruns the script with the month's test).
ONE_DAY_LEAD = "and the script keeps only the records of one day of it"


def code_under_test(root: Path, output: str) -> str:
    """The functions and classes a failing test run calls, as defined in the workspace's source
    files that are not tests (found with `ast`, quoted as they are). From the traceback frames inside
    test functions (unittest and pytest print the failing line): each name called on that line
    (`apply_discount(100, 0.2)`, `cart.total()`), except assertions and builtins. A 1.5B model
    shown only the test output opened the test file and "fixed" nothing; the code it must change
    is this. Empty when nothing called is defined outside the tests."""
    names: list[str] = []
    for m in TEST_FRAME.finditer(output or ""):
        for name in CALLED.findall(m.group(4)):
            if (name.startswith(("assert", "test")) or name in dir(builtins) or name in ("self", "pytest")
                    or name in names):
                continue
            names.append(name)
    if not names:
        return ""
    defs: dict[str, list[tuple[str, int, int, list[str], ast.AST]]] = {}  # name -> where it is defined
    seen = 0
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d not in ("__pycache__", "node_modules", "venv", ".venv"))
        for fname in sorted(filenames):
            rel = os.path.relpath(os.path.join(dirpath, fname), root)
            if not fname.endswith(".py") or is_test_path(rel):
                continue
            seen += 1
            if seen > UNDER_TEST_FILES:
                break
            try:
                text = (root / rel).read_text(encoding="utf-8", errors="replace")
                tree = ast.parse(text)
            except (OSError, SyntaxError, ValueError):
                continue
            lines = text.splitlines()
            for node in ast.walk(tree):
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    start = min([node.lineno] + [d.lineno for d in node.decorator_list])
                    defs.setdefault(node.name, []).append((rel, start, node.end_lineno or node.lineno, lines, node))
    # The workspace's own functions those call, after them: the bug may be one call down (a
    # probe's check called is_valid(), whose helper normalize() dropped a character; shown the
    # caller alone, the model copied it back unchanged three times).
    inner: list[str] = []
    for name in names:
        for *_, node in defs.get(name, []):
            for call in ast.walk(node):
                if isinstance(call, ast.Call):
                    f = call.func
                    called = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
                    if called in defs and called not in names and called not in inner and called not in dir(builtins):
                        inner.append(called)
    order = [*names, *inner]
    found = [(order.index(name), rel, start, end, lines) for name in order for rel, start, end, lines, _ in defs.get(name, [])]
    if not found:
        return ""
    out = ["The code the failing tests call (the tests are right; the bug is in this code):"]
    used = len(out[0])
    for _, rel, start, end, lines in sorted(found, key=lambda f: (f[0], f[1], f[2])):
        # Unnumbered: an edit block's SEARCH copies these lines as they are in the file.
        block = f"--- {rel} (lines {start}-{end})\n" + "\n".join(lines[start - 1:end])
        if used + len(block) > UNDER_TEST_CHARS and len(out) > 1:
            break
        out.append(block[:UNDER_TEST_CHARS])
        used += len(block)
    return "\n".join(out)


#: "Run report.py", "run the script tools/sum.py", "execute `build.sh`": a script file to run.
_RUN_SCRIPT = re.compile(
    r"\b(?:run|execute)\s+(?:the\s+)?(?:script\s+|program\s+)?`?((?:[\w.-]+/)*[\w-][\w.-]*\.(?:py|sh))`?(?![\w/])",
    re.I)


def script_command(objective: str, root: Path) -> str | None:
    """The command that runs a workspace script the objective tells us to run (`Run report.py
    to compute them` → `python3 report.py`); None when it names none or the file is not a
    regular file inside the workspace."""
    real_root = os.path.realpath(root)
    for m in _RUN_SCRIPT.finditer(objective):
        rel = m.group(1).removeprefix("./")
        real = os.path.realpath(os.path.join(real_root, rel))
        if not real.startswith(real_root + os.sep) or not os.path.isfile(real):
            continue
        return f"{'python3' if rel.endswith('.py') else 'bash'} {shlex.quote(rel)}"
    return None


#: An objective about the structure of Python code: which functions, classes, parameters...
PY_STRUCTURE = re.compile(
    r"(?=.*\b(?:python|\w+\.py|modules?|package)\b)(?=.*\b(?:functions?|methods?|class(?:es)?|parameters?|arguments?|"
    r"decorators?|def|imports?|imported|importing)\b)", re.I | re.S)
#: Without it a small model matched function definitions as text (missing ones with parameters)
#: or imported the module it was asked about; told to use `ast`, it stopped at its own ast errors
#: (a ClassDef's `.args`, a path joined as text) in development traces.
PY_STRUCTURE_NOTE = (
    "Python source: read it with `records(path)` (never import the workspace's modules, never match their "
    "text): for a .py file, or a glob of them (`records('pkg/**/*.py')`; the whole workspace: "
    "`records('**/*.py')`), one dict per import, class, function, method and call, with the keys file, line, kind "
    "('import', 'class', 'function', 'method' or 'call': a call of `name`, written `name(...)` or "
    "`obj.name(...)`, whose 'in' is the function or method it is made in and 'args' its arguments; or 'env': "
    "an environment variable read, `os.environ['X']` or `os.getenv('X')`, X its name), name, class (a method's class, or the "
    "class of a call's method), params (the parameter names; "
    "`self`, `*args` and `**kw` too), names (what `from m import ...` takes) and docstring ('' when none); an "
    "import's name is its module (`import a.b` gives 'a.b'). Print every file's path with the names and counts "
    "you found in it, then the answer."
)


#: The modules python_records_line reads at most for its count.
PY_RECORDS_FILES = 200


def python_records_line(root: Path, files: list[str], objective: str) -> str | None:
    """What `records()` gives for the Python source the objective is about, as a model sees a data
    file's first record: the call for the .py file it names, else a glob over the folder it names,
    else over the whole workspace (`records('**/*.py')`) — the call shown is the call the model
    writes (development trace: shown one module's call for a question about "this workspace",
    its script read that module alone) — with the count and one record: an environment variable read
    for a question about them, an import for a question about imports, else a def. None when nothing
    there parses."""
    py = [f for f in files if f.endswith(".py")]
    named = [f for f in named_inputs(objective, root) if f.endswith(".py")]
    dirs = [d for d in named_folders(objective) if any(f.startswith(d) for f in py)]
    if named:
        call, scope = named[0], named[:1]
    elif dirs:
        call, scope = f"{dirs[0]}**/*.py", [f for f in py if f.startswith(dirs[0])]
    else:
        call, scope = "**/*.py", py
    found: list[dict[str, Any]] = []
    for rel in scope[:PY_RECORDS_FILES]:
        try:
            found.extend(python_records(root / rel, rel))
        except (OSError, ValueError):
            continue
    kinds = (("env",) if re.search(r"\benvironment\s+variables?\b|\benv\s+vars?\b|getenv|os\.environ", objective, re.I)
             else ("import",) if re.search(r"\bimport", objective, re.I) else ("function", "method"))
    defs = [r for r in found if r["kind"] in kinds] or found
    if not defs:
        return None
    example = {**defs[0], "docstring": str(defs[0]["docstring"])[:40]}
    return f"records({call!r}) gives {len(found)} dicts; e.g. {shown_record(example)}"
