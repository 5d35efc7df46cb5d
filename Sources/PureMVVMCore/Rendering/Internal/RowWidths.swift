/// Shares a row's width among its children: natural widths when they fit, slack to the
/// spacers, and the widest children shrunk first when they do not.
struct RowWidths {
  let natural: [Int]
  let isSpacer: [Bool]
  let gaps: [Int]
  let width: Int

  func resolved() -> [Int] {
    let spacerCount = isSpacer.filter { $0 }.count
    let content = zip(natural, isSpacer).reduce(0) { $0 + ($1.1 ? 0 : $1.0) }
    let fixed = content + gaps.reduce(0, +) + spacerCount
    if fixed <= width {
      return expandingSpacers(by: width - fixed, spacerCount: spacerCount)
    }
    let cap = shrinkCap(available: width - gaps.reduce(0, +) - spacerCount)
    return zip(natural, isSpacer).map { $1 ? 1 : min($0, cap) }
  }

  /// Each spacer gets one column plus an equal share of the slack (the first ones get the
  /// remainder).
  private func expandingSpacers(by slack: Int, spacerCount: Int) -> [Int] {
    guard spacerCount > 0 else { return natural }
    var remainder = slack % spacerCount
    return zip(natural, isSpacer).map { width, isSpacer in
      guard isSpacer else { return width }
      defer { remainder = max(remainder - 1, 0) }
      return 1 + slack / spacerCount + (remainder > 0 ? 1 : 0)
    }
  }

  /// The largest width such that capping every non-spacer child at it fits `available`.
  private func shrinkCap(available: Int) -> Int {
    let sorted = zip(natural, isSpacer).filter { !$0.1 }.map(\.0).sorted()
    var remaining = max(available, 0)
    for (index, childWidth) in sorted.enumerated() {
      let share = remaining / (sorted.count - index)
      if childWidth > share { return share }
      remaining -= childWidth
    }
    return sorted.last ?? 0
  }
}
