import PureMVVMCore

/// Shares a row's width among its children as SwiftUI's `HStack` does.
///
/// When the natural widths fit, rigid children keep theirs and the flexible ones
/// (spacers, `maxWidth: .infinity` frames, fields, and stacks holding one) of the highest
/// layout priority share what is left equally, none getting less than its own natural
/// width. When they do not fit,
/// spacers keep their least width, rigid children (images, `.fixedSize()`) keep theirs,
/// higher layout priorities keep theirs next, and the widest of the rest shrink first.
struct RowWidths {
  let natural: [Int]
  /// Which children take a share of the slack (spacers among them).
  let isFlexible: [Bool]
  let gaps: [Int]
  let width: Int
  /// Which children are spacers; needed only when the row does not fit.
  var isSpacer: [Bool]? = nil
  var isRigid: [Bool]? = nil
  var priority: [Double]? = nil

  init(natural: [Int], isFlexible: [Bool], gaps: [Int], width: Int) {
    self.natural = natural
    self.isFlexible = isFlexible
    self.gaps = gaps
    self.width = width
  }

  func resolved() -> [Int] {
    if fits { return sharingSlack() }
    let available = width - gaps.reduce(0, +) - spacerWidths
    let children = natural.indices.filter { isSpacer?[$0] != true }
    return shrinking(children, available: available)
  }

  /// Whether every child gets its natural width, so nothing is shrunk (and rigidity and
  /// priorities, which only decide what shrinks first, are not needed).
  var fits: Bool { natural.reduce(0, +) + gaps.reduce(0, +) <= width }

  /// The columns the spacers take at their least.
  private var spacerWidths: Int {
    natural.indices.reduce(0) { $0 + (isSpacer?[$1] == true ? natural[$1] : 0) }
  }

  /// Natural widths, with the flexible children sharing the room the others leave: each
  /// an equal share, or its natural width when that is more (the first ones get the
  /// remainder's columns).
  private func sharingSlack() -> [Int] {
    var room = width - gaps.reduce(0, +)
    var only: Int?
    var count = 0
    // Of the flexible children, only those of the highest layout priority share.
    let top = priority.map { priority in
      natural.indices.filter { isFlexible[$0] }.map { priority[$0] }.max() ?? 0
    }
    let shares = { (index: Int) in
      self.isFlexible[index] && (top == nil || self.priority?[index] == top)
    }
    for index in natural.indices {
      if shares(index) {
        only = index
        count += 1
      } else {
        room -= natural[index]
      }
    }
    guard let only else { return natural }
    var widths = natural
    // Most rows have one spacer: it takes all the room left.
    if count == 1 {
      widths[only] = max(natural[only], room)
      return widths
    }
    var sharing = natural.indices.filter(shares)
    // Children wider than an equal share keep their width, the widest first.
    for index in sharing.sorted(by: { natural[$0] > natural[$1] }) {
      guard natural[index] * sharing.count > room else { break }
      room -= natural[index]
      sharing.removeAll { $0 == index }
    }
    guard !sharing.isEmpty else { return widths }
    var remainder = room % sharing.count
    for index in sharing {
      widths[index] = room / sharing.count + (remainder > 0 ? 1 : 0)
      remainder = max(remainder - 1, 0)
    }
    return widths
  }

  /// Widths for `children` in `available` columns, spacers at their least.
  private func shrinking(_ children: [Int], available: Int) -> [Int] {
    var widths = natural.indices.map { isSpacer?[$0] == true ? natural[$0] : 0 }
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
