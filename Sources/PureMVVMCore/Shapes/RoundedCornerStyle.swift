/// The corners of a rounded rectangle, like SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter circles.
  case circular
  /// Smooth curves.
  case continuous
}
