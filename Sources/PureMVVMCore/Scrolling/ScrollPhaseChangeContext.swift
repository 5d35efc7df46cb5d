import Foundation

/// What surrounds a change of scroll phase, like SwiftUI's `ScrollPhaseChangeContext`.
public struct ScrollPhaseChangeContext {
  /// The scroll view's geometry.
  public let geometry: ScrollGeometry
  /// How fast it scrolls, if known: never, for a host's scroll.
  public let velocity: CGVector?
}
