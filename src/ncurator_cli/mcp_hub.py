"""Connections to the MCP servers declared in the config, for the synchronous runtime.

One daemon thread runs an asyncio loop; each server gets one long-lived task that holds its
`mcp.Client` open (a stdio subprocess or a streamable-HTTP session) until the run ends. The run's
thread submits calls to that loop and waits with a deadline, so an unreachable server, a tool
that hangs or a server that dies is a one-line error, never a hang. Connections are made on
first use (the planner describing the `mcp` capability, or its first tool call).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

#: Seconds allowed beyond a call's own timeout before the run's thread stops waiting for it.
GRACE_S = 5.0
#: Seconds `close` waits for the servers to stop (the SDK's shutdown of a stuck stdio server
#: takes up to about 7 s, more on a loaded machine).
CLOSE_WAIT_S = 12.0


class McpError(Exception):
    """An MCP server could not be reached or a call failed (one line)."""


@dataclass
class McpServer:
    """One `[mcp_servers.NAME]` entry: `command` (+ `args`, `env`, `cwd`) for stdio, or `url`."""

    name: str
    command: str | None = None
    args: list[str] = field(default_factory=list)
    env: dict[str, str] = field(default_factory=dict)
    cwd: str | None = None
    url: str | None = None
    timeout: float = 60.0  # seconds per tool call
    connect_timeout: float = 30.0

    @property
    def where(self) -> str:
        return self.url or " ".join([self.command or "", *self.args]).strip()


@dataclass
class McpTool:
    server: str
    name: str
    description: str
    input_schema: dict[str, Any]


@dataclass
class _Conn:
    client: Any
    tools: list[McpTool]
    stop: asyncio.Event


def _one_line(text: str, limit: int = 300) -> str:
    line = " ".join(str(text).split())
    return line if len(line) <= limit else line[: limit - 3] + "..."


def _describe(exc: BaseException) -> str:
    # anyio task groups wrap failures; the innermost one says what happened.
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    text = str(exc) or type(exc).__name__
    return _one_line(f"{type(exc).__name__}: {text}" if type(exc).__name__ not in text else text)


def result_text(result: Any) -> tuple[str, bool]:
    """A CallToolResult as text for the model, and whether the tool reported an error.

    Text items are kept as they are; anything else (images, resources, structured content) is
    shown as compact JSON. A result that is not a CallToolResult is a malformed one.
    """
    content = getattr(result, "content", None)
    if not isinstance(content, list):
        raise McpError(f"malformed tool result: {_one_line(repr(result), 200)}")
    parts: list[str] = []
    for item in content:
        text = getattr(item, "text", None)
        if isinstance(text, str):
            parts.append(text)
            continue
        dump = item.model_dump(mode="json", exclude_none=True) if hasattr(item, "model_dump") else item
        try:
            parts.append(json.dumps(dump, ensure_ascii=False, default=str)[:4000])
        except (TypeError, ValueError):
            parts.append(repr(item)[:4000])
    structured = getattr(result, "structured_content", None)
    if not parts and structured is not None:
        parts.append(json.dumps(structured, ensure_ascii=False, default=str))
    return "\n".join(parts), bool(getattr(result, "is_error", False))


class McpHub:
    def __init__(self, servers: dict[str, McpServer]) -> None:
        self.servers = servers
        self.errors: dict[str, str] = {}
        self._conns: dict[str, _Conn] = {}
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None

    # --- the loop thread -----------------------------------------------------------------------

    def _ensure_loop(self) -> asyncio.AbstractEventLoop:
        if self._loop is None:
            loop = asyncio.new_event_loop()
            thread = threading.Thread(target=loop.run_forever, name="mcp-hub", daemon=True)
            thread.start()
            self._loop, self._thread = loop, thread
        return self._loop

    def _wait(self, fut: concurrent.futures.Future[Any], timeout: float, what: str) -> Any:
        try:
            return fut.result(timeout=timeout)
        except concurrent.futures.TimeoutError:
            fut.cancel()
            raise McpError(f"{what} timed out after {timeout:.3g}s") from None
        except McpError:
            raise
        except Exception as exc:  # not BaseException: a signal's cancellation must get through
            raise McpError(f"{what} failed: {_describe(exc)}") from None
        except BaseException:
            fut.cancel()
            raise

    # --- connections ---------------------------------------------------------------------------

    def _target(self, server: McpServer) -> Any:
        if server.url:
            return server.url
        from mcp.client.stdio import StdioServerParameters

        return StdioServerParameters(command=server.command or "", args=list(server.args), env=dict(server.env) or None,
                                     cwd=server.cwd)

    async def _hold(self, server: McpServer, ready: asyncio.Future[_Conn]) -> None:
        from mcp import Client

        stop = asyncio.Event()
        try:
            # The handshake and the listing are bounded by connect_timeout (a server that imports
            # for seconds before it answers `initialize` is slow, not broken); each call passes
            # its own timeout.
            async with Client(self._target(server), read_timeout_seconds=server.connect_timeout) as client:
                listing = await client.list_tools()
                tools = [
                    McpTool(server.name, t.name, t.description or "", dict(getattr(t, "input_schema", None) or {"type": "object"}))
                    for t in listing.tools
                ]
                ready.set_result(_Conn(client, tools, stop))
                await stop.wait()
        except BaseException as exc:  # reported to the waiting thread, or recorded when it comes later
            if not ready.done():
                if isinstance(exc, asyncio.CancelledError):
                    ready.cancel()  # the connect gave up (its timeout): nothing to report twice
                else:
                    ready.set_exception(exc)
            else:
                self.errors[server.name] = f"MCP server {server.name} stopped: {_describe(exc)}"
            if isinstance(exc, asyncio.CancelledError):
                raise

    def connect(self, name: str) -> _Conn:
        """The open connection to a server (made now if needed); McpError when it cannot be had."""
        with self._lock:
            if name in self._conns:
                return self._conns[name]
            if name in self.errors:
                raise McpError(self.errors[name])
            server = self.servers.get(name)
            if server is None:
                raise McpError(f"no MCP server named {name!r}")
            # The SDK is imported here, not in the loop: an import of seconds (pydantic models)
            # would block the loop thread and eat the server's connect_timeout.
            import mcp  # noqa: F401
            import mcp.client.stdio  # noqa: F401

            loop = self._ensure_loop()

            async def start() -> _Conn:
                ready: asyncio.Future[_Conn] = loop.create_future()
                # A failure that arrives after the connect gave up is not "never retrieved".
                ready.add_done_callback(lambda f: f.cancelled() or f.exception())
                task = loop.create_task(self._hold(server, ready))
                try:
                    return await asyncio.wait_for(asyncio.shield(ready), server.connect_timeout)
                except TimeoutError:
                    task.cancel()
                    # Said here: the waiting thread's own (longer) deadline would name its own time.
                    raise McpError(f"connecting to MCP server {name} ({server.where}) timed out after "
                                   f"{server.connect_timeout:g}s (connect_timeout)") from None
                except BaseException:
                    task.cancel()
                    raise

            try:
                conn = self._wait(asyncio.run_coroutine_threadsafe(start(), loop), server.connect_timeout + GRACE_S,
                                  f"connecting to MCP server {name} ({server.where})")
            except McpError as exc:
                message = str(exc)
                if "timed out" not in message:
                    message = f"cannot connect to MCP server {name} ({server.where}): {message.split(' failed: ', 1)[-1]}"
                self.errors[name] = message
                raise McpError(message) from None
            self._conns[name] = conn
            return conn

    def tools(self) -> list[McpTool]:
        """Every reachable server's tools; unreachable servers are left out (see `errors`)."""
        out: list[McpTool] = []
        for name in self.servers:
            try:
                out.extend(self.connect(name).tools)
            except McpError:
                continue
        return out

    def call(self, server: str, tool: str, args: dict[str, Any], *, timeout: float | None = None) -> tuple[str, bool]:
        """Call a tool: (text, is_error). McpError when the call could not be made or timed out.

        `timeout` shortens the server's own (the run's time left)."""
        conn = self.connect(server)
        if server in self.errors:
            raise McpError(self.errors[server])
        timeout = min(self.servers[server].timeout, timeout) if timeout is not None else self.servers[server].timeout
        timeout = max(timeout, 0.5)
        loop = self._ensure_loop()
        fut = asyncio.run_coroutine_threadsafe(conn.client.call_tool(tool, args, read_timeout_seconds=timeout), loop)
        try:
            result = self._wait(fut, timeout + GRACE_S, f"MCP tool {server}/{tool}")
        except McpError as exc:
            if "timed out" in str(exc):
                raise McpError(f"MCP tool {server}/{tool} timed out after {timeout:.3g}s") from None
            if "ValidationError" in str(exc):
                detail = str(exc).split("ValidationError: ", 1)[-1]
                raise McpError(f"MCP tool {server}/{tool} returned a malformed result: {_one_line(detail, 200)}") from None
            raise
        return result_text(result)

    def close(self) -> None:
        loop = self._loop
        if loop is None:
            return
        for conn in self._conns.values():
            loop.call_soon_threadsafe(conn.stop.set)

        async def drain() -> None:
            tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
            if tasks:
                # The SDK stops a stdio server in steps that are each bounded (stdin closed, 2 s
                # grace, SIGTERM to its process group, 2 s, SIGKILL, 2 s to reap): wait them out,
                # or a server stuck in a tool outlives the run once the loop stops.
                await asyncio.wait(tasks, timeout=CLOSE_WAIT_S)
                for t in tasks:
                    t.cancel()

        try:
            asyncio.run_coroutine_threadsafe(drain(), loop).result(timeout=CLOSE_WAIT_S + 3)
        except BaseException:
            pass
        loop.call_soon_threadsafe(loop.stop)
        if self._thread is not None:
            self._thread.join(timeout=2)
        self._conns.clear()
        self._loop = None


def servers_from_config(raw: dict[str, dict[str, Any]], base: Path | None = None) -> dict[str, McpServer]:
    out: dict[str, McpServer] = {}
    for name, cfg in raw.items():
        cwd = cfg.get("cwd")
        if cwd and base is not None and not Path(cwd).expanduser().is_absolute():
            cwd = str(base / cwd)
        out[name] = McpServer(
            name=name, command=cfg.get("command"), args=list(cfg.get("args") or []), env=dict(cfg.get("env") or {}),
            cwd=cwd, url=cfg.get("url"),
            timeout=float(cfg.get("timeout") or 60.0), connect_timeout=float(cfg.get("connect_timeout") or 30.0),
        )
    return out
