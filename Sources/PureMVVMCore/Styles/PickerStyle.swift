/// A look for pickers, like SwiftUI's `PickerStyle`.
///
/// Built-in styles are recorded on elements (`attributes.pickerStyle`) and drawn by the
/// HTML gallery; a style of your own compiles and is recorded as `"custom"`.
public protocol PickerStyle: Sendable {
  /// The style's name, as elements record it.
  var _name: String { get }
}

extension PickerStyle {
  /// A style of your own: `"custom"`.
  public var _name: String { "custom" }
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The `automatic` look.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// The `menu` look.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// The `segmented` look.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// The `wheel` look.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// The `inline` look.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// The `navigationLink` look.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
  /// The `palette` look.
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
  /// The `radioGroup` look.
  public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension View {
  /// Sets the look of pickers below.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    let name = style._name
    return inheriting { $0.pickerStyle = name }
  }
}
