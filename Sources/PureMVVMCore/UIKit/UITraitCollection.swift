#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// The traits of the interface a colour or view is drawn in, standing in for UIKit's
  /// `UITraitCollection`: what a dynamic `UIColor`'s provider reads.
  public final class UITraitCollection: Sendable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// Traits with `userInterfaceStyle`.
    ///
    /// - Parameter userInterfaceStyle: Light or dark.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
      self.userInterfaceStyle = userInterfaceStyle
    }

    /// The traits colours resolve with: the light appearance, which the renderers paint.
    public static var current: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
  }
#endif
