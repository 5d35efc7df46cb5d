import Foundation

/// A shadow's colour, blur and offset.
public struct Shadow: Hashable, Sendable {
  /// The colour.
  public var color: Color
  /// The blur radius.
  public var radius: CGFloat
  /// The horizontal offset.
  public var x: CGFloat
  /// The vertical offset.
  public var y: CGFloat
}
