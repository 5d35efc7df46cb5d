#!/usr/bin/env bash
# Fuzzes the FileRouteStore decoder with libFuzzer (Swift's -sanitize=fuzzer) plus
# AddressSanitizer, for a bounded time. A crash, a hang over 10 s, or accepted invalid data
# fails the run; libFuzzer leaves the input in .build/fuzz/ to turn into a regression test.
# Usage: Scripts/fuzz-store.sh [seconds]     (default: 60)
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
out=.build/fuzz
mkdir -p "$out/corpus"

# The one piece of PureMVVM the decoder uses (escaping names in messages), as a module.
(cd "$out" && swiftc -sanitize=fuzzer,address -parse-as-library -O -g -package-name PureMVVM \
  -module-name PureMVVMRendering -emit-module -emit-library -static \
  "$OLDPWD/Sources/PureMVVMRendering/Internal/String+ControlCharacters.swift")

# The decoder and the model it checks, compiled with the harness as one module.
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -package-name PureMVVM \
  -module-name RouteFileFuzz -I "$out" -L "$out" -lPureMVVMRendering \
  Sources/RouteListFeature/Model/*.swift Sources/RouteListFeature/Model/Internal/*.swift \
  Sources/RouteListFeature/Store/Internal/RouteFile.swift \
  Sources/RouteListFeature/Store/Internal/CanonicalRouteFile.swift \
  Scripts/fuzz/RouteFileFuzzer.swift \
  -o "$out/route-file-fuzzer"

id=6F1D3C4B-1C2A-4E0B-9C55-5B8C7A6D2E10
printf '%s' "{\"version\":1,\"routes\":[]}" > "$out/corpus/empty.json"
printf '%s' "{\"version\":1,\"routes\":[{\"id\":\"$id\",\"name\":\"Laguna Serena\",\"distance\":8.1}]}" \
  > "$out/corpus/one.json"
printf '{\n  "routes" : [\n    {\n      "distance" : 8.1,\n      "id" : "%s",\n      "name" : "Laguna \\"Serena\\" \\/ \\u001f"\n    }\n  ],\n  "version" : 1\n}' "$id" \
  > "$out/corpus/canonical.json"
printf '%s' "{\"version\":2,\"routes\":[{\"id\":\"$id\",\"name\":\"A\",\"distance\":-1}]}" \
  > "$out/corpus/invalid.json"

"$out/route-file-fuzzer" "$out/corpus" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
  -dict=Scripts/fuzz/route-file.dict -artifact_prefix="$out/" -print_final_stats=1
