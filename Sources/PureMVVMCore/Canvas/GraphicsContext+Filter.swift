import Foundation

extension GraphicsContext {
  /// An image-processing effect for what a canvas draws next, like SwiftUI's
  /// `GraphicsContext.Filter`: a shadow, a blur, a colour adjustment.
  ///
  /// Filters are accepted and not drawn: a canvas's paths draw as SVG without them.
  public struct Filter: Sendable {
    /// A brightness adjustment.
    ///
    /// - Parameter amount: What is added to each colour component.
    /// - Returns: The filter.
    public static func brightness(_ amount: Double) -> Filter { Filter() }

    /// A contrast adjustment.
    ///
    /// - Parameter amount: The contrast; 1 leaves it.
    /// - Returns: The filter.
    public static func contrast(_ amount: Double) -> Filter { Filter() }

    /// A saturation adjustment.
    ///
    /// - Parameter amount: The saturation; 1 leaves it.
    /// - Returns: The filter.
    public static func saturation(_ amount: Double) -> Filter { Filter() }

    /// A move towards grey.
    ///
    /// - Parameter amount: From 0 (none) to 1 (grey).
    /// - Returns: The filter.
    public static func grayscale(_ amount: Double) -> Filter { Filter() }

    /// A turn of every hue.
    ///
    /// - Parameter angle: How far.
    /// - Returns: The filter.
    public static func hueRotation(_ angle: Angle) -> Filter {
      Filter()
    }

    /// An inversion of the colours.
    ///
    /// - Parameter amount: From 0 (none) to 1 (inverted).
    /// - Returns: The filter.
    public static func colorInvert(_ amount: Double = 1) -> Filter {
      Filter()
    }

    /// A multiplication of every colour by `color`.
    ///
    /// - Parameter color: The colour.
    /// - Returns: The filter.
    public static func colorMultiply(_ color: Color) -> Filter {
      Filter()
    }

    /// A multiplication of the opacity by `color`'s.
    ///
    /// - Parameter color: The colour.
    /// - Returns: The filter.
    public static func alphaMultiply(_ color: Color) -> Filter {
      Filter()
    }

    /// A projection of what is drawn.
    ///
    /// - Parameter matrix: The projection.
    /// - Returns: The filter.
    public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter { Filter() }

    /// Opacity made from luminance.
    public static var luminanceToAlpha: Filter { Filter() }

    /// `color` where the opacity is between `min` and `max`, nothing elsewhere.
    ///
    /// - Parameters:
    ///   - min: The least opacity kept.
    ///   - max: The greatest opacity kept.
    ///   - color: The colour drawn where it is kept.
    /// - Returns: The filter.
    public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black)
      -> Filter
    {
      Filter()
    }

    /// A Gaussian blur.
    ///
    /// - Parameters:
    ///   - radius: The blur's radius, in points.
    ///   - options: How it blurs.
    /// - Returns: The filter.
    public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
      Filter()
    }

    /// A drop shadow.
    ///
    /// - Parameters:
    ///   - color: The shadow's colour.
    ///   - radius: Its blur, in points.
    ///   - x: Its offset across.
    ///   - y: Its offset down.
    ///   - blendMode: How it mixes with what is below.
    ///   - options: How it is drawn.
    /// - Returns: The filter.
    public static func shadow(
      color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
      y: CGFloat = 0, blendMode: GraphicsContext.BlendMode = .normal,
      options: ShadowOptions = ShadowOptions()
    ) -> Filter {
      Filter()
    }
  }

  /// Adds a filter to what is drawn next; accepted, not drawn.
  ///
  /// - Parameters:
  ///   - filter: The filter.
  ///   - options: How it applies.
  public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {}

  /// How a filter applies; accepted.
  public struct FilterOptions: OptionSet, Sendable {
    /// The options, as bits.
    public let rawValue: UInt32

    /// Options from bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt32) {
      self.rawValue = rawValue
    }

    /// Works in the linear colour space.
    public static let linearColor = FilterOptions(rawValue: 1)
  }

  /// How a blur is drawn; accepted.
  public struct BlurOptions: OptionSet, Sendable {
    /// The options, as bits.
    public let rawValue: UInt32

    /// Options from bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt32) {
      self.rawValue = rawValue
    }

    /// The blur is opaque at its edges.
    public static let opaque = BlurOptions(rawValue: 1)
    /// The result is dithered.
    public static let dithersResult = BlurOptions(rawValue: 2)
  }

  /// How a shadow is drawn; accepted.
  public struct ShadowOptions: OptionSet, Sendable {
    /// The options, as bits.
    public let rawValue: UInt32

    /// Options from bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt32) {
      self.rawValue = rawValue
    }

    /// The shadow is drawn above the content.
    public static let shadowAbove = ShadowOptions(rawValue: 1)
    /// Only the shadow is drawn.
    public static let shadowOnly = ShadowOptions(rawValue: 2)
    /// The shadow's opacity is inverted.
    public static let invertsAlpha = ShadowOptions(rawValue: 4)
    /// The shadow is drawn for each shape, not the group.
    public static let disablesGroup = ShadowOptions(rawValue: 8)
  }
}
