"""Drives `keyspace-studio mcp` with the Python MCP SDK's stdio client (PyPI `mcp`).

Reads a session, a JSON list of steps, from the file named first; the server's command and
arguments follow. Prints one JSON object per step on standard output:
{"ok": true, "result": ...} with the result as the SDK read it (by_alias JSON), or
{"ok": false, "code": N, "message": "..."} for a protocol error.

Steps: {"list": "tools" | "resources" | "prompts"}, {"read": URI}, {"prompt": NAME,
"arguments": {...}}, {"call": TOOL, "arguments": {...}, "chain": true (the previous call's
structured "project" becomes this call's "project"), "cancel_after": SECONDS (the call is
abandoned then, and the SDK tells the server)}, {"sleep": SECONDS} (nothing is sent; the
reply is {"slept": SECONDS}).
"""

import json
import sys

import anyio
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.shared.exceptions import MCPError


def dump(result):
    return json.loads(result.model_dump_json(by_alias=True, exclude_none=True))


async def step(session, s, previous):
    if "sleep" in s:
        await anyio.sleep(s["sleep"])
        return {"slept": s["sleep"]}
    if "list" in s:
        return dump(await getattr(session, "list_" + s["list"])())
    if "read" in s:
        return dump(await session.read_resource(s["read"]))
    if "prompt" in s:
        return dump(await session.get_prompt(s["prompt"], s.get("arguments")))
    arguments = dict(s.get("arguments", {}))
    if s.get("chain"):
        arguments["project"] = previous["structuredContent"]["project"]
    if "cancel_after" in s:
        with anyio.move_on_after(s["cancel_after"]) as scope:
            await session.call_tool(s["call"], arguments)
        return {"cancelled": scope.cancelled_caught}
    return dump(await session.call_tool(s["call"], arguments))


async def main():
    steps = json.load(open(sys.argv[1], encoding="utf-8"))
    server = StdioServerParameters(command=sys.argv[2], args=sys.argv[3:])
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            previous = None
            for s in steps:
                try:
                    result = await step(session, s, previous)
                    if "call" in s and "cancelled" not in result:
                        previous = result
                    out = {"ok": True, "result": result}
                except MCPError as e:
                    out = {"ok": False, "code": e.error.code, "message": e.error.message}
                print(json.dumps(out), flush=True)


anyio.run(main)
