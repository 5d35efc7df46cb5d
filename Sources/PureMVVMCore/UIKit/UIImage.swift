#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// A UIKit image, standing in for UIKit's `UIImage` where there is no UIKit, so designs
  /// that load images by name or from data, and show them with `Image(uiImage:)`, compile.
  ///
  /// It keeps what the image was made from, not pixels: an image made from bytes exists
  /// when they start like a PNG, JPEG, GIF, HEIC or WebP file, and is drawn by the name
  /// "image".
  public final class UIImage: Sendable {
    /// What the image was made from.
    let source: PlatformImageSource

    private init(_ source: PlatformImageSource) {
      self.source = source
    }

    /// An empty image, as placeholders start: no bytes, drawn by the name "image".
    public convenience init() {
      self.init(.data(Data()))
    }

    /// The image named `name` in the app's assets.
    ///
    /// A host has no asset catalogue, so every name gives an image, as `Image(_:)` does.
    ///
    /// - Parameter name: The asset's name.
    public convenience init?(named name: String) {
      self.init(.asset(name))
    }

    /// The SF Symbol named `name`.
    ///
    /// - Parameter name: The symbol's name.
    public convenience init?(systemName name: String) {
      self.init(.symbol(name))
    }

    /// The image encoded in `data`; `nil` unless the bytes start like an image file.
    ///
    /// - Parameter data: A PNG, JPEG, GIF, HEIC or WebP file's bytes.
    public convenience init?(data: Data) {
      guard let source = PlatformImageSource(imageData: data) else { return nil }
      self.init(source)
    }

    /// The image in the file at `path`; `nil` when it is not a regular file, cannot be read,
    /// or is not an image.
    ///
    /// - Parameter path: The file's path.
    public convenience init?(contentsOfFile path: String) {
      guard let source = PlatformImageSource(contentsOf: URL(fileURLWithPath: path)) else {
        return nil
      }
      self.init(source)
    }

    /// The image's size in points: unknown here, so zero.
    public var size: CGSize { .zero }

    /// The bytes the image was made from, when it was made from PNG bytes.
    public func pngData() -> Data? {
      source.data(startingWith: [0x89, 0x50, 0x4E, 0x47])
    }

    /// The bytes the image was made from, when it was made from JPEG bytes.
    ///
    /// - Parameter compressionQuality: Ignored: the bytes are returned as they came.
    /// - Returns: The JPEG bytes, or `nil`.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
      source.data(startingWith: [0xFF, 0xD8, 0xFF])
    }
  }

  extension Image {
    /// Shows a UIKit image, like SwiftUI's `Image(uiImage:)`.
    ///
    /// - Parameter uiImage: The image.
    public init(uiImage: UIImage) {
      self = uiImage.source.image
    }
  }

  extension UIImage: _ExpressibleByImageLiteral {
    /// Creates the image an `#imageLiteral(resourceName:)` names: the asset of that name.
    public convenience init(imageLiteralResourceName path: String) {
      self.init(.asset(path))
    }
  }

  /// What an `#imageLiteral(resourceName:)` makes unless its type is given, as in UIKit.
  public typealias _ImageLiteralType = UIImage
#endif
