import Foundation

/// The attributes an element shares with its siblings until one is changed.
@usableFromInline package final class AttributeBox: Sendable {
  package static let empty = AttributeBox(ElementAttributes())
  package let value: ElementAttributes
  /// The boxes the last changes of this one made: the rows of a list apply the same style
  /// to the same box again and again, and share its result instead of each holding a copy
  /// (attributes take about a kilobyte).
  private let derived = Locked(Derived())

  /// The last boxes made from this one.
  private struct Derived: Sendable {
    /// The box the last `changing(_:)` made.
    var changed: AttributeBox?
    /// The last text style applied (unstyled before any), compared in place: read out of
    /// an optional, it was copied, retains and all, for every text resolved.
    var style = TextRun(text: "")
    /// The box the last text style made; `nil` before any.
    var styled: AttributeBox?
  }

  /// Whether the element draws nothing in its space: `.hidden()`, or an opacity of 0 or
  /// less (NaN draws opaque).
  ///
  /// Found once per box, so renderers read one flag per element.
  package let drawsNothing: Bool
  /// Whether the attributes pad, frame, badge, space out or position the element: false
  /// for most elements, whose layout the renderers then skip working out.
  ///
  /// Found once per box, as ``drawsNothing`` is.
  package let shapesLayout: Bool

  package init(_ value: ElementAttributes) {
    self.value = value
    drawsNothing = value.isHidden || (value.opacity.map { $0 <= 0 } ?? false)
    shapesLayout =
      value.padding != nil || value.frame != nil || value.badge != nil
      || value.minLength != nil || value.position != nil
  }

  /// A box holding `value` changed by `change`: the box the previous change made when
  /// the values are equal, else a new one.
  package func changing(_ change: (inout ElementAttributes) -> Void) -> AttributeBox {
    var value = value
    change(&value)
    return derived.withLock { derived in
      if let last = derived.changed, Self.isBitwiseEqual(last.value, value) { return last }
      let box = AttributeBox(value)
      derived.changed = box
      return box
    }
  }

  /// A box holding these attributes with a text's `style` applied: the box the last
  /// application of the same style made, without copying the attributes to find out.
  ///
  /// Styles are compared with `TextRun.hasSameStyle(as:)`: field by field, never by their
  /// bytes, whose padding made the reuse depend on what the stack held before.
  package func styled(by style: TextRun) -> AttributeBox {
    let reused = derived.withLock { derived in
      derived.style.hasSameStyle(as: style) ? derived.styled : nil
    }
    if let reused { return reused }
    let box = changing { $0.apply(style) }
    derived.withLock {
      $0.style = style
      $0.styled = box
    }
    return box
  }

  /// Whether `first` and `second` have the same bytes, which makes them equal.
  ///
  /// Equal values may still differ in padding or in their strings' storage; they then get
  /// boxes of their own, which costs memory, not correctness. Much cheaper than `==` over
  /// every field.
  private static func isBitwiseEqual<Value>(_ first: Value, _ second: Value) -> Bool {
    withUnsafeBytes(of: first) { first in
      withUnsafeBytes(of: second) { second in
        guard let first = first.baseAddress, let second = second.baseAddress else { return true }
        return memcmp(first, second, MemoryLayout<Value>.size) == 0
      }
    }
  }
}
