import Foundation

/// A layout of any type, like SwiftUI's `AnyLayout`: switching the layout it wraps keeps
/// the subviews and their state.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Text("Mapa"); Text("Lista") }
/// ```
public struct AnyLayout: Layout {
  /// The wrapped layout.
  let base: any Layout

  /// Wraps a layout.
  ///
  /// - Parameter layout: The layout.
  public init<L: Layout>(_ layout: L) {
    base = layout
  }

  /// The wrapped layout's size, with a fresh cache.
  ///
  /// - Parameters:
  ///   - proposal: The proposed size.
  ///   - subviews: The subviews.
  ///   - cache: Unused.
  /// - Returns: The size.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    Self.size(base, proposal: proposal, subviews: subviews)
  }

  /// Places the subviews as the wrapped layout does, with a fresh cache.
  ///
  /// - Parameters:
  ///   - bounds: Where the layout is.
  ///   - proposal: The proposed size.
  ///   - subviews: The subviews.
  ///   - cache: Unused.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    Self.place(base, in: bounds, proposal: proposal, subviews: subviews)
  }

  private static func size<L: Layout>(
    _ layout: L, proposal: ProposedViewSize, subviews: Subviews
  ) -> CGSize {
    var cache = layout.makeCache(subviews: subviews)
    return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  private static func place<L: Layout>(
    _ layout: L, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews
  ) {
    var cache = layout.makeCache(subviews: subviews)
    layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }
}
