#!/usr/bin/env bash
# Instructions per row (issue 32): runs `benchmarks --only render --quick` (10k rows, five
# rounds of each measurement) under callgrind and prints what one route row costs to
# resolve, to lay out and draw, and to build its views alone (the floor), what a toggle
# row costs to resolve, and what the inspector's first query and a tap among 10k toggle
# rows cost (in a new inspector, and in one used a while). Steadier than wall clock on a shared machine. Needs valgrind (Debian:
# `apt-get install valgrind`); builds the benchmarks in release; changes nothing in the
# checkout. Takes about a minute once the release build is there. Hashing is made
# deterministic: with a seed drawn for each process, the first query's count moved by
# up to 5M from one run to the next.
set -euo pipefail
cd "$(dirname "$0")/.."

command -v valgrind > /dev/null || {
  echo "count-instructions: valgrind is not installed (apt-get install valgrind)" >&2
  exit 1
}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

swift build -c release --product benchmarks > "$scratch/build.log" 2>&1 || {
  cat "$scratch/build.log"
  exit 1
}
# Without debug information callgrind starts in seconds instead of minutes.
cp "$(swift build -c release --show-bin-path)/benchmarks" "$scratch/benchmarks"
strip --strip-debug "$scratch/benchmarks"
SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$scratch/profile" \
  "$scratch/benchmarks" --only render --quick > "$scratch/run.log" 2>&1 || {
  cat "$scratch/run.log"
  exit 1
}
callgrind_annotate --inclusive=yes --threshold=100 "$scratch/profile" 2> /dev/null \
  | swift demangle --simplified > "$scratch/inclusive.txt"
callgrind_annotate --tree=caller --threshold=100 "$scratch/profile" 2> /dev/null \
  > "$scratch/callers.txt"

# The largest inclusive count of the functions whose name matches `$1`.
instructions() {
  awk -v pattern="$1" '$0 ~ pattern { count = $1; gsub(",", "", count); count += 0
      if (count > max) max = count; found = 1 }
    END { if (!found) exit 1; printf "%d\n", max }' "$scratch/inclusive.txt" || {
    echo "count-instructions: no function matching $1 in the profile" >&2
    exit 1
  }
}

# How many times the function whose mangled name is `$1` was called: the sum of the calls
# its callers made, listed above it in its block of the caller tree.
calls() {
  awk -v name="$1" 'BEGIN { RS = "" } index($0, "*  ???:" name " ") {
    lines = split($0, line, "\n")
    for (i = 1; i <= lines; i++) {
      if (line[i] ~ /  < / && match(line[i], /\([0-9,]+x\)/)) {
        count = substr(line[i], RSTART + 1, RLENGTH - 3); gsub(",", "", count); total += count
      }
    }
  } END { print total + 0 }' "$scratch/callers.txt"
}

rows=50000 # 10k rows, five rounds
resolve=$(instructions 'RenderBenchmark\.resolveRows\(')
layout=$(instructions 'RenderBenchmark\.layOutRows\(')
floor=$(instructions 'RenderBenchmark\.buildRowViews\(')
first=$(instructions 'RenderBenchmark\.firstQuery\(')
tap=$(instructions 'RenderBenchmark\.toggleRow\(')
tap_warm=$(instructions 'RenderBenchmark\.toggleRowWarm\(')
toggle_row=$(instructions 'View\._resolve\(in:into:\) in conformance ToggleRow \[')
toggle_rows=$(calls '$s10benchmarks9ToggleRowV12PureMVVMCore4ViewAadEP8_resolve2in4intoyAD14ResolveContextV_SayAD7ElementVGztFTW')

awk -v rows=$rows -v resolve="$resolve" -v layout="$layout" -v floor="$floor" \
  -v first="$first" -v tap="$tap" -v tap_warm="$tap_warm" \
  -v toggle="$toggle_row" -v toggles="$toggle_rows" 'BEGIN {
  printf "route row, resolve (building its views included): %7.2fk\n", resolve / rows / 1000
  printf "route row, lay out and draw:                      %7.2fk\n", layout / rows / 1000
  printf "route row, build its views alone (the floor):     %7.2fk\n", floor / rows / 1000
  printf "route row, render against the floor:              %7.2fx\n", (resolve + layout) / floor
  if (toggles > 0) printf "toggle row, resolve (%d rows):                %7.2fk\n", toggles, toggle / toggles / 1000
  printf "inspector, first query on 10k route rows:         %7.1fM\n", first / 5 / 1e6
  printf "inspector, tap one toggle among 10k, query again: %7.1fM\n", tap / 5 / 1e6
  printf "inspector, the same once the inspector is warm:   %7.1fM\n", tap_warm / 5 / 1e6
}'
