/// What a scroll view is doing, like SwiftUI's `ScrollPhase`.
///
/// A host's scroll is a drag that ends at once: `.idle`, `.interacting`, `.idle`; a scroll
/// the design asks for goes `.idle`, `.animating`, `.idle`.
public enum ScrollPhase: Hashable, Sendable, CustomDebugStringConvertible {
  /// Not scrolling.
  case idle
  /// About to scroll: a finger is down.
  case tracking
  /// Scrolling under a finger.
  case interacting
  /// Slowing down after a fling.
  case decelerating
  /// Scrolling by itself to a position.
  case animating

  /// Whether the view is scrolling.
  public var isScrolling: Bool { self != .idle }

  /// The phase's name.
  public var debugDescription: String {
    switch self {
    case .idle: "idle"
    case .tracking: "tracking"
    case .interacting: "interacting"
    case .decelerating: "decelerating"
    case .animating: "animating"
    }
  }
}
