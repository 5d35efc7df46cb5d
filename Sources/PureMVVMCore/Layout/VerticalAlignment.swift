import Foundation

/// How views line up across a horizontal stack, like SwiftUI's `VerticalAlignment`.
///
/// Two alignments are equal when they are made from the same ``AlignmentID``.
public struct VerticalAlignment: Hashable, Sendable {
  /// The kind of guide.
  let id: any AlignmentID.Type

  /// Creates an alignment from a kind of guide.
  ///
  /// - Parameter id: The guide's kind.
  public init(_ id: any AlignmentID.Type) {
    self.id = id
  }

  /// The top edge.
  public static let top = VerticalAlignment(TopAlignmentID.self)
  /// The middle.
  public static let center = VerticalAlignment(VerticalCenterAlignmentID.self)
  /// The bottom edge.
  public static let bottom = VerticalAlignment(BottomAlignmentID.self)
  /// The first line of text.
  public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineAlignmentID.self)
  /// The last line of text.
  public static let lastTextBaseline = VerticalAlignment(LastTextBaselineAlignmentID.self)

  /// Whether two alignments are made from the same kind of guide.
  ///
  /// - Parameters:
  ///   - lhs: One alignment.
  ///   - rhs: Another.
  /// - Returns: Whether they are the same.
  public static func == (lhs: VerticalAlignment, rhs: VerticalAlignment) -> Bool {
    ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id)
  }

  /// Hashes the kind of guide.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(id))
  }

  /// The guide's distance from the top of a view of these dimensions.
  ///
  /// - Parameter dimensions: The view's size and explicit guides.
  /// - Returns: Points.
  package func value(in dimensions: ViewDimensions) -> CGFloat {
    dimensions[explicit: self] ?? id.defaultValue(in: dimensions)
  }

  /// Where the guide lies in a view by default, as a fraction of its height (0 for the
  /// leading edge or top, 1 for the other), so renderers can place by custom guides.
  package var defaultFraction: CGFloat {
    let fraction = id.defaultValue(in: ViewDimensions(width: 1_000, height: 1_000)) / 1_000
    return fraction.isFinite ? min(max(fraction, 0), 1) : 0
  }
}
