import Foundation

/// A shape drawn in a frame of its own size at the origin of the frame it is given.
nonisolated struct SizedShape<Content: Shape>: Shape {
  let shape: Content
  let size: CGSize
  /// The point of the given frame and of the smaller one that line up.
  var anchor = UnitPoint.topLeading

  func path(in rect: CGRect) -> Path {
    let width = Self.usable(size.width) ?? rect.width
    let height = Self.usable(size.height) ?? rect.height
    let origin = CGPoint(
      x: rect.minX + (rect.width - width) * anchor.x,
      y: rect.minY + (rect.height - height) * anchor.y)
    return shape.path(in: CGRect(origin: origin, size: CGSize(width: width, height: height)))
  }

  /// `length` when it is finite and not below zero.
  private static func usable(_ length: CGFloat) -> CGFloat? {
    length.isFinite && length >= 0 ? length : nil
  }
}
