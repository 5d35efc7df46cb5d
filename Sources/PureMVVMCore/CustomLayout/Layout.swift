import Foundation

/// A custom way to size and place views, like SwiftUI's `Layout` protocol.
///
/// Write `sizeThatFits(proposal:subviews:cache:)` and
/// `placeSubviews(in:proposal:subviews:cache:)` as for SwiftUI and use the layout as a
/// container (`FlowLayout { … }`). The renderers call them with their own measures: the
/// text renderer proposes its width in points (8 a column) and places each subview on the
/// nearest column and line; the HTML renderer places it at its points.
public protocol Layout: Sendable {
  /// What the layout caches between sizing and placing; `Void` by default.
  associatedtype Cache = Void
  /// The subviews a layout is given.
  typealias Subviews = LayoutSubviews

  /// What the layout says about itself.
  static var layoutProperties: LayoutProperties { get }

  /// Makes the cache for a sizing and placing.
  ///
  /// - Parameter subviews: The subviews.
  /// - Returns: The cache.
  func makeCache(subviews: Subviews) -> Cache

  /// Updates the cache when the subviews change.
  ///
  /// - Parameters:
  ///   - cache: The cache.
  ///   - subviews: The subviews.
  func updateCache(_ cache: inout Cache, subviews: Subviews)

  /// The space the layout prefers around it.
  ///
  /// - Parameters:
  ///   - subviews: The subviews.
  ///   - cache: The cache.
  /// - Returns: The spacing.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

  /// The layout's size for a proposal.
  ///
  /// - Parameters:
  ///   - proposal: The proposed size.
  ///   - subviews: The subviews.
  ///   - cache: The cache.
  /// - Returns: The size, in points.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

  /// Places the subviews in `bounds`.
  ///
  /// - Parameters:
  ///   - bounds: Where the layout is, in its parent's coordinates.
  ///   - proposal: The size proposed to the layout.
  ///   - subviews: The subviews.
  ///   - cache: The cache.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

  /// Where the layout puts a horizontal guide, or `nil` for the default.
  ///
  /// - Parameters:
  ///   - guide: The guide.
  ///   - bounds: The layout's bounds.
  ///   - proposal: The proposed size.
  ///   - subviews: The subviews.
  ///   - cache: The cache.
  /// - Returns: Points from the leading edge, or `nil`.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?

  /// Where the layout puts a vertical guide, or `nil` for the default.
  ///
  /// - Parameters:
  ///   - guide: The guide.
  ///   - bounds: The layout's bounds.
  ///   - proposal: The proposed size.
  ///   - subviews: The subviews.
  ///   - cache: The cache.
  /// - Returns: Points from the top, or `nil`.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?
}

extension Layout {
  /// A layout that is not a stack.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// Makes the cache afresh.
  ///
  /// - Parameters:
  ///   - cache: The cache.
  ///   - subviews: The subviews.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// The union of the subviews' spacings.
  ///
  /// - Parameters:
  ///   - subviews: The subviews.
  ///   - cache: The cache.
  /// - Returns: The spacing.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    subviews.reduce(ViewSpacing.zero) { $0.union($1.spacing) }
  }

  /// No explicit horizontal guide.
  ///
  /// - Parameters:
  ///   - guide: The guide.
  ///   - bounds: The layout's bounds.
  ///   - proposal: The proposed size.
  ///   - subviews: The subviews.
  ///   - cache: The cache.
  /// - Returns: `nil`.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }

  /// No explicit vertical guide.
  ///
  /// - Parameters:
  ///   - guide: The guide.
  ///   - bounds: The layout's bounds.
  ///   - proposal: The proposed size.
  ///   - subviews: The subviews.
  ///   - cache: The cache.
  /// - Returns: `nil`.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }

  /// Lays `content` out with this layout.
  ///
  /// - Parameter content: The subviews.
  /// - Returns: The laid-out view.
  @MainActor
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutRoot(layout: self, content: content())
  }

  /// What a renderer calls: makes the cache, sizes the layout for `proposal` and places
  /// its subviews in bounds of that size at the origin.
  package func run(_ proposal: ProposedViewSize, in pass: LayoutPass) -> CGSize {
    let subviews = pass.subviews
    var cache = makeCache(subviews: subviews)
    let fitted = sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    let size = CGSize(
      width: LayoutPass.bounded(fitted.width), height: LayoutPass.bounded(fitted.height))
    placeSubviews(
      in: CGRect(origin: .zero, size: size), proposal: proposal, subviews: subviews, cache: &cache)
    return size
  }
}

extension Layout where Cache == Void {
  /// No cache.
  ///
  /// - Parameter subviews: The subviews.
  /// - Returns: Nothing.
  public func makeCache(subviews: Subviews) -> Cache { () }
}
