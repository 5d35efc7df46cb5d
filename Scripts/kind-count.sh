#!/bin/bash
# How many source files name each element kind and each control role, as the compiler
# sees them: every module under Sources/ is type-checked with `-dump-ast`, and a file names
# a kind when its syntax tree refers to that case of `Element.Kind` (to build an element or
# to match one), or to that `ControlRole` static member. Doc comments and words that merely
# look alike (`.text` of another type) do not count.
#
# Run from anywhere (it builds the package first, about a minute more for the dumps):
#   bash Scripts/kind-count.sh            # the counts
#   bash Scripts/kind-count.sh --files    # and the files naming each
set -euo pipefail
cd "$(dirname "$0")/.."
show_files=${1:-}
swift build >/dev/null
modules=.build/debug/Modules
dumps=$(mktemp -d)
trap 'rm -rf "$dumps"' EXIT
# SwiftPM names the package after its directory; `package` declarations need the same name.
package=$(grep -o '"-package-name","[^"]*"' .build/debug.yaml | head -1 | cut -d'"' -f4)
for dir in Sources/*/; do
  module=$(basename "$dir")
  if ! (cd "$dumps" && swiftc -dump-ast -swift-version 6 -enable-upcoming-feature ExistentialAny \
    -module-name "$module" -package-name "$package" -I "$OLDPWD/$modules" \
    $(find "$OLDPWD/$dir" -name '*.swift') 2>"$module.ast" >/dev/null); then
    echo "kind-count: $module does not type-check on its own:" >&2
    grep -m 3 ': error:' "$dumps/$module.ast" >&2 || true
    exit 1
  fi
done
# One "file<TAB>reference" line per reference, the file relative to Sources/.
cat "$dumps"/*.ast | awk '
  /^\(source_file "/ { file = $2; gsub(/"/, "", file); sub(/.*\/Sources\//, "", file) }
  {
    line = $0
    while (match(line, /Element\.Kind\.[a-z][a-zA-Z]*/)) {
      print file "\tkind " substr(line, RSTART + 13, RLENGTH - 13)
      line = substr(line, RSTART + RLENGTH)
    }
    line = $0
    while (match(line, /ControlRole extension\.[a-zA-Z]+@/)) {
      ref = substr(line, RSTART, RLENGTH - 1)
      sub(/.*\./, "", ref)
      print file "\trole " ref
      line = substr(line, RSTART + RLENGTH)
    }
  }' | sort -u >"$dumps/references"
report() {
  local type=$1 title=$2
  echo "$title"
  for name in $(awk -F'\t' -v type="$type" '$2 ~ "^" type " " { sub(/^[a-z]+ /, "", $2); print $2 }' \
    "$dumps/references" | sort -u); do
    files=$(awk -F'\t' -v ref="$type $name" '$2 == ref { print $1 }' "$dumps/references")
    printf '  %-18s %3d\n' "$name" "$(echo "$files" | wc -l)"
    if [ "$show_files" = --files ]; then echo "$files" | sed 's/^/      /'; fi
  done
}
report kind "Element kinds (primitives): files naming each"
report role "Control roles: files naming each"
