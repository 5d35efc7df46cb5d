/// Names a piece of custom accessibility content, like SwiftUI's
/// `AccessibilityCustomContentKey`: its label is spoken, its id tells pieces apart.
public struct AccessibilityCustomContentKey: Hashable, Sendable {
  /// The label spoken before the content.
  let label: String
  /// What tells this key from others.
  let id: String

  /// A key with a label and an id of its own.
  ///
  /// - Parameters:
  ///   - label: The label spoken before the content.
  ///   - id: What tells this key from others.
  public init(_ label: Text, id: String) {
    self.label = label.plainText
    self.id = id
  }

  /// A key with a label and an id of its own.
  ///
  /// - Parameters:
  ///   - labelKey: The label spoken before the content.
  ///   - id: What tells this key from others.
  public init(_ labelKey: LocalizedStringKey, id: String) {
    self.init(Text(labelKey), id: id)
  }

  /// A key whose label is also its id.
  ///
  /// - Parameter labelKey: The label spoken before the content.
  public init(_ labelKey: LocalizedStringKey) {
    self.init(Text(labelKey), id: labelKey.text)
  }

  /// Whether two keys have the same id, whatever their labels.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.id == rhs.id
  }

  /// Hashes the id.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }
}
