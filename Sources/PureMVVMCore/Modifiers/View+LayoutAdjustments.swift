import Foundation

extension View {
  /// Sets where a horizontal alignment guide lies in the view, like SwiftUI's
  /// `alignmentGuide(_:computeValue:)`.
  ///
  /// A stack aligned by `g` lines its children's guides up: the text renderer places
  /// each child of a vertical stack so its guide falls in the same column (8 points a
  /// column). A NaN or infinite value is ignored.
  ///
  /// - Parameters:
  ///   - g: The alignment.
  ///   - computeValue: The guide's distance from the view's leading edge, in points.
  /// - Returns: The view.
  nonisolated public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    let guide = AlignmentGuide(horizontal: g, vertical: nil, compute: computeValue)
    return modifier(ElementHandlersModifier { $0.alignmentGuides.append(guide) })
  }

  /// Sets where a vertical alignment guide lies in the view.
  ///
  /// The guide is recorded; rows place children by their alignment's default guide.
  ///
  /// - Parameters:
  ///   - g: The alignment.
  ///   - computeValue: The guide's distance from the view's top, in points.
  /// - Returns: The view.
  nonisolated public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    let guide = AlignmentGuide(horizontal: nil, vertical: g, compute: computeValue)
    return modifier(ElementHandlersModifier { $0.alignmentGuides.append(guide) })
  }

  /// Places the view's centre at a point of its parent, like SwiftUI's `position(_:)`.
  ///
  /// The view takes all the room it is offered, as in SwiftUI; the text renderer draws it
  /// centred on the column and line of the point (8 and 16 points).
  ///
  /// - Parameter position: The centre, in points from the parent's top leading corner.
  /// - Returns: The view.
  nonisolated public func position(_ position: CGPoint) -> some View {
    attributing { $0.position = position }
  }

  /// Places the view's centre at `x`, `y` in its parent.
  ///
  /// - Parameters:
  ///   - x: Points from the parent's leading edge.
  ///   - y: Points from the parent's top.
  /// - Returns: The view.
  nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    position(CGPoint(x: x, y: y))
  }

  /// Orders the view among its siblings in a `ZStack`, like SwiftUI's `zIndex(_:)`.
  ///
  /// - Parameter value: Higher values are drawn in front; the default is 0.
  /// - Returns: The view.
  nonisolated public func zIndex(_ value: Double) -> some View {
    attributing { $0.zIndex = value }
  }

  /// Keeps the view at a ratio of width to height given as a size.
  ///
  /// - Parameters:
  ///   - aspectRatio: A size whose width over height is the ratio.
  ///   - contentMode: Fit or fill.
  /// - Returns: The view.
  nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View
  {
    self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
  }
}
