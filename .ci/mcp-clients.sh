#!/usr/bin/env bash
# Installs the MCP clients the tests of `keyspace-studio mcp` drive (app/tests/mcp_clients.rs):
# the Python `mcp` SDK (PyPI) in a venv and the MCP Inspector (npm), both under
# target/mcp-clients. Idempotent and quiet; prints the folder on its last line (CI exports
# it as KS_MCP_CLIENTS).
set -euo pipefail
cd "$(dirname "$0")/.."

DIR="$PWD/target/mcp-clients"
PY_MCP=2.3.0
INSPECTOR=2.12.0
mkdir -p "$DIR"

if ! "$DIR/venv/bin/python" -c "import mcp, importlib.metadata as m; assert m.version('mcp') == '$PY_MCP'" >/dev/null 2>&1; then
  python3 -m venv "$DIR/venv" >/dev/null
  "$DIR/venv/bin/pip" install -q --disable-pip-version-check "mcp==$PY_MCP" >/dev/null
fi

if [ "$(cat "$DIR/node/.inspector-version" 2>/dev/null)" != "$INSPECTOR" ]; then
  mkdir -p "$DIR/node"
  npm install --prefix "$DIR/node" --no-audit --no-fund --loglevel=error "@modelcontextprotocol/inspector@$INSPECTOR" >/dev/null
  echo "$INSPECTOR" > "$DIR/node/.inspector-version"
fi

echo "$DIR"
