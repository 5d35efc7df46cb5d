import Foundation

extension GraphicsContext {
  /// What a path is filled or outlined with, like SwiftUI's `GraphicsContext.Shading`.
  public struct Shading: Sendable {
    let paint: Paint

    /// The foreground style.
    public static let foreground = Shading(paint: .foreground)

    /// A colour.
    ///
    /// - Parameter color: The colour.
    /// - Returns: The shading.
    public static func color(_ color: Color) -> Shading {
      Shading(paint: .color(color))
    }

    /// A colour from components.
    ///
    /// - Parameters:
    ///   - colorSpace: The colour space.
    ///   - red: Red, 0 to 1.
    ///   - green: Green, 0 to 1.
    ///   - blue: Blue, 0 to 1.
    ///   - opacity: Opacity, 0 to 1.
    /// - Returns: The shading.
    public static func color(
      _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
      opacity: Double = 1
    ) -> Shading {
      color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
    }

    /// A grey.
    ///
    /// - Parameters:
    ///   - colorSpace: The colour space.
    ///   - white: Lightness, 0 to 1.
    ///   - opacity: Opacity, 0 to 1.
    /// - Returns: The shading.
    public static func color(
      _ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1
    ) -> Shading {
      color(Color(colorSpace, white: white, opacity: opacity))
    }

    /// A shape style.
    ///
    /// - Parameter style: The style.
    /// - Returns: The shading.
    public static func style<S: ShapeStyle>(_ style: S) -> Shading {
      Shading(paint: style._paint)
    }

    /// A linear gradient (drawn in its first colour).
    ///
    /// - Parameters:
    ///   - gradient: The colours.
    ///   - startPoint: Where it starts.
    ///   - endPoint: Where it ends.
    ///   - options: Accepted.
    /// - Returns: The shading.
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(paint: .gradient(gradient.colors))
    }

    /// A radial gradient (drawn in its first colour).
    ///
    /// - Parameters:
    ///   - gradient: The colours.
    ///   - center: The centre.
    ///   - startRadius: Where it starts.
    ///   - endRadius: Where it ends.
    ///   - options: Accepted.
    /// - Returns: The shading.
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(paint: .radialGradient(gradient.colors))
    }

    /// A conic gradient (drawn in its first colour).
    ///
    /// - Parameters:
    ///   - gradient: The colours.
    ///   - center: The centre.
    ///   - angle: Where it starts.
    ///   - options: Accepted.
    /// - Returns: The shading.
    public static func conicGradient(
      _ gradient: Gradient, center: CGPoint, angle: Angle = .zero,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(paint: .angularGradient(gradient.colors))
    }
  }

  /// How a gradient is drawn; accepted.
  public struct GradientOptions: OptionSet, Sendable {
    /// The options, as bits.
    public let rawValue: UInt32

    /// Options from bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt32) {
      self.rawValue = rawValue
    }

    /// Repeats the gradient.
    public static let `repeat` = GradientOptions(rawValue: 1)
    /// Mirrors the gradient as it repeats.
    public static let mirror = GradientOptions(rawValue: 2)
    /// Interpolates in linear colour.
    public static let linearColor = GradientOptions(rawValue: 4)
  }
}
