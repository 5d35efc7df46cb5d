#!/usr/bin/env bash
# Fails if the README names a test (`SuiteTests.testName`) that is not a function of that
# suite, so every row of "What happens when…" points at a test that exists.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=0
named=0
while read -r suite test; do
  named=$((named + 1))
  file=$(grep -rlE --include='*.swift' "struct $suite\b" Tests | head -n 1 || true)
  if [ -z "$file" ] || ! grep -qE "func $test\b" "$file"; then
      echo "README names $suite.$test, which does not exist" >&2
    missing=1
  fi
done < <(grep -oE '`[A-Za-z]+Tests\.[A-Za-z0-9_]+`' README.md | tr -d '`' | tr '.' ' ' | sort -u)
if [ "$named" -eq 0 ]; then
  echo "README names no tests; the check found nothing to check" >&2
  exit 1
fi
[ "$missing" -eq 0 ] && echo "all $named tests the README names exist"
exit "$missing"
