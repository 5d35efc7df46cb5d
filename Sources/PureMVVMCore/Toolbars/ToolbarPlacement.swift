/// A bar the toolbar modifiers apply to, like SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
  private let name: String

  /// The bar the system chooses: the navigation bar on iOS.
  public static let automatic = Self(name: "automatic")
  /// The navigation bar.
  public static let navigationBar = Self(name: "navigationBar")
  /// The tab bar.
  public static let tabBar = Self(name: "tabBar")
  /// The bottom bar.
  public static let bottomBar = Self(name: "bottomBar")
  /// The ornament below a visionOS window.
  public static let bottomOrnament = Self(name: "bottomOrnament")

  /// The bar this placement names on iOS: `.automatic` is the navigation bar.
  var onIOS: Self { self == .automatic ? .navigationBar : self }
}
