#!/usr/bin/env bash
# The whole test suite (`npm test`): lint and types, unit tests, content integrity, a build of
# both locales, then the browser tests against that build. Every suite runs even when an earlier
# one fails, so one run shows everything; the exit code is non-zero if any suite failed.
set -u
cd "$(dirname "$0")/.."
logdir=$(mktemp -d)
declare -a names=() results=()
total_pass=0
total_fail=0

run() {
  local name=$1; shift
  echo
  echo "=== $name: $*"
  local start=$SECONDS
  "$@" 2>&1 | tee "$logdir/$name.log"
  local status=${PIPESTATUS[0]}
  # node's test runner closes with "# pass N" and "# fail N".
  local pass fail
  pass=$(grep -E '^# pass [0-9]+' "$logdir/$name.log" | tail -1 | awk '{print $3}')
  fail=$(grep -E '^# fail [0-9]+' "$logdir/$name.log" | tail -1 | awk '{print $3}')
  if [ -z "$pass" ]; then pass=$([ "$status" -eq 0 ] && echo 1 || echo 0); fail=$([ "$status" -eq 0 ] && echo 0 || echo 1); fi
  total_pass=$((total_pass + pass))
  total_fail=$((total_fail + fail))
  names+=("$name")
  results+=("$([ "$status" -eq 0 ] && echo ok || echo FAILED) ($pass passed, $fail failed, $((SECONDS - start)) s)")
}

run lint npm run --silent lint
run unit npm run --silent test:unit
run content npm run --silent test:content
run build npm run --silent build
if [ -f build/index.html ] && [ -f build/en/index.html ]; then
  run e2e npm run --silent test:e2e
else
  names+=("e2e"); results+=("FAILED (no build to test)"); total_fail=$((total_fail + 1))
fi

echo
echo "=== summary"
for i in "${!names[@]}"; do
  printf '%-8s %s\n' "${names[$i]}" "${results[$i]}"
done
echo "total: $total_pass passed, $total_fail failed"
rm -rf "$logdir"
[ "$total_fail" -eq 0 ]
