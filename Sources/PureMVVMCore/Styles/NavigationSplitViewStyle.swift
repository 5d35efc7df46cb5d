/// A look for navigation split views, like SwiftUI's `NavigationSplitViewStyle`: its body
/// is the whole split view.
///
/// As in SwiftUI, the configuration is opaque. Every built-in style draws the columns
/// stacked in one navigation stack, as a text host has one column.
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {
  /// The view ``makeBody(configuration:)`` returns.
  associatedtype Body: View
  /// The split view as the style sees it.
  typealias Configuration = NavigationSplitViewStyleConfiguration

  /// The split view's look.
  ///
  /// - Parameter configuration: The split view.
  /// - Returns: The view drawn for the split view.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``NavigationSplitViewStyle`` makes its body from, like SwiftUI's
/// `NavigationSplitViewStyleConfiguration`: opaque.
@MainActor
public struct NavigationSplitViewStyleConfiguration {
  let columns: AnyView
}

/// The default look for navigation split views.
public nonisolated struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// Creates the style.
  public init() {}

  /// The columns, stacked.
  @MainActor public func makeBody(configuration: Configuration) -> some View {
    configuration.columns
  }
}

/// The `.balanced` look for navigation split views.
public nonisolated struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// Creates the style.
  public init() {}

  /// The columns, stacked.
  @MainActor public func makeBody(configuration: Configuration) -> some View {
    configuration.columns
  }
}

/// The `.prominentDetail` look for navigation split views.
public nonisolated struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// Creates the style.
  public init() {}

  /// The columns, stacked.
  @MainActor public func makeBody(configuration: Configuration) -> some View {
    configuration.columns
  }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  /// The default look.
  nonisolated public static var automatic: AutomaticNavigationSplitViewStyle {
    AutomaticNavigationSplitViewStyle()
  }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  /// The columns sharing the width.
  nonisolated public static var balanced: BalancedNavigationSplitViewStyle {
    BalancedNavigationSplitViewStyle()
  }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  /// The detail column kept at full size.
  nonisolated public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
    ProminentDetailNavigationSplitViewStyle()
  }
}

extension View {
  /// Sets the style of navigation split views below.
  ///
  /// - Parameter style: A built-in style or one of your own.
  /// - Returns: The view.
  nonisolated public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S)
    -> some View
  {
    pushingStyle(AnyStyle(style) { $0.makeBody(configuration: $1) })
  }
}

extension AnyStyle where Configuration == NavigationSplitViewStyleConfiguration {
  /// The style of a split view no `.navigationSplitViewStyle(_:)` reaches.
  @MainActor static var defaultNavigationSplitView: Self { defaultNavigationSplitViewStyle }
}

/// ``AnyStyle/defaultNavigationSplitView``, erased once, not for every view it styles (an
/// allocation each).
@MainActor private let defaultNavigationSplitViewStyle = AnyStyle(
  AutomaticNavigationSplitViewStyle()
) { $0.makeBody(configuration: $1) }
