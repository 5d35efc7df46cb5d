import Foundation

/// Placement attributes few elements have: see ``ElementAttributes/position``.
struct Placement: Hashable, Sendable {
  var position: CGPoint?
  var zIndex: Double?
  var aspectRatio: CGFloat?
  var scroll: ScrollSettings?
  var ignoredSafeAreaEdges: Edge.Set?
}

/// An immutable box of placement attributes, equal and hashed by value.
final class PlacementBox: Hashable, Sendable {
  let value: Placement

  init(_ value: Placement) {
    self.value = value
  }

  static func == (lhs: PlacementBox, rhs: PlacementBox) -> Bool { lhs.value == rhs.value }

  func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }
}
