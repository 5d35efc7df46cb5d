/// How a shape is filled, like SwiftUI's `FillStyle`; accepted and ignored.
public struct FillStyle: Hashable, Sendable {
  /// Whether overlapping areas cancel out.
  public var isEOFilled: Bool
  /// Whether edges are smoothed.
  public var isAntialiased: Bool

  /// A fill style.
  ///
  /// - Parameters:
  ///   - eoFill: Whether overlapping areas cancel out.
  ///   - antialiased: Whether edges are smoothed.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}
