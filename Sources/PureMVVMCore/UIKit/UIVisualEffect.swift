#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// A visual effect, standing in for UIKit's `UIVisualEffect` where there is no UIKit.
  @MainActor open class UIVisualEffect {
    /// An effect.
    public init() {}
  }
#endif
