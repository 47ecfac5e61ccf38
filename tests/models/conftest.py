"""A small chat-completions server on 127.0.0.1 for driving the real HTTP clients in tests."""

from __future__ import annotations

import contextlib
import json
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest


@dataclass
class Reply:
    """One scripted answer. `sse` chunks are sent as `data:` events when the client streams.

    `raw` replaces the body with these items written as they are (bytes) or slept (a float:
    a stalled stream), under `content_type`; `done=False` leaves out `data: [DONE]` and
    `close=True` then drops the connection (a server that dies mid-stream).
    `chunk_delay_s` paces the `sse` chunks (a slow but progressing generation).
    """

    status: int = 200
    body: dict[str, Any] | None = None
    sse: list[dict[str, Any]] | None = None
    delay_s: float = 0.0
    raw: list[bytes | float] | None = None
    content_type: str = "text/event-stream"
    done: bool = True
    chunk_delay_s: float = 0.0


@dataclass
class FakeOpenAI:
    url: str
    replies: list[Reply] = field(default_factory=list)
    requests: list[dict[str, Any]] = field(default_factory=list)
    #: What GET /models answers (llama.cpp adds `owned_by: llamacpp` and `meta`).
    models: dict[str, Any] = field(
        default_factory=lambda: {"object": "list", "data": [{"id": "fake", "object": "model"}]}
    )
    #: Connections the client dropped while a reply was being written (an aborted request).
    aborted: list[int] = field(default_factory=list)
    #: POSTs being answered right now, and the most there were at once.
    in_flight: int = 0
    max_in_flight: int = 0
    #: llama.cpp's slot actions (`POST /slots/N?action=save|restore`): (slot, action, filename) in
    #: order; the files saved, which a restore needs (else HTTP 400, as llama.cpp answers).
    slot_actions: list[tuple[int, str, str]] = field(default_factory=list)
    saved: set[str] = field(default_factory=set)

    def reply(self, *replies: Reply) -> None:
        self.replies.extend(replies)

    @property
    def last(self) -> dict[str, Any]:
        return self.requests[-1]


def completion(
    content: str | None = "",
    tool_calls: list[dict[str, Any]] | None = None,
    usage: dict[str, int] | None = None,
) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": content}
    if tool_calls:
        message["tool_calls"] = tool_calls
    body: dict[str, Any] = {
        "id": "chatcmpl-1",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": "fake",
        "choices": [
            {"index": 0, "message": message, "finish_reason": "tool_calls" if tool_calls else "stop"}
        ],
    }
    if usage is not None:
        body["usage"] = usage
    return body


def chunk(
    delta: dict[str, Any] | None = None, *, finish: str | None = None, usage: dict | None = None
) -> dict:
    body: dict[str, Any] = {
        "id": "chatcmpl-1",
        "object": "chat.completion.chunk",
        "created": int(time.time()),
        "model": "fake",
        "choices": [] if delta is None else [{"index": 0, "delta": delta, "finish_reason": finish}],
    }
    if usage is not None:
        body["usage"] = usage
    return body


_COUNT = threading.Lock()


def _handler(fake: FakeOpenAI) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args: Any) -> None:  # keep test output clean
            pass

        def _send_json(self, status: int, body: Any) -> None:
            data = json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            try:
                self.wfile.write(data)
            except BrokenPipeError:
                pass  # the client under test gave up (timeout tests): expected, not worth a traceback

        def do_GET(self) -> None:  # noqa: N802
            if self.path.rstrip("/").endswith("/models"):
                self._send_json(200, fake.models)
            else:
                self._send_json(404, {"error": {"message": "not found"}})

        def do_POST(self) -> None:  # noqa: N802
            with _COUNT:
                fake.in_flight += 1
                fake.max_in_flight = max(fake.max_in_flight, fake.in_flight)
            try:
                self._post()
            finally:
                with _COUNT:
                    fake.in_flight -= 1

        def _post(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            payload = json.loads(self.rfile.read(length) or b"{}")
            if self.path.startswith("/slots/"):
                slot, _, query = self.path[len("/slots/"):].partition("?action=")
                name = str(payload.get("filename") or "")
                fake.slot_actions.append((int(slot), query, name))
                if query == "save":
                    fake.saved.add(name)
                elif name not in fake.saved:
                    self._send_json(400, {"error": {"message": "failed to restore slot"}})
                    return
                self._send_json(200, {"id_slot": int(slot), "filename": name})
                return
            fake.requests.append({"path": self.path, **payload})
            reply = (
                fake.replies.pop(0)
                if fake.replies
                else Reply(500, {"error": {"message": "no reply scripted"}})
            )
            if reply.delay_s:
                time.sleep(reply.delay_s)
            if reply.raw is not None:
                self.send_response(reply.status)
                self.send_header("Content-Type", reply.content_type)
                self.send_header("Connection", "close")
                self.end_headers()
                try:
                    for item in reply.raw:
                        if isinstance(item, float | int):
                            time.sleep(item)
                        else:
                            self.wfile.write(item)
                            self.wfile.flush()
                except (BrokenPipeError, ConnectionResetError):
                    fake.aborted.append(len(fake.requests))
                self.close_connection = True
                return
            if payload.get("stream") and reply.status == 200 and reply.sse is not None:
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.send_header("Cache-Control", "no-cache")
                self.send_header("Connection", "close")
                self.end_headers()
                try:
                    for item in reply.sse:
                        if reply.chunk_delay_s:
                            time.sleep(reply.chunk_delay_s)
                        self.wfile.write(f"data: {json.dumps(item)}\n\n".encode())
                        self.wfile.flush()
                    if reply.done:
                        self.wfile.write(b"data: [DONE]\n\n")
                        self.wfile.flush()
                except (BrokenPipeError, ConnectionResetError):
                    fake.aborted.append(len(fake.requests))
                self.close_connection = True
                return
            self._send_json(reply.status, reply.body if reply.body is not None else {})

    return Handler


@contextlib.contextmanager
def serve_fake_openai() -> Iterator[FakeOpenAI]:
    """A FakeOpenAI listening on a free loopback port for the duration of the block."""
    fake = FakeOpenAI(url="")
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(fake))
    server.daemon_threads = True
    fake.url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True)
    thread.start()
    try:
        yield fake
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture
def fake_openai() -> Iterator[FakeOpenAI]:
    with serve_fake_openai() as fake:
        yield fake


@pytest.fixture
def refused_url() -> str:
    """A loopback URL nothing listens on (the port was bound, then released)."""
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    return f"http://127.0.0.1:{port}/v1"
