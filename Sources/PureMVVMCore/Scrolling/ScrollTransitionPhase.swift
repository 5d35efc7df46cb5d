/// Where a view is as it scrolls in or out of sight, like SwiftUI's
/// `ScrollTransitionPhase`.
public enum ScrollTransitionPhase: Hashable, Sendable {
  /// Entirely in sight.
  case identity
  /// Going out of sight at the top or leading edge.
  case topLeading
  /// Going out of sight at the bottom or trailing edge.
  case bottomTrailing

  /// Whether the view is entirely in sight.
  public var isIdentity: Bool { self == .identity }

  /// -1 at the top or leading edge, 0 in sight, 1 at the bottom or trailing edge.
  public var value: Double {
    switch self {
    case .identity: 0
    case .topLeading: -1
    case .bottomTrailing: 1
    }
  }
}
