#!/usr/bin/env bash
# Deletes the object files of the modules compiled against an older PureMVVMCore, so that
# the next `swift build` compiles them again. Usage:
#
#   bash Scripts/drop-stale-objects.sh [debug|release]     # debug by default
#
# SwiftPM does not compile a module again when an `@inlinable` body or a stored property
# of a type in PureMVVMCore changes: the modules that inlined the old body keep running
# it, and those that knew the old layout read the new one wrongly. Tests then crash far
# from the change, or the link fails with an undefined symbol. Run this after such a
# change, then build; it prints how many object files it deleted. A module without its
# object files is compiled again; PureMVVMCore itself, and the macro tools (which do not
# import it), are kept.
set -euo pipefail
cd "$(dirname "$0")/.."

configuration=${1:-debug}
case $configuration in
  debug | release) ;;
  *)
    echo "drop-stale-objects: unknown configuration '$configuration' (debug or release)" >&2
    exit 2
    ;;
esac
products=$(swift build -c "$configuration" --show-bin-path)
module="$products/Modules/PureMVVMCore.swiftmodule"
if [ ! -e "$module" ]; then
  echo "drop-stale-objects: no $configuration build of PureMVVMCore yet, nothing to drop"
  exit 0
fi
stale=$(find "$products" -mindepth 2 -maxdepth 2 -path '*.build/*.o' \
  ! -path '*/PureMVVMCore.build/*' ! -path '*-tool.build/*' ! -newer "$module" \
  -print -delete | wc -l)
echo "drop-stale-objects: deleted $stale object files compiled against an older PureMVVMCore"
