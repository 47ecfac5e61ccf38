"""The command line: parse flags, call the app, map outcomes to exit codes.

Only typer is imported at module level so `--help` and the first event of a run stay fast;
everything heavy is imported inside the command that needs it. stdout carries JSON lines only.
"""

from __future__ import annotations

import dataclasses
import os
import sys
from enum import StrEnum
from pathlib import Path
from typing import Annotated, Any, NoReturn

import typer

from . import __version__

app = typer.Typer(
    name="ncurator",
    help="A scriptable command-line agent runtime for local work. Every command that produces data "
    "writes JSON lines on stdout; logs and prompts go to stderr.",
    rich_markup_mode=None,
    pretty_exceptions_enable=False,
    no_args_is_help=True,
    add_completion=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)
policy_app = typer.Typer(help="Validate policy files and preview decisions.", rich_markup_mode=None, no_args_is_help=True)
schema_app = typer.Typer(help="Print JSON Schemas of ncurator's outputs.", rich_markup_mode=None, no_args_is_help=True)
app.add_typer(policy_app, name="policy")
app.add_typer(schema_app, name="schema")


class Format(StrEnum):
    jsonl = "jsonl"
    text = "text"


class TableFormat(StrEnum):
    jsonl = "jsonl"
    table = "table"


class SearchMode(StrEnum):
    hybrid = "hybrid"
    vector = "vector"
    fts = "fts"


class ApprovalMode(StrEnum):
    auto = "auto"
    tty = "tty"
    stdin = "stdin"
    none = "none"


class Planner(StrEnum):
    auto = "auto"
    model = "model"
    guided = "guided"


class SandboxMode(StrEnum):
    auto = "auto"
    bwrap = "bwrap"
    none = "none"


def fail(message: str, code: int = 2) -> NoReturn:
    sys.stderr.write(f"ncurator: {message}\n")
    sys.stderr.flush()
    raise typer.Exit(code)


def write_json_line(obj: Any) -> None:
    import orjson

    sys.stdout.buffer.write(orjson.dumps(obj, option=orjson.OPT_NON_STR_KEYS) + b"\n")
    sys.stdout.buffer.flush()


def _version_callback(value: bool) -> None:
    if value:
        sys.stdout.write(f"ncurator {__version__}\n")
        raise typer.Exit(0)


@app.callback()
def _root(
    version: Annotated[
        bool, typer.Option("--version", callback=_version_callback, is_eager=True, help="Print the version and exit.")
    ] = False,
) -> None:
    """ncurator: headless agent runs with JSONL events, a policy-gated shell, docx edits and a local KB."""


def _settings(workspace: Path | None = None, flags: dict[str, Any] | None = None) -> Any:
    from .config import ConfigError, load_settings

    try:
        return load_settings(workspace=workspace, flags=flags)
    except ConfigError as exc:
        fail(str(exc))


# --- run / approve ---------------------------------------------------------------------------------


@app.command()
def run(
    objective: Annotated[str, typer.Argument(help="What to do. '-' reads it from stdin.")],
    workspace: Annotated[Path | None, typer.Option("--workspace", "-w", help="Folder the run may read and change.")] = None,
    session: Annotated[str | None, typer.Option("--session", help="Carry memory across runs of this session id.")] = None,
    doc: Annotated[list[str] | None, typer.Option("--doc", help="Scope knowledge-base work to these document ids (repeatable).")] = None,
    policy: Annotated[Path | None, typer.Option("--policy", help="Policy file (TOML) for approvals.")] = None,
    model: Annotated[str | None, typer.Option("--model", help="openai:NAME | script:FILE | local")] = None,
    max_steps: Annotated[int | None, typer.Option("--max-steps", min=1, help="Bound on steps for the whole run. [default: 100]")] = None,
    timeout: Annotated[float | None, typer.Option("--timeout", min=1, help="Wall-clock limit for the run, seconds; a model call in flight is cut off. [default: 1800]")] = None,
    max_turns: Annotated[int | None, typer.Option("--max-turns", min=1, help="Budget of model calls for the whole run.")] = None,
    max_tokens: Annotated[int | None, typer.Option("--max-tokens", min=1, help="Budget of tokens (prompt + completion) for the whole run.")] = None,
    output_schema: Annotated[Path | None, typer.Option("--output-schema", help="JSON Schema FILE: the final answer is a JSON value valid against it (answer_completed.output).")] = None,
    no_probe: Annotated[bool, typer.Option("--no-probe", help="Skip the context probe.")] = False,
    fmt: Annotated[Format, typer.Option("--format", help="jsonl (machine) or text (person).")] = Format.jsonl,
    record: Annotated[Path | None, typer.Option("--record", help="Write every model turn to FILE (replay with --model script:FILE).")] = None,
    approvals: Annotated[ApprovalMode | None, typer.Option("--approvals", help="Where approval decisions come from. [default: auto]")] = None,
    sandbox: Annotated[SandboxMode | None, typer.Option("--sandbox", help="Command sandbox backend. [default: auto]")] = None,
    kb: Annotated[str | None, typer.Option("--kb", help="Knowledge base path or LanceDB URI.")] = None,
    planner: Annotated[Planner | None, typer.Option("--planner", help="Who plans: the model, guided rules, or auto (guided for small local models). [default: auto]")] = None,
) -> None:
    """Run one objective headlessly; every event is one JSON line on stdout.

    Exit codes: 0 completed, 1 failed, 2 usage/configuration error, 3 paused for approval,
    4 workspace required, 5 approval denied (also when the model recovered and answered),
    6 budget exceeded, 130/143 cancelled.
    """
    from .runtime.runner import UsageError, resolve_workspace
    from .runtime.structured import SchemaFileError, load_output_schema

    schema = None
    if output_schema is not None:
        try:
            schema = load_output_schema(output_schema.expanduser())
        except SchemaFileError as exc:
            fail(str(exc))

    if objective == "-":
        if approvals == ApprovalMode.stdin:
            fail("cannot read both the objective and approval decisions from stdin")
        objective = sys.stdin.read().strip()
    if not objective.strip():
        fail("the objective is empty")
    try:
        ws = resolve_workspace(str(workspace) if workspace is not None else None)
    except UsageError as exc:
        fail(str(exc))
    flags = {
        "model": model, "kb": kb, "policy": str(policy) if policy else None, "max_steps": max_steps,
        "timeout": timeout, "max_turns": max_turns, "max_tokens": max_tokens, "sandbox": sandbox.value if sandbox else None,
        "approvals": approvals.value if approvals else None, "planner": planner.value if planner else None,
    }
    settings = _settings(ws.root if ws else None, flags)
    from .config import RunConfig

    config = RunConfig.from_settings(
        settings, objective=objective, workspace=str(ws.root) if ws else None, session_id=session,
        doc_ids=list(doc or []), output_schema=schema, no_probe=no_probe, record=str(record) if record else None,
    )
    raise typer.Exit(_start_run(config, settings, fmt.value, ws))


def _prepare(config: Any, settings: Any) -> tuple[Any, Any]:
    from .config import ConfigError
    from .models.base import ModelConfigError
    from .runtime.runner import build_model, load_policy

    try:
        policy = load_policy(config.policy)
        model = build_model(config.model, settings, config.record)
    except (ConfigError, ModelConfigError) as exc:
        fail(str(exc))
    if config.sandbox == "bwrap":
        from .sandbox import sandbox_info

        info = sandbox_info()
        if not info.get("bwrap_available", info.get("available", False)):
            fail(f"--sandbox bwrap requested but bubblewrap is not usable: {info.get('reason', 'not installed')}")
    from .sandbox import unconfined_notice

    notice = unconfined_notice(config.sandbox)
    if notice is not None:
        # The first line of the run: what runs unconfined, and the remedy.
        if getattr(settings, "sandbox_require", False):
            fail(f"{notice}; refused because the config says [sandbox] require = true")
        sys.stderr.write(f"ncurator: {notice}\n")
        sys.stderr.flush()
    return policy, model


def _start_run(config: Any, settings: Any, fmt: str, ws: Any) -> int:
    from .app import capability_registry
    from .output import stdout_sink
    from .runtime.runner import RunDriver

    policy, model = _prepare(config, settings)
    driver = RunDriver(settings, [stdout_sink(fmt)], registry=capability_registry(mcp_servers=settings.mcp_servers))
    return driver.start(config, model, policy, ws)


@app.command()
def approve(
    run_id: Annotated[str, typer.Argument(help="The paused run.")],
    approval_id: Annotated[str | None, typer.Argument(help="The pending approval (optional when only one is pending).")] = None,
    allow: Annotated[bool, typer.Option("--allow", help="Allow the pending action.")] = False,
    deny: Annotated[bool, typer.Option("--deny", help="Deny the pending action.")] = False,
    reason: Annotated[str | None, typer.Option("--reason", help="Why; recorded with the decision.")] = None,
    fmt: Annotated[Format, typer.Option("--format", help="jsonl (machine) or text (person).")] = Format.jsonl,
) -> None:
    """Decide a pending approval of a paused run and resume it; streams the rest of the run like `run`."""
    if allow == deny:
        fail("give exactly one of --allow or --deny")
    from .app import capability_registry
    from .config import RunConfig
    from .output import stdout_sink
    from .runtime.runner import RunDriver, UsageError, resolve_workspace
    from .store import RunStore

    settings = _settings()
    store = RunStore(settings.runs_db)
    run_row = store.get_run(run_id)
    if run_row is None:
        fail(f"no run {run_id}")
    if run_row["status"] != "paused":
        fail(f"run {run_id} is not paused (status: {run_row['status']})")
    pending = store.get_approvals(run_id, status="pending")
    if approval_id is None:
        if len(pending) != 1:
            fail(f"run {run_id} has {len(pending)} pending approvals; name one: {' '.join(a['approval_id'] for a in pending)}")
        target = pending[0]
    else:
        target = next((a for a in pending if a["approval_id"] == approval_id), None)
        if target is None:
            fail(f"run {run_id} has no pending approval {approval_id}")
    config = RunConfig.from_stored(run_row["options"])
    try:
        ws = resolve_workspace(config.workspace)
    except UsageError as exc:
        fail(str(exc))
    run_settings = _settings(ws.root if ws else None, {"model": config.model})
    # The run's own policy is re-applied (and re-validated) on resume; the model spec is the run's.
    policy, model = _prepare(dataclasses.replace(config, record=None), run_settings)
    if not store.decide_approval(run_id, target["approval_id"], approved=allow, source="approve_command", reason=reason):
        fail(f"approval {target['approval_id']} was already decided")
    driver = RunDriver(run_settings, [stdout_sink(fmt.value)], registry=capability_registry(mcp_servers=run_settings.mcp_servers),
                       store=store)
    raise typer.Exit(driver.resume(run_row, target, allow, reason, model, policy, ws))


# --- stored runs -------------------------------------------------------------------------------


@app.command()
def runs(
    session: Annotated[str | None, typer.Option("--session", help="Only runs of this session.")] = None,
    limit: Annotated[int, typer.Option("--limit", min=1, max=10000)] = 50,
) -> None:
    """List stored runs, newest first (JSONL)."""
    from .store import RunStore

    store = RunStore(_settings().runs_db)
    for r in store.list_runs(session_id=session, limit=limit):
        write_json_line({k: r[k] for k in ("run_id", "session_id", "status", "exit_code", "input", "workspace", "model", "created_at", "finished_at", "duration_ms")})


@app.command()
def events(run_id: Annotated[str, typer.Argument(help="A stored run.")]) -> None:
    """Print a stored run's events, exactly as they were streamed (JSONL)."""
    from .store import RunStore

    store = RunStore(_settings().runs_db)
    if store.get_run(run_id) is None:
        fail(f"no run {run_id}")
    out = sys.stdout.buffer
    for body in store.iter_events(run_id):
        out.write(body.encode() + b"\n")
    out.flush()


@app.command()
def artifacts(
    run_id: Annotated[str | None, typer.Argument(help="Only this run's artifacts.")] = None,
    session: Annotated[str | None, typer.Option("--session", help="Only artifacts of this session's runs.")] = None,
    workspace: Annotated[Path | None, typer.Option("--workspace", "-w", help="Only artifacts in this workspace.")] = None,
    fmt: Annotated[TableFormat, typer.Option("--format", help="jsonl or table.")] = TableFormat.jsonl,
) -> None:
    """List the files runs created, updated or deleted, each with its run and workspace."""
    from .store import RunStore, workspace_id_for

    store = RunStore(_settings().runs_db)
    if run_id and store.get_run(run_id) is None:
        fail(f"no run {run_id}")
    ws_id = workspace_id_for(os.path.realpath(workspace)) if workspace is not None else None
    rows = store.list_artifacts(run_id=run_id, session_id=session, workspace_id=ws_id)
    keys = ("run_id", "task_id", "capability", "path", "operation", "sha256", "size", "created_at", "artifact_id")
    if fmt == TableFormat.table:
        header = f"{'created_at':24} {'operation':9} {'size':>9} {'path'}"
        sys.stdout.write(header + "\n")
        for r in rows:
            size = r["size"] if r["size"] is not None else "-"
            where = os.path.join(r["workspace_root"], r["path"]) if r["workspace_root"] else r["path"]
            sys.stdout.write(f"{r['created_at']:24} {r['operation']:9} {size:>9} {where}  ({r['run_id']})\n")
        return
    for r in rows:
        ws = {"workspace_id": r["workspace_id"], "root_path": r["workspace_root"]} if r["workspace_root"] else None
        write_json_line({**{k: r[k] for k in keys}, "workspace": ws})


# --- knowledge base ----------------------------------------------------------------------------


@app.command()
def ingest(
    paths: Annotated[list[Path], typer.Argument(help="Files or folders (recursive).")],
    kb: Annotated[str | None, typer.Option("--kb", help="Knowledge base path or LanceDB URI.")] = None,
    prune: Annotated[bool, typer.Option("--prune", help="Remove documents whose file is gone.")] = False,
    glob: Annotated[str | None, typer.Option("--glob", help="Only files matching this glob (e.g. '**/*.md').")] = None,
    fmt: Annotated[Format, typer.Option("--format", help="jsonl or text.")] = Format.jsonl,
) -> None:
    """Parse txt/md/html/pdf/docx, chunk, embed and upsert into the KB (JSONL events).

    Exit 0 when every document was ingested or unchanged, 1 when any failed, 2 on bad arguments.
    """
    from .kb.ingest import ingest as run_ingest
    from .kb.store import KBError
    from .output import Emitter, stdout_sink

    settings = _settings(flags={"kb": kb})
    for p in paths:
        if not p.exists() and not p.is_symlink():
            fail(f"{p} does not exist")
    progress = _progress_bar() if sys.stderr.isatty() else None
    import secrets
    import time

    emitter = Emitter("ingest_" + time.strftime("%Y%m%dT%H%M%S", time.gmtime()) + "_" + secrets.token_hex(3), sinks=[stdout_sink(fmt.value)])
    failed = 0
    try:
        for ev in run_ingest(list(paths), settings.kb_uri, prune=prune, glob=glob, progress=progress):
            ev = dict(ev)
            type_ = ev.pop("type")
            if type_ == "ingest_completed":
                failed = int(ev.get("failed", 0))
            emitter.emit(type_, **ev)
    except KBError as exc:
        fail(str(exc), 1 if emitter.seq else 2)
    finally:
        if progress is not None:
            sys.stderr.write("\n")
    raise typer.Exit(1 if failed else 0)


def _progress_bar() -> Any:
    def show(done: int, total: int, label: str) -> None:
        width = 30
        filled = int(width * done / total) if total else width
        sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} {label[-40:]:40}")
        sys.stderr.flush()

    return show


@app.command()
def search(
    query: Annotated[str, typer.Argument(help="What to look for.")],
    mode: Annotated[SearchMode, typer.Option("--mode", help="hybrid, vector or fts.")] = SearchMode.hybrid,
    limit: Annotated[int, typer.Option("--limit", min=1, max=50)] = 10,
    doc: Annotated[list[str] | None, typer.Option("--doc", help="Only these document ids (repeatable).")] = None,
    kb: Annotated[str | None, typer.Option("--kb", help="Knowledge base path or LanceDB URI.")] = None,
) -> None:
    """Query the knowledge base directly (JSONL hits, best first).

    Each hit carries a calibrated `relevance` (0..1) and `match` (relevance at or above the floor);
    when no hit matches, stderr says "no match". An empty KB prints a hint on stderr.
    """
    from .kb.relevance import FLOOR
    from .kb.store import KBError, KnowledgeBase

    settings = _settings(flags={"kb": kb})
    try:
        store = KnowledgeBase.open(settings.kb_uri)
        if store.count_chunks() == 0:
            uri = settings.kb_uri
            state = "does not exist" if "://" not in uri and not Path(uri).exists() else "is empty"
            sys.stderr.write(f"ncurator: the knowledge base {uri} {state}: add documents with `ncurator ingest PATH --kb {uri}`\n")
            return
        hits = store.search(query, mode=mode.value, limit=limit, document_ids=list(doc) if doc else None,
                            with_relevance=True)
    except KBError as exc:
        fail(str(exc), 1)
    for h in hits:
        write_json_line(h)
    if not any(h["match"] for h in hits):
        best = max((h["relevance"] for h in hits), default=None)
        sys.stderr.write(f"ncurator: no match: no hit reaches relevance {FLOOR}"
                         + (f" (best {best:.2f})" if best is not None else " (no hits)") + "\n")


@app.command()
def docs(
    keyword: Annotated[str | None, typer.Option("--keyword", help="Only documents whose name or title contains this.")] = None,
    kb: Annotated[str | None, typer.Option("--kb", help="Knowledge base path or LanceDB URI.")] = None,
) -> None:
    """List the documents in the knowledge base (JSONL)."""
    from .kb.store import KBError, KnowledgeBase

    settings = _settings(flags={"kb": kb})
    try:
        store = KnowledgeBase.open(settings.kb_uri)
        page = 1
        while True:
            res = store.list_documents(keyword=keyword, page=page, page_size=50)
            for d in res["documents"]:
                write_json_line(d)
            if page * 50 >= res["total"] or not res["documents"]:
                break
            page += 1
    except KBError as exc:
        fail(str(exc), 1)


# --- policy, doctor, schema --------------------------------------------------------------------


@policy_app.command("check")
def policy_check(
    file: Annotated[Path, typer.Argument(help="Policy file (TOML).")],
    command: Annotated[str | None, typer.Option("--command", help="Show the decision for this command.")] = None,
    workspace: Annotated[Path | None, typer.Option("--workspace", "-w", help="Workspace for boundary checks (default: cwd).")] = None,
) -> None:
    """Validate a policy file (its rule examples included); with --command, print the decision as JSON."""
    from .policy.rules import Policy, PolicyError

    try:
        pol = Policy.load(file)
    except PolicyError as exc:
        write_json_line({"valid": False, "error": str(exc)})
        fail(str(exc))
    if command is None:
        write_json_line({"valid": True, **pol.summary()})
        return
    import os

    ws = Path(os.path.realpath(workspace or Path.cwd()))
    write_json_line(pol.decide_command(command, ws, ws).to_dict())


@app.command()
def doctor(
    model: Annotated[str | None, typer.Option("--model", help="Check this model spec instead of the configured one.")] = None,
    kb: Annotated[str | None, typer.Option("--kb", help="Knowledge base path or LanceDB URI.")] = None,
    self_test: Annotated[bool, typer.Option("--self-test/--no-self-test", help="For the local model: time a short generation (starts its server).")] = True,
    warm: Annotated[bool, typer.Option("--warm", help="For the local model: read the system prompts past runs used into its server's cache, so the next runs skip that wait.")] = False,
) -> None:
    """Report, as JSON: model endpoint reachable (the local model: a generation self-test with tokens/s), KB path, sandbox backend, versions."""
    from .doctor import report

    settings = _settings(flags={"model": model, "kb": kb})
    write_json_line(report(settings, self_test=self_test, warm=warm))


@schema_app.command("events")
def schema_events() -> None:
    """Print the JSON Schema of the event stream (the same as docs/events.schema.json)."""
    import json

    from .protocol.events import events_json_schema

    sys.stdout.write(json.dumps(events_json_schema(), indent=2, sort_keys=True) + "\n")


def main() -> None:
    try:  # typer >= 0.25 vendors click
        from typer import _click as click
    except ImportError:  # pragma: no cover
        import click  # type: ignore[no-redef]

    try:
        rv = app(standalone_mode=False)
    except click.exceptions.NoArgsIsHelpError as exc:
        # `ncurator` or `ncurator policy` alone: show help on stderr, exit 2 like any usage error.
        sys.stderr.write(exc.ctx.get_help() + "\n")
        sys.exit(2)
    except click.exceptions.UsageError as exc:
        hint = f" (see '{exc.ctx.command_path} --help')" if exc.ctx is not None else ""
        sys.stderr.write(f"ncurator: {exc.format_message()}{hint}\n")
        sys.exit(2)
    except click.exceptions.ClickException as exc:
        sys.stderr.write(f"ncurator: {exc.format_message()}\n")
        sys.exit(exc.exit_code)
    except KeyboardInterrupt:
        sys.stderr.write("ncurator: interrupted\n")
        sys.exit(130)
    except BrokenPipeError:
        # `ncurator ... | head`: the reader left; not an error worth a traceback.
        import os

        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        sys.exit(1)
    except Exception as exc:  # the last line of defence: one line, traceback only on request
        import os

        if os.environ.get("NCURATOR_DEBUG"):
            raise
        sys.stderr.write(f"ncurator: internal error: {type(exc).__name__}: {exc} (set NCURATOR_DEBUG=1 for a traceback)\n")
        sys.exit(1)
    sys.exit(rv if isinstance(rv, int) else 0)


if __name__ == "__main__":
    main()
