#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// How a hosting controller reports its size, like SwiftUI's
  /// `UIHostingControllerSizingOptions`.
  public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: Int

    /// Options from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// The controller keeps its preferred content size up to date.
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
    /// The controller's view keeps its intrinsic content size up to date.
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
  }
#endif
