extension Color: _ExpressibleByColorLiteral {
  /// Creates the colour a `#colorLiteral(red:green:blue:alpha:)` names, in sRGB, as
  /// `let accent: Color = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)`.
  public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }
}
