/// How a menu bar extra opens, like SwiftUI's `MenuBarExtraStyle` (macOS); recorded.
public protocol MenuBarExtraStyle: Sendable {}

/// As the platform decides: a menu.
public struct AutomaticMenuBarExtraStyle: MenuBarExtraStyle {
  /// Creates the style.
  public init() {}
}

extension MenuBarExtraStyle where Self == AutomaticMenuBarExtraStyle {
  /// As the platform decides: a menu.
  public static var automatic: AutomaticMenuBarExtraStyle { AutomaticMenuBarExtraStyle() }
}

/// A pull-down menu.
public struct PullDownMenuBarExtraStyle: MenuBarExtraStyle {
  /// Creates the style.
  public init() {}
}

extension MenuBarExtraStyle where Self == PullDownMenuBarExtraStyle {
  /// A pull-down menu.
  public static var menu: PullDownMenuBarExtraStyle { PullDownMenuBarExtraStyle() }
}

/// A window below the item.
public struct WindowMenuBarExtraStyle: MenuBarExtraStyle {
  /// Creates the style.
  public init() {}
}

extension MenuBarExtraStyle where Self == WindowMenuBarExtraStyle {
  /// A window below the item.
  public static var window: WindowMenuBarExtraStyle { WindowMenuBarExtraStyle() }
}
