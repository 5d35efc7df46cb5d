import Foundation

/// How views line up across a vertical stack, like SwiftUI's `HorizontalAlignment`.
///
/// Two alignments are equal when they are made from the same ``AlignmentID``.
public struct HorizontalAlignment: Hashable, Sendable {
  /// The kind of guide.
  let id: any AlignmentID.Type

  /// Creates an alignment from a kind of guide.
  ///
  /// - Parameter id: The guide's kind.
  public init(_ id: any AlignmentID.Type) {
    self.id = id
  }

  /// The leading edge.
  public static let leading = HorizontalAlignment(LeadingAlignmentID.self)
  /// The middle.
  public static let center = HorizontalAlignment(HorizontalCenterAlignmentID.self)
  /// The trailing edge.
  public static let trailing = HorizontalAlignment(TrailingAlignmentID.self)
  /// The leading edge of a list row's separator.
  public static let listRowSeparatorLeading = HorizontalAlignment(
    ListRowSeparatorLeadingAlignmentID.self)
  /// The trailing edge of a list row's separator.
  public static let listRowSeparatorTrailing = HorizontalAlignment(
    ListRowSeparatorTrailingAlignmentID.self)

  /// Whether two alignments are made from the same kind of guide.
  ///
  /// - Parameters:
  ///   - lhs: One alignment.
  ///   - rhs: Another.
  /// - Returns: Whether they are the same.
  public static func == (lhs: HorizontalAlignment, rhs: HorizontalAlignment) -> Bool {
    ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id)
  }

  /// Hashes the kind of guide.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(id))
  }

  /// The guide's distance from the leading edge of a view of these dimensions.
  ///
  /// - Parameter dimensions: The view's size and explicit guides.
  /// - Returns: Points.
  package func value(in dimensions: ViewDimensions) -> CGFloat {
    dimensions[explicit: self] ?? id.defaultValue(in: dimensions)
  }

  /// Where the guide lies in a view by default, as a fraction of its width (0 for the
  /// leading edge or top, 1 for the other), so renderers can place by custom guides.
  package var defaultFraction: CGFloat {
    let fraction = id.defaultValue(in: ViewDimensions(width: 1_000, height: 1_000)) / 1_000
    return fraction.isFinite ? min(max(fraction, 0), 1) : 0
  }
}
