/// How lines of text line up, like SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  /// At the leading edge.
  case leading
  /// Centred.
  case center
  /// At the trailing edge.
  case trailing
}
