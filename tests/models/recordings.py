"""Streams shaped like what llama.cpp's server, vLLM and OpenAI send, for replay by FakeOpenAI.

Each function returns the `data:` chunks of one streamed chat completion, with each server's
own fields: llama.cpp's `timings` (with `cache_n`) and usage in the last chunk, vLLM's role
delta and usage chunk with empty choices, OpenAI's `system_fingerprint`, `obfuscation` and
`prompt_tokens_details.cached_tokens`.
"""

from __future__ import annotations

import json
from typing import Any


def _llamacpp(delta: dict[str, Any] | None, finish: str | None = None, **extra: Any) -> dict[str, Any]:
    return {
        "choices": [{"finish_reason": finish, "index": 0, "delta": delta or {}}],
        "created": 1764000000, "id": "chatcmpl-Xq3", "model": "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf",
        "system_fingerprint": "b6900-abcdef", "object": "chat.completion.chunk", **extra,
    }


def _llamacpp_end(finish: str, prompt: int, completion: int, cached: int = 0) -> dict[str, Any]:
    return _llamacpp(
        {}, finish,
        usage={"completion_tokens": completion, "prompt_tokens": prompt, "total_tokens": prompt + completion},
        timings={"cache_n": cached, "prompt_n": prompt - cached, "prompt_ms": 812.4, "predicted_n": completion,
                 "predicted_ms": 2210.9},
    )


def llamacpp_text(pieces: list[str], finish: str = "stop", prompt: int = 120, cached: int = 0) -> list[dict[str, Any]]:
    out = [_llamacpp({"role": "assistant", "content": None})]
    out += [_llamacpp({"content": p}) for p in pieces]
    out.append(_llamacpp_end(finish, prompt, len(pieces), cached))
    return out


def llamacpp_fenced_call_then_newlines(call: dict[str, Any], newlines: int) -> list[dict[str, Any]]:
    """What a small model without native calls does under tool_choice=required: a fenced JSON
    block in the content, then newline after newline until the token limit."""
    block = "```json\n" + json.dumps(call) + "\n```"
    pieces = [block[i : i + 6] for i in range(0, len(block), 6)] + ["\n"] * newlines
    return llamacpp_text(pieces, finish="length")


def llamacpp_tool_call(name: str, args: dict[str, Any], prompt: int = 300) -> list[dict[str, Any]]:
    text = json.dumps(args)
    out = [_llamacpp({"role": "assistant", "content": None, "tool_calls": [
        {"index": 0, "id": "XyZ12abc", "type": "function", "function": {"name": name, "arguments": ""}}]})]
    out += [_llamacpp({"tool_calls": [{"index": 0, "function": {"arguments": text[i : i + 5]}}]})
            for i in range(0, len(text), 5)]
    out.append(_llamacpp_end("tool_calls", prompt, 20, cached=prompt - 40))
    return out


def vllm_tool_call(name: str, args: dict[str, Any]) -> list[dict[str, Any]]:
    base = {"id": "chatcmpl-9f2", "object": "chat.completion.chunk", "created": 1764000001, "model": "Qwen/Qwen2.5-7B-Instruct"}
    text = json.dumps(args)
    return [
        {**base, "choices": [{"index": 0, "delta": {"role": "assistant", "content": ""}, "logprobs": None, "finish_reason": None}]},
        {**base, "choices": [{"index": 0, "delta": {"tool_calls": [
            {"id": "chatcmpl-tool-4a1b", "type": "function", "index": 0, "function": {"name": name}}]},
            "logprobs": None, "finish_reason": None}]},
        {**base, "choices": [{"index": 0, "delta": {"tool_calls": [{"index": 0, "function": {"arguments": text[:7]}}]},
                              "logprobs": None, "finish_reason": None}]},
        {**base, "choices": [{"index": 0, "delta": {"tool_calls": [{"index": 0, "function": {"arguments": text[7:]}}]},
                              "logprobs": None, "finish_reason": None}]},
        {**base, "choices": [{"index": 0, "delta": {"content": ""}, "logprobs": None, "finish_reason": "tool_calls",
                              "stop_reason": None}]},
        {**base, "choices": [], "usage": {"prompt_tokens": 210, "total_tokens": 236, "completion_tokens": 26,
                                          "prompt_tokens_details": None}},
    ]


def openai_text(pieces: list[str], finish: str = "stop") -> list[dict[str, Any]]:
    base = {"id": "chatcmpl-CX1", "object": "chat.completion.chunk", "created": 1764000002, "model": "gpt-4o-mini-2024-07-18",
            "service_tier": "default", "system_fingerprint": "fp_560af6e559"}
    out = [{**base, "choices": [{"index": 0, "delta": {"role": "assistant", "content": "", "refusal": None},
                                 "logprobs": None, "finish_reason": None}], "obfuscation": "q0"}]
    out += [{**base, "choices": [{"index": 0, "delta": {"content": p}, "logprobs": None, "finish_reason": None}],
             "obfuscation": "x1"} for p in pieces]
    out.append({**base, "choices": [{"index": 0, "delta": {}, "logprobs": None, "finish_reason": finish}]})
    out.append({**base, "choices": [], "usage": {
        "prompt_tokens": 1200, "completion_tokens": len(pieces), "total_tokens": 1200 + len(pieces),
        "prompt_tokens_details": {"cached_tokens": 1024, "audio_tokens": 0},
        "completion_tokens_details": {"reasoning_tokens": 0}}})
    return out


def openai_tool_call(name: str, args: dict[str, Any]) -> list[dict[str, Any]]:
    base = {"id": "chatcmpl-CX2", "object": "chat.completion.chunk", "created": 1764000003, "model": "gpt-4o-mini-2024-07-18",
            "system_fingerprint": "fp_560af6e559"}
    text = json.dumps(args)
    return [
        {**base, "choices": [{"index": 0, "delta": {"role": "assistant", "content": None, "tool_calls": [
            {"index": 0, "id": "call_Ab12", "type": "function", "function": {"name": name, "arguments": ""}}],
            "refusal": None}, "logprobs": None, "finish_reason": None}]},
        {**base, "choices": [{"index": 0, "delta": {"tool_calls": [{"index": 0, "function": {"arguments": text}}]},
                              "logprobs": None, "finish_reason": None}]},
        {**base, "choices": [{"index": 0, "delta": {}, "logprobs": None, "finish_reason": "tool_calls"}]},
        {**base, "choices": [], "usage": {"prompt_tokens": 90, "completion_tokens": 12, "total_tokens": 102,
                                          "prompt_tokens_details": {"cached_tokens": 0}}},
    ]


def sse_bytes(chunks: list[dict[str, Any]], done: bool = True) -> list[bytes]:
    out = [f"data: {json.dumps(c)}\n\n".encode() for c in chunks]
    if done:
        out.append(b"data: [DONE]\n\n")
    return out


LLAMACPP_MODELS = {
    "object": "list",
    "data": [{
        "id": "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf", "object": "model", "created": 1764000000, "owned_by": "llamacpp",
        "meta": {"vocab_type": 2, "n_vocab": 151936, "n_ctx_train": 32768, "n_embd": 1536,
                 "n_params": 1543714304, "size": 1117320736},
    }],
}

LLAMACPP_7B_MODELS = {
    "object": "list",
    "data": [{
        "id": "mistral-7b-instruct-v0.3.Q4_K_M.gguf", "object": "model", "created": 1764000000, "owned_by": "llamacpp",
        "meta": {"n_ctx_train": 32768, "n_params": 7248023552},
    }],
}
