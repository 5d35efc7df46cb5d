/// How views line up across a vertical stack, like SwiftUI's `HorizontalAlignment`.
public enum HorizontalAlignment: Hashable, Sendable {
  /// The leading edge.
  case leading
  /// The middle.
  case center
  /// The trailing edge.
  case trailing
}
