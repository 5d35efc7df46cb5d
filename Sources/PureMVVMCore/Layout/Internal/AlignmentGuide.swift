import Foundation

/// A guide a view sets itself with `.alignmentGuide(_:computeValue:)`: which alignment,
/// and how to compute where it lies from the view's dimensions.
package struct AlignmentGuide {
  /// The horizontal alignment it sets, or `nil` for a vertical one.
  package let horizontal: HorizontalAlignment?
  /// The vertical alignment it sets, or `nil` for a horizontal one.
  package let vertical: VerticalAlignment?
  /// Where it lies, from the view's dimensions (with the guides set before it).
  package let compute: (ViewDimensions) -> CGFloat
}

extension Element {
  /// The element's dimensions at a size, its own guides computed in the order they were
  /// set (NaN and infinite values are left out, so a guide never places a view nowhere).
  ///
  /// - Parameters:
  ///   - width: Points.
  ///   - height: Points.
  /// - Returns: The dimensions.
  package func dimensions(width: CGFloat, height: CGFloat) -> ViewDimensions {
    var dimensions = ViewDimensions(width: width, height: height)
    for guide in handlers?.alignmentGuides ?? [] {
      let value = guide.compute(dimensions)
      guard value.isFinite else { continue }
      dimensions = dimensions.setting(guide, to: value)
    }
    return dimensions
  }
}
