/// Where text that does not fit is cut, like SwiftUI's `Text.TruncationMode`.
public enum TruncationMode: Hashable, Sendable {
  /// At the start: `…the end`.
  case head
  /// In the middle: `the st…e end`.
  case middle
  /// At the end: `the start…`.
  case tail
}
