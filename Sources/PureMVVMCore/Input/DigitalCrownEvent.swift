/// A turn of the Digital Crown, like SwiftUI's `DigitalCrownEvent`.
public struct DigitalCrownEvent: Hashable, Sendable {
  /// Where the crown is: the value it turned to, before snapping to a detent.
  public let offset: Double
  /// How fast it turned: here, the amount of the last turn.
  public let velocity: Double
}
