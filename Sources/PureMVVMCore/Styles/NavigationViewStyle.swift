/// A built-in look for a ``NavigationView``, like SwiftUI's `NavigationViewStyle`.
///
/// A host draws every navigation view as a stack, as `.stack` does on any device and every
/// style does on an iPhone, so the styles are accepted and change nothing.
public protocol NavigationViewStyle: Sendable {}

/// The `.automatic` look for navigation views: columns where there is room.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  public init() {}
}

/// The `.stack` look for navigation views: one view at a time.
public struct StackNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  public init() {}
}

/// The two-column look for navigation views (iOS 13's spelling): a sidebar and a detail
/// side by side.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The default look: columns where there is room.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// One view at a time.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

/// The `.columns` look for navigation views: its views side by side in columns.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  public init() {}
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  /// Views side by side in columns.
  public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
  /// Sets the look of the navigation views below; a host draws each as a stack whatever
  /// the style.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
    self
  }
}
