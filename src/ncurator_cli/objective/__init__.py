"""What an objective names, read by patterns: .docx references.

Whether an objective is a question or a change, and which outputs it names, is decided once by
``objective.intent``; the guided plan (``guided.plan``) and the capabilities use that decision.
"""

from __future__ import annotations

import fnmatch
import re
from collections.abc import Iterator
from typing import Any

from ..words import MONTH_NAMES, STOPWORDS, month_number
from .intent import paths_in, relocates

DOCX_REF = re.compile(r"[\w./\-]*\.docx\b", re.I)


def named_folders(objective: str) -> list[str]:
    """The folders an objective writes with a trailing slash (`data/`, `docs/reports/`), each
    ending with `/`."""
    return list(dict.fromkeys(d.rstrip("/") + "/" for d in re.findall(r"([\w.\-]+(?:/[\w.\-]+)*)/", objective)))


#: A folder named in words: "the emails folder", "our minutes directory", "folder called notes".
_FOLDER_WORDS = re.compile(r"\b(?:the|our|my|your|their|a|this)\s+([\w.-]+)\s+(?:folder|directory|dir)\b"
                           r"|\b(?:folder|directory)\s+(?:called\s+|named\s+)?`?([\w.-]+)/?`?", re.I)


def worded_folders(objective: str) -> list[str]:
    """The folder names an objective gives in words ("see the emails folder" -> 'emails'), without
    a trailing slash; whether each exists is the caller's to check."""
    return [next(g for g in m.groups() if g) for m in _FOLDER_WORDS.finditer(objective)]


_NAME_TOKEN = re.compile(r"[a-z]+\d*|\d+")


def _tokens(text: str) -> set[str]:
    """Lower-case words and numbers ("Q1_2024_report" -> q1, 2024, report; a plural loses its s)."""
    out = set()
    for t in _NAME_TOKEN.findall(text.lower()):
        out.add(t[:-1] if len(t) > 3 and t.endswith("s") and not t.endswith("ss") else t)
    return out


#: An example the objective gives ("named after the month, for example scans/2024-11/", "(written
#: like 2024-11-03)"): its words illustrate a form, they do not pick files.
_EXAMPLE = re.compile(r"\([^()]*\b(?:e\.g\.|for example|for instance|such as|like)\b[^()]*\)"
                      r"|\b(?:e\.g\.|for example|for instance|such as)\s*,?\s*(?:[^.;:()]|\.(?=\S))*", re.I)


def without_examples(objective: str) -> str:
    """The objective with the examples it gives left out (see `_EXAMPLE`)."""
    return _EXAMPLE.sub(" ", objective)


#: A quantity the objective states ("-15.0 °C", "30 minutes", "2.5 m", "12%"): its digits are a
#: value, not a part of a file's name (a day "15" in `freezer_A_2025-11-15.csv`).
_STATED_VALUE = re.compile(r"(?<![\w/])[-+−]?\d+(?:[.,]\d+)+\b|(?<![\w/])[-+−]\d+\b"
                       r"|\b\d+\s*(?:%|°|(?:minutes?|mins?|hours?|hrs?|seconds?|secs?|days?|weeks?|months?|years?"
                       r"|[kmgt]i?b|bytes?|kg|km|cm|mm|m|s|h)\b)", re.I)


#: A name written as called (`close_ticket()`, `obj.save(`).
_CALLED = re.compile(r"[A-Za-z_][\w.]*\(")


def _said_letters(objective: str, name_words: set[str]) -> set[str]:
    """Single capital letters the objective puts right after a word of the files' names
    ("freezer A", "site B" beside `freezer_A_…`, `freezer_B_…`): they name files too."""
    return {m.group(2).lower() for m in re.finditer(r"\b([A-Za-z]{2,})\s+([A-Z])\b", objective)
            if _tokens(m.group(1)) & name_words}


def singled_out(paths: list[str], objective: str) -> tuple[list[str], list[str], list[str]] | None:
    """The files of a set that the objective's words single out: (named, others, the words).

    Among files of one kind, the name parts that differ between them ("Q1", "Q4", "forecast",
    "2023") tell them apart; when the objective says some of those parts, the files with none of
    them are not the ones it means ("the Q1, Q2 and Q3 reports" beside a Q4 forecast). A glob the
    objective writes (`INC-2025-*.docx`) names the files it matches. None when the words single
    out nothing (no differing part said, or every file has one)."""
    if len(paths) < 2:
        return None
    objective = without_examples(objective)
    globs = [g for g in re.findall(r"[\w.\-/]*[*?][\w.\-/*?\[\]]*", objective) if "." in g]
    if globs:
        named = [p for p in paths if any(fnmatch.fnmatch(p, g) or fnmatch.fnmatch(p.rsplit("/", 1)[-1], g)
                                         for g in globs)]
        if named and len(named) < len(paths):
            return named, [p for p in paths if p not in named], globs
    names, said = _said_parts(paths, objective)
    if not said:
        return None
    named = [p for p in paths if names[p] & set(said)]
    if not named or len(named) == len(paths):
        return None
    return named, [p for p in paths if p not in named], said


def _said_parts(paths: list[str], objective: str) -> tuple[dict[str, set[str]], list[str]]:
    """Each file's name parts, and the parts that differ between the files that the objective says."""
    names = {p: _tokens(p.rsplit("/", 1)[-1].rsplit(".", 1)[0]) | _tokens(p.rsplit("/", 1)[0] if "/" in p else "")
             for p in paths}
    common = set.intersection(*names.values())
    differing = set.union(*names.values()) - common
    # A name called in the objective (`close_ticket()`) is code, not a part of a file's name: a
    # probe's "which functions call close_ticket()" had singled out tickets.py as the only file.
    words = _CALLED.sub(" ", _STATED_VALUE.sub(" ", objective))
    letters = _said_letters(words, set.union(*names.values()))
    said = sorted(differing & (_tokens(words) | letters), key=lambda t: (len(t) < 2, t))
    # A function word ("to") in a file's name ("sport-12-to-5") picks nothing: the objective says
    # it as English (a probe's "rename each of them to ..." singled out that one recording).
    return names, [t for t in said if (len(t) >= 2 and t not in STOPWORDS) or t in letters]


def best_described(paths: list[str], objective: str) -> str | None:
    """The one file of a set whose name holds more of the parts the objective says than any other
    ("Rosa ... her June bill" among the Rosa May, Ted June and Rosa June bills); None for none, or a tie."""
    if len(paths) < 2:
        return paths[0] if paths else None
    names, said = _said_parts(paths, objective)
    scores = sorted(((len(names[p] & set(said)), p) for p in paths), reverse=True)
    return scores[0][1] if scores[0][0] > scores[1][0] else None


_ROTATED = re.compile(r"(?:\.\d+)?(?:\.gz)?$")


def _singled_groups(files: list[str], objective: str) -> list[tuple[str, list[str], tuple[list[str], list[str], list[str]]]]:
    """For each kind of file (by extension) of which the objective's words single out some: the
    extension, the files of that kind, and `singled_out`'s (named, others, words)."""
    folders = named_folders(objective)
    pool = [f for f in files if not f.endswith("/") and (not folders or any(f.startswith(d) for d in folders))]
    by_kind: dict[str, list[str]] = {}
    for f in pool:
        name = _ROTATED.sub("", f.rsplit("/", 1)[-1])  # app.log.2.gz is a .log file
        if "." in name.strip("."):
            by_kind.setdefault(name.rsplit(".", 1)[-1].lower(), []).append(f)
    out = []
    for ext, group in by_kind.items():
        found = singled_out(group, objective)
        if found is not None:
            out.append((ext, group, found))
    return out


def singled_files(files: list[str], objective: str) -> set[str]:
    """The files the objective's words single out among those of their kind (`scope_lines`)."""
    return {f for _, _, (named, _, _) in _singled_groups(files, objective) for f in named}


def scope_lines(files: list[str], objective: str, *, limit: int = 8) -> list[str]:
    """For each kind of file (by extension) of which the objective's words single out some: a
    line naming those and the others. Files in the folders the objective names, when it names
    some; a folder ends with `/` in `files` and is skipped."""
    out = []
    for ext, group, (named, others, words) in _singled_groups(files, objective):
        if all(n in objective or n.rsplit("/", 1)[-1] in objective for n in named):
            continue  # the objective writes those files' names: nothing to add
        out.append(f"The task's words ({', '.join(words)}) single out {len(named)} of the {len(group)} .{ext} files: "
                   f"{', '.join(named[:limit])}{' ...' if len(named) > limit else ''}; not: "
                   f"{', '.join(others[:limit])}{' ...' if len(others) > limit else ''}.")
    return out


def restates_task(answer: str, objective: str) -> bool:
    """Whether a `DONE:` answer is the task's own words (a 1.5B model's first reply to a request for
    a file: "totals.csv in the workspace root with the header ...", and no file): eight or
    more of the objective's words in a row, and hardly a word of its own."""
    said = re.findall(r"[\w.,/-]+", answer.lower())
    asked = re.findall(r"[\w.,/-]+", objective.lower())
    if len(said) < 8 or not asked:
        return False
    words = set(asked)
    own = [w for w in said if w not in words]
    if len(own) > len(said) // 10:
        return False
    text, spans = " ".join(asked), (" ".join(said[i:i + 8]) for i in range(len(said) - 7))
    return any(span in text for span in spans)


#: A request for a quantity: "how many", "how much", or a total/count/sum/... asked for ("give the
#: folder and its total in bytes", "what is the average"). Not "sort by size" or "the file with
#: the most lines": those ask for a name.
_QUANTITY = re.compile(
    r"\bhow\s+(?:many|much)\b"
    r"|\b(?:give|report|tell\s+me|state|include|print|show|and|with|what\s+is|what's|what\s+are)\s+(?:me\s+)?"
    r"(?:the|its|their|his|her)\s+(?:(?:grand|overall|combined|total|exact)\s+)?"
    r"(?:total|sum|count|number|average|mean|median|amount|percentage|share|size|length)\b(?!\s+(?:of\s+)?(?:file|folder|director)\w*\s+(?:name|path))",
    re.I)
#: A number in an answer, written in digits or as a word ("none", "no keys", "three").
_GIVEN_NUMBER = re.compile(
    r"\d|\b(?:zero|none|no|nothing|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
    r"dozen|hundred|thousand|million|billion)\b", re.I)


def asks_quantity(objective: str) -> str | None:
    """The words of the objective that ask for a quantity ("how many", "its total"), or None."""
    m = _QUANTITY.search(without_examples(objective))
    return " ".join(m.group(0).split()) if m else None


#: A question that asks for a date: "(date and ...)", "which day", "what date", "on what day", "the
#: dates", "when did/was/is/were/does ..." ("when" may be answered by a time of day too).
_ASKS_DATE = re.compile(
    r"\((?:the\s+)?dates?\b(?!\s+(?:as|in|written)\b)|\b(?:which|what)\s+(?:date|day)s?\b|\bon\s+what\s+(?:date|day)\b"
    r"|\b(?:give|list|tell\s+me|state|with|and)\s+(?:me\s+)?(?:the|its|their)\s+dates?\b"
    r"|\bwhen\s+(?:did|was|were|is|are|does|do|will)\b", re.I)
#: A question that asks for a length of time: "how long", "roughly how long", "the duration".
_ASKS_DURATION = re.compile(r"\bhow\s+long\b(?!\s+(?:is|are|was|were)\s+(?:the\s+|its\s+|their\s+)?(?:\w+\s+){0,3}?"
                            r"(?:names?|lines?|words?|strings?|paths?|lists?|titles?|files?)\b)"
                            r"|\b(?:the|its|their)\s+(?:total\s+|overall\s+|combined\s+)?durations?\b", re.I)
_MONTH_WORDS = ("jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|"
                "august|september|october|november|december")
_DAY_WORDS = "mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday"
#: A date in an answer: 2025-04-17, 17/04/2025, 17.4., "17 April", "April 17", a weekday, today/yesterday.
_GIVEN_DATE = re.compile(
    rf"\b\d{{4}}-\d{{1,2}}-\d{{1,2}}\b|\b\d{{1,2}}[/.]\d{{1,2}}(?:[/.]\d{{2,4}})?\b"
    rf"|\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{_MONTH_WORDS})\b|\b(?:{_MONTH_WORDS})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?\b"
    rf"|\b(?:{_DAY_WORDS})\b|\b(?:today|yesterday|tomorrow)\b|\b\d{{1,2}}(?:st|nd|rd|th)\b", re.I)
#: A time of day in an answer (what a "when" question may be answered with): 14:05, 2pm, 9 a.m.
_GIVEN_TIME = re.compile(r"\b\d{1,2}:\d{2}\b|\b\d{1,2}\s*(?:am|pm|a\.m\.|p\.m\.)", re.I)
#: A length of time in an answer: "43 minutes", "1 h 20 min", "2.5 hours", "00:43:00", "90s".
_GIVEN_DURATION = re.compile(
    r"\b\d+(?:[.,]\d+)?\s*(?:(?:working|business|calendar|clear|full|whole)\s+)?"
    r"(?:seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|wks?|months?|years?|yrs?)\b"
    r"|\b\d{1,2}:\d{2}(?::\d{2})?\b|\b(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
    r"a\s+few|several|half\s+an?)\s+(?:(?:working|business|calendar|clear|full|whole)\s+)?"
    r"(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?)\b", re.I)


#: A question that asks for an IP address: "which source IP", "what IP address", "the IPs".
_ASKS_IP = re.compile(r"\b(?i:which|what)\s+(?:[\w-]+\s+){0,2}?IPs?\b(?:\s+address(?:es)?)?|\b(?i:the)\s+IP\s+address(?:es)?\b"
                      r"|\b(?i:list|give|name)\s+(?i:me\s+)?(?i:the)\s+(?:[\w-]+\s+)?IPs\b")
#: An IP address in an answer (v4, or v6 with two colons or more).
_GIVEN_IP = re.compile(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])|\b[0-9a-f]{1,4}(?::[0-9a-f]{0,4}){2,7}\b", re.I)


def asked_parts(objective: str) -> list[tuple[str, str]]:
    """The parts of an answer a question asks for beside a number, each as (what, the words that
    ask it): ("date", "(date") for "which was the longest one (date and roughly how long)", and
    ("length of time", "how long"), ("IP address", "which source IP"). A "when" question asks for
    a date or a time of day."""
    text = without_examples(objective)
    out: list[tuple[str, str]] = []
    m = _ASKS_DATE.search(text)
    if m:
        out.append(("date or time" if m.group(0).lower().startswith("when") else "date", " ".join(m.group(0).split())))
    m = _ASKS_DURATION.search(text)
    if m:
        out.append(("length of time", " ".join(m.group(0).split())))
    m = _ASKS_IP.search(text)
    if m:
        out.append(("IP address", " ".join(m.group(0).split())))
    return out


def gives_part(answer: str, what: str) -> bool:
    """Whether an answer states a part `asked_parts` names: a date, a date or a time, a length of time."""
    if what == "date":
        return bool(_GIVEN_DATE.search(answer))
    if what == "date or time":
        return bool(_GIVEN_DATE.search(answer) or _GIVEN_TIME.search(answer))
    if what == "IP address":
        return bool(_GIVEN_IP.search(answer))
    return bool(_GIVEN_DURATION.search(answer))


def gives_number(answer: str) -> bool:
    """Whether an answer states a number (digits or a number word, "none" included)."""
    return bool(_GIVEN_NUMBER.search(answer))


#: A word of an answer: letters, digits and the marks inside names (file.csv, a@b.org, O'Neil, A&B).
_ANSWER_WORD = re.compile(r"\w[\w.@/:'&+-]*\w|\w")
#: Sentence-opening words and pronouns written with a capital for no name's sake.
_PLAIN_CAPITALS = frozenset("i the a an it its this that these those there their they he she we you yes no "
                            "and or but so in on at of for to from by with as all each every both none".split())


def _answer_words(text: str) -> Iterator[tuple[re.Match[str], str, bool]]:
    """Each word of an answer (`_ANSWER_WORD`, quote and colon marks stripped) with whether it
    opens a sentence (the first word, or one after `.`, `!`, `?`, `:`, `;` or a line break)."""
    opening = True
    for m in _ANSWER_WORD.finditer(text):
        first, opening = opening, bool(re.match(r"\s*[.!?:;\n]", text[m.end():m.end() + 2]))
        yield m, m.group(0).strip(".:'"), first


#: How an answer that describes its answer reads: "the answer is ...", "the name and phone of the
#: customer who ...", "the ids of the tickets that ...".
_DESCRIBES = re.compile(r"\bthe (?:answer|result|output)s?\b|\b(?:of|for) (?:the|each|every|all|any) (?:[\w-]+ ){0,4}?"
                        r"(?:who|that|which|whose)\b", re.I)


def states_no_value(answer: str, objective: str) -> bool:
    """Whether an answer describes its answer and gives no value of its own (`_DESCRIBES`): no word
    the objective lacks that holds a digit, marks of a name (a dot, @, /, _) or a capital that does
    not open a sentence, nothing quoted, no yes/no, no report of nothing found. A 1.5B model's `DONE:` "The answer is the account, name,
    type, status, contact, phone, and email of the customer who ..." describes an answer and
    gives none (a probe trace). None, nothing, neither and zero are values."""
    text = _ANSWER_LEAD.sub("", answer.strip()).strip()
    if not text or finds_nothing(text) or re.match(r"(?i)(?:yes|no)\b", text) or re.search(r"[\"“`]", text):
        return False
    if not _DESCRIBES.search(text):
        return False  # only an answer that speaks of "the answer", or of "the X of the Y who ..."
    if re.search(r"(?i)\b(?:none|nothing|neither|zero)\b", text):
        return False
    asked = {w.lower().strip(".:'") for w in _ANSWER_WORD.findall(objective)}
    for _m, word, first in _answer_words(text):
        low = word.lower()
        if not word or low in asked or f"{low}s" in asked or (low.endswith("s") and low[:-1] in asked):
            continue
        if (re.search(r"\d", word) or re.search(r"\w[._@/]\w", word)
                or (word[0].isupper() and not first and word.lower() not in _PLAIN_CAPITALS)):
            return False
    return True


#: A question that asks for a person: "Who used the most ...?", "... and who was it?".
_ASKS_WHO = re.compile(r"(?:^|[.?!]\s+|\band\s+|,\s*)who\s+(?!(?:is|are)\s+(?:allowed|eligible|able)\b)"
                       r"(?:\w+\s+){0,1}(?:used|uses|has|had|have|was|were|is|are|did|does|made|sent|booked|owns|"
                       r"owes|paid|spent|ran|won|scored|logged|printed|signed|worked|took|gave|bought|sold)\b", re.I)


def asks_who(objective: str) -> bool:
    """Whether the question asks who (a person) did or has something."""
    return bool(_ASKS_WHO.search(without_examples(objective)))


def names_someone(answer: str, objective: str) -> bool:
    """Whether an answer names someone: a capitalised word of letters that is no word of the
    objective and does not open a sentence (unless the sentence is a short one, "Sam, 186 kWh."; a
    card number or user id alone names no one)."""
    text = _ANSWER_LEAD.sub("", answer.strip()).strip()
    asked = {w.lower() for w in _ANSWER_WORD.findall(objective)}
    for m, word, first in _answer_words(text):
        short = len(re.split(r"[.!?;](?!\d)|\n", text[m.start():], maxsplit=1)[0].split()) <= 4
        if (word[:1].isupper() and re.fullmatch(r"[^\W\d_][^\W\d_'-]*(?:['-][^\W\d_]+)*", word)
                and (short or not first) and word.lower() not in _PLAIN_CAPITALS and word.lower() not in asked):
            return True
    return False


#: The value of an answer's line that reports nothing: an empty collection, none/nothing/n/a, a
#: lone zero, or "no <things> (were) found".
_NOTHING_VALUE = re.compile(
    r"(?:\[\s*\]|\{\s*\}|\(\s*\)|set\(\)|none|nothing|n/?a|null|0+(?:\.0+)?|"
    r"(?:there\s+(?:are|were|is|was)\s+)?(?:no\s+(?:[\w()/-]+\s+){0,5}?|none\s+)(?:(?:was|were|is|are)\s+)?"
    r"(?:found|match\w*|returned|listed|shown|printed)"
    r"|there\s+(?:are|were|is|was)\s+no\b[^\d\n]*)",
    re.I)
#: An answer line's lead-in: the marker of a finish or of a script's answer line.
_ANSWER_LEAD = re.compile(r"^(?:(?:DONE|ANSWER|FAILED)\s*:\s*)+", re.I)
#: Prose that says a search came back empty ("the script found no callers").
_FOUND_NOTHING = re.compile(
    r"\b(?:found|returned|printed|shows?|showed|matched|lists?|listed|gave)\s+(?:nothing|none|no\s+\w+|an\s+empty)\b"
    # "no Python files define a function named main" (a development answer after a script that
    # tested the wrong field and found none)
    r"|\bno\s+(?:[\w-]+\s+){0,3}?(?:files?|functions?|methods?|records?|rows?|lines?|items?|entries|results?|"
    r"documents?|modules?)\s+(?:\w+\s+)?(?:define|defines|contain|contains|match|matches|call|calls|use|uses|"
    r"have|has|hold|holds|mention|mentions|meet|meets)\b",
    re.I)


def finds_nothing(answer: str) -> bool:
    """Whether an answer reports that nothing was found: every line of it (its `DONE:` /
    `ANSWER:` lead-ins and a `label:` before the value dropped) is an empty collection, "none",
    a lone 0 or "no X found", or the answer is one short line without a digit that says a search
    came back empty. A yes/no answer ("No.") is no such report."""
    lines = []
    for raw in answer.splitlines():
        line = _ANSWER_LEAD.sub("", raw.strip().strip("`").strip()).strip()
        if line:
            lines.append(line)
    if not lines:
        return False
    values = [(ln.rsplit(":", 1)[-1] if ln.rsplit(":", 1)[-1].strip() else ln).strip().rstrip(".!").strip()
              for ln in lines]
    if all(_NOTHING_VALUE.fullmatch(v) for v in values):
        return True
    return (len(lines) == 1 and len(lines[0]) <= 160 and not re.search(r"\d", lines[0])
            and _FOUND_NOTHING.search(lines[0]) is not None)


#: A value as an objective writes one it changes: quoted, or a run of words holding a digit
#: ("9 June 2031", "v4.1", "$31.70"), or Capitalised words ("Orbit Foods").
_TOK = r"[\w$€£:/%+-]*\d(?:[\w$€£:/%+-]|[.,](?=\w))*"
_VAL = (r"""(?:['"‘“`](?P<{n}q>[^'"’”`\n]{{1,80}})['"’”`]"""
        r"|(?P<{n}d>" + _TOK + r"(?:\s+(?:[A-Z][a-z]+|" + _TOK + r")){{0,3}}"
        r"|(?:[A-Z][a-z]+\s+){{0,3}}" + _TOK + r")"
        r"|(?P<{n}c>[A-Z][\w&-]*(?:\s+[A-Z][\w&-]*){{0,3}}))")
_OLD, _NEW = _VAL.format(n="old"), _VAL.format(n="new")
#: What the old value is called before it: "replace the name Dan Whitlock with ...".
_NOUN = r"(?:(?i:name|word|text|phrase|term|title|value|figure|date)s?\s+)?"
_PAIRS = [re.compile(p) for p in (
    # "it should be 3 July 2031, not 9 June 2031"
    rf"\b(?i:should|must|ought to)\s+(?i:be|read|say)\s+{_NEW}\s*,?\s+(?i:and\s+)?(?i:not)\s+{_OLD}",
    # "from 9 June 2031 to 3 July 2031"
    rf"\b(?i:from)\s+{_OLD}\s+(?i:to|into)\s+{_NEW}",
    # "replace 'Orbit' with 'Lumen'"
    rf"\b(?i:replace)\s+(?i:every\s+|each\s+|all\s+)?(?i:the\s+)?{_NOUN}{_OLD}\s+(?i:with|by)\s+{_NEW}",
    # "change 'draft' to 'final'", "rename Orbit to Lumen"
    rf"\b(?i:change|rename|correct|update)\s+(?i:the\s+)?{_NOUN}{_OLD}\s+(?i:to)\s+{_NEW}",
    # "open until 3pm instead of 2pm", "Hall B rather than Hall A"
    rf"{_NEW}\s+(?i:instead\s+of|rather\s+than|in\s+place\s+of)\s+{_OLD}",
    # "so every mention of the Elm Park depot says Oak Lane depot instead": a phrase of any case,
    # between its own words (a probe's handbook: the capitalised part alone is also a road's name).
    r"\b(?i:every\s+(?:mention|occurrence|instance|reference)\s+of|(?:all\s+)?(?:the\s+)?(?:mentions|occurrences|"
    r"instances|references)\s+of)\s+(?i:the\s+)?(?P<oldf>[^,.;:()]{2,60}?)\s+(?i:says|say|reads|read|becomes|become|"
    r"should\s+(?:say|read|be))\s+(?i:the\s+)?(?P<newf>[^,.;:()]{2,60}?)(?:\s+(?i:instead))?(?=\s*[,.;:)]|\s+(?i:and|so|but)\b|$)",
)]


def _value(m: re.Match[str], side: str) -> str:
    groups = m.groupdict()
    value = next((groups[side + k] for k in ("q", "d", "c", "f") if groups.get(side + k)), "").strip().rstrip(".,;:")
    if not groups.get(side + "q"):
        # A sentence's first word is capitalised too: "Use Hall B rather than Hall A" names Hall B.
        words = value.split()
        while len(words) > 1 and words[0].casefold() in STOPWORDS:
            words.pop(0)
        value = " ".join(words)
    return value


def replacement_pairs(objective: str) -> list[tuple[str, str]]:
    """The (old, new) values an objective asks to change, as it writes them ("should be 3 July
    2031, not 9 June 2031"; "from 7001 to 7002"; "replace 'Orbit' with 'Lumen'"; "until 3pm
    instead of 2pm"): each side quoted,
    holding a digit, or Capitalised words. Plain words ("change the port to 7002") give none."""
    text = " ".join(without_examples(objective).split())
    out: list[tuple[str, str]] = []
    for rx in _PAIRS:
        for m in rx.finditer(text):
            old, new = _value(m, "old"), _value(m, "new")
            if old and new and old != new and (old, new) not in out:
                out.append((old, new))
    return out


#: A change of figures by a percentage or an amount: "put up by 10%", "raise the fees by £2",
#: "reduce every price by 5 per cent", "10% off".
_BY_PERCENT = re.compile(r"\bby\s+(?P<n>\d+(?:\.\d+)?)\s?(?:%|per\s?cent\b)|(?P<off>\d+(?:\.\d+)?)\s?(?:%|per\s?cent)\s+off\b",
                         re.I)
_BY_AMOUNT = re.compile(r"\bby\s+[£$€¥]\s?(?P<n>\d+(?:\.\d+)?)\b|\bby\s+(?P<p>\d+)\s?(?:p|pence|cents?)\b", re.I)
_DOWNWARD = re.compile(r"\b(?:reduc\w*|decreas\w*|lower\w*|cut|cuts|down|discount\w*|off|drop\w*|less)\b", re.I)
_UPWARD = re.compile(r"\b(?:rais\w*|increas\w*|up|add\w*|higher|more|uplift\w*|rise|rises)\b", re.I)
#: "rounded to the nearest 50p / 10 pence / £1 / pound / whole number / 5".
_ROUND_TO = re.compile(
    r"\bround(?:ed|ing)?\s+(?:(?:up|down)\s+)?to\s+the\s+nearest\s+(?:(?P<p>\d+)\s?(?:p|pence|cents?)\b"
    r"|[£$€¥]\s?(?P<money>\d+(?:\.\d+)?)|(?P<unit>pound|dollar|euro|whole\s+(?:number|pound|dollar|euro))s?\b"
    r"|(?P<n>\d+(?:\.\d+)?)\b)", re.I)


def figure_change(objective: str) -> dict[str, float] | None:
    """The change of figures an objective states, as adjust_numbers takes it: {"percent": 10} for
    "put up by 10%", {"add": -2} for "reduce by £2", with {"round_to": 0.5} for "rounded to the
    nearest 50p". None when it states no such change, or more than one."""
    text = " ".join(without_examples(objective).split())
    pct, amt = list(_BY_PERCENT.finditer(text)), list(_BY_AMOUNT.finditer(text))
    if len(pct) + len(amt) != 1:
        return None
    m = (pct or amt)[0]
    before = text[max(0, m.start() - 80):m.start()]
    down, up = bool(_DOWNWARD.search(before)) or bool(pct and m.group("off")), bool(_UPWARD.search(before))
    if down == up:
        return None
    if pct:
        value = float(m.group("n") or m.group("off"))
        out = {"percent": -value if down else value}
    else:
        value = float(m.group("n")) if m.group("n") else int(m.group("p")) / 100
        out = {"add": -value if down else value}
    if value == 0:
        return None
    r = _ROUND_TO.search(text)
    if r:
        step = (int(r.group("p")) / 100 if r.group("p") else float(r.group("money")) if r.group("money")
                else 1.0 if r.group("unit") else float(r.group("n")))
        if step > 0:
            out["round_to"] = step
    return out


#: A placeholder an objective fills: `[DATE]`, `{{name}}`, `{venue}`, `<<TIME>>`, `<NAME>`; then
#: `=`, `:`, `->` or an arrow, and its value.
_SLOT = r"\[[^\[\]\n]{1,40}\]|\{\{[^{}\n]{1,40}\}\}|\{[^{}\n]{1,40}\}|<<[^<>\n]{1,40}>>|<[A-Z][^<>\n]{0,39}>"
_FILL = re.compile(rf"(?P<slot>{_SLOT})\s*(?:=|:|->|→|⟶)\s*")


def placeholder_fills(objective: str) -> list[tuple[str, str]]:
    """The (placeholder, value) pairs an objective gives ("[DATE] = Saturday 18 October 2025,
    [VENUE] = The Old Granary, Wickham Lane, [RSVP] = Friday 3 October."): each value runs to the
    next pair, or to the end of its sentence, without the commas, "and" or quotes around it.
    Given such pairs, a 1.5B model sent replace_text of the values (which the document does not
    hold yet) six times over (probe trace)."""
    found = list(_FILL.finditer(objective))
    out: list[tuple[str, str]] = []
    for i, m in enumerate(found):
        end = found[i + 1].start() if i + 1 < len(found) else len(objective)
        value = objective[m.end():end]
        value = re.split(r"(?<=[^\s.][^\s.])\.(?:\s|$)|[;\n]", value, maxsplit=1)[0]
        value = re.sub(r"[\s,]*(?:\band\b)?[\s,]*$", "", value).strip().strip("\"'`“”‘’").strip()
        if value and (m.group("slot"), value) not in out:
            out.append((m.group("slot"), value))
    return out


#: Placeholders of a file-name template: date and time fields, `<ext>` / `{name}` slots.
_PLACEHOLDER = re.compile(r"YYYY|YY|MM|DD|HH|SS|<[^<>\s](?:[^<>\n/]{0,22}[^<>\s])?>|\{[^{}\s]{1,24}\}")
_TEMPLATE_PAIR = re.compile(r"\bfrom\s+`?(\S+?)`?\s+(?:to|into|as)\s+`?(\S+?)`?(?=[\s,;]|\.(?:\s|$)|$)", re.I)


_DATE_SLOT = re.compile(r"(?:YYYY|YY|MM|DD|HH|SS)(?:[-_. :]?(?:YYYY|YY|MM|DD|HH|SS))*")


def _slot_width(token: str) -> str:
    """A slot's pattern: a date written with fields ("<YYYY-MM>", "{YYYYMMDD}") its digits, any
    other slot any text (not a folder)."""
    inner = token.strip("<>{}")
    if _DATE_SLOT.fullmatch(inner):
        return re.sub(r"YYYY|YY|MM|DD|HH|SS", lambda f: r"\d{4}" if f.group(0) == "YYYY" else r"\d{2}", re.escape(inner))
    return r"[^/]+?"


def _template_rx(template: str, parts: list[str] | None = None) -> re.Pattern[str]:
    """A file-name template's pattern: `YYYY` four digits, the other fields two, a slot any text.
    With `parts` (filled in), each field is a group `p<N>` of the Nth distinct field, a repeat of
    one a back-reference."""
    out, i = "", 0
    while i < len(template):
        m = _PLACEHOLDER.match(template, i)
        if m is None:
            out += re.escape(template[i])
            i += 1
            continue
        token = m.group(0)
        width = r"\d{4}" if token == "YYYY" else r"\d{2}" if len(token) == 2 else _slot_width(token)
        if parts is None:
            out += width
        elif token in parts:
            out += f"(?P=p{parts.index(token)})"
        else:
            out += f"(?P<p{len(parts)}>{width})"
            parts.append(token)
        i = m.end()
    return re.compile(out)


def _is_template(token: str) -> bool:
    return "YYYY" in token or re.search(r"<[^<>\s]+>|\{[^{}\s]+\}", token) is not None


def name_templates(objective: str) -> tuple[str, re.Pattern[str], str, re.Pattern[str]] | None:
    """(old template, its pattern, new template, its pattern) when an objective renames files
    "from IMG_YYYYMMDD.<ext> to YYYY-MM-DD.<ext>": both sides file-name templates (a year field
    or a `<slot>`). A pattern matches a whole file name; date fields are digits."""
    for m in _TEMPLATE_PAIR.finditer(objective):
        old, new = (t.rstrip(".,;:)") if not t.endswith(">") else t for t in m.groups())
        if _is_template(old) and _is_template(new) and old != new:
            return old, _template_rx(old), new, _template_rx(new)
    # "They are named DD-MM-YYYY_<show>.mp3 ... rename each to YYYY-MM-DD_<show>.mp3": the two
    # name forms of a rename, in the order written.
    forms = list(dict.fromkeys(t.strip("`'\"").rstrip(".,;:)") for t in re.findall(r"[^\s(]+", objective)
                               if _is_template(t.strip("`'\"").rstrip(".,;:)")) and "." in t))
    if len(forms) == 2 and re.search(r"\brenam", objective, re.I):
        old, new = forms
        return old, _template_rx(old), new, _template_rx(new)
    return None


def template_renames(names: list[str], objective: str) -> list[tuple[str, str]] | None:
    """(old name, new name) for each of `names` (file names, no folders) that has the old form of the
    rename the objective states (`name_templates`), the new name built from its parts: "from
    DD-MM-YYYY_<show>.mp3 to YYYY-MM-DD_<show>.mp3" renames 04-11-2025_drive-time.mp3 to
    2025-11-04_drive-time.mp3. None when the objective states no rename, or the new form has a
    part the old one lacks."""
    templates = name_templates(objective)
    if templates is None:
        return None
    old, _, new, _ = templates
    parts: list[str] = []
    form = _template_rx(old, parts)
    if any(t not in parts for t in _PLACEHOLDER.findall(new)):
        return None
    out = []
    for name in names:
        m = form.fullmatch(name)
        if m is None:
            continue
        values = {token: m.group(f"p{i}") for i, token in enumerate(parts)}
        got = _PLACEHOLDER.sub(lambda t, values=values: values[t.group(0)], new)
        if got != name:
            out.append((name, got))
    return out


#: A file-name form written with slots ("<YYYY-MM>_<client>_<invoice number>.pdf", "{show}-ep{n}.mp3"):
#: at least one `<slot>` (a slot may hold spaces) or `{slot}`, and an extension.
_NAME_FORM = re.compile(r"(?<![\w<{/.-])((?:[\w.-]|<[^<>\n/]{1,24}>|\{[^{}\n/]{1,24}\})*(?:<[^<>\n/]{1,24}>|\{[^{}\n/]{1,24}\})"
                        r"(?:[\w.-]|<[^<>\n/]{1,24}>|\{[^{}\n/]{1,24}\})*\.[A-Za-z][A-Za-z0-9]{0,4})(?![\w>}])")
#: "one subfolder per client", "a sub-folder for each show": the word that names a folder's slot.
_FOLDER_PER = re.compile(r"\bsub-?folders?\s+(?:per|for\s+each|for\s+every|by)\s+(?:the\s+)?([A-Za-z]+)", re.I)


def name_form(objective: str) -> str | None:
    """The one file-name form with slots an objective writes ("The PDFs are named
    <YYYY-MM>_<client>_<invoice number>.pdf"); None for none or several."""
    forms = list(dict.fromkeys(m.group(1) for m in _NAME_FORM.finditer(objective)))
    return forms[0] if len(forms) == 1 else None


def template_moves(folder: str, names: list[str], objective: str) -> list[tuple[str, str]]:
    """(old path, new path) for each file of `folder` (its own files, `names`) that has the one
    name form the objective writes (`name_form`), moved into the folder a slot of its name gives,
    keeping its name, when the objective puts files into folders (`intent.relocates`) and says
    which: an example pair ("invoices/2024-11_acme_INV0001.pdf would go to
    invoices/acme/2024-11_acme_INV0001.pdf": the example's slot values in its new folder stand
    for those slots), or "one subfolder per client" with a slot named so (`<client>`). [] when it
    says neither. A 1.5B model sorted invoices by a log file's lines instead of their names and
    moved none (probe trace)."""
    form = name_form(objective)
    if form is None and relocates(objective):
        return example_moves(folder, names, objective)
    if form is None or not relocates(objective):
        return []
    parts: list[str] = []
    rx = _template_rx(form, parts)
    base = folder.rstrip("/") + "/" if folder else ""
    target: str | None = None
    paths = paths_in(objective)
    for src in paths:
        m = rx.fullmatch(src.rsplit("/", 1)[-1])
        if m is None:
            continue
        name = src.rsplit("/", 1)[-1]
        for dst in paths:
            if dst == src or dst.rsplit("/", 1)[-1] != name or "/" not in dst:
                continue
            values = {m.group(f"p{i}"): token for i, token in enumerate(parts) if len(m.group(f"p{i}")) > 1}
            segments = dst.rsplit("/", 1)[0].split("/")
            if any(seg in values for seg in segments):
                target = "/".join(values.get(seg, seg) for seg in segments) + "/"
                break
        if target:
            break
    if target is None:
        per = _FOLDER_PER.search(objective)
        slot = next((t for t in parts if per and per.group(1).lower().rstrip("s") in t.lower()), None) if per else None
        if slot is None or not base:
            return []
        target = base + slot + "/"
    out: list[tuple[str, str]] = []
    for name in names:
        m = rx.fullmatch(name)
        if m is None:
            continue
        values = {token: m.group(f"p{i}") for i, token in enumerate(parts)}
        dest = _PLACEHOLDER.sub(lambda t, values=values: values.get(t.group(0), t.group(0)), target) + name
        if dest != base + name and not _PLACEHOLDER.search(dest):
            out.append((base + name, dest))
    return out


#: The parts of a file name: runs of letters and digits, and what lies between them.
_NAME_WORD = re.compile(r"[A-Za-z0-9]+")


def _date_forms(digits: str) -> dict[str, str]:
    """A YYYYMMDD run of digits written the ways a folder may give it ("2025-03-04", "2025-03",
    "2025"), each with the template that writes it from the three parts; {} for no date."""
    m = re.fullmatch(r"((?:19|20)\d\d)(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])", digits)
    if m is None:
        return {}
    y, mo, d = m.groups()
    return {f"{y}-{mo}-{d}": "{y}-{m}-{d}", f"{y}_{mo}_{d}": "{y}_{m}_{d}", f"{d}-{mo}-{y}": "{d}-{m}-{y}",
            f"{y}-{mo}": "{y}-{m}", f"{y}{mo}": "{y}{m}", y: "{y}"}


_MONTHS = tuple(name[:3] for name in MONTH_NAMES)
#: A file name's parts: runs of letters, runs of digits, and what lies between them.
_PART = re.compile(r"[A-Za-z]+|\d+|[^A-Za-z\d]+")




def example_renames(folder: str, names: list[str], objective: str) -> list[tuple[str, str]]:
    """(old path, new path) for each file of `folder` named like the example the objective renames
    ("so Statement_CurrentAcct_Jan2024.pdf should end up as paperwork/statements/2024/current-2024-01.pdf"),
    each part of the new path worked out as the example's is: a part of the old name as written,
    lower-cased, or its first word lower-cased (`CurrentAcct` -> `current`), a month's name as its
    number (`Jan` -> `01`), or fixed text without digits. A file is named like the example when its
    parts are letters, digits and separators in the same places, its digit runs as long, its month
    names where the example has one, and the parts the new name does not use as written. [] when
    the objective gives no such pair or a part of the new name cannot be worked out."""
    if not (_NAME_SLOT.search(objective) or _AN_EXAMPLE.search(objective)) or not _RENAMES.search(objective):
        return []  # one file renamed (or copied) is no example of a rule for the others
    base = folder.rstrip("/") + "/" if folder else ""
    paths = paths_in(objective)
    for src in paths:
        name = src.rsplit("/", 1)[-1]
        if name not in names or "." not in name:
            continue
        for dst in paths:
            rel = dst[len(base):] if base and dst.startswith(base) else dst
            if dst == src or rel.rsplit("/", 1)[-1] == name or "." not in rel:
                continue
            stem, ext = name.rsplit(".", 1)
            new_stem, new_ext = rel.rsplit(".", 1)
            if ext.casefold() != new_ext.casefold():
                continue
            parts = _PART.findall(stem)
            plan = _rename_plan(parts, _PART.findall(new_stem))
            if plan is None:
                continue
            used = {i for kind, i in plan if kind != "fixed"}
            out = []
            for other in names:
                if "." not in other or other.rsplit(".", 1)[1] != ext:
                    continue
                got = _PART.findall(other.rsplit(".", 1)[0])
                if not _like(parts, got, used):
                    continue
                new = "".join(_made(kind, i, got) for kind, i in plan) + "." + new_ext
                if new != other:
                    out.append((base + other, base + new))
            if len(out) >= 2:
                return out
    return []


#: A slot of a name form: YYYY, MM, DD as words of their own (not "SSH", "ADDRESS"), <account>, {name}.
_NAME_SLOT = re.compile(r"(?<![A-Za-z])(?:YYYY|YY|MM|DD)(?![A-Za-z])|<[A-Za-z][\w -]{0,22}>|\{[A-Za-z][\w -]{0,22}\}")
#: An order to rename or move files.
_RENAMES = re.compile(r"\b(?:renam\w*|mov(?:e|es|ed|ing)|sort\w*|organi[sz]\w*|fil(?:e|ed|ing)\s+(?:them|the|each|all|every)|tidy)\b",
                      re.I)
#: Words that give a rename as an example of a rule: "so X should end up as Y", "e.g.", "for example".
_AN_EXAMPLE = re.compile(r"\be\.g\.|\b(?:for\s+example|for\s+instance|such\s+as|so\s+\S+\s+(?:should|will|would)\s+"
                         r"(?:end\s+up|become|be)|(?:should|will)\s+end\s+up\s+as)\b", re.I)


def _rename_plan(parts: list[str], new: list[str]) -> list[tuple[str, Any]] | None:
    """How each part of the new name comes from the old name's parts: (kind, index) with kind
    `same`, `lower`, `first` (first word, lower-cased) or `month` (a month name's number, as wide
    as written), or ("fixed", text); None when a part with digits comes from no part."""
    plan: list[tuple[str, Any]] = []
    for piece in new:
        if not re.fullmatch(r"[A-Za-z\d]+", piece):
            plan.append(("fixed", piece))
            continue
        i = next((i for i, p in enumerate(parts) if p == piece), None)
        if i is not None:
            plan.append(("same", i))
            continue
        i = next((i for i, p in enumerate(parts) if p.casefold() == piece), None)
        if i is not None:
            plan.append(("lower", i))
            continue
        i = next((i for i, p in enumerate(parts) if p.isalpha() and re.match(r"[A-Z]?[a-z]+", p)
                  and re.match(r"[A-Z]?[a-z]+", p).group(0).casefold() == piece), None)  # type: ignore[union-attr]
        if i is not None:
            plan.append(("first", i))
            continue
        i = next((i for i, p in enumerate(parts) if piece.isdigit() and month_number(p) == int(piece)), None)
        if i is not None:
            plan.append(("month" + str(len(piece)), i))
            continue
        if re.search(r"\d", piece):
            return None
        plan.append(("fixed", piece))
    return plan if any(kind != "fixed" for kind, _ in plan) else None


def _like(parts: list[str], got: list[str], used: set[int]) -> bool:
    """Whether a name's parts `got` have the example's shape (see `example_renames`)."""
    if len(got) != len(parts):
        return False
    for i, (a, b) in enumerate(zip(parts, got, strict=True)):
        if a.isdigit() != b.isdigit() or a.isalpha() != b.isalpha():
            return False
        if a.isdigit() and len(a) != len(b):
            return False
        if a.isalpha() and (month_number(a) is None) != (month_number(b) is None):
            return False
        if not a.isalnum() and a != b or i not in used and a != b:
            return False
    return True


def _made(kind: str, i: Any, got: list[str]) -> str:
    if kind == "fixed":
        return str(i)
    part = got[i]
    if kind == "same":
        return part
    if kind == "lower":
        return part.casefold()
    if kind == "first":
        return re.match(r"[A-Z]?[a-z]+|[A-Z]+", part).group(0).casefold()  # type: ignore[union-attr]
    return str(month_number(part)).zfill(int(kind[5:]))


def example_moves(folder: str, names: list[str], objective: str) -> list[tuple[str, str]]:
    """(old path, new path) for each file of `folder` named like the example the objective gives of
    a move ("names like flat3_20250304_1.jpg ... so that one goes to
    inspections/flat3/2025-03-04/flat3_20250304_1.jpg"), when it writes no name form with slots:
    each folder of the example's new path is a part of its name (`flat3`), that part's date written
    another way (`2025-03-04` from `20250304`), or a fixed name (`inspections`); a file is named like
    the example when its name has the example's letters and separators with other digits. [] when
    the objective gives no such pair, or a folder of it is none of these."""
    paths = paths_in(objective)
    base = folder.rstrip("/") + "/" if folder else ""
    for src in paths:
        name = src.rsplit("/", 1)[-1]
        words = _NAME_WORD.findall(name)
        if "." not in name or len(words) < 2:
            continue
        for dst in paths:
            if dst == src or "/" not in dst or dst.rsplit("/", 1)[-1] != name:
                continue
            segments = dst.rsplit("/", 1)[0].split("/")
            plan: list[tuple[str, int, str]] = []  # (kind, word index, text): fixed, word or date
            for seg in segments:
                if seg in words[:-1]:
                    plan.append(("word", words.index(seg), seg))
                    continue
                dated = [(i, forms[seg]) for i, w in enumerate(words[:-1]) if seg in (forms := _date_forms(w))]
                if dated:
                    plan.append(("date", dated[0][0], dated[0][1]))
                elif not any(w in seg for w in words[:-1] if len(w) > 2) and not re.search(r"\d", seg):
                    plan.append(("fixed", -1, seg))
                else:
                    plan = []
                    break
            if not plan or all(k == "fixed" for k, _, _ in plan):
                continue
            # The example's name as a pattern: its letters and separators as written, digits any.
            pieces = re.findall(r"[A-Za-z0-9]+|[^A-Za-z0-9]+", name)
            rx = re.compile("".join(
                r"(\d+)" if t.isdigit() else f"({re.escape(lead.group(1))}\\d+)"
                if (lead := re.fullmatch(r"([A-Za-z]+)\d+", t)) else f"({re.escape(t)})" for t in pieces))
            word_at = [i for i, t in enumerate(pieces) if _NAME_WORD.fullmatch(t)]

            def moved(other: str, plan: list[tuple[str, int, str]] = plan, rx: re.Pattern[str] = rx,
                      word_at: list[int] = word_at) -> str | None:
                m = rx.fullmatch(other)
                if m is None:
                    return None
                got = [m.group(i + 1) for i in word_at]
                parts: list[str] = []
                for kind, i, text in plan:
                    if kind == "fixed":
                        parts.append(text)
                    elif kind == "word":
                        parts.append(got[i])
                    elif (d := re.fullmatch(r"(\d{4})(\d\d)(\d\d)", got[i])) is not None:
                        parts.append(text.format(y=d.group(1), m=d.group(2), d=d.group(3)))
                    else:
                        return None
                return "/".join(parts) + "/" + other

            if moved(name) != dst:
                continue
            out = [(base + other, new) for other in names if (new := moved(other)) is not None]
            if out:
                return out
    return []


_WIDTHS = {"two": 2, "three": 3, "four": 4, "2": 2, "3": 3, "4": 4}
#: "so the number always has two digits", "a three-digit number", "with leading zeros".
_PADDED = re.compile(r"\b(two|three|four|[234])[- ]digits?\b|\bleading zeros?\b|\bzero[- ]padded\b", re.I)
#: A numbered file name an objective writes: its stem before the number, the number, its extension.
_NUMBERED = re.compile(r"(?<![\w.-])([A-Za-z][\w-]*?[_ -]?)(\d+)(\.[A-Za-z][A-Za-z0-9]{0,4})(?![\w.])")


def padding_renames(names: list[str], objective: str) -> list[tuple[str, str]]:
    """(old name, new name) for each of `names` whose number the objective asks to write with N
    digits ("rename them so the number always has two digits: lecture_01.mp4 ..."): the numbered
    names it writes give the stems ("lecture_") and, with the extensions it names, which files;
    each such file whose number is shorter gets it zero-padded. [] when it asks no such rename."""
    pad = _PADDED.search(objective)
    if pad is None or not re.search(r"\brenam", objective, re.I):
        return []
    examples = _NUMBERED.findall(objective)
    stems = {stem for stem, _, _ in examples}
    if not stems:
        return []
    width = _WIDTHS.get((pad.group(1) or "").lower()) or max(len(n) for _, n, _ in examples)
    kinds = {ext.lower() for _, _, ext in examples} | {e.lower() for e in re.findall(r"(?<![\w/])(\.[A-Za-z][A-Za-z0-9]{0,4})\b", objective)}
    rx = re.compile("(" + "|".join(re.escape(st) for st in sorted(stems, key=len, reverse=True)) + r")(\d+)(\.[\w.]+)")
    taken = set(names)
    out = []
    for name in names:
        m = rx.fullmatch(name)
        if m is None or len(m.group(2)) >= width or m.group(3).lower() not in kinds:
            continue
        new = f"{m.group(1)}{m.group(2).zfill(width)}{m.group(3)}"
        if new not in taken:
            out.append((name, new))
    return out


#: A run of capitalised words ("Ashridge Estate", "Pat Okafor", "Ramblers"), a possessive's 's aside.
_PROPER = re.compile(r"(?<![\w'’.@/-])([A-Z][A-Za-z&'’-]*(?:\s+(?:of\s+|the\s+|&\s+)?[A-Z][A-Za-z&'’-]*)*)")
#: Capitalised words that name no value: calendar words and the commonest openers of a request.
_NOT_NAMES = frozenset(
    "january february march april may june july august september october november december monday tuesday wednesday "
    "thursday friday saturday sunday please can could would will just also then now hi hello thanks update change "
    "make add set save put fill mark replace remove delete move rename keep copy write i we our my they it one two "
    "three four five six seven eight nine ten".split())


_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
#: A date an objective writes in full enough to be written into a document: "1 May 2025", "1st May",
#: "May 1, 2025", "2025-05-01".
_STATED_DATE = re.compile(rf"\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}(?:,?\s+\d{{4}})?(?![\w/-])"
                          rf"|\b{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?(?:,?\s+\d{{4}})?(?![\w/-])|\b\d{{4}}-\d{{2}}-\d{{2}}\b",
                          re.I)


def holds_date(text: str, date: str) -> bool:
    """Whether `text` writes the day and month of `date` (a `stated_dates` date) in any of the usual
    forms: "1 May 2025" is held by "Sat 1 May", "1st May, 2025", "May 1" or "2025-05-01"."""
    folded = text.casefold()
    iso = re.fullmatch(r"(\d{4})-(\d{2})-(\d{2})", date.strip())
    if iso:
        d, m = int(iso.group(3)), int(iso.group(2))
        if date.strip() in folded:
            return True
        mon = _MONTHS[m - 1] if 1 <= m <= 12 else ""
    else:
        day = re.search(r"\d{1,2}", date)
        word = re.search(r"[a-z]{3}", date.casefold())
        if day is None or word is None or word.group(0) not in _MONTHS:
            return date.casefold() in folded
        d, mon = int(day.group(0)), word.group(0)
    if re.search(rf"(?<!\d){d}(?:st|nd|rd|th)?\s+(?:of\s+)?{mon}|\b{mon}[a-z]*\.?\s+{d}(?!\d)", folded):
        return True
    # Written as numbers ("23/07/2025", "07/23/25", "23.07.2025"), the year said: either order.
    year = re.search(r"(?<!\d)(\d{4})(?!\d)", date)
    if not year or mon not in _MONTHS:
        return False
    m_no, y = _MONTHS.index(mon) + 1, year.group(1)
    years = rf"(?:{y}|{y[2:]})"
    if f"{y}-{m_no:02d}-{d:02d}" in folded:
        return True
    return re.search(rf"(?<![\d/.-])(?:0?{d}([/.-])0?{m_no}|0?{m_no}([/.-])0?{d})(?:\1|\2){years}(?!\d)", folded) is not None


def stated_dates(objective: str) -> list[str]:
    """The dates an objective writes ("from 1 May 2025"), each once, file names aside."""
    text = without_examples(objective)
    for p in paths_in(text):
        text = text.replace(p, " ")
    return list(dict.fromkeys(" ".join(m.group(0).split()) for m in _STATED_DATE.finditer(text)))


def named_values(objective: str) -> list[str]:
    """The proper names an objective writes (runs of capitalised words: "Ramblers", "Ashridge
    Estate", "Pat Okafor"), each once, without a possessive's 's, file names, calendar words and the
    words a request opens with. A change that names a value the document does not hold yet puts it
    there; the docx capability checks the saved result for those (`capabilities.docx`)."""
    text = without_examples(objective)
    for p in paths_in(text):
        text = text.replace(p, " ")
    out: list[str] = []
    found: list[str] = []
    for m in _PROPER.finditer(text):
        run = m.group(1)
        if re.search(r"(?:^|[.!?:;\n(\"“-])\s*$", text[:m.start()]):
            # A sentence's first word is capitalised whatever it is ("Count the votes ..."): a name
            # there is left unread rather than a verb taken for one.
            run = run.split(None, 1)[1] if " " in run else ""
        found += re.split(r"['’]s\b\s*", run)
    for part in found:
        name = part.strip(" '’-&")
        words = name.split()
        while words and words[0].casefold() in _NOT_NAMES | STOPWORDS:
            words = words[1:]
        name = " ".join(words)
        if len(name) < 3 or name.isupper() and len(name) <= 3 or name.casefold() in _NOT_NAMES | STOPWORDS:
            continue
        if name not in out:
            out.append(name)
    return out


#: What an objective says is given, to be used as it is: "hours x the rate already in the table",
#: "using the existing prices", "keep the rates as they are", "don't change the quantities".
_GIVEN = re.compile(
    r"\b(?:the|its|their)\s+(?P<a>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:that(?:'s|\s+is|\s+are)?\s+)?already\s+"
    r"(?:in|on|there|given|stated|set|shown|listed)\b"
    r"|\b(?:the|its|their)\s+existing\s+(?P<b>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)"
    r"|\b(?:keep|leave)\s+(?:the|its|their)\s+(?P<c>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:as\s+(?:it|they)\s+(?:is|are)|alone|"
    r"unchanged|untouched|intact)\b"
    r"|\b(?:don'?t|do\s+not|never)\s+(?:change|touch|alter|modify|edit)\s+(?:the|its|their)\s+"
    r"(?P<d>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)(?=\s*(?:[.,;]|$|\s+(?:column|cells?|values?|figures?)\b))", re.I)


_CHANGE_VERB = re.compile(r"(?:updat|rais|increas|reduc|lower|chang|replac|correct|fix|adjust|doubl|halv|set|amend|"
                          r"revis|cut|round|recalculat|recomput|edit|fill|overwrit)\w*")
_COLUMN_WORDS = frozenset("column columns cell cells value values figure figures entry entries".split())


def given_names(objective: str) -> list[str]:
    """The things an objective says are given and stay as they are ("the rate already in the
    table": rate), casefolded, each as written and its last word: what a document's column may be
    headed. A model filling an invoice's amounts overwrote the rate the task said to use (a probe)."""
    out: list[str] = []
    text = " ".join(objective.split())
    for m in _GIVEN.finditer(text):
        if m.group("a") or m.group("b"):
            before = text[max(0, m.start() - 40):m.start()].split()[-3:]
            if any(_CHANGE_VERB.fullmatch(w.strip(",;:(").casefold()) for w in before):
                continue  # "raise the rates already in the table by 5%": what changes, not what is given
        words = next(g for g in m.groups() if g).casefold().split()
        if len(words) > 1 and words[-1] in _COLUMN_WORDS:
            words = words[:-1]
        for name in (" ".join(words), words[-1]):
            if name not in out:
                out.append(name)
    return out


#: A parenthesised list of names: "for our three boats (Kittiwake, Shearwater, Guillemot)".
_PAREN_LIST = re.compile(r"\(([^()]{2,200})\)")


def listed_terms(objective: str) -> list[str]:
    """The words an objective points at by name: its quoted phrases, the items of a parenthesised
    list, and its proper names (`named_values`), each once, in order of first mention."""
    out: list[str] = []
    for m in _QUOTED_TERM.finditer(objective):
        out.append(next(g for g in m.groups() if g))
    for m in _PAREN_LIST.finditer(objective):
        out += [p.strip(" '\"“”‘’") for p in re.split(r",|;|\band\b|\bor\b", m.group(1))]
    out += named_values(objective)
    seen: list[str] = []
    for t in out:
        t = " ".join(t.split())
        if len(t) >= 2 and t.casefold() not in {s.casefold() for s in seen}:
            seen.append(t)
    return seen


_QUOTED_TERM = re.compile(r"\"([^\"]{2,80})\"|“([^”]{2,80})”|‘([^’]{2,80})’|(?<![\w])'([^']{2,80})'(?![\w])")

