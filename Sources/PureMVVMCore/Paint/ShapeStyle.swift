/// Something text, shapes and backgrounds can be painted with, like SwiftUI's
/// `ShapeStyle`: a ``Color``, a level of emphasis, the tint, a gradient, a material.
///
/// A style of your own writes ``resolve(in:)``, as in SwiftUI; it is resolved in the
/// default environment (light, standard contrast), as a style's paint is chosen when the
/// design is built.
public protocol ShapeStyle: Sendable {
  /// The style this one resolves to; `Never` for the built-in styles.
  associatedtype Resolved: ShapeStyle = Never

  /// The style this one is in `environment`, like SwiftUI's `resolve(in:)`.
  ///
  /// - Parameter environment: The environment.
  /// - Returns: The style to paint with.
  func resolve(in environment: EnvironmentValues) -> Resolved

  /// The paint this style resolves to; for implementing styles.
  var _paint: Paint { get }
}

extension ShapeStyle where Resolved == Never {
  /// A built-in style paints itself (`_paint`) and has nothing to resolve to.
  public func resolve(in environment: EnvironmentValues) -> Never {
    preconditionFailure("\(Self.self) is a built-in style; it paints itself")
  }
}

extension ShapeStyle {
  /// The paint of the style ``resolve(in:)`` gives in the default environment.
  public var _paint: Paint {
    resolve(in: EnvironmentValues())._paint
  }

  /// This style, blended with what is behind it in `mode`, like SwiftUI's
  /// `blendMode(_:)` on a style; the blend is not drawn.
  ///
  /// - Parameter mode: The blend mode.
  /// - Returns: The style.
  public func blendMode(_ mode: BlendMode) -> some ShapeStyle {
    AnyShapeStyle(self)
  }
}

extension ShapeStyle where Self == AnyShapeStyle {
  /// The current foreground style, blended with what is behind it in `mode`; the blend is
  /// not drawn.
  ///
  /// - Parameter mode: The blend mode.
  /// - Returns: The style.
  public static func blendMode(_ mode: BlendMode) -> some ShapeStyle {
    ForegroundStyle().blendMode(mode)
  }
}

extension Never: ShapeStyle {
  /// `Never` paints nothing: no value of it exists.
  public var _paint: Paint {
    preconditionFailure("Never has no paint")
  }
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
