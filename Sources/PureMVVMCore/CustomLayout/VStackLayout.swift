import Foundation

/// A layout of subviews top to bottom, like SwiftUI's `VStackLayout`; as a container it
/// draws exactly as a `VStack`.
public struct VStackLayout: Layout, NativeLayout {
  /// How subviews line up horizontally.
  public var alignment: HorizontalAlignment
  /// Space between subviews, in points; `nil` for the default, 8.
  public var spacing: CGFloat?

  /// Creates the layout.
  ///
  /// - Parameters:
  ///   - alignment: How subviews line up horizontally.
  ///   - spacing: Space between subviews, in points.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// A stack along the vertical axis.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }

  /// The subviews' ideal heights one above the other with their spacing, as wide as the
  /// widest.
  ///
  /// - Parameters:
  ///   - proposal: The proposed size.
  ///   - subviews: The subviews.
  ///   - cache: Unused.
  /// - Returns: The size.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    let sizes = subviews.map {
      $0.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
    }
    let gaps = (spacing ?? 8) * CGFloat(max(sizes.count - 1, 0))
    return CGSize(
      width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height } + gaps)
  }

  /// Places the subviews top to bottom, each by the alignment.
  ///
  /// - Parameters:
  ///   - bounds: Where the layout is.
  ///   - proposal: The proposed size.
  ///   - subviews: The subviews.
  ///   - cache: Unused.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var y = bounds.minY
    let fraction = alignment.defaultFraction
    for subview in subviews {
      let size = subview.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
      let x = bounds.minX + (bounds.width - size.width) * fraction
      subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
      y += size.height + (spacing ?? 8)
    }
  }

  func element(
    context: ResolveContext, content: (ResolveContext, inout [Element]) -> Void
  ) -> Element {
    .stack(
      .vStack, context: context,
      alignment: alignment == .center ? nil : Alignment(horizontal: alignment, vertical: .center),
      spacing: spacing, content: content)
  }
}
