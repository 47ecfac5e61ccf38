"""The edit schema, the wire contract of docx_apply_edits: one pydantic model per edit type.

Tool schemas are derived from these models (``edit_tool_schema``), never restated by hand.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    TypeAdapter,
    ValidationError,
    ValidationInfo,
    field_validator,
    model_validator,
)

from ..errors import Code, DocxError
from ..ooxml import invalid_chars, normalize_newlines

MAX_EDITS = 1000
MAX_TEXT = 100_000


def _as_texts(value: dict[Any, Any]) -> dict[str, Any]:
    """{column: value} with string keys, and a number given as a value the text it reads as."""
    return {str(k): str(v) if isinstance(v, int | float) and not isinstance(v, bool) else v for k, v in value.items()}


def _dict_texts(value: Any) -> Any:
    """A {column: value} map with its values as texts (`_as_texts`); anything else as given."""
    return _as_texts(value) if isinstance(value, dict) else value


def _address_value(value: Any, name: str) -> Any:
    """A row or column address as given: not true/false, not empty; {column: value} as texts."""
    if isinstance(value, bool):
        raise ValueError(f"{name} must be an index or a label, not true/false")
    if isinstance(value, str) and not value.strip():
        raise ValueError(f"{name} is empty")
    return _as_texts(value) if isinstance(value, dict) else value


def _check_text(value: str, field_name: str) -> str:
    bad = invalid_chars(value)
    if bad:
        raise ValueError(f"{field_name} contains characters XML cannot hold: {', '.join(bad[:5])}")
    if len(value) > MAX_TEXT:
        raise ValueError(f"{field_name} is longer than {MAX_TEXT} characters")
    return normalize_newlines(value)


class _Edit(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class ReplaceText(_Edit):
    type: Literal["replace_text"]
    find: str = Field(min_length=1)
    replace: str
    occurrence: int | None = Field(default=None, ge=1)
    all: bool = Field(default=False, alias="all")
    expected_count: int | None = Field(default=None, ge=0)
    block_id: str | None = None

    @model_validator(mode="after")
    def _check(self) -> ReplaceText:
        if self.occurrence is not None and self.all:
            raise ValueError("give either occurrence or all, not both")
        self.find = _check_text(self.find, "find")
        self.replace = _check_text(self.replace, "replace")
        return self


class InsertParagraph(_Edit):
    type: Literal["insert_paragraph"]
    anchor_id: str
    position: Literal["after", "before"] = "after"
    text: str = ""
    style: str | None = None

    @model_validator(mode="after")
    def _check(self) -> InsertParagraph:
        self.text = _check_text(self.text, "text")
        return self


class AppendParagraph(_Edit):
    type: Literal["append_paragraph"]
    text: str = ""
    style: str | None = None

    @model_validator(mode="after")
    def _check(self) -> AppendParagraph:
        self.text = _check_text(self.text, "text")
        return self


class DeleteBlock(_Edit):
    type: Literal["delete_block"]
    block_id: str


class SetCellText(_Edit):
    """A cell's text. The cell: ``block_id`` (a cell, a paragraph in it, or a table with row and
    col), or ``table`` (a body table's index or a table id; left out when the body has one table)
    with ``row`` and ``col``. ``row``: a 0-based index, a label found in any of the row's cells,
    ``"Column=Value"`` or ``{column: value}``; ``col``: a 0-based index or the column's header
    text (see ``address``)."""

    type: Literal["set_cell_text"]
    block_id: str | None = None
    table: int | str | None = None
    row: Annotated[int, Field(ge=0)] | str | dict[str, str] | None = None
    col: Annotated[int, Field(ge=0)] | str | None = None
    text: str

    @field_validator("row", "col", mode="before")
    @classmethod
    def _address(cls, value: Any, info: ValidationInfo) -> Any:
        return _address_value(value, str(info.field_name))

    @model_validator(mode="after")
    def _check(self) -> SetCellText:
        if self.block_id is not None and self.table is not None:
            raise ValueError("give block_id or table, not both")
        if self.block_id is None and (self.row is None or self.col is None):
            raise ValueError("give block_id (a cell or cell paragraph id), or row and col "
                             "(with table when the body has more than one table)")
        self.text = _check_text(self.text, "text")
        return self


class DeleteRows(_Edit):
    """Every row below a table's header whose cell under each ``where`` column reads the given
    value, letter case, spacing and surrounding ``:``/``*`` aside (``label_key``): "delete the rows
    whose status is Cancelled" in one edit. ``table``: a body table's index or a table id; left out,
    the one body table where rows match. ``expected_count``: how many rows must match."""

    type: Literal["delete_rows"]
    table: int | str | None = None
    where: dict[str, str] = Field(min_length=1)
    expected_count: int | None = Field(default=None, ge=1)

    _values = field_validator("where", mode="before")(classmethod(lambda cls, value: _dict_texts(value)))


class SetCells(_Edit):
    """The cell under ``col`` of every row below a table's header whose cells under each ``where``
    column read the given values (matched as delete_rows matches them): "mark all of Priya's actions
    as Done" in one edit. A row whose cell already reads ``text`` is left as it is. ``table`` and
    ``expected_count`` as for delete_rows; ``col``: a 0-based index or the column's header text."""

    type: Literal["set_cells"]
    table: int | str | None = None
    where: dict[str, str] = Field(min_length=1)
    col: Annotated[int, Field(ge=0)] | str
    text: str
    expected_count: int | None = Field(default=None, ge=1)

    _values = field_validator("where", mode="before")(classmethod(lambda cls, value: _dict_texts(value)))

    @field_validator("col", mode="before")
    @classmethod
    def _col(cls, value: Any) -> Any:
        return _address_value(value, "col")

    @model_validator(mode="after")
    def _check(self) -> SetCells:
        self.text = _check_text(self.text, "text")
        return self


class InsertRow(_Edit):
    """A new table row next to an existing one, formatted like it (a copy of that row with its
    texts replaced). ``table`` as for set_cell_text; ``row``: the row it goes after (or before,
    ``position``): a 0-based index, a label, ``"Column=Value"`` or ``{column: value}``; ``cells``:
    the new row's texts by column header or 0-based index (``{"Name": "Ada", "2": "x"}``), the
    other cells left empty."""

    type: Literal["insert_row"]
    table: int | str | None = None
    row: Annotated[int, Field(ge=0)] | str | dict[str, str]
    position: Literal["after", "before"] = "after"
    cells: dict[str, str] = Field(min_length=1)

    @field_validator("row", mode="before")
    @classmethod
    def _row(cls, value: Any) -> Any:
        return _address_value(value, "row")

    _cells = field_validator("cells", mode="before")(classmethod(lambda cls, value: _dict_texts(value)))

    @model_validator(mode="after")
    def _check(self) -> InsertRow:
        self.cells = {k: _check_text(v, f"cells[{k!r}]") for k, v in self.cells.items()}
        return self


class AdjustNumbers(_Edit):
    """Every number in one table column's cells below the header changed by the same amount: ``add``
    (5, -2.5) or ``percent`` (10 for +10 %, -5 for -5 %), each written like the number it replaces
    (its decimals, thousands separators and run formatting kept; 2 decimals when the result needs
    them). In a cell where some numbers carry a currency sign only those change ("2 for £10" → the
    10). A row labelled total or subtotal is left. ``table`` as for set_cell_text; ``column``: its
    header text or 0-based index. ``round_to``: each result rounded to the nearest multiple of it
    (0.5 for "the nearest 50p", 1 for whole pounds, 5 for the nearest 5), halves up."""

    type: Literal["adjust_numbers"]
    table: int | str | None = None
    column: Annotated[int, Field(ge=0)] | str
    add: float | None = None
    percent: float | None = None
    round_to: float | None = Field(default=None, gt=0)

    @field_validator("column", mode="before")
    @classmethod
    def _column(cls, value: Any) -> Any:
        return _address_value(value, "column")

    @model_validator(mode="after")
    def _check(self) -> AdjustNumbers:
        if (self.add is None) == (self.percent is None):
            raise ValueError("give add (an amount) or percent, one of them")
        if (self.add or self.percent or 0) == 0:
            raise ValueError("an adjustment of 0 changes nothing")
        if self.percent is not None and self.percent <= -100:
            raise ValueError("percent must be above -100")
        return self


class SortRows(_Edit):
    """The rows below a table's header put in order of the cells under the ``by`` columns (the
    first column first, the next breaking its ties): text without regard to letter case, numbers
    (``1,200``, ``£5``) by value; ``descending`` reverses it. Each row moves whole, its formatting
    with it; a row labelled total or subtotal stays where it is. Direct mode only (a tracked change
    cannot move a row). ``table`` as for set_cell_text; a column by its header text or 0-based
    index."""

    type: Literal["sort_rows"]
    table: int | str | None = None
    by: list[Annotated[int, Field(ge=0)] | str] = Field(min_length=1, max_length=4)
    descending: bool = False

    @field_validator("by", mode="before")
    @classmethod
    def _by(cls, value: Any) -> Any:
        value = [value] if isinstance(value, (str, int)) else value
        return [_address_value(v, "column") for v in value] if isinstance(value, list) else value


class SetFormat(_Edit):
    """Bold, italic, underline or strike-through set on (true) or taken off (false) text: every
    place ``find`` is (in the block ``block_id`` names, else the whole document), as a whole word
    unless ``whole_word`` is false, or only its ``occurrence`` (1-based). The text itself is
    unchanged; flags left out stay as they are."""

    type: Literal["set_format"]
    find: str = Field(min_length=1)
    bold: bool | None = None
    italic: bool | None = None
    underline: bool | None = None
    strike: bool | None = None
    block_id: str | None = None
    occurrence: int | None = Field(default=None, ge=1)
    whole_word: bool = True
    expected_count: int | None = Field(default=None, ge=0)

    @model_validator(mode="after")
    def _check(self) -> SetFormat:
        if all(v is None for v in (self.bold, self.italic, self.underline, self.strike)):
            raise ValueError("give at least one of bold, italic, underline, strike (true to set, false to take off)")
        self.find = _check_text(self.find, "find")
        return self


class AddComment(_Edit):
    type: Literal["add_comment"]
    block_id: str
    find: str | None = Field(default=None, min_length=1)
    text: str = Field(min_length=1)

    @model_validator(mode="after")
    def _check(self) -> AddComment:
        self.text = _check_text(self.text, "text")
        if self.find is not None:
            self.find = _check_text(self.find, "find")
        return self


Edit = Annotated[
    ReplaceText | InsertParagraph | AppendParagraph | DeleteBlock | DeleteRows | SetCellText | SetCells | InsertRow
    | AdjustNumbers | SortRows | SetFormat | AddComment,
    Field(discriminator="type"),
]
_EDITS = TypeAdapter(list[Edit])
EDIT_MODELS: tuple[type[_Edit], ...] = (
    ReplaceText, InsertParagraph, AppendParagraph, DeleteBlock, DeleteRows, SetCellText, SetCells, InsertRow,
    AdjustNumbers, SortRows, SetFormat, AddComment,
)  # fmt: skip


def edits_json_schema() -> dict[str, Any]:
    """JSON Schema of the ``edits`` array, for tool definitions."""
    return _EDITS.json_schema(by_alias=True)


def parse_edits(raw: Any) -> list[Any]:
    if not isinstance(raw, list):
        raise DocxError(Code.INVALID_EDIT, "edits must be a list of objects, each with a type")
    if not raw:
        raise DocxError(Code.INVALID_EDIT, "edits is empty")
    if len(raw) > MAX_EDITS:
        raise DocxError(Code.TOO_LARGE, f"at most {MAX_EDITS} edits per batch", {"count": len(raw)})
    try:
        return _EDITS.validate_python(raw)
    except ValidationError as exc:
        errors = [
            {"edit_index": e["loc"][0] if e["loc"] else None, "field": ".".join(str(x) for x in e["loc"][1:]),
             "error": e["msg"]}
            for e in exc.errors(include_url=False)[:20]
        ]
        first = errors[0]
        where = f"edit {first['edit_index']}" + (f" field {first['field']}" if first["field"] else "")
        raise DocxError(Code.INVALID_EDIT, f"{where}: {first['error']}", {"errors": errors}) from None


def _tool_property(prop: dict[str, Any]) -> dict[str, Any]:
    """A model field's JSON schema as a tool argument: no title or default, and an optional field is
    left out rather than sent as null."""
    out = {k: v for k, v in prop.items() if k not in ("title", "default")}
    alts = out.pop("anyOf", None)
    if alts is not None:
        alts = [a for a in alts if a != {"type": "null"}]
        if len(alts) == 1:
            out.update(alts[0])
        else:
            out["anyOf"] = alts
    return out


def edit_tool_schema(adjust: dict[str, dict[str, Any]] | None = None, *,
                     leave_out: frozenset[str] = frozenset()) -> dict[str, Any]:
    """The JSON Schema of one edit for a tool definition, derived from the edit models.

    One alternative per edit type, each with its own required fields, so that constrained decoding
    cannot produce an edit without what it needs: a field is required when the model requires it,
    and so is text whose default is empty (a paragraph is inserted *with* its text).

    ``adjust`` maps an edit type to changes a caller makes on top: ``properties`` (a field's schema
    replaced, e.g. a capability that also accepts labels for indexes), ``omit`` (fields not offered)
    and ``require`` (fields made required). ``leave_out`` names edit types not offered at all
    (a cell edit for a document without a table).
    """
    alternatives = []
    for model in EDIT_MODELS:
        schema = model.model_json_schema(by_alias=True)
        kind = schema["properties"]["type"]["const"]
        if kind in leave_out:
            continue
        change = (adjust or {}).get(kind, {})
        omit = set(change.get("omit", ()))
        props: dict[str, Any] = {}
        required: list[str] = []
        for name, prop in schema["properties"].items():
            if name in omit:
                continue
            props[name] = change.get("properties", {}).get(name) or _tool_property(prop)
            empty_text = prop.get("type") == "string" and prop.get("default") == ""
            if name in schema.get("required", ()) or empty_text or name in change.get("require", ()):
                required.append(name)
        alternatives.append({"type": "object", "properties": props, "required": required, "additionalProperties": False})
    return {"anyOf": alternatives}
