/// A shape's kind and corner radius, as renderers draw it.
public struct ShapeOutline: Hashable, Sendable {
  /// `"rectangle"`, `"roundedRectangle"`, `"circle"`, `"capsule"` or `"ellipse"`.
  public let name: String
  /// The corner radius of a rounded rectangle.
  public let cornerRadius: Double?

  /// An outline.
  ///
  /// - Parameters:
  ///   - name: The kind of shape.
  ///   - cornerRadius: The corner radius, if rounded.
  public init(name: String, cornerRadius: Double? = nil) {
    self.name = name
    self.cornerRadius = cornerRadius
  }
}
