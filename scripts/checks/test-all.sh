#!/usr/bin/env bash
# The whole test suite (`npm test`): lint and types, unit tests and the content check run while
# both locales build; then the browser tests against that one build, in two queues of files
# (E2E_QUEUES to change that): the page walk in one, the other spec files in the other, longest first.
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
# Every claim of every page has a row in docs-facts/claims (issue 41): none uncovered.
run claims npm run --silent claims -- --strict

wait "$build_pid"
build_status=$?
echo
echo "=== build: npm run build"
cat "$logdir/build.log"
record build "$build_status" $((SECONDS - build_start))

if [ -f build/index.html ] && [ -f build/en/index.html ]; then
  # The browser files in two queues (E2E_QUEUES), each file in its own test runner, the longest
  # first: the page walk starts one queue (it keeps two browser pages busy), the other files the
  # other, and a queue that is free takes the next file. With one queue for the walk and one for
  # the rest, the walk ended 113 s before the rest and that time ran one file alone.
  e2e_start=$SECONDS
  mkdir -p "$logdir/e2e"
  longest=(e2e/page-walk.spec.ts e2e/search-keystrokes.spec.ts e2e/search-transfers.spec.ts e2e/search-quality.spec.ts)
  mapfile -t files < <( (printf '%s\n' "${longest[@]}"; ls e2e/*.spec.ts) | awk '!seen[$0]++' | while read -r f; do [ -f "$f" ] && echo "$f"; done)
  echo
  echo "=== e2e and walk: ${#files[@]} browser files in ${E2E_QUEUES:-2} queues, longest first; each file's log follows as it ends"
  export E2E_LOGDIR="$logdir/e2e"
  printf '%s\n' "${files[@]}" | xargs -P "${E2E_QUEUES:-2}" -I{} bash -c '
    f=$1; name=$(basename "$f" .spec.ts); start=$SECONDS
    node --import tsx --test "$f" >"$E2E_LOGDIR/$name.log" 2>&1
    echo "$? $((SECONDS - start)) $f" >>"$E2E_LOGDIR/status"
    # One log at a time on the screen: the other queue may end a file meanwhile.
    flock "$E2E_LOGDIR/status" bash -c "echo; echo \"=== $f ($((SECONDS - start)) s)\"; cat \"$E2E_LOGDIR/$name.log\""
  ' _ {}
  e2e_seconds=$((SECONDS - e2e_start))
  # The walk counts as a suite of its own; every other file adds to "e2e".
  e2e_status=0
  : >"$logdir/e2e.log"
  while read -r status seconds file; do
    if [ "$file" = e2e/page-walk.spec.ts ]; then
      cp "$E2E_LOGDIR/page-walk.log" "$logdir/walk.log"
      walk_status=$status walk_seconds=$seconds
    else
      cat "$E2E_LOGDIR/$(basename "$file" .spec.ts).log" >>"$logdir/e2e.sum"
      [ "$status" -eq 0 ] || e2e_status=1
      echo "$seconds s  $file" >>"$logdir/e2e.times"
    fi
  done <"$E2E_LOGDIR/status"
  # record() reads the last "# pass"/"# fail" of a log: one line each, summed over the files.
  e2e_pass=$(grep -hE '^# pass [0-9]+' "$logdir/e2e.sum" | awk '{s += $3} END {print s + 0}')
  e2e_fail=$(grep -hE '^# fail [0-9]+' "$logdir/e2e.sum" | awk '{s += $3} END {print s + 0}')
  ran=$(wc -l <"$E2E_LOGDIR/status")
  # A file that never reported (a crash before its summary) is a failure of its own.
  if [ "$ran" -ne "${#files[@]}" ]; then e2e_status=1; e2e_fail=$((e2e_fail + ${#files[@]} - ran)); fi
  printf '# pass %s\n# fail %s\n' "$e2e_pass" "$e2e_fail" >"$logdir/e2e.log"
  record e2e "$e2e_status" "$e2e_seconds"
  if [ -n "${walk_status:-}" ]; then record walk "$walk_status" "$walk_seconds"; else names+=("walk"); results+=("FAILED (did not run)"); total_fail=$((total_fail + 1)); fi
  echo
  echo "=== browser files by time (the walk: its own line below)"
  sort -rn "$logdir/e2e.times"
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
