/// A border's paint and width.
public struct Border: Hashable, Sendable {
  /// The paint.
  public var paint: Paint
  /// The width in points.
  public var width: Double
}
