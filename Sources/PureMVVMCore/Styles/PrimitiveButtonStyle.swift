/// A look for buttons that also decides how they are worked, like SwiftUI's
/// `PrimitiveButtonStyle`: its body is the whole button.
///
/// The built-in styles (`.bordered`, `.plain`…) are primitive styles. A style of your own
/// runs the button's action with ``PrimitiveButtonStyleConfiguration/trigger()``:
///
/// ```swift
/// struct DoubleTap: PrimitiveButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label.onTapGesture(count: 2) { configuration.trigger() }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  /// The view ``makeBody(configuration:)`` returns.
  associatedtype Body: View
  /// The button as the style sees it.
  typealias Configuration = PrimitiveButtonStyleConfiguration

  /// The button's look and behaviour.
  ///
  /// - Parameter configuration: The label, the role, and the action to trigger.
  /// - Returns: The view drawn for the button.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``PrimitiveButtonStyle`` makes its body from, like SwiftUI's
/// `PrimitiveButtonStyleConfiguration`.
@MainActor
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label, as a view.
  public typealias Label = StyleConfigurationView<
    PrimitiveButtonStyleConfiguration, _StylePart.Label
  >

  /// The button's role.
  public let role: ButtonRole?
  /// The label.
  public let label: Label
  let action: () -> Void

  /// Runs the button's action.
  public func trigger() {
    action()
  }
}

/// The look a built-in button style records on a button element.
public enum ButtonLook: String, Sendable, Equatable {
  /// `.plain`.
  case plain
  /// `.borderless`.
  case borderless
  /// `.bordered`.
  case bordered
  /// `.borderedProminent`.
  case borderedProminent
  /// A ``ButtonStyle`` of your own drew the label.
  case custom

  /// Whether the look draws a platter behind the label, whose shape
  /// `.buttonBorderShape(_:)` sets.
  var isBordered: Bool { self == .bordered || self == .borderedProminent }
}

/// The default look for buttons.
public nonisolated struct DefaultButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}

  /// The button with its label.
  public func makeBody(configuration: Configuration) -> some View {
    ButtonFace(configuration: configuration, look: nil) { configuration.label }
  }
}

/// The `.plain` look for buttons: no decoration.
public nonisolated struct PlainButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}

  /// The button with its label, undecorated.
  public func makeBody(configuration: Configuration) -> some View {
    ButtonFace(configuration: configuration, look: .plain) { configuration.label }
  }
}

/// The `.borderless` look for buttons.
public nonisolated struct BorderlessButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}

  /// The button with its label, without a border.
  public func makeBody(configuration: Configuration) -> some View {
    ButtonFace(configuration: configuration, look: .borderless) { configuration.label }
  }
}

/// The `.bordered` look for buttons.
public nonisolated struct BorderedButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}

  /// The button with its label, in a border.
  public func makeBody(configuration: Configuration) -> some View {
    ButtonFace(configuration: configuration, look: .bordered) { configuration.label }
  }
}

/// The `.borderedProminent` look for buttons.
public nonisolated struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}

  /// The button with its label, prominent and filled.
  public func makeBody(configuration: Configuration) -> some View {
    ButtonFace(configuration: configuration, look: .borderedProminent) { configuration.label }
  }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The default look.
  nonisolated public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

/// tvOS's `.card` look for buttons: the label on a raised platter, drawn as a bordered
/// button.
public nonisolated struct CardButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}

  /// The button with its label, on a platter.
  public func makeBody(configuration: Configuration) -> some View {
    ButtonFace(configuration: configuration, look: .bordered) { configuration.label }
  }
}

extension PrimitiveButtonStyle where Self == CardButtonStyle {
  /// tvOS's card: the label on a raised platter.
  nonisolated public static var card: CardButtonStyle { CardButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// No decoration.
  nonisolated public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// The `.link` look for buttons, like macOS's `LinkButtonStyle`: drawn without a border,
/// read as a link.
public nonisolated struct LinkButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}

  /// The button with its label, without a border, as a link.
  public func makeBody(configuration: Configuration) -> some View {
    ButtonFace(configuration: configuration, look: .borderless) { configuration.label }
      .accessibilityAddTraits(.isLink)
  }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle {
  /// A link, as on macOS.
  nonisolated public static var link: LinkButtonStyle { LinkButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// No border.
  nonisolated public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A border.
  nonisolated public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// Prominent and filled.
  nonisolated public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

extension View {
  /// Sets the style of buttons below, in this view and every container inside it.
  ///
  /// - Parameter style: A built-in style (`.borderedProminent`, `.plain`…) or a primitive
  ///   style of your own.
  /// - Returns: The view.
  nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    pushingStyle(AnyStyle(style) { $0.makeBody(configuration: $1) })
  }
}

extension AnyStyle where Configuration == PrimitiveButtonStyleConfiguration {
  /// The style of a button no `.buttonStyle(_:)` reaches.
  @MainActor static var defaultButton: Self { defaultButtonStyle }
}

/// ``AnyStyle/defaultButton``, erased once, not for every view it styles (an
/// allocation each).
@MainActor private let defaultButtonStyle = AnyStyle(DefaultButtonStyle()) {
  $0.makeBody(configuration: $1)
}
