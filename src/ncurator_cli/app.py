"""The composition root: the parts one run is built from, put together here and handed to the runtime.

The CLI calls these; the runtime never looks up its own parts.
"""

from __future__ import annotations

from typing import Any

from .capabilities import BUILTIN_CAPABILITIES
from .capabilities.mcp import McpCapability, McpTools
from .mcp_hub import McpHub, servers_from_config
from .plugins import CAPABILITIES, Registry


def capability_registry(*, plugins: bool = True, mcp_servers: dict[str, dict[str, Any]] | None = None) -> Registry:
    """The built-in capabilities, the installed capability plugins unless ``plugins=False``, and
    the `mcp` capability when the config declares MCP servers (``[mcp_servers.NAME]``).

    The registry owns what its parts hold open (the MCP connections): ``Registry.close()``
    releases it when the run ends.
    """
    reg = Registry(CAPABILITIES)
    reg.add(BUILTIN_CAPABILITIES, eager=False)
    if plugins:
        reg.load_entry_points()
    if mcp_servers and "mcp" not in reg:
        register_mcp(reg, mcp_servers)
    return reg


def register_mcp(reg: Registry, servers: dict[str, dict[str, Any]]) -> None:
    """One hub for the declared servers (connected on first use): its tools are the `mcp` kind's,
    and are offered beside the built-in tools in every tool-calling capability loop."""
    hub = McpHub(servers_from_config(servers))
    tools = McpTools(hub)
    reg.register("mcp", lambda: McpCapability(hub, tools))
    reg.tool_sets.append(tools)
    reg.on_close(hub.close)
