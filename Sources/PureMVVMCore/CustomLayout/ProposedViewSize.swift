import Foundation

/// The size a layout proposes to a subview, like SwiftUI's `ProposedViewSize`: `nil`
/// along an axis asks for the subview's ideal length there.
public struct ProposedViewSize: Hashable, Sendable {
  /// The proposed width; `nil` asks for the ideal width.
  public var width: CGFloat?
  /// The proposed height; `nil` asks for the ideal height.
  public var height: CGFloat?

  /// Asks for the subview's least size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Asks for the subview's ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// Asks for the subview's greatest size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// Creates a proposal.
  ///
  /// - Parameters:
  ///   - width: The width; `nil` for the ideal one.
  ///   - height: The height; `nil` for the ideal one.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// Creates a proposal of a size.
  ///
  /// - Parameter size: The size.
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// The proposal as a size, unspecified lengths taken from `size`.
  ///
  /// - Parameter size: The lengths for unspecified axes (10 × 10 points by default).
  /// - Returns: The size.
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))
    -> CGSize
  {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}
