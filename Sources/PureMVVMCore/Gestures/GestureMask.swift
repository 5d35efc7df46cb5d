/// Which gestures of a view and its subviews are enabled, like SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Hashable, Sendable {
  /// The gestures, as bits.
  public let rawValue: UInt32

  /// Gestures from bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// No gesture: the gesture and its subviews' are off.
  public static let none = GestureMask([])
  /// The gesture being attached only: its subviews' gestures are off.
  public static let gesture = GestureMask(rawValue: 1)
  /// The subviews' gestures only: the gesture being attached is off.
  public static let subviews = GestureMask(rawValue: 2)
  /// The gesture and its subviews' gestures.
  public static let all: GestureMask = [.gesture, .subviews]
}
