/// How views line up across a horizontal stack, like SwiftUI's `VerticalAlignment`.
public enum VerticalAlignment: Hashable, Sendable {
  /// The top edge.
  case top
  /// The middle.
  case center
  /// The bottom edge.
  case bottom
  /// The first line of text.
  case firstTextBaseline
  /// The last line of text.
  case lastTextBaseline
}
