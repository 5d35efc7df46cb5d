import Foundation

/// How views line up across a vertical stack, like SwiftUI's `HorizontalAlignment`.
///
/// Two alignments are equal when they are made from the same ``AlignmentID``.
public struct HorizontalAlignment: Hashable, Sendable, AlignmentKind {
  /// The kind of guide.
  package let id: any AlignmentID.Type

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

  /// The guide's distance from the leading edge of a view of these dimensions.
  ///
  /// - Parameter dimensions: The view's size and explicit guides.
  /// - Returns: Points.
  package func value(in dimensions: ViewDimensions) -> CGFloat {
    dimensions[explicit: self] ?? id.defaultValue(in: dimensions)
  }
}
