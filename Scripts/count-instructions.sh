#!/usr/bin/env bash
# Instructions per row (issue 32): runs each part of `benchmarks --only render --quick`
# (10k rows, five rounds of each measurement) under callgrind, each in a process of its
# own, and prints what one route row costs to resolve, to lay out and draw, and to build
# its views alone (the floor), what a toggle row costs to resolve, and what the
# inspector's first query (on 10k route rows, and on 10k toggle rows) and a tap among 10k
# toggle rows cost (in a new inspector, and in one used a while). Steadier than wall
# clock on a shared machine. Needs valgrind (Debian: `apt-get install valgrind`); builds
# the benchmarks in release; changes nothing in the checkout. Takes about a minute once
# the release build is there, two more after a change to PureMVVMCore (its clients are
# compiled again: see below).
#
# Counts are made repeatable three ways:
# - hashing is deterministic: with a seed drawn for each process, the first query's count
#   moved by up to 5M from one run to the next;
# - each part runs in a process of its own: in one process, the allocator's path through
#   a phase depended on what the phases before it had allocated, and a change to drawing
#   moved the count of resolving by 3 %;
# - the environment is empty, for the same reason: the same binary counted 2 % more
#   resolving from one shell than from another.
set -euo pipefail
cd "$(dirname "$0")/.."

command -v valgrind > /dev/null || {
  echo "count-instructions: valgrind is not installed (apt-get install valgrind)" >&2
  exit 1
}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

build() {
  swift build -c release --product benchmarks > "$scratch/build.log" 2>&1
}
# SwiftPM does not recompile a module when an `@inlinable` body it inlined from
# PureMVVMCore changes, so the binary can run the old body (and crash, when a stored
# layout changed), or fail to link. So a first build may fail; the modules compiled
# before PureMVVMCore's last module file are then dropped, and the second build decides
# (it does nothing when the first did everything).
build || true
bash Scripts/drop-stale-objects.sh release >&2
build || {
  cat "$scratch/build.log"
  exit 1
}
products=$(swift build -c release --show-bin-path)
# Without debug information callgrind starts in seconds instead of minutes.
cp "$products/benchmarks" "$scratch/benchmarks"
strip --strip-debug "$scratch/benchmarks"
# Profiles `--part $1` into $scratch/$1.inclusive.txt and $scratch/$1.callers.txt.
profile() {
  env -i SWIFT_DETERMINISTIC_HASHING=1 "$(command -v valgrind)" --tool=callgrind \
    --callgrind-out-file="$scratch/$1.profile" \
    "$scratch/benchmarks" --part "$1" --quick > "$scratch/$1.log" 2>&1 || {
    cat "$scratch/$1.log"
    exit 1
  }
  callgrind_annotate --inclusive=yes --threshold=100 "$scratch/$1.profile" 2> /dev/null \
    | swift demangle --simplified > "$scratch/$1.inclusive.txt"
  callgrind_annotate --tree=caller --threshold=100 "$scratch/$1.profile" 2> /dev/null \
    > "$scratch/$1.callers.txt"
}
for part in resolve layout floor inspector toggle; do profile "$part"; done

# The largest inclusive count, in the profile of part `$1`, of the functions whose name
# matches `$2`.
instructions() {
  awk -v pattern="$2" '$0 ~ pattern { count = $1; gsub(",", "", count); count += 0
      if (count > max) max = count; found = 1 }
    END { if (!found) exit 1; printf "%d\n", max }' "$scratch/$1.inclusive.txt" || {
    echo "count-instructions: no function matching $2 in the profile of $1" >&2
    exit 1
  }
}

# How many times, in the profile of part `$1`, the function whose mangled name is `$2` was
# called: the sum of the calls its callers made, listed above it in its block of the
# caller tree.
calls() {
  awk -v name="$2" 'BEGIN { RS = "" } index($0, "*  ???:" name " ") {
    lines = split($0, line, "\n")
    for (i = 1; i <= lines; i++) {
      if (line[i] ~ /  < / && match(line[i], /\([0-9,]+x\)/)) {
        count = substr(line[i], RSTART + 1, RLENGTH - 3); gsub(",", "", count); total += count
      }
    }
  } END { print total + 0 }' "$scratch/$1.callers.txt"
}

rows=50000 # 10k rows, five rounds
resolve=$(instructions resolve 'RenderBenchmark\.resolveRows\(')
layout=$(instructions layout 'RenderBenchmark\.layOutRows\(')
floor=$(instructions floor 'RenderBenchmark\.buildRowViews\(')
first=$(instructions inspector 'RenderBenchmark\.firstQuery\(')
first_toggle=$(instructions toggle 'RenderBenchmark\.firstToggleQuery\(')
tap=$(instructions toggle 'RenderBenchmark\.toggleRow\(')
tap_warm=$(instructions toggle 'RenderBenchmark\.toggleRowWarm\(')
toggle_row=$(instructions toggle 'View\._resolve\(in:into:\) in conformance ToggleRow \[')
toggle_rows=$(calls toggle '$s10benchmarks9ToggleRowV12PureMVVMCore4ViewAadEP8_resolve2in4intoyAD14ResolveContextV_SayAD7ElementVGztFTW')

awk -v rows=$rows -v resolve="$resolve" -v layout="$layout" -v floor="$floor" \
  -v first="$first" -v first_toggle="$first_toggle" -v tap="$tap" -v tap_warm="$tap_warm" \
  -v toggle="$toggle_row" -v toggles="$toggle_rows" 'BEGIN {
  printf "route row, resolve (building its views included): %7.2fk\n", resolve / rows / 1000
  printf "route row, lay out and draw:                      %7.2fk\n", layout / rows / 1000
  printf "route row, build its views alone (the floor):     %7.2fk\n", floor / rows / 1000
  printf "route row, render against the floor:              %7.2fx\n", (resolve + layout) / floor
  if (toggles > 0) printf "toggle row, resolve (%d rows):                %7.2fk\n", toggles, toggle / toggles / 1000
  printf "inspector, first query on 10k route rows:         %7.1fM\n", first / 5 / 1e6
  printf "inspector, first query on 10k toggle rows:        %7.1fM\n", first_toggle / 5 / 1e6
  printf "inspector, tap one toggle among 10k, query again: %7.3fM\n", tap / 5 / 1e6
  printf "inspector, the same once the inspector is warm:   %7.3fM\n", tap_warm / 5 / 1e6
}'
