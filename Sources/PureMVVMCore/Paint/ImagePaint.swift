import Foundation

/// An image tiled as a shape style, like SwiftUI's `ImagePaint`; painted as a pattern in
/// HTML.
public struct ImagePaint: ShapeStyle {
  /// The image.
  public var image: Image
  /// The part of the image used, in unit coordinates.
  public var sourceRect: CGRect
  /// The image's scale.
  public var scale: CGFloat

  /// An image paint.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - sourceRect: The part of the image used.
  ///   - scale: The image's scale.
  public init(
    image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
  ) {
    self.image = image
    self.sourceRect = sourceRect
    self.scale = scale
  }

  /// The image's paint.
  public var _paint: Paint { .image(image.name) }
}

extension ShapeStyle where Self == ImagePaint {
  /// An image tiled as a shape style: `.fill(.image(Image("dot"), scale: 0.5))`.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - sourceRect: The part of the image used, in unit coordinates.
  ///   - scale: The image's scale.
  /// - Returns: The style.
  public static func image(
    _ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
    scale: CGFloat = 1
  ) -> ImagePaint {
    ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
  }
}
