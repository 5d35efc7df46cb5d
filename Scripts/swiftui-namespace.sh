#!/usr/bin/env bash
# Writes Sources/PureMVVM/SwiftUI.swift, the `SwiftUI` namespace: a type alias for each
# public top-level type of PureMVVMCore and PureMVVMPreviews, so design files that write
# `SwiftUI.Color` compile. Reads the modules of a debug build (run `swift build` first).
# Usage: Scripts/swiftui-namespace.sh [--check]   (--check: fail if the file is stale)
set -euo pipefail
cd "$(dirname "$0")/.."

target=Sources/PureMVVM/SwiftUI.swift
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
triple=$(swiftc -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -n 1)
build=$(swift build --show-bin-path)
for module in PureMVVMCore PureMVVMPreviews; do
  swift symbolgraph-extract -module-name "$module" -target "$triple" \
    -I "$build/Modules" -Xcc "-fmodule-map-file=$build/PreviewRecords.build/module.modulemap" \
    -minimum-access-level public -skip-synthesized-members -skip-inherited-docs \
    -output-dir "$work"
done
swift Scripts/SwiftUINamespace.swift "$work" PureMVVMCore PureMVVMPreviews >"$work/SwiftUI.swift"
swift format format --configuration .swift-format "$work/SwiftUI.swift" >"$work/formatted.swift"

if [ "${1:-}" = "--check" ]; then
  if ! diff -u "$target" "$work/formatted.swift"; then
    echo "error: $target is stale; run Scripts/swiftui-namespace.sh" >&2
    exit 1
  fi
else
  cp "$work/formatted.swift" "$target"
  echo "wrote $target"
fi
