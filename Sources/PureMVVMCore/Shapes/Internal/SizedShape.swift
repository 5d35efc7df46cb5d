import Foundation

/// A shape drawn in a frame of its own size at the origin of the frame it is given.
nonisolated struct SizedShape<Content: Shape>: Shape {
  let shape: Content
  let size: CGSize

  func path(in rect: CGRect) -> Path {
    let width = Self.usable(size.width) ?? rect.width
    let height = Self.usable(size.height) ?? rect.height
    return shape.path(in: CGRect(origin: rect.origin, size: CGSize(width: width, height: height)))
  }

  /// `length` when it is finite and not below zero.
  private static func usable(_ length: CGFloat) -> CGFloat? {
    length.isFinite && length >= 0 ? length : nil
  }
}
