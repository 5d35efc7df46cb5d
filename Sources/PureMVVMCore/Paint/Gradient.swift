import Foundation

/// Colours for a gradient, like SwiftUI's `Gradient`: evenly spaced, or at stops.
public struct Gradient: Hashable, Sendable {
  /// A colour at a place along a gradient.
  public struct Stop: Hashable, Sendable {
    /// The colour.
    public var color: Color
    /// Where it is, 0 to 1.
    public var location: CGFloat

    /// A stop.
    ///
    /// - Parameters:
    ///   - color: The colour.
    ///   - location: Where it is, 0 to 1.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, in order.
  public var stops: [Stop]

  /// The colours, in order.
  public var colors: [Color] { stops.map(\.color) }

  /// A gradient through `colors`, evenly spaced.
  ///
  /// - Parameter colors: The colours, in order.
  public init(colors: [Color]) {
    let last = CGFloat(max(colors.count - 1, 1))
    stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / last) }
  }

  /// A gradient through stops.
  ///
  /// - Parameter stops: The stops.
  public init(stops: [Stop]) {
    self.stops = stops
  }
}
