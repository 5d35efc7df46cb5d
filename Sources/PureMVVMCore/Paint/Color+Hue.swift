extension Color {
  /// A colour from hue, saturation and brightness.
  ///
  /// - Parameters:
  ///   - hue: The hue, 0 to 1 round the colour wheel.
  ///   - saturation: 0 (grey) to 1.
  ///   - brightness: 0 (black) to 1.
  ///   - opacity: 0 to 1.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let (red, green, blue) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
    self.init(.sRGB, red: red, green: green, blue: blue, opacity: opacity)
  }

  /// Red, green and blue for a hue, saturation and brightness; NaN components are 0.
  private static func rgb(hue: Double, saturation: Double, brightness: Double)
    -> (Double, Double, Double)
  {
    let clamp = { (value: Double) in value.isNaN ? 0 : min(max(value, 0), 1) }
    let (s, v) = (clamp(saturation), clamp(brightness))
    let wrapped = hue.isFinite ? hue - hue.rounded(.down) : 0
    let sector = wrapped * 6
    let fraction = sector - sector.rounded(.down)
    let (p, q, t) = (v * (1 - s), v * (1 - s * fraction), v * (1 - s * (1 - fraction)))
    switch Int(sector) % 6 {
    case 0: return (v, t, p)
    case 1: return (q, v, p)
    case 2: return (p, v, t)
    case 3: return (p, q, v)
    case 4: return (t, p, v)
    default: return (v, p, q)
    }
  }
}
