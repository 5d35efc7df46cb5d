import Foundation

/// A fixed or flexible frame, in points, like SwiftUI's `.frame` modifiers.
public struct Frame: Hashable, Sendable {
  /// A fixed width.
  public var width: CGFloat?
  /// A fixed height.
  public var height: CGFloat?
  /// The least width.
  public var minWidth: CGFloat?
  /// The width the view would like, when nothing else decides.
  public var idealWidth: CGFloat?
  /// The greatest width; `.infinity` to fill.
  public var maxWidth: CGFloat?
  /// The least height.
  public var minHeight: CGFloat?
  /// The height the view would like, when nothing else decides.
  public var idealHeight: CGFloat?
  /// The greatest height; `.infinity` to fill.
  public var maxHeight: CGFloat?
  /// Where the content sits in the frame.
  public var alignment: Alignment

  /// Creates a frame; every length left `nil` is the view's own.
  ///
  /// - Parameters:
  ///   - width: A fixed width.
  ///   - height: A fixed height.
  ///   - minWidth: The least width.
  ///   - idealWidth: The width the view would like.
  ///   - maxWidth: The greatest width.
  ///   - minHeight: The least height.
  ///   - idealHeight: The height the view would like.
  ///   - maxHeight: The greatest height.
  ///   - alignment: Where the content sits in the frame.
  public init(
    width: CGFloat? = nil, height: CGFloat? = nil, minWidth: CGFloat? = nil,
    idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) {
    self.width = width
    self.height = height
    self.minWidth = minWidth
    self.idealWidth = idealWidth
    self.maxWidth = maxWidth
    self.minHeight = minHeight
    self.idealHeight = idealHeight
    self.maxHeight = maxHeight
    self.alignment = alignment
  }
}
