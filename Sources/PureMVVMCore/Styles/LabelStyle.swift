/// A look for labels, like SwiftUI's `LabelStyle`.
///
/// Built-in styles are recorded on elements (`attributes.labelStyle`) and drawn by the
/// HTML gallery; a style of your own compiles and is recorded as `"custom"`.
public protocol LabelStyle: Sendable {
  /// The style's name, as elements record it.
  var _name: String { get }
  /// What a style of your own makes its body from.
  typealias Configuration = LabelStyleConfiguration
}

extension LabelStyle {
  /// A style of your own: `"custom"`.
  public var _name: String { "custom" }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The `automatic` look.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The `iconOnly` look.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The `titleOnly` look.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The `titleAndIcon` look.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension View {
  /// Sets the look of labels below.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    let name = style._name
    return inheriting { $0.labelStyle = name }
  }
}
