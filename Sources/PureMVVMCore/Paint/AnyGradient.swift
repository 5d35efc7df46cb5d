/// A gradient as a shape style, like SwiftUI's `AnyGradient` (`Color.red.gradient`).
public struct AnyGradient: ShapeStyle, Hashable {
  private let gradient: Gradient

  /// A gradient.
  ///
  /// - Parameter gradient: The colours.
  public init(_ gradient: Gradient) {
    self.gradient = gradient
  }

  /// Painted top to bottom.
  public var _paint: Paint { .gradient(gradient.colors) }
}

extension Color {
  /// A gentle gradient of this colour, lighter at the top.
  public var gradient: AnyGradient {
    AnyGradient(Gradient(colors: [opacity(0.75), self]))
  }
}
