/// The subviews of a custom layout, like SwiftUI's `LayoutSubviews`: a random-access
/// collection of ``LayoutSubview``.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
  let pass: LayoutPass
  let range: Range<Int>

  /// The first subview's index.
  public var startIndex: Int { range.lowerBound }
  /// The index after the last subview.
  public var endIndex: Int { range.upperBound }

  /// The subview at `index`.
  public subscript(index: Int) -> LayoutSubview {
    LayoutSubview(pass: pass, index: index)
  }

  /// The subviews in `bounds`.
  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    LayoutSubviews(pass: pass, range: bounds)
  }

  /// Whether two collections hold the same subviews of the same pass.
  ///
  /// - Parameters:
  ///   - lhs: Subviews.
  ///   - rhs: Other subviews.
  /// - Returns: Whether they are the same.
  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
    lhs.pass === rhs.pass && lhs.range == rhs.range
  }
}
