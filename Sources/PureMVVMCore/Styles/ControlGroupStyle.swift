/// A look for control groups, like SwiftUI's `ControlGroupStyle`: its body is the whole
/// group.
///
/// Like a view, a style can read `@Environment` and keep `@State`; it sees the environment
/// of the control group it styles.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
  /// The view ``makeBody(configuration:)`` returns.
  associatedtype Body: View
  /// The control group as the style sees it.
  typealias Configuration = ControlGroupStyleConfiguration

  /// The control group's look.
  ///
  /// - Parameter configuration: The group's controls and label.
  /// - Returns: The view drawn for the control group.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ControlGroupStyle`` makes its body from, like SwiftUI's
/// `ControlGroupStyleConfiguration`.
@MainActor
public struct ControlGroupStyleConfiguration {
  /// The group's controls, as a view.
  public typealias Content = StyleConfigurationView<
    ControlGroupStyleConfiguration, _StylePart.Content
  >

  /// The group's label, as a view; empty when the group has none.
  public typealias Label = StyleConfigurationView<ControlGroupStyleConfiguration, _StylePart.Label>

  /// The controls.
  public let content: Content
  /// The label.
  public let label: Label
}

/// The default look for control groups: the controls side by side.
public nonisolated struct AutomaticControlGroupStyle: ControlGroupStyle {
  /// Creates the style.
  public init() {}

  /// The controls side by side.
  public func makeBody(configuration: Configuration) -> some View {
    ControlGroupRow(configuration: configuration)
  }
}

/// The `.navigation` look for control groups, as in a navigation bar; drawn side by side.
public nonisolated struct NavigationControlGroupStyle: ControlGroupStyle {
  /// Creates the style.
  public init() {}

  /// The controls side by side.
  public func makeBody(configuration: Configuration) -> some View {
    ControlGroupRow(configuration: configuration)
  }
}

/// The `.menu` look for control groups; drawn side by side.
public nonisolated struct MenuControlGroupStyle: ControlGroupStyle {
  /// Creates the style.
  public init() {}

  /// The controls side by side.
  public func makeBody(configuration: Configuration) -> some View {
    ControlGroupRow(configuration: configuration)
  }
}

/// The `.compactMenu` look for control groups; drawn side by side.
public nonisolated struct CompactMenuControlGroupStyle: ControlGroupStyle {
  /// Creates the style.
  public init() {}

  /// The controls side by side.
  public func makeBody(configuration: Configuration) -> some View {
    ControlGroupRow(configuration: configuration)
  }
}

/// The `.palette` look for control groups; drawn side by side.
public nonisolated struct PaletteControlGroupStyle: ControlGroupStyle {
  /// Creates the style.
  public init() {}

  /// The controls side by side.
  public func makeBody(configuration: Configuration) -> some View {
    ControlGroupRow(configuration: configuration)
  }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
  /// The default look.
  nonisolated public static var automatic: AutomaticControlGroupStyle {
    AutomaticControlGroupStyle()
  }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
  /// As in a navigation bar.
  nonisolated public static var navigation: NavigationControlGroupStyle {
    NavigationControlGroupStyle()
  }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
  /// As a menu.
  nonisolated public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
  /// As a compact menu.
  nonisolated public static var compactMenu: CompactMenuControlGroupStyle {
    CompactMenuControlGroupStyle()
  }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
  /// As a palette.
  nonisolated public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension View {
  /// Sets the style of control groups below, in this view and every container inside it.
  ///
  /// - Parameter style: A built-in style or one of your own.
  /// - Returns: The view.
  nonisolated public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
    pushingStyle(AnyStyle(style) { $0.makeBody(configuration: $1) })
  }
}

extension AnyStyle where Configuration == ControlGroupStyleConfiguration {
  /// The style of a control group no `.controlGroupStyle(_:)` reaches.
  @MainActor static var defaultControlGroup: Self { defaultControlGroupStyle }
}

/// ``AnyStyle/defaultControlGroup``, erased once, not for every view it styles (an
/// allocation each).
@MainActor private let defaultControlGroupStyle = AnyStyle(AutomaticControlGroupStyle()) {
  $0.makeBody(configuration: $1)
}
