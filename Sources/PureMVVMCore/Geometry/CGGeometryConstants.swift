import Foundation

#if !canImport(Darwin)
  /// The size with no width or height, as CoreGraphics declares `CGSizeZero` on Apple
  /// platforms; Linux's Foundation has only `CGSize.zero`.
  public let CGSizeZero = CGSize.zero

  /// The origin, as CoreGraphics declares `CGPointZero` on Apple platforms.
  public let CGPointZero = CGPoint.zero

  /// The rectangle at the origin with no size, as CoreGraphics declares `CGRectZero` on
  /// Apple platforms.
  public let CGRectZero = CGRect.zero
#endif
