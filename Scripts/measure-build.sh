#!/usr/bin/env bash
# Build times (issue 32): a clean debug build of the package, then a clean debug build of
# a design file of about 300 lines against it (two compatibility screens), with its three
# slowest function bodies to type-check. Prints seconds; changes nothing in the checkout.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

start=$(date +%s%N)
swift build --scratch-path "$scratch/build" > "$scratch/build.log" 2>&1 || {
  cat "$scratch/build.log"
  exit 1
}
package=$((($(date +%s%N) - start) / 1000000))

screens=Tests/SwiftUICompatibilityTests/Screens
cat "$screens/MotionAndGraphics.swift" "$screens/ChoreInbox.swift" > "$scratch/Design.swift"
debug="$scratch/build/debug"
start=$(date +%s%N)
swiftc -c -parse-as-library -module-name Design -swift-version 6 -Onone -g -DPUREMVVM \
  -I "$debug/Modules" -Xcc -fmodule-map-file="$debug/PreviewRecords.build/module.modulemap" \
  -Xcc -ISources/PreviewRecords/include -Xfrontend -debug-time-function-bodies \
  -o "$scratch/Design.o" "$scratch/Design.swift" 2> "$scratch/bodies.txt"
design=$((($(date +%s%N) - start) / 1000000))

printf 'clean debug build of the package: %d.%03d s\n' $((package / 1000)) $((package % 1000))
printf 'clean debug build of a %d-line design file against it: %d.%03d s\n' \
  "$(wc -l < "$scratch/Design.swift")" $((design / 1000)) $((design % 1000))
echo "slowest bodies to type-check in it:"
sort -rn "$scratch/bodies.txt" | head -n 3 | sed 's/^/  /'
