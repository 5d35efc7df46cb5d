import Foundation

/// A shadow a shape style casts, like SwiftUI's `ShadowStyle`: recorded, drawn without it.
public struct ShadowStyle: Hashable, Sendable {
  /// Whether the shadow is cast inside the shape.
  public let isInner: Bool
  /// The shadow's colour.
  public let color: Color
  /// Its blur.
  public let radius: CGFloat
  /// Its offset across.
  public let x: CGFloat
  /// Its offset down.
  public let y: CGFloat

  /// A shadow cast outside the shape.
  ///
  /// - Parameters:
  ///   - color: The colour.
  ///   - radius: The blur.
  ///   - x: Across.
  ///   - y: Down.
  /// - Returns: The shadow.
  public static func drop(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(isInner: false, color: color, radius: radius, x: x, y: y)
  }

  /// A shadow cast inside the shape.
  ///
  /// - Parameters:
  ///   - color: The colour.
  ///   - radius: The blur.
  ///   - x: Across.
  ///   - y: Down.
  /// - Returns: The shadow.
  public static func inner(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(isInner: true, color: color, radius: radius, x: x, y: y)
  }
}

extension ShapeStyle {
  /// The style with a shadow, like SwiftUI's `shadow(_:)`; painted as the style itself.
  ///
  /// - Parameter style: The shadow.
  /// - Returns: The style.
  public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
    ShadowedStyle(paint: _paint)
  }
}

extension ShapeStyle where Self == AnyShapeStyle {
  /// The current foreground style with a shadow; painted as the foreground.
  ///
  /// - Parameter style: The shadow.
  /// - Returns: The style.
  public static func shadow(_ style: ShadowStyle) -> some ShapeStyle {
    ForegroundStyle().shadow(style)
  }
}

/// A shape style with a shadow, painted as the style.
struct ShadowedStyle: ShapeStyle {
  let paint: Paint
  var _paint: Paint { paint }
}
