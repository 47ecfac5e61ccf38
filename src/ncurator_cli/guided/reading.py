"""Questions over a few short text files are read, not scripted (guided mode).

A question about what some prose *says* ("under our expenses policy, what can I claim for the
trip in trip_notes.txt?") has no computation a script could do: a 1.5B model given a terminal
wrote parsers for a note's free text (`line.split(': ')[2]`), failed eight times (IndexError,
KeyError) and ran out of its budget (probe trace). Read whole, the files are evidence like the knowledge
base's passages, and the answer is written from them with the same checks (runtime/graph.py).

Only when every path the question names exists and is a text file of a kind read as prose
(no source code, see READ_SUFFIXES; no data file: a CSV, JSON or log is records a script counts over),
or a Word document read with others (a fee table and the minutes that changed it: its paragraphs and
its tables' rows as text; not one document alone, nor a question about formatting or versions, which
the docx tools answer), at most
`WHOLE_FILES` files and `WHOLE_CHARS` characters in all, and the question computes nothing over
the files' surface (counts, totals, lines, mentions, superlatives over many things; "how many days
can I carry over" reads a rule), and is not a selection among documents, which each are judged on
their own (tools/judge.py; "who is doing the flowers?" asks for a person, not a document).
"""

from __future__ import annotations

import re
from pathlib import Path

from ..docx import DocxDocument, DocxError
from ..objective import worded_folders
from ..objective.intent import paths_in, relocates
from ..tools.dates import MONTH_YEAR, months_in
from ..tools.judge import PROSE_SUFFIXES, asks_selection, prose_documents
from ..words import STOPWORDS, month_number
from ..workspace import workspace_overview

#: Kinds of file a question's answer is read from: prose. Not source code: read whole, a 1.5B model
#: listed some of a package's environment variables, POST routes or callers and missed others
#: (three probes, 0 of 3; the code facts of the terminal path answered one of them).
READ_SUFFIXES = PROSE_SUFFIXES
#: The most files and characters read whole (~2,000 tokens of prompt: ~45 s of prefill on 2 cores).
WHOLE_FILES = 20
WHOLE_CHARS = 7000
#: A question that computes over the files' surface or compares many things: a script's work.
_COMPUTES = re.compile(
    r"\bhow many\b(?!(?:\s+\w+){1,6}?\s+(?:can|could|may|might|must|should|will|would|do|does|did|am|is|are)"
    r"\s+(?:i|we|you|he|she|they|my|our)\b)|\bnumber of\b|\bcount\w*|\btotal\w*|\bsum\b|\baverage\b|\bmean\b|\bmedian\b|\bpercent\w*|%"
    r"|\b(?:lines?|words?|characters?|chars|bytes|size|occurr\w*|frequen\w*|mention\w*|contain\w*|appears?)\b"
    r"|\b(?:most|fewest|least|largest|smallest|longest|shortest|biggest|highest|lowest|oldest|newest)\s+\w+s\b",
    re.I,
)
#: Words of an amount worked out of figures ("the total I should quote", "the average fee"): over
#: the knowledge base's rates and a message's quantities, arithmetic the answer's workings do
#: (tools/calc.py), not a count over the files' surface.
_AMOUNT = re.compile(r"\btotal\w*|\bsum\b|\baverage\b|\bmean\b|\bmedian\b|\bpercent\w*|%", re.I)
#: A selection among documents ("which of the reports qualify"), judged one by one (tools/judge.py);
#: not a question for a person ("who is doing the flowers on Sunday?").
_PICKS = re.compile(r"\b(?:which|whose)\b|\bqualif\w*|\bmeets?\s+the\b", re.I)
#: A question about a document's formatting ("which phrases are bold"), or about what differs
#: between versions: the docx tools answer those, not a reading of the text.
_FORMAT_ASKED = re.compile(r"\b(?:bold\w*|italic\w*|underlin\w*|struck|strike\w*|highlight\w*|colou?r\w*|"
                           r"formatt\w*|styles?|headings?|font\w*)\b", re.I)
_DIFFERENCES = re.compile(r"\b(?:differ\w*|compar\w*|changed|changes|versions?|revis\w*)\b", re.I)
#: A line that opens with a date or a time: a log's, not a document's.
_STAMPED = re.compile(r"^\s*[\[(]?(?:\d{4}-\d\d-\d\d[ T]\d|\d\d:\d\d:\d\d)")


def whole_texts(root: Path, objective: str, passages: bool = False) -> list[str]:
    """The files a question is answered from by reading them whole (module docstring); [] when
    the question is not one of those. With `passages` (the knowledge base has passages for the
    question), an amount ("what's the total I should quote them") is worked from the passages'
    rates and the files' facts, not counted over the files: a probe's question over a price list,
    a licensing policy and one short email went to a script that parsed the email's prose twice
    (a SyntaxError, a ValueError) and ran out of its budget."""
    computes = [m.group(0) for m in _COMPUTES.finditer(objective)]
    if computes and not (passages and all(_AMOUNT.fullmatch(c) for c in computes)):
        return []
    root = root.resolve()
    # Paths written out, and folders named as such ("my notes are in the models folder").
    named = paths_in(objective) + [f"{n}/" for n in worded_folders(objective)
                                   if (root / n).is_dir() and f"{n}/" not in paths_in(objective)]
    if not named:
        return []
    folders: list[str] = []
    chosen: list[str] = []
    for p in named:
        target = (root / p.rstrip("/")).resolve()
        if not target.is_relative_to(root) or not target.exists():
            return []
        if target.is_dir():
            folders.append(target.relative_to(root).as_posix() + "/")
        else:
            chosen.append(target.relative_to(root).as_posix())
    if folders:
        _, files = workspace_overview(root, max_entries=400, totals=False)
        chosen += [f for f in files if any(f.startswith(d) for d in folders) and f not in chosen]
    docs = [f for f in chosen if f.lower().endswith(".docx")]
    if docs and (len(chosen) < 2 or _FORMAT_ASKED.search(objective) or _DIFFERENCES.search(objective)):
        # One document, its formatting, or what differs between versions: the docx tools' (a
        # question's view marks formatting; docx_compare lines the versions up).
        return []
    if not chosen or len(chosen) > WHOLE_FILES or any(
            not f.lower().endswith(READ_SUFFIXES) and f not in docs for f in chosen):
        return []
    if _PICKS.search(objective) and asks_selection(objective) and prose_documents(root, chosen, objective):
        return []
    return chosen if _short_prose(root, chosen) else []


#: A superlative over a measure a table's rows hold: "the fastest time", "the lowest price". The
#: word after it names the column; the first group says which end is first.
_RANKED = re.compile(r"(?<!\bat )\b(?:(fastest|quickest|earliest|lowest|shortest|smallest|cheapest|least)|"
                     r"(slowest|latest|highest|longest|biggest|largest|dearest|most))\b(?:\s+(\w+))?", re.I)
#: A correction written in a text: "Dev's time on 17 April was 22:41, not 21:41".
_CORRECTION = re.compile(r"([^.\n]*?)\b(?:was|is|were|should\s+(?:have\s+)?be(?:en)?|corrected\s+to|reads?)\s+"
                         r"([£$€]?\d+(?:[:,]\d+)*(?:\.\d+)?|\w+),?\s+not\s+([£$€]?\d+(?:[:,]\d+)*(?:\.\d+)?|\w+)", re.I)
#: Who the question leaves out: "Guests are not club members", "excluding juniors", "not counting guests".
_LEFT_OUT = re.compile(r"\b([a-z]+?)(?:e?s)?\s+(?:are|is)\s+not\b|\b(?:excluding|except|not\s+counting|ignore|"
                       r"leave\s+out)\s+(?:the\s+)?([a-z]+?)(?:e?s)?\b", re.I)
#: The most rows a ranking names.
RANKED_ROWS = 5


def _measure(text: str) -> float | None:
    """A cell's time (h:mm:ss or mm:ss, in seconds) or number; None for neither."""
    t = (text or "").strip()
    m = re.fullmatch(r"(?:(\d+):)?(\d{1,2}):(\d{2})(?:\.(\d+))?", t)
    if m:
        return int(m.group(1) or 0) * 3600 + int(m.group(2)) * 60 + int(m.group(3)) + float(f"0.{m.group(4) or 0}")
    m = re.fullmatch(r"[£$€]?\s*(-?\d+(?:,\d{3})*(?:\.\d+)?)\s*%?", t)
    return float(m.group(1).replace(",", "")) if m else None


def _ranking(root: Path, rels: list[str], objective: str) -> tuple[list[tuple[str, list[str], int, list[str]]], str] | None:
    """(the rows ranked, each as (document, cells shown, measure's index among them, header shown);
    what was done, said in words) for `ranked_rows`; None when the question asks no superlative
    or no table holds its measure. A column that numbers its rows (1, 2, 3, ...) is not shown."""
    m = _RANKED.search(objective or "")
    if m is None:
        return None
    low_first = m.group(1) is not None
    word = (m.group(3) or "").lower()
    texts: dict[str, str] = {}
    tables: list[tuple[str, list[list[str]]]] = []
    for rel in rels:
        texts[rel] = whole_text(root, rel) or ""
        if rel.lower().endswith(".docx"):
            try:
                view = DocxDocument.open(root / rel).inspect(offset=0, limit=2000)
            except (DocxError, OSError):
                continue
            tables += [(rel, t.get("cells") or []) for t in view.get("tables") or [] if len(t.get("cells") or []) > 1]
    rows: list[tuple[str, list[str], int, list[str]]] = []  # (document, cells, measure column, header)
    for rel, cells in tables:
        header = [" ".join(str(h).split()) for h in cells[0]]
        cols = [c for c, h in enumerate(header) if word and re.search(rf"\b{re.escape(word)}", h.lower())]
        if len(cols) != 1:
            measured = [c for c in range(len(header)) if all(_measure(str(r[c])) is not None for r in cells[1:] if c < len(r))]
            times = [c for c in measured if all(":" in str(r[c]) for r in cells[1:] if c < len(r))]
            cols = times if len(times) == 1 else measured if len(measured) == 1 else []
        if len(cols) != 1:
            continue
        numbering = {c for c in range(len(header)) if c != cols[0]
                     and [str(r[c]).strip() if c < len(r) else "" for r in cells[1:]] == [str(i) for i in range(1, len(cells))]}
        shown = [c for c in range(len(header)) if c not in numbering]
        rows += [(rel, [str(r[c]) if c < len(r) else "" for c in shown], shown.index(cols[0]), [header[c] for c in shown])
                 for r in cells[1:] if cols[0] < len(r)]
    if not rows:
        return None
    notes: list[str] = []
    for rel, text in texts.items():
        for c in _CORRECTION.finditer(text):
            who = set(re.findall(r"\b[A-Z][a-z]+\b", c.group(1)))
            for i, (doc, cells, col, header) in enumerate(rows):
                if cells[col].strip() == c.group(3) and who & set(" ".join(cells).split()):
                    rows[i] = (doc, [*cells[:col], c.group(2), *cells[col + 1:]], col, header)
                    notes.append(f"{' '.join(x for x in cells if x != cells[col])[:40]}: {c.group(3)} -> {c.group(2)} "
                                 f"(as {rel} corrects it)")
    left = {(a or b).lower() for a, b in _LEFT_OUT.findall(objective or "")}
    kept = [r for r in rows if not left & {x.strip().lower().rstrip("s") for x in r[1]}]
    aside = len(rows) - len(kept)
    ranked = sorted((r for r in kept if _measure(r[1][r[2]]) is not None),
                    key=lambda r: _measure(r[1][r[2]]) * (1 if low_first else -1))  # type: ignore[operator]
    if not ranked:
        return None
    said = [f"{'lowest' if low_first else 'highest'} {ranked[0][3][ranked[0][2]] or 'value'} first"]
    if notes:
        said.append("corrections applied: " + "; ".join(dict.fromkeys(notes)))
    if aside:
        said.append(f"{aside} row(s) left out as the question says ({', '.join(sorted(left))})")
    return ranked, "; ".join(said)


def ranked_rows(root: Path, rels: list[str], objective: str) -> str:
    """The rows of the tables of documents read whole, ranked by the host for a question that asks
    a superlative of a measure they hold ("which member rode the fastest time across the three
    sheets?"): the column the word after the superlative names (else the one column of times, or of
    numbers), corrections the texts write applied ("X's time on 17 April was 22:41, not 21:41": the
    row holding a name of it and the old value), rows the question leaves out set aside ("guests
    are not club members": a row with a cell 'Guest'), the first RANKED_ROWS named with their
    documents. '' when the question asks none or no table holds the measure. A probe's answer,
    from the three sheets read whole, named a guest's time and a time the later sheet corrected."""
    got = _ranking(root, rels, objective)
    if got is None:
        return ""
    ranked, said = got
    lines = [f"{n}. {' | '.join(cells)} ({doc})" for n, (doc, cells, _c, _h) in enumerate(ranked[:RANKED_ROWS], start=1)]
    return f"The tables' rows ranked by the host ({said}):\n" + "\n".join(lines)


#: A question that picks one row by its superlative: "which member rode the fastest time", "who
#: scored the highest mark". Not one asking how much, how many or by how much.
_PICKS_ONE = re.compile(r"\b(?:which|who|whose)\b", re.I)
_ASKS_AMOUNT = re.compile(r"\bhow\s+(?:much|many|long|far)\b|\bby\s+how\b|\bdifference\b|\baverage\b|\btotal\b", re.I)


def ranked_pick(root: Path, rels: list[str], objective: str) -> str | None:
    """The answer to a question that picks the one row a superlative singles out ("which club member
    rode the fastest time, and what was it?"), from `_ranking`: the first row's cells, its measure
    last, with its document and what was done; None for any other question. A probe's 1.5B model,
    shown the ranking, still answered with the time the ranking had corrected."""
    if not _PICKS_ONE.search(objective or "") or _ASKS_AMOUNT.search(objective or ""):
        return None
    got = _ranking(root, rels, objective)
    if got is None:
        return None
    ranked, said = got
    doc, cells, col, header = ranked[0]
    who = " | ".join(x for i, x in enumerate(cells) if i != col and x.strip())
    if len(ranked) > 1 and _measure(ranked[1][1][ranked[1][2]]) == _measure(cells[col]):
        return None  # a tie: the model reads the ranking and says so
    return (f"{who}: {header[col] or 'value'} {cells[col]} ({doc}).\n"
            f"Ranked by the host over the tables' rows ({said}).")


#: The probe evidence's summary for the rows the host reads off documents read whole for a question.
HOST_ROWS = "table rows read by the host"
#: A year in a file's name ("prices_2025.docx"): the part versions of one document differ by.
_NAME_YEAR = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")
#: The least words of the question a looked-up row (with its table's heading) shares.
LOOKUP_WORDS = 3


def _stem(word: str) -> str:
    """A word as compared: lower case, a plural's ending taken off ("lorries" is "lorry", "boxes" "box",
    "shoes" "shoe")."""
    w = word.lower()
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 4 and w.endswith("ves") and w not in ("moves", "leaves", "drives", "olives", "lives", "gloves"):
        return w[:-3] + "f"  # "loaves", "shelves", "halves"
    if len(w) > 4 and w.endswith("es") and w[:-2].endswith(("x", "sh", "ch", "ss", "z")):
        return w[:-2]  # "boxes", "benches", "classes"
    return w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w


def _stems_of(text: str) -> set[str]:
    return {_stem(w) for w in re.findall(r"[A-Za-z][A-Za-z'-]+", text or "") if len(w) >= 3 and w.lower() not in STOPWORDS}


def current_versions(rels: list[str], objective: str) -> tuple[list[str], list[str]]:
    """(the files in force, the earlier years' files): of files whose names differ only by a year
    (`prices_2024.docx`, `prices_2025.docx`), the latest one, unless the objective says an earlier
    year of them."""
    groups: dict[str, list[tuple[str, str]]] = {}
    for rel in rels:
        years = _NAME_YEAR.findall(rel)
        if len(years) == 1:
            groups.setdefault(_NAME_YEAR.sub("#", rel), []).append((years[0], rel))
    earlier: list[str] = []
    for versions in groups.values():
        if len(versions) < 2:
            continue
        said = [rel for year, rel in versions if re.search(rf"(?<!\d){year}(?!\d)", objective or "")]
        keep = said[0] if len(said) == 1 else max(versions)[1]
        earlier += [rel for _, rel in versions if rel != keep]
    return [r for r in rels if r not in earlier], earlier


def looked_up_row(root: Path, rels: list[str], objective: str) -> str:
    """The one table row of documents read whole that the question's words pick, with the heading
    its table sits under counted ("a full day dinghy lesson for a junior": the row 'Full day
    dinghy lesson' of the table under 'Juniors'), in the documents in force (`current_versions`); '' when no row
    shares LOOKUP_WORDS words or two rows tie. A probe's 1.5B model, given two years' price lists
    read whole, answered with a figure from neither (two cells of the older list added)."""
    docs = [r for r in rels if r.lower().endswith(".docx")]
    current, earlier = current_versions(docs, objective)
    terms = _stems_of(objective)
    scored: list[tuple[int, str, str, list[str], list[str]]] = []
    for rel in current:
        try:
            view = DocxDocument.open(root / rel).inspect(offset=0, limit=2000)
        except (DocxError, OSError):
            continue
        cells_of = {str(t.get("id") or "").split("#")[0]: t.get("cells") or [] for t in view.get("tables") or []}
        heading = ""
        for b in view.get("blocks") or []:
            if b.get("kind") == "paragraph" and str(b.get("style") or "").startswith("Heading"):
                heading = " ".join(str(b.get("text") or "").split())
            elif b.get("kind") == "table":
                cells = cells_of.get(str(b.get("id") or "").split("#")[0]) or []
                if len(cells) < 2:
                    continue
                header = [" ".join(str(h).split()) for h in cells[0]]
                above = terms & _stems_of(heading)
                for row in cells[1:]:
                    own = terms & _stems_of(" ".join(str(c) for c in row))
                    if own:
                        scored.append((len(own | above), rel, heading, header, [str(c) for c in row]))
    if not scored:
        return ""
    best = max(s[0] for s in scored)
    top = [s for s in scored if s[0] == best]
    if best < LOOKUP_WORDS or len(top) > 1:
        return ""
    _, rel, heading, header, row = top[0]
    cells = "; ".join(f"{h}: {c}" if h else c for h, c in zip(header, row, strict=False))
    versions = (f" ({rel} is in force; {', '.join(earlier)} {'is an earlier version' if len(earlier) == 1 else 'are earlier versions'})"
                if earlier else "")
    return (f"The table row the question's words pick, looked up by the host{versions}:\n"
            f"{rel}" + (f", under '{heading}'" if heading else "") + f": {cells}")


_MONTH = (r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|"
          r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")
#: "January to March 2025", "from Jan - Mar 2025", "April through June 2024".
_MONTH_RANGE = re.compile(rf"\b{_MONTH}\s+(?:to|-|–|through|till|until)\s+{_MONTH}\s+(\d{{4}})\b", re.I)
#: "Q1 2025", "the first quarter of 2025".
_QUARTER = re.compile(r"\bQ([1-4])\s*(\d{4})\b|\b(first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter\s+(?:of\s+)?(\d{4})\b", re.I)
_QUARTER_WORDS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}
#: A month in a file's name: "2025-03", "2025_03".
_NAME_MONTH = re.compile(r"(?<!\d)((?:19|20)\d\d)[-_.](0[1-9]|1[0-2])(?!\d)")
#: A draft, by its name.
_DRAFT = re.compile(r"[-_ .]?\(?(?<![a-z])draft(?![a-z])\)?", re.I)
#: A figure corrected in a text: "£96.00 (not £84.00)", "was 96, not 84".
_FIGURE_FIX = re.compile(r"([£$€]?\d[\d,]*(?:\.\d+)?)\s*(?:,\s*|\(\s*)?not\s+([£$€]?\d[\d,]*(?:\.\d+)?)", re.I)
#: How `summed_rows` opens.
SUMMED_HEAD = "The row the question names, added up by the host over the documents in force"
#: A question asking an amount or a count added up.
_ADDS_UP = re.compile(r"\bhow\s+(?:much|many)\b|\btotal\b|\baltogether\b|\bin\s+all\b|\bsum\b|\bcombined\b", re.I)
_MONEY_HEADER = re.compile(r"[£$€]|\b(?:income|revenue|sales|amount|total|cost|price|value|takings|spent|fees?|paid)\b", re.I)
_COUNT_HEADER = re.compile(r"\b(?:qty|quantity|number|no\.?|count|sold|units|made)\b", re.I)


def asked_months(objective: str) -> list[str] | None:
    """The months ('YYYY-MM') a question asks about: a range ("January to March 2025"), a quarter
    ("Q1 2025"), or one month; None when it names none."""
    m = _MONTH_RANGE.search(objective or "")
    if m:
        a, b, year = month_number(m.group(1)) or 0, month_number(m.group(2)) or 0, int(m.group(3))
        return [f"{year}-{n:02d}" for n in range(a, b + 1)] if 1 <= a <= b else None
    q = _QUARTER.search(objective or "")
    if q:
        n = int(q.group(1)) if q.group(1) else _QUARTER_WORDS[q.group(3).lower()]
        year = int(q.group(2) or q.group(4))
        return [f"{year}-{k:02d}" for k in range(3 * n - 2, 3 * n + 1)]
    months = months_in(objective or "", MONTH_YEAR)
    return [f"{y}-{mo:02d}" for y, mo in months] if len(months) == 1 else None


def _number_of(text: str) -> float | None:
    m = re.fullmatch(r"\s*[£$€]?\s*(-?\d[\d,]*(?:\.\d+)?)\s*", text or "")
    return float(m.group(1).replace(",", "")) if m else None


def summed_rows(root: Path, rels: list[str], objective: str) -> str:
    """The row a question adds up over documents read whole ("how much did the sourdough loaves take
    in January to March 2025?"), added up by the host: in each document in force (the months the
    question asks, by the month its name says; a draft left out where its final is there), the one
    table row whose label the question's words say whole, the column it asks (money for how much,
    a count for how many; a column it names first), each figure a text corrects ("£96.00 (not
    £84.00)" in a sentence with the row's words) taken as corrected. '' unless two documents or
    more hold such a row. A probe's 1.5B model, given four monthly reports whole, answered with a
    figure from none of them."""
    if not _ADDS_UP.search(objective or "") and not re.search(r"\b(?:made|earned|spent|raised|took)\b", objective or "", re.I):
        return ""
    docs = [r for r in rels if r.lower().endswith(".docx")]
    months = asked_months(objective)
    names = {_DRAFT.sub("", r) for r in docs if not _DRAFT.search(r.rsplit("/", 1)[-1])}
    drafts = [r for r in docs if _DRAFT.search(r.rsplit("/", 1)[-1]) and _DRAFT.sub("", r) in names]
    outside: list[str] = []
    kept: list[str] = []
    for r in docs:
        if r in drafts:
            continue
        month = _NAME_MONTH.search(r.rsplit("/", 1)[-1])
        if months and month and f"{month.group(1)}-{month.group(2)}" not in months:
            outside.append(r)
            continue
        kept.append(r)
    terms = _stems_of(objective)
    how_many = re.search(r"\bhow\s+many\b", objective, re.I) is not None
    texts = {r: whole_text(root, r) or "" for r in docs}
    found: list[tuple[str, str, str, str, float]] = []  # (document, label, column, as written, value)
    for rel in kept:
        try:
            view = DocxDocument.open(root / rel).inspect(offset=0, limit=2000)
        except (DocxError, OSError):
            continue
        rows: list[tuple[list[str], list[str]]] = []
        for t in view.get("tables") or []:
            cells = t.get("cells") or []
            header = [" ".join(str(h).split()) for h in cells[0]] if cells else []
            for row in cells[1:]:
                label = _stems_of(str(row[0]) if row else "")
                if label and label <= terms:
                    rows.append((header, [str(c) for c in row]))
        if len(rows) != 1:
            if len(rows) > 1:
                return ""  # two rows of one document fit: which one is meant is a reading
            continue
        header, row = rows[0]
        numeric = [c for c in range(1, min(len(header), len(row))) if _number_of(row[c]) is not None]
        named = [c for c in numeric if _stems_of(header[c]) & terms]
        kind = [c for c in numeric if (_COUNT_HEADER if how_many else _MONEY_HEADER).search(header[c])]
        cols = named if len(named) == 1 else kind
        if len(cols) != 1:
            return ""
        value = _number_of(row[cols[0]])
        written = row[cols[0]].strip()
        label_words = _stems_of(row[0])
        for other, text in texts.items():
            for sentence in re.split(r"(?<=[.!?])\s+|\n", text):
                if not label_words <= _stems_of(sentence):
                    continue
                for fix in _FIGURE_FIX.finditer(sentence):
                    if _number_of(fix.group(2)) == value and other != rel:
                        written = f"{written} -> {fix.group(1)} (as {other} corrects it)"
                        value = _number_of(fix.group(1))
        if value is not None:
            found.append((rel, row[0], header[cols[0]], written, value))
    if len(found) < 2:
        return ""
    total = sum(v for *_, v in found)
    said = [f"{rel}: {label}, {col} {written}" for rel, label, col, written, _ in found]
    left = ([f"{', '.join(drafts)} {'is a draft' if len(drafts) == 1 else 'are drafts'} of a final one"] if drafts else []) + \
           ([f"{', '.join(outside)} outside the months asked"] if outside else [])
    shown = f"{total:,.2f}".rstrip("0").rstrip(".") if total != int(total) else f"{int(total):,}"
    return (SUMMED_HEAD
            + (f" ({'; '.join(left)})" if left else "") + ":\n" + "\n".join(said) + f"\nTotal: {shown}")


def summed_answer(summed: str) -> str | None:
    """The answer a `summed_rows` block gives: its total, then each document's figure and what was
    left out; None for any other text."""
    lines = summed.splitlines()
    if not lines or not lines[0].startswith(SUMMED_HEAD) or not lines[-1].startswith("Total: "):
        return None
    left = lines[0][len(SUMMED_HEAD):].strip().rstrip(":").strip()
    return (f"{lines[-1][len('Total: '):]} in all: " + "; ".join(lines[1:-1])
            + (f". Left out: {left[1:-1]}" if left.startswith("(") else "") + ". Added up by the host.")


def whole_text(root: Path, rel: str) -> str | None:
    """A file read whole: a document (.docx) as its paragraphs and its tables by row, its text only
    (`docx_text`), any other file as text; None when it does not read (a NUL byte in a text file's
    first KiB, a document that does not open)."""
    if rel.lower().endswith(".docx"):
        return docx_text(root / rel)
    try:
        data = (root / rel).read_bytes()
    except OSError:
        return None
    return None if b"\0" in data[:1024] else data.decode("utf-8", errors="replace")


def docx_text(path: Path) -> str | None:
    """A document's body as text: each paragraph on its line, each table as `Table N:` and its rows,
    cells joined with " | " (the header row first); None when it does not open."""
    try:
        view = DocxDocument.open(path).inspect(offset=0, limit=2000)
    except (DocxError, OSError):
        return None
    lines: list[str] = []
    tables = {t["id"]: t for t in view.get("tables") or []}
    shown = 0
    for b in view.get("blocks") or []:
        if b.get("kind") == "paragraph" and str(b.get("text") or "").strip():
            lines.append(str(b["text"]))
        elif b.get("kind") == "table" and b.get("id") in tables:
            shown += 1
            lines.append(f"Table {shown}:")
            lines += [" | ".join(str(c) for c in row) for row in tables[b["id"]].get("cells") or []]
    return "\n".join(lines) + "\n"


def _short_prose(root: Path, chosen: list[str]) -> bool:
    """Whether the files are text (no NUL byte; a document's text), none a log under a text name
    (lines that open with a timestamp, half of them or more), WHOLE_CHARS characters at most in all."""
    total = 0
    for rel in chosen:
        text = whole_text(root, rel)
        if text is None:
            return False
        lines = [ln for ln in text.splitlines() if ln.strip()]
        if sum(bool(_STAMPED.match(ln)) for ln in lines) * 2 > len(lines):
            return False
        total += len(text)
        if total > WHOLE_CHARS:
            return False
    return True


#: A change that acts on files as files (moves, renames, deletes files, messages, "them"; or moves
#: something into a folder/): its folders are what it changes. Not "the session is moving to the
#: library" or "remove the March row" (a probe's change of a flyer).
_ACTS_ON_FILES = re.compile(r"\b(?:(?:renam\w*|mov(?:e|es|ed|ing)|delet\w*|remov\w*|archiv\w*)\s+(?:[\w'-]+\s+){0,3}?"
                            r"(?:files?|e?mails?|messages?|notes|docs?|documents?|folders?|photos?|pictures?|images?|"
                            r"scans?|attachments?|them|it)\b|\b(?:renam\w*|mov(?:e|es|ed|ing)|archiv\w*)\b[^.;]{0,60}?"
                            r"\b(?:into|to)\s+[\w.-]+/|organi[sz]\w*|tid(?:y|ies|ied)|sort\s+(?:out\s+)?(?:the\s+)?files?)\b",
                            re.I)


def change_texts(root: Path, objective: str, outputs: list[str]) -> list[str]:
    """The short prose files (emails, notes, minutes) of the folders a change names as where its
    facts are ("the clerk has emailed (see the emails folder) about where the stall goes: update
    its pitch in plan.docx"), read whole for the task like a question's (module docstring): a
    probe's 1.5B model given the document alone wrote the stall's own name over its pitch. []
    when the change acts on those files (moves, renames, deletes), a folder is an output, or the
    files are not few, short and prose; and only for a change of a document it names (a .docx):
    a script's task pays ~45 s of prefill for 2,000 tokens it can read itself."""
    if (_ACTS_ON_FILES.search(objective) or relocates(objective) or _COMPUTES.search(objective)
            or not any(p.lower().endswith(".docx") for p in paths_in(objective))):
        return []
    root = root.resolve()
    names = [p.rstrip("/") for p in paths_in(objective) if p.endswith("/")]
    names += worded_folders(objective)
    folders: list[str] = []
    for name in dict.fromkeys(names):
        target = (root / name).resolve()
        if not target.is_relative_to(root) or not target.is_dir() or target == root:
            continue
        rel = target.relative_to(root).as_posix() + "/"
        if any(o.rstrip("/") + "/" == rel or o.startswith(rel) for o in outputs):
            return []
        folders.append(rel)
    if not folders:
        return []
    _, files = workspace_overview(root, max_entries=400, totals=False)
    chosen = sorted(f for f in files if any(f.startswith(d) for d in folders))
    if not chosen or len(chosen) > WHOLE_FILES or any(not f.lower().endswith(READ_SUFFIXES) for f in chosen):
        return []
    return chosen if _short_prose(root, chosen) else []

