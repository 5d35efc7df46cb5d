import Foundation

/// How views line up across a horizontal stack, like SwiftUI's `VerticalAlignment`.
///
/// Two alignments are equal when they are made from the same ``AlignmentID``.
public struct VerticalAlignment: Hashable, Sendable, AlignmentKind {
  /// The kind of guide.
  package let id: any AlignmentID.Type

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

  /// The guide's distance from the top of a view of these dimensions.
  ///
  /// - Parameter dimensions: The view's size and explicit guides.
  /// - Returns: Points.
  package func value(in dimensions: ViewDimensions) -> CGFloat {
    dimensions[explicit: self] ?? id.defaultValue(in: dimensions)
  }
}
