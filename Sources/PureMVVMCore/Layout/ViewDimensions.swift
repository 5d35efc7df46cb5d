import Foundation

/// A view's size and alignment guides, like SwiftUI's `ViewDimensions`: what
/// `.alignmentGuide(_:computeValue:)` and ``AlignmentID`` compute from.
///
/// Renderers build it from their layout: the text renderer gives 8 points a column and
/// 16 points a line.
public struct ViewDimensions: Equatable, Sendable {
  /// The view's width in points.
  public let width: CGFloat
  /// The view's height in points.
  public let height: CGFloat
  /// The guides the view sets itself, in points from its leading edge or top.
  private var horizontalGuides: [HorizontalAlignment: CGFloat]
  private var verticalGuides: [VerticalAlignment: CGFloat]

  /// The dimensions of a view of this size setting the given guides.
  ///
  /// - Parameters:
  ///   - width: Points.
  ///   - height: Points.
  ///   - horizontalGuides: Guides it sets across.
  ///   - verticalGuides: Guides it sets down.
  package init(
    width: CGFloat, height: CGFloat, horizontalGuides: [HorizontalAlignment: CGFloat] = [:],
    verticalGuides: [VerticalAlignment: CGFloat] = [:]
  ) {
    self.width = width
    self.height = height
    self.horizontalGuides = horizontalGuides
    self.verticalGuides = verticalGuides
  }

  /// Where a horizontal guide lies: the view's own, or its kind's default.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    guide.value(in: self)
  }

  /// Where a vertical guide lies: the view's own, or its kind's default.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    guide.value(in: self)
  }

  /// Where the view sets a horizontal guide itself; `nil` when it does not.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
    horizontalGuides[guide]
  }

  /// Where the view sets a vertical guide itself; `nil` when it does not.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
    verticalGuides[guide]
  }

  /// The same dimensions with one more guide of the view's own.
  func setting(_ guide: AlignmentGuide, to value: CGFloat) -> ViewDimensions {
    var copy = self
    if let horizontal = guide.horizontal { copy.horizontalGuides[horizontal] = value }
    if let vertical = guide.vertical { copy.verticalGuides[vertical] = value }
    return copy
  }
}
