/// Whether something shows, like SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
  /// As the system decides.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}
