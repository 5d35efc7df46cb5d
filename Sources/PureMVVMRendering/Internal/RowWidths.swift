import PureMVVMCore

/// Shares a row's width among its children: natural widths when they fit, slack to the
/// spacers; when they do not fit, rigid children (images, `.fixedSize()`) keep theirs,
/// higher layout priorities keep theirs next, and the widest of the rest shrink first.
struct RowWidths {
  let natural: [Int]
  let isSpacer: [Bool]
  let gaps: [Int]
  let width: Int
  var isRigid: [Bool]? = nil
  var priority: [Double]? = nil

  func resolved() -> [Int] {
    let spacerCount = self.spacerCount
    let fixed = fixedWidth
    if fixed <= width {
      return expandingSpacers(by: width - fixed, spacerCount: spacerCount)
    }
    let available = width - gaps.reduce(0, +) - spacerCount
    let children = natural.indices.filter { !isSpacer[$0] }
    return shrinking(children, available: available)
  }

  /// Whether every child gets its natural width, so nothing is shrunk (and rigidity and
  /// priorities, which only decide what shrinks first, are not needed).
  var fits: Bool { fixedWidth <= width }

  private var spacerCount: Int { isSpacer.reduce(0) { $0 + ($1 ? 1 : 0) } }

  /// The columns the row takes before any slack: its content, gaps and a column per spacer.
  private var fixedWidth: Int {
    let content = zip(natural, isSpacer).reduce(0) { $0 + ($1.1 ? 0 : $1.0) }
    return content + gaps.reduce(0, +) + spacerCount
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

  /// Widths for `children` in `available` columns, spacers at one column.
  private func shrinking(_ children: [Int], available: Int) -> [Int] {
    var widths = isSpacer.map { $0 ? 1 : 0 }
    let rigid = children.filter { isRigid?[$0] == true }
    var flexible = children.filter { isRigid?[$0] != true }
    var remaining = available - rigid.reduce(0) { $0 + natural[$1] }
    guard remaining >= flexible.count else {
      let cap = shrinkCap(children.map { natural[$0] }, available: available)
      for index in children { widths[index] = min(natural[index], cap) }
      return widths
    }
    for index in rigid { widths[index] = natural[index] }
    while !flexible.isEmpty {
      let top = flexible.map { priority?[$0] ?? 0 }.max() ?? 0
      let group = flexible.filter { (priority?[$0] ?? 0) == top }
      flexible.removeAll { (priority?[$0] ?? 0) == top }
      let budget = remaining - flexible.count
      let cap = shrinkCap(group.map { natural[$0] }, available: budget)
      for index in group {
        widths[index] = min(natural[index], cap)
        remaining -= widths[index]
      }
    }
    return widths
  }

  /// The largest width such that capping every width at it fits `available`.
  private func shrinkCap(_ widths: [Int], available: Int) -> Int {
    let sorted = widths.sorted()
    var remaining = max(available, 0)
    for (index, childWidth) in sorted.enumerated() {
      let share = remaining / (sorted.count - index)
      if childWidth > share { return share }
      remaining -= childWidth
    }
    return sorted.last ?? 0
  }
}
