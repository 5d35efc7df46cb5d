import Foundation

/// A zoom an assistive technology asks for, like SwiftUI's
/// `AccessibilityZoomGestureAction`: what an `.accessibilityZoomAction` handler is given.
public struct AccessibilityZoomGestureAction: Sendable {
  /// Which way the zoom goes.
  public enum Direction: Hashable, Sendable {
    /// In.
    case zoomIn
    /// Out.
    case zoomOut
  }

  /// Which way the zoom goes.
  public let direction: Direction
  /// Where the zoom centres, in the element's unit space.
  public let location: UnitPoint
  /// Where the zoom centres, in the window's space.
  public let point: CGPoint
}
