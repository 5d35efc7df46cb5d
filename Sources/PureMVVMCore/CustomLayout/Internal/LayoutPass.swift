import Foundation

/// One sizing and placing of a custom layout's subviews by a renderer: how it measures
/// them, and where the layout placed each.
package final class LayoutPass {
  /// Where a layout placed a subview.
  package struct Placement {
    /// The point the anchor sits at, in the layout's coordinates.
    package var position: CGPoint
    /// Which point of the subview sits at `position`.
    package var anchor: UnitPoint
    /// The size proposed to the subview.
    package var proposal: ProposedViewSize

    /// A placement.
    package init(position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
      self.position = position
      self.anchor = anchor
      self.proposal = proposal
    }
  }

  /// The subviews' elements.
  package let elements: ElementChildren
  /// The renderer's measure of subview `index` for a proposal, in points.
  private let measure: (Int, ProposedViewSize) -> CGSize
  /// Where the layout placed each subview; `nil` for one it did not place.
  package private(set) var placements: [Placement?]

  /// The subviews the layout leaves out (all but the chosen one of a `ViewThatFits`).
  package private(set) var hidden: Set<Int> = []

  /// A pass over `elements`, measured by `measure`.
  package init(elements: ElementChildren, measure: @escaping (Int, ProposedViewSize) -> CGSize) {
    self.elements = elements
    self.measure = measure
    placements = Array(repeating: nil, count: elements.count)
  }

  /// The size of subview `index` for `proposal`, each length 0 to 100,000 points.
  func size(of index: Int, for proposal: ProposedViewSize) -> CGSize {
    let size = measure(index, proposal)
    return CGSize(width: Self.bounded(size.width), height: Self.bounded(size.height))
  }

  /// Records where the layout placed subview `index` (renderers bound what they draw:
  /// a point that is not finite never places a subview nowhere).
  func place(_ index: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
    placements[index] = Placement(position: position, anchor: anchor, proposal: proposal)
  }

  /// Leaves subview `index` out of the drawing.
  func hide(_ index: Int) {
    hidden.insert(index)
  }

  /// The subviews, as the layout reads them.
  var subviews: LayoutSubviews {
    LayoutSubviews(pass: self, range: elements.indices)
  }

  /// A length between 0 and 100,000 points; NaN is 0.
  package static func bounded(_ length: CGFloat) -> CGFloat {
    length.isNaN ? 0 : min(max(length, 0), 100_000)
  }
}

/// How a custom layout sizes and places its subviews, with the layout's type erased.
package struct LayoutHandler {
  /// Sizes the layout for a proposal and places its subviews in a pass, returning the
  /// layout's size (each length 0 to 100,000 points).
  package let run: (ProposedViewSize, LayoutPass) -> CGSize
}
