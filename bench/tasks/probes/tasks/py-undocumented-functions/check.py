import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# module-level, public, no docstring (async def included; a comment or a string assigned to a
# variable is not a docstring)
EXPECTED = ["get_version", "close_account", "is_balanced", "export_sql", "fetch_rates", "monthly_totals"]
# methods, a nested function, ''' / one-line "..." / r""" docstrings, a multi-line signature,
# private helpers, and functions outside the package (tests/, scripts/)
WRONG = ["current_balance", "is_debit_normal", "post_entry", "entries_for", "by_code", "open_account",
         "format_amount", "reverse_entry", "export_csv", "_check_code", "_round2", "_sniff", "rebuild_index",
         "make_accounts", "test_balanced_entry", "test_close_account", "read_statement",
         "currency_symbol", "trial_balance", "make_entry", "parse_date", "chunks"]
# a sentence that mentions a wrong name while explaining why it is left out is fine (the cues
# are positive-sense: "no docstring" / "not documented" is the question itself)
EXCLUDING = re.compile(r"\b(excluded?|excluding|except|ignored?|ignoring|skipped?|leaving out|left out|"
                       r"nested|private|has a docstring|have (a )?docstrings?|do have|does have|outside|"
                       r"not counted|don't count|doesn't count|is documented|are documented)\b")


def final_answer(ev):
    evs = [e for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(evs and str(evs[-1].get("text") or "").strip(), "no answer_completed text in events")
    return str(evs[-1].get("text"))


def check(ws, ev):
    ans = final_answer(ev)
    missing = [n for n in EXPECTED if not has_word(ans, n)]
    require(not missing, "answer does not name: %s" % ", ".join(missing))
    for line in re.split(r"\n|(?<=[.;!?])\s+", ans):
        if EXCLUDING.search(norm(line)):
            continue
        listed = [n for n in WRONG if has_word(line, n)]
        require(not listed, "answer lists %s, which should not be counted" % ", ".join(listed))
    require(has_number(ans, len(EXPECTED)), "answer does not give the count 6")
    # a question: the workspace must be left as it was (bytecode caches from importing are tolerated)
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    extra = [p for p in set(list_files(ws)) - set(list_files(pws))
             if "__pycache__/" not in p and not p.startswith(".pytest_cache/")]
    require(not extra, "files were added to the workspace: %s" % ", ".join(sorted(extra)))
    return "6 undocumented public functions named"

run_check(check)
