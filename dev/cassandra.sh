#!/usr/bin/env bash
# One real Apache Cassandra 5.0 node on 127.0.0.1 for the live tests and `keyspace-studio prove`.
#
#   dev/cassandra.sh fetch    resolve org.apache.cassandra:cassandra-all (newest 5.0.x the
#                             registry serves) and its runtime jars with Maven
#   dev/cassandra.sh start    fetch if needed, write a minimal configuration, start the node with
#                             JDK 17 and wait for the native port; the last line is host:port
#   dev/cassandra.sh stop     end the node by its own PID
#   dev/cassandra.sh status   say whether it runs; the last line is host:port when it does
#   dev/cassandra.sh log      the tail of the node's log
#
# Everything lives under $KS_CASSANDRA_HOME (default: target/cassandra in the checkout):
# lib/ (the jars, never committed), conf/, data/, logs/, tmp/, cassandra.pid. Maven's own cache
# (~/.m2) is reused between runs. Environment: KS_CASSANDRA_VERSION to pin a version,
# KS_CASSANDRA_PORT (9042), KS_CASSANDRA_HEAP (1G), KS_JAVA (the JDK 17 java binary),
# KS_CASSANDRA_WAIT (seconds to wait for the native port, 240). KS_CASSANDRA_SECURE=1 starts a
# node that requires a login (PasswordAuthenticator, user cassandra, password cassandra) and TLS
# on its native port, with a throwaway CA written to conf/ca.pem (for the fault tests of
# issue 42: run it beside the plain node with its own KS_CASSANDRA_HOME and ports).
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
HOME_DIR="${KS_CASSANDRA_HOME:-$ROOT/target/cassandra}"
PORT="${KS_CASSANDRA_PORT:-9042}"
STORAGE_PORT="${KS_CASSANDRA_STORAGE_PORT:-7000}"
JMX_PORT="${KS_CASSANDRA_JMX_PORT:-7199}"
HEAP="${KS_CASSANDRA_HEAP:-1G}"
WAIT="${KS_CASSANDRA_WAIT:-240}"
HOST=127.0.0.1
PID_FILE="$HOME_DIR/cassandra.pid"
LOG="$HOME_DIR/logs/system.log"
OUT="$HOME_DIR/logs/stdout.log"

say() { printf 'cassandra.sh: %s\n' "$*" >&2; }
die() { say "$*"; exit 1; }

# JDK 17, named explicitly: 5.0 refuses 18-23 at start (the security manager) and 24+ entirely.
find_java() {
  if [ -n "${KS_JAVA:-}" ]; then echo "$KS_JAVA"; return; fi
  local j
  for j in /usr/lib/jvm/java-17-openjdk-*/bin/java /usr/lib/jvm/temurin-17*/bin/java /usr/lib/jvm/*17*/bin/java; do
    if [ -x "$j" ]; then echo "$j"; return; fi
  done
  die "no JDK 17 found under /usr/lib/jvm (install openjdk-17-jdk-headless, or set KS_JAVA)"
}

# The newest 5.0.x in Maven Central's metadata, read through Maven itself (the registry is
# reached only through its ordinary client).
newest_version() {
  if [ -n "${KS_CASSANDRA_VERSION:-}" ]; then echo "$KS_CASSANDRA_VERSION"; return; fi
  local repo="${HOME}/.m2/repository/org/apache/cassandra/cassandra-all"
  mkdir -p "$HOME_DIR"
  # Resolve the version range [5.0,5.1) in a throwaway POM and read what Maven chose.
  cat >"$HOME_DIR/range-pom.xml" <<'EOF'
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>keyspace-studio</groupId><artifactId>cassandra-range</artifactId><version>1</version>
  <packaging>pom</packaging>
  <dependencies>
    <dependency><groupId>org.apache.cassandra</groupId><artifactId>cassandra-all</artifactId>
      <version>[5.0,5.1)</version></dependency>
  </dependencies>
</project>
EOF
  local v
  v=$(mvn -B -f "$HOME_DIR/range-pom.xml" org.apache.maven.plugins:maven-dependency-plugin:3.8.1:list \
      -DexcludeTransitive=true -DincludeArtifactIds=cassandra-all 2>/dev/null \
    | grep -o 'org.apache.cassandra:cassandra-all:jar:5\.0\.[0-9]*' | head -1 | sed 's/.*://' || true)
  if [ -z "$v" ] && [ -d "$repo" ]; then
    v=$(ls "$repo" | grep -E '^5\.0\.[0-9]+$' | sort -t. -k3 -n | tail -1 || true)
  fi
  [ -n "$v" ] || v=5.0.8
  echo "$v"
}

cmd_fetch() {
  mkdir -p "$HOME_DIR"
  if [ -f "$HOME_DIR/lib/.complete" ]; then
    say "already fetched: $(cat "$HOME_DIR/lib/.complete")"
    return
  fi
  command -v mvn >/dev/null || die "Maven (mvn) is not installed (apt-get install maven)"
  local v
  v=$(newest_version)
  say "fetching cassandra-all $v and its runtime dependencies with Maven"
  cat >"$HOME_DIR/pom.xml" <<EOF
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>keyspace-studio</groupId><artifactId>cassandra-node</artifactId><version>1</version>
  <packaging>pom</packaging>
  <dependencies>
    <dependency><groupId>org.apache.cassandra</groupId><artifactId>cassandra-all</artifactId>
      <version>$v</version></dependency>
  </dependencies>
  <build><plugins><plugin>
    <groupId>org.apache.maven.plugins</groupId><artifactId>maven-dependency-plugin</artifactId>
    <version>3.8.1</version>
  </plugin></plugins></build>
</project>
EOF
  rm -rf "$HOME_DIR/lib"
  if ! mvn -B -q -f "$HOME_DIR/pom.xml" dependency:copy-dependencies -DincludeScope=runtime \
      -DoutputDirectory="$HOME_DIR/lib" >"$HOME_DIR/fetch.log" 2>&1; then
    tail -40 "$HOME_DIR/fetch.log" >&2
    die "Maven could not fetch cassandra-all $v (log: $HOME_DIR/fetch.log)"
  fi
  ls "$HOME_DIR/lib"/cassandra-all-*.jar >/dev/null 2>&1 || die "no cassandra-all jar after the fetch"
  echo "$v" >"$HOME_DIR/lib/.complete"
  say "fetched $(ls "$HOME_DIR/lib" | wc -l) jars ($(du -sh "$HOME_DIR/lib" | cut -f1)) into $HOME_DIR/lib"
}

# A CA and a node certificate signed by it (SAN 127.0.0.1), with Java's keytool: the node's
# keystore, and the CA in PEM for clients.
make_certificates() {
  local c="$HOME_DIR/conf" kt
  kt="$(dirname "$(find_java)")/keytool"
  [ -f "$c/node.p12" ] && [ -f "$c/ca.pem" ] && return
  rm -f "$c/ca.p12" "$c/node.p12" "$c/ca.pem" "$c/node.csr" "$c/node.pem"
  "$kt" -genkeypair -alias ca -keyalg RSA -keysize 2048 -validity 3650 -dname "CN=keyspace-studio test CA" \
    -ext bc:c -keystore "$c/ca.p12" -storetype PKCS12 -storepass cassandra -keypass cassandra >/dev/null 2>&1
  "$kt" -exportcert -rfc -alias ca -keystore "$c/ca.p12" -storepass cassandra -file "$c/ca.pem" >/dev/null 2>&1
  "$kt" -genkeypair -alias node -keyalg RSA -keysize 2048 -validity 3650 -dname "CN=127.0.0.1" \
    -keystore "$c/node.p12" -storetype PKCS12 -storepass cassandra -keypass cassandra >/dev/null 2>&1
  "$kt" -certreq -alias node -keystore "$c/node.p12" -storepass cassandra -file "$c/node.csr" >/dev/null 2>&1
  "$kt" -gencert -alias ca -keystore "$c/ca.p12" -storepass cassandra -infile "$c/node.csr" -outfile "$c/node.pem" -rfc \
    -ext "SAN=IP:127.0.0.1" -ext ku:c=digitalSignature,keyEncipherment -ext eku=serverAuth -validity 3650 >/dev/null 2>&1
  "$kt" -importcert -noprompt -alias ca -file "$c/ca.pem" -keystore "$c/node.p12" -storepass cassandra >/dev/null 2>&1
  "$kt" -importcert -alias node -file "$c/node.pem" -keystore "$c/node.p12" -storepass cassandra >/dev/null 2>&1
  [ -f "$c/ca.pem" ] || die "keytool could not write the test certificates"
}

write_conf() {
  mkdir -p "$HOME_DIR/conf" "$HOME_DIR/data" "$HOME_DIR/logs" "$HOME_DIR/tmp"
  AUTHENTICATOR=AllowAllAuthenticator
  CLIENT_TLS=""
  if [ "${KS_CASSANDRA_SECURE:-0}" = 1 ]; then
    make_certificates
    AUTHENTICATOR=PasswordAuthenticator
    CLIENT_TLS="client_encryption_options:
  enabled: true
  optional: false
  keystore: $HOME_DIR/conf/node.p12
  keystore_password: cassandra
  store_type: PKCS12"
  fi
  cat >"$HOME_DIR/conf/cassandra.yaml" <<EOF
# Written by dev/cassandra.sh: one throwaway node for tests.
cluster_name: keyspace-studio-test
num_tokens: 1
partitioner: org.apache.cassandra.dht.Murmur3Partitioner
endpoint_snitch: SimpleSnitch
listen_address: $HOST
rpc_address: $HOST
storage_port: $STORAGE_PORT
native_transport_port: $PORT
start_native_transport: true
seed_provider:
  - class_name: org.apache.cassandra.locator.SimpleSeedProvider
    parameters:
      - seeds: "$HOST:$STORAGE_PORT"
commitlog_sync: periodic
commitlog_sync_period: 10000ms
commitlog_directory: $HOME_DIR/data/commitlog
saved_caches_directory: $HOME_DIR/data/saved_caches
hints_directory: $HOME_DIR/data/hints
cdc_raw_directory: $HOME_DIR/data/cdc_raw
data_file_directories:
  - $HOME_DIR/data/data
auto_snapshot: false
disk_access_mode: standard
materialized_views_enabled: true
sasi_indexes_enabled: true
user_defined_functions_enabled: false
authenticator: $AUTHENTICATOR
authorizer: AllowAllAuthorizer
$CLIENT_TLS
concurrent_reads: 8
concurrent_writes: 8
concurrent_counter_writes: 8
batch_size_warn_threshold: 64KiB
batch_size_fail_threshold: 640KiB
EOF
  cat >"$HOME_DIR/conf/logback.xml" <<EOF
<configuration scan="false">
  <appender name="FILE" class="ch.qos.logback.core.FileAppender">
    <file>$LOG</file>
    <encoder><pattern>%-5level [%thread] %date{ISO8601} %F:%L - %msg%n</pattern></encoder>
  </appender>
  <root level="INFO"><appender-ref ref="FILE" /></root>
</configuration>
EOF
}

running_pid() {
  [ -f "$PID_FILE" ] || return 1
  local pid
  pid=$(cat "$PID_FILE")
  [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null || return 1
  echo "$pid"
}

port_open() { (exec 3<>"/dev/tcp/$HOST/$PORT") 2>/dev/null; }

cmd_start() {
  if pid=$(running_pid); then
    if port_open; then echo "$HOST:$PORT"; return; fi
    say "node $pid is running but port $PORT does not answer yet; waiting"
  else
    cmd_fetch
    write_conf
    local java
    java=$(find_java)
    "$java" -version 2>&1 | grep -q 'version "17' || die "$java is not JDK 17"
    local jamm
    jamm=$(ls "$HOME_DIR"/lib/jamm-*.jar 2>/dev/null | head -1 || true)
    local -a opts=(
      -Xms"$HEAP" -Xmx"$HEAP" -Xss256k -XX:+UseG1GC -XX:+ExitOnOutOfMemoryError
      -XX:ActiveProcessorCount=2
      -Dcassandra.config="file://$HOME_DIR/conf/cassandra.yaml"
      -Dcassandra.storagedir="$HOME_DIR/data"
      -Dcassandra.logdir="$HOME_DIR/logs"
      -Dlogback.configurationFile="$HOME_DIR/conf/logback.xml"
      -Dcassandra-foreground=yes
      -Dcassandra.jmx.local.port="$JMX_PORT"
      -Dcassandra.unsafesystem=true
      -Dcassandra.skip_wait_for_gossip_to_settle=0
      -Dcassandra.ring_delay_ms=100
      -Dcassandra.superuser_setup_delay_ms=0
      -Djava.net.preferIPv4Stack=true
      -Djava.io.tmpdir="$HOME_DIR/tmp" -Djna.tmpdir="$HOME_DIR/tmp"
      -Djdk.attach.allowAttachSelf=true
      -Dio.netty.tryReflectionSetAccessible=true
      -Dio.netty.allocator.useCacheForAllThreads=true
      -Dio.netty.allocator.maxOrder=11
      # JDK 17's module flags, as apache/cassandra's conf/jvm17-server.options lists them.
      --add-exports java.base/jdk.internal.misc=ALL-UNNAMED
      --add-exports java.base/jdk.internal.ref=ALL-UNNAMED
      --add-exports java.base/sun.nio.ch=ALL-UNNAMED
      --add-exports java.management.rmi/com.sun.jmx.remote.internal.rmi=ALL-UNNAMED
      --add-exports java.rmi/sun.rmi.registry=ALL-UNNAMED
      --add-exports java.rmi/sun.rmi.server=ALL-UNNAMED
      --add-exports java.sql/java.sql=ALL-UNNAMED
      --add-exports java.base/java.lang.ref=ALL-UNNAMED
      --add-exports jdk.unsupported/sun.misc=ALL-UNNAMED
      --add-opens java.base/java.lang.module=ALL-UNNAMED
      --add-opens java.base/jdk.internal.loader=ALL-UNNAMED
      --add-opens java.base/jdk.internal.ref=ALL-UNNAMED
      --add-opens java.base/jdk.internal.reflect=ALL-UNNAMED
      --add-opens java.base/jdk.internal.math=ALL-UNNAMED
      --add-opens java.base/jdk.internal.module=ALL-UNNAMED
      --add-opens java.base/jdk.internal.util.jar=ALL-UNNAMED
      --add-opens jdk.management/com.sun.management.internal=ALL-UNNAMED
      --add-opens java.base/sun.nio.ch=ALL-UNNAMED
      --add-opens java.base/java.io=ALL-UNNAMED
      --add-opens java.base/java.nio=ALL-UNNAMED
      --add-opens java.base/java.util.concurrent=ALL-UNNAMED
      --add-opens java.base/java.util=ALL-UNNAMED
      --add-opens java.base/java.util.concurrent.atomic=ALL-UNNAMED
      --add-opens java.base/java.lang=ALL-UNNAMED
      --add-opens java.base/java.math=ALL-UNNAMED
      --add-opens java.base/java.lang.reflect=ALL-UNNAMED
      --add-opens java.base/java.net=ALL-UNNAMED
    )
    [ -n "$jamm" ] && opts=(-javaagent:"$jamm" "${opts[@]}")
    if port_open; then die "port $PORT on $HOST is taken by another program"; fi
    : >"$OUT"
    say "starting Cassandra $(cat "$HOME_DIR/lib/.complete") with $java (heap $HEAP)"
    date +%s >"$HOME_DIR/started-at"
    setsid nohup "$java" "${opts[@]}" -cp "$HOME_DIR/conf:$HOME_DIR/lib/*" \
      org.apache.cassandra.service.CassandraDaemon >"$OUT" 2>&1 </dev/null &
    echo $! >"$PID_FILE"
  fi
  local waited=0
  while ! port_open; do
    if ! running_pid >/dev/null; then
      say "the node exited before its native port answered; its log's tail:"
      tail -60 "$OUT" >&2 || true
      tail -60 "$LOG" >&2 2>/dev/null || true
      rm -f "$PID_FILE"
      exit 1
    fi
    if [ "$waited" -ge "$WAIT" ]; then
      say "port $PORT did not answer within ${WAIT}s; the log's tail:"
      tail -60 "$LOG" >&2 2>/dev/null || tail -60 "$OUT" >&2 || true
      exit 1
    fi
    sleep 1
    waited=$((waited + 1))
  done
  if [ -f "$HOME_DIR/started-at" ]; then
    say "native port answered $(( $(date +%s) - $(cat "$HOME_DIR/started-at") ))s after start"
  fi
  echo "$HOST:$PORT"
}

cmd_stop() {
  local pid
  if ! pid=$(running_pid); then say "no node running"; rm -f "$PID_FILE"; return; fi
  kill "$pid"
  local i
  for i in $(seq 1 60); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 1
  done
  if kill -0 "$pid" 2>/dev/null; then say "node $pid did not stop in 60 s; killing it"; kill -9 "$pid" || true; fi
  rm -f "$PID_FILE"
  say "stopped node $pid"
}

cmd_status() {
  local pid
  if pid=$(running_pid); then
    if port_open; then say "running (pid $pid)"; echo "$HOST:$PORT"; else say "starting (pid $pid), port $PORT not answering yet"; exit 3; fi
  else
    say "not running"
    exit 3
  fi
}

case "${1:-}" in
  fetch) cmd_fetch ;;
  start) cmd_start ;;
  stop) cmd_stop ;;
  status) cmd_status ;;
  log) tail -"${2:-80}" "$LOG" ;;
  *) echo "usage: dev/cassandra.sh fetch|start|stop|status|log" >&2; exit 2 ;;
esac
