/// Something text, shapes and backgrounds can be painted with, like SwiftUI's
/// `ShapeStyle`: a ``Color``, a level of emphasis, the tint, a gradient, a material.
public protocol ShapeStyle: Sendable {
  /// The paint this style resolves to; for implementing styles.
  var _paint: Paint { get }
}

extension ShapeStyle where Self == Color {
  /// Black.
  public static var black: Color { Color.black }
  /// Blue.
  public static var blue: Color { Color.blue }
  /// Brown.
  public static var brown: Color { Color.brown }
  /// Clear.
  public static var clear: Color { Color.clear }
  /// Cyan.
  public static var cyan: Color { Color.cyan }
  /// Gray.
  public static var gray: Color { Color.gray }
  /// Green.
  public static var green: Color { Color.green }
  /// Indigo.
  public static var indigo: Color { Color.indigo }
  /// Mint.
  public static var mint: Color { Color.mint }
  /// Orange.
  public static var orange: Color { Color.orange }
  /// Pink.
  public static var pink: Color { Color.pink }
  /// Purple.
  public static var purple: Color { Color.purple }
  /// Red.
  public static var red: Color { Color.red }
  /// Teal.
  public static var teal: Color { Color.teal }
  /// White.
  public static var white: Color { Color.white }
  /// Yellow.
  public static var yellow: Color { Color.yellow }
  /// The app's accent colour.
  public static var accentColor: Color { Color.accentColor }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The default emphasis.
  public static var primary: HierarchicalShapeStyle { .primary }
  /// Less emphasis.
  public static var secondary: HierarchicalShapeStyle { .secondary }
  /// Less than secondary.
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  /// Less than tertiary.
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
  /// The least emphasis.
  public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The tint colour in effect.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground style in effect.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The background style in effect.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == Material {
  /// The thinnest material.
  public static var ultraThinMaterial: Material { .ultraThinMaterial }
  /// A thin material.
  public static var thinMaterial: Material { .thinMaterial }
  /// The regular material.
  public static var regularMaterial: Material { .regularMaterial }
  /// A thick material.
  public static var thickMaterial: Material { .thickMaterial }
  /// The thickest material.
  public static var ultraThickMaterial: Material { .ultraThickMaterial }
  /// The material of bars (toolbars, tab bars).
  public static var bar: Material { .bar }
}

extension ShapeStyle where Self == LinearGradient {
  /// A gradient through `colors` from `startPoint` to `endPoint`.
  ///
  /// - Parameters:
  ///   - colors: The colours.
  ///   - startPoint: Where it starts.
  ///   - endPoint: Where it ends.
  /// - Returns: The gradient.
  public static func linearGradient(
    colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }
}
