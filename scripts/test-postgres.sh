#!/usr/bin/env bash
# Starts (or stops) a throwaway PostgreSQL server for the DATABASE_URL test run.
#   scripts/test-postgres.sh start   -> prints the DATABASE_URL to use
#   scripts/test-postgres.sh stop
# Uses the binaries on the machine (/usr/local/bin or Debian's /usr/lib/postgresql/*/bin) and installs
# Debian's postgresql package when there are none. PostgreSQL refuses to run as root, so as root it
# runs as a dedicated user. TEST_PG_FSYNC=on makes commits durable (the benchmarks); tests run without.
set -euo pipefail

PORT="${TEST_PG_PORT:-55432}"
BASE="${TEST_PG_DIR:-/tmp/wycieczki-test-pg}"
RUN_AS="${TEST_PG_USER:-pgtest}"

find_bin_dir() {
  if [ -x /usr/local/bin/pg_ctl ] && [ -x /usr/local/bin/initdb ]; then echo /usr/local/bin; return; fi
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$dir" ] && [ -x "$dir/pg_ctl" ]; then echo "$dir"; return; fi
  command -v pg_ctl >/dev/null 2>&1 && command -v initdb >/dev/null 2>&1 && { dirname "$(command -v pg_ctl)"; return; }
  echo ""
}

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u "$RUN_AS" -- "$@"; else "$@"; fi
}

start() {
  local bin
  bin=$(find_bin_dir)
  if [ -z "$bin" ]; then
    echo "No PostgreSQL found: installing Debian's postgresql package" >&2
    apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
    bin=$(find_bin_dir)
  fi
  [ -n "$bin" ] || { echo "PostgreSQL binaries not found" >&2; exit 1; }
  if [ "$(id -u)" = 0 ] && ! id "$RUN_AS" >/dev/null 2>&1; then useradd -m "$RUN_AS"; fi
  stop >/dev/null 2>&1 || true
  rm -rf "$BASE"
  mkdir -p "$BASE/socket"
  [ "$(id -u)" = 0 ] && chown -R "$RUN_AS" "$BASE"
  as_owner "$bin/initdb" -D "$BASE/data" -U postgres --auth=trust -E UTF8 --locale=C >"$BASE/initdb.log" 2>&1 \
    || { cat "$BASE/initdb.log" >&2; exit 1; }
  as_owner "$bin/pg_ctl" -D "$BASE/data" -l "$BASE/server.log" -w -t 60 \
    -o "-p $PORT -k $BASE/socket -c listen_addresses=127.0.0.1 -c fsync=${TEST_PG_FSYNC:-off} -c max_connections=300" start >&2 \
    || { cat "$BASE/server.log" >&2; exit 1; }
  echo "$bin" >"$BASE/bin"
  echo "postgres://postgres@127.0.0.1:$PORT/postgres"
}

stop() {
  [ -f "$BASE/bin" ] || return 0
  as_owner "$(cat "$BASE/bin")/pg_ctl" -D "$BASE/data" -m fast stop >&2 || true
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
