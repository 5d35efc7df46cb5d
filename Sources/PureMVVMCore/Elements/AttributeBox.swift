import Foundation

/// The attributes an element shares with its siblings until one is changed.
final class AttributeBox: Sendable {
  static let empty = AttributeBox(ElementAttributes())
  let value: ElementAttributes
  /// The box the last change of this one made: the rows of a list apply the same style
  /// to the same box again and again, and share its result instead of each holding a copy
  /// (attributes take about a kilobyte).
  private let lastChanged = Locked<AttributeBox?>(nil)

  init(_ value: ElementAttributes) {
    self.value = value
  }

  /// A box holding `value` changed by `change`: the box the previous change made when
  /// the values are equal, else a new one.
  func changing(_ change: (inout ElementAttributes) -> Void) -> AttributeBox {
    var value = value
    change(&value)
    return lastChanged.withLock { last in
      if let last, Self.isBitwiseEqual(last.value, value) { return last }
      let box = AttributeBox(value)
      last = box
      return box
    }
  }

  /// Whether `first` and `second` have the same bytes, which makes them equal.
  ///
  /// Equal values may still differ in padding or in their strings' storage; they then get
  /// boxes of their own, which costs memory, not correctness. Much cheaper than `==` over
  /// every field.
  private static func isBitwiseEqual(
    _ first: ElementAttributes, _ second: ElementAttributes
  ) -> Bool {
    withUnsafeBytes(of: first) { first in
      withUnsafeBytes(of: second) { second in
        guard let first = first.baseAddress, let second = second.baseAddress else { return true }
        return memcmp(first, second, MemoryLayout<ElementAttributes>.size) == 0
      }
    }
  }
}
