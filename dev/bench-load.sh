#!/usr/bin/env bash
# load-sample beside latte on one node (issue 42): the rate at which `keyspace-studio
# load-sample` writes a sample's rows, and the rate at which latte (the Cassandra benchmarking
# tool, `cargo install latte-cli`) writes rows of the same size (dev/latte/write-rows.rn) with
# the same requests in flight, one after the other in one run. Prints rows/s and MB/s of both
# and their ratio. Release build; the node of dev/cassandra.sh.
#
#   dev/bench-load.sh [SAMPLE [ROWS]]     (default: video-sharing, --rows 3000)
#
# Needs: a node at KS_CASSANDRA (default 127.0.0.1:9042), `cargo build --release -p
# keyspace-studio`, latte on PATH.
set -euo pipefail
cd "$(dirname "$0")/.."
node=${KS_CASSANDRA:-127.0.0.1:9042}
host=${node%%:*}
sample=${1:-sample-projects/video-sharing.json}
rows=${2:-3000}
bin=target/release/keyspace-studio
[ -x "$bin" ] || { echo "bench-load.sh: build first: cargo build --release -p keyspace-studio" >&2; exit 2; }
command -v latte >/dev/null || { echo "bench-load.sh: latte missing: cargo install latte-cli" >&2; exit 2; }
# A keyspace of the sample's own (one keyspace models only), replication factor 1.
ks="bench_load_$(date +%s)"
"$bin" apply "$sample" --cluster "$node" --keyspace "$ks" --replication-factor 1 --yes >/dev/null
line=$("$bin" load-sample "$sample" --cluster "$node" --keyspace "$ks" --rows "$rows" 2>&1 | tr '\r' '\n' | grep 'rows written into' | tail -1)
echo "load-sample: $line"
written=$(sed -E 's/^ *([0-9]+) rows written.*/\1/' <<<"$line")
seconds=$(sed -E 's/.* in ([0-9.]+) s .*/\1/' <<<"$line")
row_bytes=$(sed -E 's/.* ([0-9]+) bytes a row.*/\1/' <<<"$line")
# latte: as many rows of that size, 32 requests in flight on one thread (the loader's).
latte schema dev/latte/write-rows.rn "$host" >/dev/null
report=$(mktemp -d)
(cd "$report" && latte run "$OLDPWD/dev/latte/write-rows.rn" -q -d "$written" -t 1 -p 32 -P row_bytes="$row_bytes" "$host" >latte.txt)
latte_rate=$(awk '/Throughput +\[op\/s\]/ {print $3; exit}' "$report/latte.txt")
rm -rf "$report"
awk -v w="$written" -v s="$seconds" -v b="$row_bytes" -v l="$latte_rate" 'BEGIN {
  ours = w / s
  printf "rows of %d bytes: load-sample %.0f rows/s (%.2f MB/s), latte %.0f rows/s (%.2f MB/s): %.0f %% of latte\n", b, ours, ours * b / 1e6, l, l * b / 1e6, 100 * ours / l
}'
