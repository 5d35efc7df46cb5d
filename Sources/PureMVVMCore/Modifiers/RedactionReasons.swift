/// Why content is shown as a placeholder, like SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: Int

  /// A set from raw bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Content not loaded yet.
  public static let placeholder = RedactionReasons(rawValue: 1)
  /// Private content.
  public static let privacy = RedactionReasons(rawValue: 2)
  /// Content no longer valid.
  public static let invalidated = RedactionReasons(rawValue: 4)
}
