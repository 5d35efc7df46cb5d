/// Colours for a gradient, like SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
  /// The colours, in order.
  public let colors: [Color]

  /// A gradient through `colors`.
  ///
  /// - Parameter colors: The colours.
  public init(colors: [Color]) {
    self.colors = colors
  }
}
