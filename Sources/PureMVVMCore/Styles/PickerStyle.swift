/// A built-in look for pickers, like SwiftUI's `PickerStyle`.
///
/// As in SwiftUI, the family is closed: a type of your own conforms only by implementing
/// the underscored requirement, which SwiftUI does not offer; use the built-in styles.
/// Elements record the look in `attributes.pickerStyle`; the renderers draw it.
public protocol PickerStyle: Sendable {
  /// The look, as elements record it.
  var _look: PickerLook { get }
}

/// The look a picker style records.
public enum PickerLook: String, Sendable, Equatable {
  /// `.automatic`: the default look: a menu.
  case automatic
  /// `.menu`: a menu of the options.
  case menu
  /// `.segmented`: the options side by side, the selected one marked.
  case segmented
  /// `.wheel`: a wheel of the options.
  case wheel
  /// `.inline`: the options inline, one per line.
  case inline
  /// `.navigationLink`: a row that pushes the options.
  case navigationLink
  /// `.palette`: the options as a palette.
  case palette
  /// `.radioGroup`: a group of radio buttons.
  case radioGroup
}

/// The `.automatic` look for pickers.
public struct DefaultPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}

  /// ``PickerLook/automatic``.
  public var _look: PickerLook { .automatic }
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The default look: a menu.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

/// The `.menu` look for pickers.
public struct MenuPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}

  /// ``PickerLook/menu``.
  public var _look: PickerLook { .menu }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// A menu of the options.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

/// The `.segmented` look for pickers.
public struct SegmentedPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}

  /// ``PickerLook/segmented``.
  public var _look: PickerLook { .segmented }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// The options side by side, the selected one marked.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

/// The `.wheel` look for pickers.
public struct WheelPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}

  /// ``PickerLook/wheel``.
  public var _look: PickerLook { .wheel }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// A wheel of the options.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

/// The `.inline` look for pickers.
public struct InlinePickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}

  /// ``PickerLook/inline``.
  public var _look: PickerLook { .inline }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// The options inline, one per line.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

/// The `.navigationLink` look for pickers.
public struct NavigationLinkPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}

  /// ``PickerLook/navigationLink``.
  public var _look: PickerLook { .navigationLink }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A row that pushes the options.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

/// The `.palette` look for pickers.
public struct PalettePickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}

  /// ``PickerLook/palette``.
  public var _look: PickerLook { .palette }
}

extension PickerStyle where Self == PalettePickerStyle {
  /// The options as a palette.
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

/// The `.radioGroup` look for pickers.
public struct RadioGroupPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}

  /// ``PickerLook/radioGroup``.
  public var _look: PickerLook { .radioGroup }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
  /// A group of radio buttons.
  public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension View {
  /// Sets the look of pickers below, in this view and every container inside it.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    let look = style._look
    return inheriting { $0.pickerStyle = look }
  }
}
