import Foundation

/// A kind of alignment guide, like SwiftUI's `AlignmentID`: how far from a view's leading
/// (or top) edge its guide lies when the view sets none of its own.
///
/// Make a custom alignment from one, as in SwiftUI:
///
/// ```swift
/// extension HorizontalAlignment {
///   private enum Label: AlignmentID {
///     static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
///   }
///   static let label = HorizontalAlignment(Label.self)
/// }
/// ```
public protocol AlignmentID: SendableMetatype {
  /// The guide's distance from the view's origin when the view sets none.
  ///
  /// - Parameter context: The view's size and the guides it sets.
  /// - Returns: The distance in points.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// The leading edge: 0.
enum LeadingAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

/// The middle of the width.
enum HorizontalCenterAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}

/// The trailing edge: the width.
enum TrailingAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}

/// The top edge: 0.
enum TopAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

/// The middle of the height.
enum VerticalCenterAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}

/// The bottom edge: the height.
enum BottomAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

/// The first line's baseline: 12 points into a 16-point line.
enum FirstTextBaselineAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { min(12, context.height) }
}

/// The last line's baseline: 4 points above the bottom.
enum LastTextBaselineAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { max(context.height - 4, 0) }
}

/// The leading edge of a list row's separator: the row's leading edge.
enum ListRowSeparatorLeadingAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

/// The trailing edge of a list row's separator: the row's trailing edge.
enum ListRowSeparatorTrailingAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}
