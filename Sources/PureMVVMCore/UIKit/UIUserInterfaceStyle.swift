#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// Light or dark, like UIKit's `UIUserInterfaceStyle`.
  public enum UIUserInterfaceStyle: Int, Sendable {
    /// The system's choice.
    case unspecified = 0
    /// Light.
    case light = 1
    /// Dark.
    case dark = 2
  }
#endif
