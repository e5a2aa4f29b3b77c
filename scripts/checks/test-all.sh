#!/usr/bin/env bash
# The whole test suite (`npm test`): lint and types, unit tests and the content check run while
# both locales build; then the browser tests against that one build: the page walk in the
# background, the other spec files one at a time beside it (E2E_CONCURRENCY to change that).
# Every suite runs even when an earlier one fails, so one run shows everything; the
# exit code is non-zero if any suite failed. The time of each suite is printed at the end.
set -u
cd "$(dirname "$0")/../.."
logdir=$(mktemp -d)
declare -a names=() results=()
total_pass=0
total_fail=0
suite_start=$SECONDS

# Record a finished suite from its log: node's test runner closes with "# pass N" and "# fail N".
record() {
  local name=$1 status=$2 seconds=$3
  local pass fail
  pass=$(grep -E '^# pass [0-9]+' "$logdir/$name.log" | tail -1 | awk '{print $3}')
  fail=$(grep -E '^# fail [0-9]+' "$logdir/$name.log" | tail -1 | awk '{print $3}')
  if [ -z "$pass" ]; then pass=$([ "$status" -eq 0 ] && echo 1 || echo 0); fail=$([ "$status" -eq 0 ] && echo 0 || echo 1); fi
  total_pass=$((total_pass + pass))
  total_fail=$((total_fail + fail))
  names+=("$name")
  results+=("$([ "$status" -eq 0 ] && echo ok || echo FAILED) ($pass passed, $fail failed, $seconds s)")
}

run() {
  local name=$1; shift
  echo
  echo "=== $name: $*"
  local start=$SECONDS
  "$@" 2>&1 | tee "$logdir/$name.log"
  record "$name" "${PIPESTATUS[0]}" $((SECONDS - start))
}

# The build needs no browser and nothing of the checks below: it starts first, in the background.
echo "=== build: npm run build (in the background; its log follows the checks)"
build_start=$SECONDS
npm run --silent build >"$logdir/build.log" 2>&1 &
build_pid=$!

run lint npm run --silent lint
run unit npm run --silent test:unit
run content npm run --silent test:content

wait "$build_pid"
build_status=$?
echo
echo "=== build: npm run build"
cat "$logdir/build.log"
record build "$build_status" $((SECONDS - build_start))

if [ -f build/index.html ] && [ -f build/en/index.html ]; then
  # The page walk is the longest browser file by far: it starts first, in the background, and the
  # other browser files run one at a time beside it (the walk itself keeps two pages busy).
  echo
  echo "=== walk: e2e/page-walk.spec.ts (in the background; its log follows the other browser tests)"
  walk_start=$SECONDS
  node --import tsx --test e2e/page-walk.spec.ts >"$logdir/walk.log" 2>&1 &
  walk_pid=$!
  mapfile -t others < <(ls e2e/*.spec.ts | grep -v '^e2e/page-walk.spec.ts$')
  run e2e node --import tsx --test --test-concurrency="${E2E_CONCURRENCY:-1}" "${others[@]}"
  wait "$walk_pid"
  walk_status=$?
  echo
  echo "=== walk: e2e/page-walk.spec.ts"
  cat "$logdir/walk.log"
  record walk "$walk_status" $((SECONDS - walk_start))
else
  names+=("e2e"); results+=("FAILED (no build to test)"); total_fail=$((total_fail + 1))
fi

echo
echo "=== summary"
for i in "${!names[@]}"; do
  printf '%-8s %s\n' "${names[$i]}" "${results[$i]}"
done
echo "total: $total_pass passed, $total_fail failed, $((SECONDS - suite_start)) s"
rm -rf "$logdir"
[ "$total_fail" -eq 0 ]
