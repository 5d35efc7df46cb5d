#if !canImport(Darwin)
  /// How a line of text is aligned, standing in for UIKit's and AppKit's
  /// `NSTextAlignment` where Foundation lacks it.
  public enum NSTextAlignment: Int, Sendable {
    /// Along the left edge.
    case left
    /// In the centre.
    case center
    /// Along the right edge.
    case right
    /// Stretched to both edges.
    case justified
    /// Along the leading edge of the language.
    case natural
  }
#endif
