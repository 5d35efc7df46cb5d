import Foundation

/// The screen a host proposes to its view, in points: what a `GeometryReader` at the root
/// sees.
///
/// ``phone`` is the default of the inspector, the console, previews and the HTML
/// renderer; the text renderer proposes its own width (8 points a column). Set another
/// on a `DesignInspector` to test a layout that switches at a width.
public struct Device: Hashable, Sendable {
  /// The whole screen.
  public var size: CGSize
  /// The safe area's insets from the screen's edges (the status bar, the home indicator).
  public var safeAreaInsets: EdgeInsets

  /// Creates a device.
  ///
  /// - Parameters:
  ///   - size: The whole screen, in points.
  ///   - safeAreaInsets: The safe area's insets, in points.
  public init(size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets()) {
    self.size = size
    self.safeAreaInsets = safeAreaInsets
  }

  /// A 390 × 844-point phone in portrait, its safe area 47 points from the top and 34
  /// from the bottom.
  public static let phone = Device(
    size: CGSize(width: 390, height: 844),
    safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))

  /// A 1,024 × 1,366-point tablet in portrait, its safe area 24 points from the top and 20
  /// from the bottom.
  public static let tablet = Device(
    size: CGSize(width: 1_024, height: 1_366),
    safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
}
