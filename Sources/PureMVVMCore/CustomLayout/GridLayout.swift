import Foundation

/// A layout of rows in shared columns, like SwiftUI's `GridLayout`; as a container it
/// draws exactly as a `Grid`, and as a layout it places its subviews as a column.
public struct GridLayout: Layout, NativeLayout {
  /// Where cells sit.
  public var alignment: Alignment
  /// Space between columns, in points.
  public var horizontalSpacing: CGFloat?
  /// Space between rows, in points.
  public var verticalSpacing: CGFloat?

  /// Creates the layout.
  ///
  /// - Parameters:
  ///   - alignment: Where cells sit.
  ///   - horizontalSpacing: Space between columns.
  ///   - verticalSpacing: Space between rows.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }

  /// The rows one above the other.
  ///
  /// - Parameters:
  ///   - proposal: The proposed size.
  ///   - subviews: The subviews.
  ///   - cache: Unused.
  /// - Returns: The size.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    rows.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  /// Places the rows top to bottom.
  ///
  /// - Parameters:
  ///   - bounds: Where the layout is.
  ///   - proposal: The proposed size.
  ///   - subviews: The subviews.
  ///   - cache: Unused.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    rows.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  /// The column the rows make.
  private var rows: VStackLayout {
    VStackLayout(alignment: alignment.horizontal, spacing: verticalSpacing)
  }

  func element(
    context: ResolveContext, content: (ResolveContext, inout [Element]) -> Void
  ) -> Element {
    .grid(columns: 0, context: context, content: content)
  }
}
