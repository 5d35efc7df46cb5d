import Foundation

/// The sizes and offset of a scroll view, like SwiftUI's `ScrollGeometry`: what
/// `.onScrollGeometryChange` reads.
///
/// A host scrolls lists and lazy stacks by rows and measures each row as 44 points (a
/// list row's height): scrolled to row 10, the offset is 440 points down.
public struct ScrollGeometry: Equatable, Sendable, CustomDebugStringConvertible {
  /// How far the content is scrolled.
  public var contentOffset: CGPoint
  /// The size of the content.
  public var contentSize: CGSize
  /// The insets around the content.
  public var contentInsets: EdgeInsets
  /// The size of the scroll view.
  public var containerSize: CGSize

  /// The height a host gives each row.
  static let rowHeight: CGFloat = 44

  /// Creates a geometry.
  ///
  /// - Parameters:
  ///   - contentOffset: How far the content is scrolled.
  ///   - contentSize: The size of the content.
  ///   - contentInsets: The insets around the content.
  ///   - containerSize: The size of the scroll view.
  public init(
    contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets,
    containerSize: CGSize
  ) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.containerSize = containerSize
  }

  /// The part of the content on screen, insets included.
  public var visibleRect: CGRect {
    CGRect(origin: contentOffset, size: containerSize)
  }

  /// The part of the content on screen, inside the insets.
  public var bounds: CGRect {
    CGRect(
      x: contentOffset.x + contentInsets.leading, y: contentOffset.y + contentInsets.top,
      width: max(containerSize.width - contentInsets.leading - contentInsets.trailing, 0),
      height: max(containerSize.height - contentInsets.top - contentInsets.bottom, 0))
  }

  /// The geometry, described for debugging.
  public var debugDescription: String {
    "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), "
      + "containerSize: \(containerSize))"
  }

  /// The geometry of `rows` in a container of `size`.
  init(rows: ShownRows, in size: CGSize) {
    self.init(
      contentOffset: CGPoint(x: 0, y: CGFloat(rows.first) * Self.rowHeight),
      contentSize: CGSize(width: size.width, height: CGFloat(rows.count) * Self.rowHeight),
      contentInsets: EdgeInsets(), containerSize: size)
  }
}
