#!/usr/bin/env bash
# Builds the DocC catalogs of the library modules with the toolchain's docc (no plugin),
# treating every documentation warning as an error.
# Usage: Scripts/docs.sh [output-folder]     (default: .build/docs)
set -euo pipefail
cd "$(dirname "$0")/.."

output=${1:-.build/docs}
modules=(PureMVVM PureMVVMCore PureMVVMRendering PureMVVMInspection PureMVVMPreviews PureMVVMPreviewsHost PureMVVMTesting LoginFeature RouteListFeature)

swift build --build-tests >/dev/null
graphs=$(swift package dump-symbol-graph --emit-extension-block-symbols |
  sed -n 's/^Files written to //p' | tail -n 1)
if [ -z "$graphs" ] || [ ! -d "$graphs" ]; then
  echo "error: no symbol graphs were produced" >&2
  exit 1
fi

docc=$(command -v docc || xcrun --find docc)
mkdir -p "$output"
for module in "${modules[@]}"; do
  staging=$(mktemp -d)
  cp "$graphs/$module.symbols.json" "$staging/"
  find "$graphs" -maxdepth 1 -name "$module@*.symbols.json" -exec cp {} "$staging/" \;
  "$docc" convert "Sources/$module/Documentation.docc" \
    --additional-symbol-graph-dir "$staging" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.puremvvm.$module" \
    --warnings-as-errors \
    --output-path "$output/$module.doccarchive"
  rm -rf "$staging"
  echo "built $output/$module.doccarchive"
done
