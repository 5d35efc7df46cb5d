/// A fixed or flexible frame, in points, like SwiftUI's `.frame` modifiers.
public struct Frame: Hashable, Sendable {
  /// A fixed width.
  public var width: Double?
  /// A fixed height.
  public var height: Double?
  /// The least width.
  public var minWidth: Double?
  /// The greatest width; `.infinity` to fill.
  public var maxWidth: Double?
  /// The least height.
  public var minHeight: Double?
  /// The greatest height; `.infinity` to fill.
  public var maxHeight: Double?
  /// Where the content sits in the frame.
  public var alignment: Alignment = .center
}
