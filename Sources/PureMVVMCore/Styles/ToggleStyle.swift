/// A look for toggles, like SwiftUI's `ToggleStyle`: its body is the whole toggle.
///
/// A style of your own decides what a toggle shows and how it is worked; the inspector
/// finds, and the renderers draw, what its ``makeBody(configuration:)`` returns:
///
/// ```swift
/// struct Checkmark: ToggleStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Button { configuration.isOn.toggle() } label: {
///       Label { configuration.label } icon: {
///         Image(systemName: configuration.isOn ? "checkmark.square" : "square")
///       }
///     }
///   }
/// }
/// ```
///
/// Like a view, a style can read `@Environment` and keep `@State`; it sees the environment
/// of the toggle it styles.
@MainActor @preconcurrency
public protocol ToggleStyle {
  /// The view ``makeBody(configuration:)`` returns.
  associatedtype Body: View
  /// The toggle as the style sees it.
  typealias Configuration = ToggleStyleConfiguration

  /// The toggle's look and behaviour.
  ///
  /// - Parameter configuration: The toggle's label and its live `isOn` binding.
  /// - Returns: The view drawn for the toggle.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ToggleStyle`` makes its body from, like SwiftUI's `ToggleStyleConfiguration`.
@MainActor
public struct ToggleStyleConfiguration {
  /// The toggle's label, as a view.
  public typealias Label = StyleConfigurationView<ToggleStyleConfiguration, _StylePart.Label>

  /// The toggle's label.
  public let label: Label
  /// Whether the toggle is on: a live binding, so setting it changes the toggle's value.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values that differ: a
  /// `Toggle(sources:isOn:)` whose sources are some on, some off.
  public var isMixed: Bool

  init(label: Label, isOn: Binding<Bool>, isMixed: Bool = false) {
    self.label = label
    self._isOn = isOn
    self.isMixed = isMixed
  }
}

/// The look a built-in toggle style records on a toggle element.
public enum ToggleLook: String, Sendable, Equatable {
  /// `.switch`.
  case `switch`
  /// `.button`.
  case button
  /// `.checkbox`.
  case checkbox
}

/// The default look for toggles: a switch.
public nonisolated struct DefaultToggleStyle: ToggleStyle {
  /// Creates the style.
  public init() {}

  /// A switch.
  public func makeBody(configuration: Configuration) -> some View {
    ToggleFace(configuration: configuration, look: nil)
  }
}

/// The `.switch` look for toggles.
public nonisolated struct SwitchToggleStyle: ToggleStyle {
  /// The switch's colour when on, as `SwitchToggleStyle(tint:)` gave it.
  public let tint: Color?

  /// Creates the style.
  public init() {
    tint = nil
  }

  /// Creates the style with the switch's colour when on; deprecated in SwiftUI in favour
  /// of `.tint(_:)`; it tints the switch as `.tint(_:)` would.
  ///
  /// - Parameter tint: The colour.
  public init(tint: Color) {
    self.tint = tint
  }

  /// A switch.
  public func makeBody(configuration: Configuration) -> some View {
    ToggleFace(configuration: configuration, look: .switch).tinted(tint)
  }
}

/// The `.button` look for toggles: a button that shows whether it is on.
public nonisolated struct ButtonToggleStyle: ToggleStyle {
  /// Creates the style.
  public init() {}

  /// A button that shows whether it is on.
  public func makeBody(configuration: Configuration) -> some View {
    ToggleFace(configuration: configuration, look: .button)
  }
}

/// The `.checkbox` look for toggles.
public nonisolated struct CheckboxToggleStyle: ToggleStyle {
  /// Creates the style.
  public init() {}

  /// A checkbox.
  public func makeBody(configuration: Configuration) -> some View {
    ToggleFace(configuration: configuration, look: .checkbox)
  }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The default look.
  nonisolated public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch.
  nonisolated public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A button that shows whether it is on.
  nonisolated public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
  /// A checkbox.
  nonisolated public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension View {
  /// Sets the style of toggles below, in this view and every container inside it.
  ///
  /// - Parameter style: A built-in style (`.switch`, `.button`…) or one of your own.
  /// - Returns: The view.
  nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    pushingStyle(AnyStyle(style) { $0.makeBody(configuration: $1) })
  }
}

extension AnyStyle where Configuration == ToggleStyleConfiguration {
  /// The style of a toggle no `.toggleStyle(_:)` reaches.
  @MainActor static var defaultToggle: Self { defaultToggleStyle }
}

/// ``AnyStyle/defaultToggle``, erased once, not for every view it styles (an
/// allocation each).
@MainActor private let defaultToggleStyle = AnyStyle(DefaultToggleStyle()) {
  $0.makeBody(configuration: $1)
}
