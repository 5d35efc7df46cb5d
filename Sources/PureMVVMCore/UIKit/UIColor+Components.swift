#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  extension UIColor {
    /// The colour of a hue, saturation and brightness, as UIKit's: each 0 to 1, though a
    /// saturation or brightness outside that range is clamped to it.
    ///
    /// - Parameters:
    ///   - hue: The hue, a fraction of the colour wheel from red.
    ///   - saturation: The saturation.
    ///   - brightness: The brightness.
    ///   - alpha: The opacity.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
      self.init(
        Color(
          hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness),
          opacity: Double(alpha)))
    }

    /// Writes the colour's sRGB red, green, blue and opacity, as UIKit's
    /// `getRed(_:green:blue:alpha:)`: the values it was made with, unclamped; a system
    /// colour gives its light appearance.
    ///
    /// - Parameters:
    ///   - red: Where to write red, or `nil`.
    ///   - green: Where to write green, or `nil`.
    ///   - blue: Where to write blue, or `nil`.
    ///   - alpha: Where to write the opacity, or `nil`.
    /// - Returns: `true`: every colour here converts.
    @discardableResult
    public func getRed(
      _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
      blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
      let components = rgba
      red?.pointee = CGFloat(components[0])
      green?.pointee = CGFloat(components[1])
      blue?.pointee = CGFloat(components[2])
      alpha?.pointee = CGFloat(components[3])
      return true
    }

    /// Writes the colour's hue, saturation, brightness and opacity, 0 to 1, as UIKit's
    /// `getHue(_:saturation:brightness:alpha:)`; a grey's hue is 0.
    ///
    /// - Parameters:
    ///   - hue: Where to write the hue, a fraction of the colour wheel from red, or `nil`.
    ///   - saturation: Where to write the saturation, or `nil`.
    ///   - brightness: Where to write the brightness, or `nil`.
    ///   - alpha: Where to write the opacity, or `nil`.
    /// - Returns: `true`: every colour here converts.
    @discardableResult
    public func getHue(
      _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
      brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
      let components = rgba.map { CGFloat($0) }
      let (red, green, blue) = (components[0], components[1], components[2])
      alpha?.pointee = components[3]
      let highest = max(red, green, blue)
      let range = highest - min(red, green, blue)
      brightness?.pointee = highest
      saturation?.pointee = highest == 0 ? 0 : range / highest
      hue?.pointee = Self.hue(red: red, green: green, blue: blue, highest: highest, range: range)
      return true
    }

    /// Writes the colour's white and opacity, as UIKit's `getWhite(_:alpha:)`, when it is a
    /// grey (as `UIColor(white:alpha:)` makes); for any other colour it writes nothing and
    /// returns `false`, as UIKit does for a colour not in a compatible colour space.
    ///
    /// - Parameters:
    ///   - white: Where to write the white, or `nil`.
    ///   - alpha: Where to write the opacity, or `nil`.
    /// - Returns: Whether the colour is a grey.
    @discardableResult
    public func getWhite(
      _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
      let components = rgba
      guard components[0] == components[1], components[1] == components[2] else { return false }
      white?.pointee = CGFloat(components[0])
      alpha?.pointee = CGFloat(components[3])
      return true
    }

    /// Red, green, blue and opacity, as the colour was made: in `Double`, for a system
    /// colour its light appearance, for an asset the grey it is painted.
    var rgba: [Double] {
      var components =
        switch color.value {
        case .rgb(let red, let green, let blue, let opacity): [red, green, blue, opacity]
        case .system(let name): SystemColorTable.components(of: name)
        case .asset: SystemColorTable.components(of: SystemColorTable.fallback)
        }
      components[3] *= color.opacity
      return components
    }

    /// The hue of a colour, 0 to 1 from red, given its largest component and its range.
    private static func hue(
      red: CGFloat, green: CGFloat, blue: CGFloat, highest: CGFloat, range: CGFloat
    ) -> CGFloat {
      guard range > 0 else { return 0 }
      let sixths: CGFloat =
        if highest == red {
          (green - blue) / range
        } else if highest == green {
          (blue - red) / range + 2
        } else {
          (red - green) / range + 4
        }
      let hue = sixths / 6
      return hue < 0 ? hue + 1 : hue
    }
  }
#endif
