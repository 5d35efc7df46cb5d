import Foundation

/// A shape's kind and corner radius, as renderers draw it.
public struct ShapeOutline: Hashable, Sendable {
  /// The built-in shapes renderers draw.
  public enum Kind: String, Hashable, Sendable {
    /// ``Rectangle``.
    case rectangle
    /// ``RoundedRectangle``.
    case roundedRectangle
    /// ``Circle``.
    case circle
    /// ``Capsule``.
    case capsule
    /// ``Ellipse``.
    case ellipse
    /// Any other shape, drawn from its ``Shape/path(in:)``: a ``Path``, a shape of your own,
    /// a trimmed, rotated or stroked shape, a `Canvas`.
    case path
  }

  /// The kind of shape.
  public let kind: Kind
  /// The corner radius of a rounded rectangle.
  public let cornerRadius: CGFloat?

  /// An outline.
  ///
  /// - Parameters:
  ///   - kind: The kind of shape.
  ///   - cornerRadius: The corner radius, if rounded.
  public init(_ kind: Kind, cornerRadius: CGFloat? = nil) {
    self.kind = kind
    self.cornerRadius = cornerRadius
  }
}
