#!/usr/bin/env bash
# Renders the HTML galleries in headless Chromium and fails if any card renders empty,
# overflows its phone frame, or the page logs an error; saves one screenshot per card.
#
# Galleries: the example previews (`swift run previews --html`) and every screen of
# Tests/SwiftUICompatibilityTests (its recorded gallery snapshot).
# Usage: Scripts/check-gallery.sh [output-folder]     (default: .build/gallery-check)
# Installs the Debian package `chromium` when it is missing and the script runs as root.
set -euo pipefail
cd "$(dirname "$0")/.."

output=${1:-.build/gallery-check}
mkdir -p "$output"

if ! command -v chromium >/dev/null; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "error: chromium is missing; install the Debian package 'chromium'" >&2
    exit 1
  fi
  echo "installing chromium…"
  apt-get update -qq >/dev/null && apt-get install -y -qq chromium >/dev/null
fi

# Measures every card after layout and writes the verdicts into the page, where
# --dump-dom can read them: "card-3<TAB>OK|EMPTY|OVERFLOW …<TAB>height<TAB>title".
checker='<script>
window.addEventListener("error", (event) => console.error("page error: " + event.message));
window.addEventListener("load", () => {
  const lines = [];
  for (const card of document.querySelectorAll("section.card")) {
    const phone = card.querySelector(".phone");
    const frame = phone.getBoundingClientRect();
    const style = getComputedStyle(phone);
    const left = frame.left + parseFloat(style.borderLeftWidth) - 0.5;
    const right = frame.right - parseFloat(style.borderRightWidth) + 0.5;
    let shown = 0;
    const overflowing = [];
    for (const element of phone.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) continue;
      shown += 1;
      if (box.left < left || box.right > right) {
        overflowing.push(element.tagName.toLowerCase() + "." + element.className);
      }
    }
    if (phone.scrollWidth > phone.clientWidth + 1) overflowing.push("the phone scrolls");
    const verdict = shown === 0 ? "EMPTY"
      : overflowing.length > 0 ? "OVERFLOW " + overflowing.slice(0, 3).join(" ") : "OK";
    const height = Math.ceil(card.getBoundingClientRect().height);
    const title = card.querySelector("h2").textContent;
    lines.push([card.id, verdict, height, title].join(String.fromCharCode(9)));
  }
  const report = document.createElement("pre");
  report.id = "gallery-check";
  report.textContent = lines.join(String.fromCharCode(10));
  document.body.appendChild(report);
});
</script>'

chrome() {
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --disable-dev-shm-usage \
    --enable-logging=stderr --v=0 --virtual-time-budget=5000 "$@"
}

swift run -q previews --html "$output/previews.html" >/dev/null
cp Tests/SwiftUICompatibilityTests/__Snapshots__/CompatibilityGalleryTests/Gallery-html.txt \
  "$output/compatibility.html"

failures=0
for gallery in previews compatibility; do
  page="$output/$gallery.checked.html"
  { sed '/^<\/body>$/,$d' "$output/$gallery.html"; printf '%s\n' "$checker" '</body>' '</html>'; } >"$page"
  log="$output/$gallery.log"
  chrome --dump-dom "file://$PWD/$page" >"$output/$gallery.dom" 2>"$log" || true
  report=$(sed -n '/<pre id="gallery-check">/,/<\/pre>/p' "$output/$gallery.dom" |
    sed -e 's/<pre id="gallery-check">//' -e 's#</pre>.*##')
  if [ -z "$report" ]; then
    echo "error: $gallery: the page did not report its cards (see $log)" >&2
    failures=$((failures + 1))
    continue
  fi
  if grep -E 'CONSOLE|Uncaught' "$log" >/dev/null; then
    echo "error: $gallery: the page logged an error:" >&2
    grep -E 'CONSOLE|Uncaught' "$log" >&2
    failures=$((failures + 1))
  fi
  cards=0
  while IFS=$'\t' read -r id verdict height title; do
    [ -n "$id" ] || continue
    cards=$((cards + 1))
    if [ "$verdict" != "OK" ]; then
      echo "error: $gallery: card \"$title\" ($id): $verdict" >&2
      failures=$((failures + 1))
    fi
    alone="$output/$gallery-$id.html"
    sed "s#</style>#h1, section.card:not(\#$id) { display: none; }</style>#" \
      "$output/$gallery.html" >"$alone"
    chrome --window-size=480,$((height + 80)) --screenshot="$output/$gallery-$id.png" \
      "file://$PWD/$alone" >/dev/null 2>&1
    [ -s "$output/$gallery-$id.png" ] || {
      echo "error: $gallery: no screenshot of card \"$title\" ($id)" >&2
      failures=$((failures + 1))
    }
  done <<<"$report"
  echo "$gallery: $cards cards checked, screenshots in $output/$gallery-card-*.png"
done

if [ "$failures" -gt 0 ]; then
  echo "error: $failures gallery problem(s)" >&2
  exit 1
fi
echo "gallery check passed"
