/// A piece of extra information about an element, standing in for the Accessibility
/// framework's `AXCustomContent`, whose ``Importance`` SwiftUI's
/// `accessibilityCustomContent(_:_:importance:)` takes.
public final class AXCustomContent {
  /// How eagerly a screen reader speaks a piece of custom content.
  public enum Importance: UInt, Sendable {
    /// Spoken only when asked for ("More content").
    case `default`
    /// Spoken with the element, after its traits.
    case high
  }

  /// What the content is about: "Distance".
  public let label: String
  /// The content: "12 km".
  public let value: String
  /// How eagerly it is spoken.
  public var importance = Importance.default

  /// Creates a piece of content.
  ///
  /// - Parameters:
  ///   - label: What the content is about.
  ///   - value: The content.
  public init(label: String, value: String) {
    self.label = label
    self.value = value
  }
}
