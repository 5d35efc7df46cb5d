import Foundation

extension GraphicsContext {
  /// An image made ready to draw, like SwiftUI's `GraphicsContext.ResolvedImage`.
  ///
  /// It measures as the text renderer draws an image: one line high, two characters wide
  /// (16 by 16 points).
  public struct ResolvedImage {
    /// The image's size.
    public var size: CGSize { CGSize(width: 16, height: 16) }
    /// How far the image's baseline is from its top: three quarters down a symbol, as text
    /// sits beside it; the bottom of any other image.
    public let baseline: CGFloat
    /// What a template image is drawn with; `nil` for its own colours.
    public var shading: Shading?
  }

  /// `image` made ready to draw.
  ///
  /// - Parameter image: The image.
  /// - Returns: The resolved image, to measure and draw.
  public func resolve(_ image: Image) -> ResolvedImage {
    ResolvedImage(baseline: image.isSystem ? 12 : 16)
  }

  /// Draws a resolved image; accepted, not shown, as drawing an `Image` is.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - point: Where.
  ///   - anchor: The point of the image placed there.
  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {}

  /// Draws a resolved image in a rectangle; accepted, not shown.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - rect: Where.
  ///   - style: How it is filled.
  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {}
}
