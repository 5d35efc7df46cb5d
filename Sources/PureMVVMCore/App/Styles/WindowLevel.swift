/// Where a window sits among others, like SwiftUI's `WindowLevel` (macOS 15); recorded.
public struct WindowLevel: Hashable, Sendable, CustomStringConvertible {
  /// The choice's name.
  public let description: String

  private init(_ name: String) {
    description = name
  }

  /// As the platform decides.
  public static let automatic = WindowLevel("automatic")

  /// Behind every other window.
  public static let desktop = WindowLevel("desktop")

  /// Above the other windows.
  public static let floating = WindowLevel("floating")

  /// Among the other windows.
  public static let normal = WindowLevel("normal")
}
