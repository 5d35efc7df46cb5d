/// How far a window may be resized, like SwiftUI's `WindowResizability`; recorded.
public struct WindowResizability: Hashable, Sendable, CustomStringConvertible {
  /// The choice's name.
  public let description: String

  private init(_ name: String) {
    description = name
  }

  /// As the platform decides.
  public static let automatic = WindowResizability("automatic")

  /// Only within the content’s minimum and maximum sizes.
  public static let contentSize = WindowResizability("contentSize")

  /// No smaller than the content’s minimum size.
  public static let contentMinSize = WindowResizability("contentMinSize")
}
