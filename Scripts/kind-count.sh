#!/bin/bash
# How many source files name each element kind and each control role.
#
# A kind is a case of Element.Kind (a primitive renderers draw); a role is a ControlRole
# (a control: its view declares it, renderers never name it). Run from anywhere:
#   bash Scripts/kind-count.sh
set -euo pipefail
cd "$(dirname "$0")/.."
element=Sources/PureMVVMCore/Elements/Element.swift
echo "Element kinds (primitives): files naming each"
for kind in $(sed -n '/public enum Kind/,/^  }/p' "$element" \
  | grep -oE '^ +(indirect )?case [a-zA-Z]+' | awk '{print $NF}'); do
  files=$(grep -rlE "(case |[(=!,:[] ?)\.$kind\b" Sources --include=*.swift | wc -l)
  printf '  %-18s %3d\n' "$kind" "$files"
done
echo "Control roles: files naming each"
for role in $(grep -rhoE '^ +(public )?static let [a-zA-Z]+ = ControlRole\(' Sources --include=*.swift \
  | awk '{print $(NF-2)}' | sort -u); do
  files=0
  while IFS= read -r file; do
    # Doc comments may show a role in an example; they do not depend on it.
    if sed '/^ *\/\/\//d' "$file" \
      | grep -qPz "(Control\(\s*|role: |ControlRole)\.$role\b|static let $role = ControlRole"; then
      files=$((files + 1))
    fi
  done < <(find Sources -name '*.swift')
  printf '  %-18s %3d\n' "$role" "$files"
done
