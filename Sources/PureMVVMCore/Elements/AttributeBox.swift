/// The attributes an element shares with its siblings until one is changed.
final class AttributeBox: Sendable {
  static let empty = AttributeBox(ElementAttributes())
  let value: ElementAttributes

  init(_ value: ElementAttributes) {
    self.value = value
  }

  /// A box holding `value` changed by `change`.
  func changing(_ change: (inout ElementAttributes) -> Void) -> AttributeBox {
    var value = value
    change(&value)
    return AttributeBox(value)
  }
}
