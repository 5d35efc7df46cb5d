/// A look for menus, like SwiftUI's `MenuStyle`: its body is the whole menu.
///
/// As in SwiftUI, the configuration is opaque: a style wraps `Menu(configuration)` to change
/// the look of the style around it.
///
/// ```swift
/// struct Tinted: MenuStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Menu(configuration).foregroundStyle(.red)
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol MenuStyle {
  /// The view ``makeBody(configuration:)`` returns.
  associatedtype Body: View
  /// The menu as the style sees it.
  typealias Configuration = MenuStyleConfiguration

  /// The menu's look.
  ///
  /// - Parameter configuration: The menu, for `Menu(configuration)`.
  /// - Returns: The view drawn for the menu.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``MenuStyle`` makes its body from, like SwiftUI's `MenuStyleConfiguration`.
@MainActor
public struct MenuStyleConfiguration {
  /// The menu's label, as a view.
  public typealias Label = StyleConfigurationView<MenuStyleConfiguration, _StylePart.Label>

  /// The menu's items, as a view.
  public typealias Content = StyleConfigurationView<MenuStyleConfiguration, _StylePart.Content>

  let label: Label
  let content: Content
  /// What a tap on the menu runs, as `Menu(…, primaryAction:)` gave it.
  let primaryAction: (() -> Void)?
}

/// The default look for menus: a button that shows the items.
public nonisolated struct DefaultMenuStyle: MenuStyle {
  /// Creates the style.
  public init() {}

  /// The menu, with its items.
  public func makeBody(configuration: Configuration) -> some View {
    MenuFace(configuration: configuration)
  }
}

/// The `.button` look for menus.
public nonisolated struct ButtonMenuStyle: MenuStyle {
  /// Creates the style.
  public init() {}

  /// The menu, with its items.
  public func makeBody(configuration: Configuration) -> some View {
    MenuFace(configuration: configuration)
  }
}

/// The `.borderlessButton` look for menus (deprecated in SwiftUI; still accepted).
public nonisolated struct BorderlessButtonMenuStyle: MenuStyle {
  /// Creates the style.
  public init() {}

  /// The menu, with its items.
  public func makeBody(configuration: Configuration) -> some View {
    MenuFace(configuration: configuration)
  }
}

extension MenuStyle where Self == DefaultMenuStyle {
  /// The default look.
  nonisolated public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
  /// A button.
  nonisolated public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
  /// A borderless button.
  nonisolated public static var borderlessButton: BorderlessButtonMenuStyle {
    BorderlessButtonMenuStyle()
  }
}

extension View {
  /// Sets the style of menus below, in this view and every container inside it.
  ///
  /// - Parameter style: A built-in style or one of your own.
  /// - Returns: The view.
  nonisolated public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
    pushingStyle(AnyStyle(style) { $0.makeBody(configuration: $1) })
  }
}

extension AnyStyle where Configuration == MenuStyleConfiguration {
  /// The style of a menu no `.menuStyle(_:)` reaches.
  @MainActor static var defaultMenu: Self { defaultMenuStyle }
}

/// ``AnyStyle/defaultMenu``, erased once, not for every view it styles (an
/// allocation each).
@MainActor private let defaultMenuStyle = AnyStyle(DefaultMenuStyle()) {
  $0.makeBody(configuration: $1)
}
