#!/usr/bin/env bash
# The resident memory of each service and of the worker, bundled as their images run them
# (esbuild, node main.js), idle and after 5 s of 10 connections, read from their own /metrics.
# The source of the memory requests and limits in apps/edge/src/k8s-manifests.ts (docs/capacity.md).
#
#   npx tsx tools/with-test-database.ts infra/k8s/measure-service-memory.sh    # or with MONGODB_URI set
set -euo pipefail
: "${MONGODB_URI:?set MONGODB_URI, or run it through tools/with-test-database.ts}"
cd "$(dirname "$0")/../.."
out=$(mktemp -d tmp/measure-memory.XXXXXX)
trap 'rm -rf "$out"' EXIT
export SESSION_SECRET=$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n') MONGODB_DB=measure-memory \
  LOG_LEVEL=info NODE_ENV=production HOST=127.0.0.1 PORT=0
rss() { curl -s "$1/metrics" | awk '/^process_resident_memory_bytes/ { printf "%.0f", $2 / 1048576 }'; }
for name in public-api employer-api veteran-api admin-api worker; do
  npx esbuild "apps/$name/src/main.ts" --bundle --platform=node --target=node20 --packages=external --log-level=warning --outfile="$out/$name.js"
  node --enable-source-maps "$out/$name.js" > "$out/$name.log" 2>&1 &
  pid=$!
  url=
  for _ in $(seq 1 120); do
    url=$(grep -o '"url":"[^"]*"' "$out/$name.log" | head -1 | cut -d'"' -f4 || true)
    [ -n "$url" ] && break
    sleep 0.5
  done
  [ -n "$url" ] || { echo "$name did not start:"; cat "$out/$name.log"; kill "$pid"; exit 1; }
  sleep 3
  idle=$(rss "$url")
  path=/api/openapi/$name.json
  [ "$name" = public-api ] && path=/api/jobs
  [ "$name" = worker ] && path=/healthz
  done_line=$(npx autocannon -c 10 -d 5 "$url$path" 2>&1 | grep 'requests in' | tail -1)
  echo "$name: ${idle} MB idle, $(rss "$url") MB after 5 s x 10 connections on $path ($done_line)"
  kill "$pid"
  wait "$pid" 2>/dev/null || true
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
