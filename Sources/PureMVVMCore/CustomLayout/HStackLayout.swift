import Foundation

/// A layout of subviews side by side, like SwiftUI's `HStackLayout`; as a container it
/// draws exactly as an `HStack`.
public struct HStackLayout: Layout, NativeLayout {
  /// How subviews line up vertically.
  public var alignment: VerticalAlignment
  /// Space between subviews, in points; `nil` for the default, 8.
  public var spacing: CGFloat?

  /// Creates the layout.
  ///
  /// - Parameters:
  ///   - alignment: How subviews line up vertically.
  ///   - spacing: Space between subviews, in points.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// A stack along the horizontal axis.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }

  /// The subviews' ideal widths side by side with their spacing, as tall as the tallest.
  ///
  /// - Parameters:
  ///   - proposal: The proposed size.
  ///   - subviews: The subviews.
  ///   - cache: Unused.
  /// - Returns: The size.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let gaps = (spacing ?? 8) * CGFloat(max(sizes.count - 1, 0))
    return CGSize(
      width: sizes.reduce(0) { $0 + $1.width } + gaps, height: sizes.map(\.height).max() ?? 0)
  }

  /// Places the subviews left to right, each by the alignment.
  ///
  /// - Parameters:
  ///   - bounds: Where the layout is.
  ///   - proposal: The proposed size.
  ///   - subviews: The subviews.
  ///   - cache: Unused.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var x = bounds.minX
    let fraction = alignment.defaultFraction
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      let y = bounds.minY + (bounds.height - size.height) * fraction
      subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
      x += size.width + (spacing ?? 8)
    }
  }

  func element(
    context: ResolveContext, content: (ResolveContext, inout [Element]) -> Void
  ) -> Element {
    .stack(
      .hStack, context: context,
      alignment: alignment == .center ? nil : Alignment(horizontal: .leading, vertical: alignment),
      spacing: spacing, content: content)
  }
}
