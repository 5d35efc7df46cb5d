#if !os(macOS)
  import Foundation

  /// An AppKit image, standing in for AppKit's `NSImage` where there is no AppKit, so Mac
  /// designs that load images by name, symbol, file or data, and show them with
  /// `Image(nsImage:)`, compile.
  ///
  /// Like the `UIImage` stand-in it keeps what the image was made from, not pixels: an
  /// image made from bytes exists when they start like a PNG, JPEG, GIF, HEIC or WebP
  /// file, and is drawn by the name "image".
  public final class NSImage: Hashable, Sendable {
    /// The name of an image in the app's assets, like AppKit's `NSImage.Name`.
    public typealias Name = String

    /// The name of the app's icon.
    public static let applicationIconName: Name = "NSApplicationIcon"

    /// What the image was made from.
    let source: PlatformImageSource

    /// The image's size in points: as made with ``init(size:)``, zero otherwise.
    public let size: CGSize

    private init(_ source: PlatformImageSource, size: CGSize = .zero) {
      self.source = source
      self.size = size
    }

    /// The image named `name` in the app's assets.
    ///
    /// A host has no asset catalogue, so every name gives an image, as `Image(_:)` does.
    ///
    /// - Parameter name: The asset's name.
    public convenience init?(named name: Name) {
      self.init(.asset(name))
    }

    /// The SF Symbol named `name`.
    ///
    /// - Parameters:
    ///   - name: The symbol's name.
    ///   - description: What the image shows, for VoiceOver.
    public convenience init?(
      systemSymbolName name: String, accessibilityDescription description: String?
    ) {
      self.init(.symbol(name))
    }

    /// The image encoded in `data`; `nil` unless the bytes start like an image file.
    ///
    /// - Parameter data: A PNG, JPEG, GIF, HEIC or WebP file's bytes.
    public convenience init?(data: Data) {
      guard let source = PlatformImageSource(imageData: data) else { return nil }
      self.init(source)
    }

    /// The image in the file at `url`; `nil` when it is not a regular file, cannot be read,
    /// or is not an image.
    ///
    /// - Parameter url: The file's URL.
    public convenience init?(contentsOf url: URL) {
      guard let source = PlatformImageSource(contentsOf: url) else { return nil }
      self.init(source)
    }

    /// The image in the file at `path`; `nil` as for ``init(contentsOf:)``.
    ///
    /// - Parameter path: The file's path.
    public convenience init?(contentsOfFile path: String) {
      self.init(contentsOf: URL(fileURLWithPath: path))
    }

    /// An empty image of `size`, to draw into.
    ///
    /// - Parameter size: The size in points.
    public convenience init(size: CGSize) {
      self.init(.asset(""), size: size)
    }

    /// Whether two images show the same thing: the same asset, symbol or bytes.
    nonisolated public static func == (lhs: NSImage, rhs: NSImage) -> Bool {
      lhs === rhs || (lhs.source == rhs.source && lhs.size == rhs.size)
    }

    /// Hashes what the image shows.
    nonisolated public func hash(into hasher: inout Hasher) {
      hasher.combine(source)
    }
  }

  extension Image {
    /// Shows an AppKit image, like SwiftUI's `Image(nsImage:)`.
    ///
    /// - Parameter nsImage: The image.
    public init(nsImage: NSImage) {
      self = nsImage.source.image
    }
  }
#endif
