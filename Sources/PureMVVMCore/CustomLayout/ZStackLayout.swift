import Foundation

/// A layout of subviews over each other, like SwiftUI's `ZStackLayout`; as a container it
/// draws exactly as a `ZStack`.
public struct ZStackLayout: Layout, NativeLayout {
  /// Where subviews sit.
  public var alignment: Alignment

  /// Creates the layout.
  ///
  /// - Parameter alignment: Where subviews sit.
  public init(alignment: Alignment = .center) {
    self.alignment = alignment
  }

  /// As wide and tall as the largest subview.
  ///
  /// - Parameters:
  ///   - proposal: The proposed size.
  ///   - subviews: The subviews.
  ///   - cache: Unused.
  /// - Returns: The size.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    let sizes = subviews.map { $0.sizeThatFits(proposal) }
    return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
  }

  /// Places every subview by the alignment.
  ///
  /// - Parameters:
  ///   - bounds: Where the layout is.
  ///   - proposal: The proposed size.
  ///   - subviews: The subviews.
  ///   - cache: Unused.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let anchor = UnitPoint(
      x: alignment.horizontal.defaultFraction, y: alignment.vertical.defaultFraction)
    let point = CGPoint(
      x: bounds.minX + bounds.width * anchor.x, y: bounds.minY + bounds.height * anchor.y)
    for subview in subviews { subview.place(at: point, anchor: anchor, proposal: proposal) }
  }

  func element(
    context: ResolveContext, content: (ResolveContext, inout [Element]) -> Void
  ) -> Element {
    .stack(.zStack, context: context, alignment: alignment, spacing: nil, content: content)
  }
}
