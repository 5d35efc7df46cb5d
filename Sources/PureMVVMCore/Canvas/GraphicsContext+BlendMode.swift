extension GraphicsContext {
  /// How what a context draws mixes with what is below, like SwiftUI's
  /// `GraphicsContext.BlendMode`: the view blend modes and the Porter-Duff ones.
  ///
  /// Kept for the drawing code to read, not drawn: a canvas records paths only.
  public struct BlendMode: RawRepresentable, Hashable, Sendable {
    /// The mode's number.
    public let rawValue: Int32

    /// The mode numbered `rawValue`.
    ///
    /// - Parameter rawValue: The number.
    public init(rawValue: Int32) {
      self.rawValue = rawValue
    }

    /// The source over what is below.
    public static let normal = BlendMode(rawValue: 0)
    /// Multiplies the colours.
    public static let multiply = BlendMode(rawValue: 1)
    /// Multiplies the inverses.
    public static let screen = BlendMode(rawValue: 2)
    /// Multiply or screen, by what is below.
    public static let overlay = BlendMode(rawValue: 3)
    /// The darker of the two.
    public static let darken = BlendMode(rawValue: 4)
    /// The lighter of the two.
    public static let lighten = BlendMode(rawValue: 5)
    /// Brightens what is below.
    public static let colorDodge = BlendMode(rawValue: 6)
    /// Darkens what is below.
    public static let colorBurn = BlendMode(rawValue: 7)
    /// A soft light.
    public static let softLight = BlendMode(rawValue: 8)
    /// A hard light.
    public static let hardLight = BlendMode(rawValue: 9)
    /// The difference of the colours.
    public static let difference = BlendMode(rawValue: 10)
    /// Like difference, with less contrast.
    public static let exclusion = BlendMode(rawValue: 11)
    /// The source's hue.
    public static let hue = BlendMode(rawValue: 12)
    /// The source's saturation.
    public static let saturation = BlendMode(rawValue: 13)
    /// The source's hue and saturation.
    public static let color = BlendMode(rawValue: 14)
    /// The source's luminosity.
    public static let luminosity = BlendMode(rawValue: 15)
    /// Clears what is below where the source is.
    public static let clear = BlendMode(rawValue: 16)
    /// The source, replacing what is below.
    public static let copy = BlendMode(rawValue: 17)
    /// The source only where something is below.
    public static let sourceIn = BlendMode(rawValue: 18)
    /// The source only where nothing is below.
    public static let sourceOut = BlendMode(rawValue: 19)
    /// The source over what is below, only where something is.
    public static let sourceAtop = BlendMode(rawValue: 20)
    /// What is below over the source.
    public static let destinationOver = BlendMode(rawValue: 21)
    /// What is below, only where the source is.
    public static let destinationIn = BlendMode(rawValue: 22)
    /// What is below, only where the source is not.
    public static let destinationOut = BlendMode(rawValue: 23)
    /// What is below over the source, only where the source is.
    public static let destinationAtop = BlendMode(rawValue: 24)
    /// Each only where the other is not.
    public static let xor = BlendMode(rawValue: 25)
    /// Adds the colours, darkening.
    public static let plusDarker = BlendMode(rawValue: 26)
    /// Adds the colours, lightening.
    public static let plusLighter = BlendMode(rawValue: 27)
  }
}
