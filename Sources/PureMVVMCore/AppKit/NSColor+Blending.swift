#if !os(macOS)
  import Foundation

  extension NSColor {
    /// This colour mixed with `color`, `fraction` of the way to it, as AppKit's
    /// `blended(withFraction:of:)`: components are mixed in sRGB, in the light appearance.
    ///
    /// - Parameters:
    ///   - fraction: How far towards `color`: 0 keeps this colour, 1 gives `color`; values
    ///     outside are clamped.
    ///   - color: The colour mixed in.
    /// - Returns: The mixed colour; `nil` when `fraction` is not a number.
    public func blended(withFraction fraction: CGFloat, of color: NSColor) -> NSColor? {
      guard !fraction.isNaN else { return nil }
      let amount = Float(min(max(fraction, 0), 1))
      let environment = EnvironmentValues()
      let from = self.color.resolve(in: environment)
      let to = color.color.resolve(in: environment)
      func mix(_ start: Float, _ end: Float) -> Double { Double(start + (end - start) * amount) }
      return NSColor(
        Color(
          red: mix(from.red, to.red), green: mix(from.green, to.green),
          blue: mix(from.blue, to.blue), opacity: mix(from.opacity, to.opacity)))
    }
  }
#endif
