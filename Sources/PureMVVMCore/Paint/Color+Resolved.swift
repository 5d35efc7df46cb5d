import Foundation

extension Color {
  /// A colour's components, resolved in an environment, like SwiftUI's `Color.Resolved`.
  ///
  /// The components are sRGB, 0 to 1; the linear ones are derived from them.
  public struct Resolved: Hashable, Sendable, Codable, ShapeStyle {
    /// Red, 0 to 1.
    public var red: Float
    /// Green, 0 to 1.
    public var green: Float
    /// Blue, 0 to 1.
    public var blue: Float
    /// Opacity, 0 to 1.
    public var opacity: Float

    /// A colour from components.
    ///
    /// - Parameters:
    ///   - colorSpace: The components' space; linear components are encoded to sRGB.
    ///   - red: Red.
    ///   - green: Green.
    ///   - blue: Blue.
    ///   - opacity: Opacity.
    public init(
      colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float,
      opacity: Float = 1
    ) {
      let encode = colorSpace == .sRGBLinear ? Self.encoded : { $0 }
      self.red = encode(red)
      self.green = encode(green)
      self.blue = encode(blue)
      self.opacity = opacity
    }

    /// Red in linear sRGB.
    public var linearRed: Float { Self.linear(red) }
    /// Green in linear sRGB.
    public var linearGreen: Float { Self.linear(green) }
    /// Blue in linear sRGB.
    public var linearBlue: Float { Self.linear(blue) }

    /// The colour these components make.
    public var _paint: Paint { Color(self)._paint }

    private static func linear(_ value: Float) -> Float {
      value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    private static func encoded(_ value: Float) -> Float {
      value <= 0.0031308 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
    }
  }

  /// A colour of resolved components; a NaN component is 0.
  ///
  /// - Parameter resolved: The components.
  public init(_ resolved: Resolved) {
    let components = [resolved.red, resolved.green, resolved.blue, resolved.opacity].map {
      $0.isNaN ? 0 : Double($0)
    }
    self.init(
      red: components[0], green: components[1], blue: components[2], opacity: components[3])
  }

  /// The colour's components in `environment`, like SwiftUI's `resolve(in:)`: system
  /// colours as iOS paints them in the light appearance (`primary` is white in the dark
  /// one), assets as grey.
  ///
  /// - Parameter environment: The environment.
  /// - Returns: The components, with the colour's opacity.
  public func resolve(in environment: EnvironmentValues) -> Resolved {
    var components: [Double]
    switch value {
    case .system("primary") where environment.colorScheme == .dark: components = [1, 1, 1, 1]
    case .system(let name): components = SystemColorTable.components(of: name)
    case .asset: components = SystemColorTable.components(of: "")
    case .rgb(let red, let green, let blue, let opacity):
      components = [red, green, blue, opacity].map { $0.isNaN ? 0 : min(max($0, 0), 1) }
    }
    components[3] *= opacity.isNaN ? 0 : min(max(opacity, 0), 1)
    return Resolved(
      red: Float(components[0]), green: Float(components[1]), blue: Float(components[2]),
      opacity: Float(components[3]))
  }

  /// This colour mixed with `rhs`, like SwiftUI's `mix(with:by:in:)`: 0 is this colour,
  /// 1 is `rhs`; both are resolved in the default environment.
  ///
  /// - Parameters:
  ///   - rhs: The other colour.
  ///   - fraction: How much of `rhs`, 0 to 1 (kept in that range; NaN is 0).
  ///   - colorSpace: Where to mix: OKLab for `.perceptual`, sRGB components for `.device`.
  /// - Returns: The mix.
  public func mix(
    with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual
  ) -> Color {
    let amount = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    let environment = EnvironmentValues()
    let (left, right) = (resolve(in: environment), rhs.resolve(in: environment))
    let mixed = ColorMixing.mix(
      left, right, by: Float(amount), perceptually: colorSpace == .perceptual)
    return Color(mixed)
  }
}
