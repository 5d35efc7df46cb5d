/// A shadow's colour, blur and offset.
public struct Shadow: Hashable, Sendable {
  /// The colour.
  public var color: Color
  /// The blur radius.
  public var radius: Double
  /// The horizontal offset.
  public var x: Double
  /// The vertical offset.
  public var y: Double
}
