import Foundation

/// What a UIKit or AppKit image stand-in was made from: the stand-ins keep this, not
/// pixels.
enum PlatformImageSource: Hashable, Sendable {
  /// An asset of the app, by name.
  case asset(String)
  /// An SF Symbol, by name.
  case symbol(String)
  /// The bytes of an image file.
  case data(Data)

  /// The image made from `data`; `nil` unless the bytes start like a PNG, JPEG, GIF, HEIC
  /// or WebP file.
  init?(imageData data: Data) {
    guard Self.isImage(data) else { return nil }
    self = .data(data)
  }

  /// The image in the file at `url`; `nil` when it is not a regular file, cannot be read,
  /// or is not an image.
  init?(contentsOf url: URL) {
    guard let file = try? url.regularFile(), let data = try? Data(contentsOf: file) else {
      return nil
    }
    self.init(imageData: data)
  }

  /// The image `Image(uiImage:)` or `Image(nsImage:)` shows: the asset or symbol by name,
  /// or one named "image".
  var image: Image {
    switch self {
    case .asset(let name): Image(name)
    case .symbol(let name): Image(systemName: name)
    case .data: Image("image")
    }
  }

  /// The bytes, when the image was made from bytes that start with `signature`.
  func data(startingWith signature: [UInt8]) -> Data? {
    guard case .data(let data) = self, data.starts(with: signature) else { return nil }
    return data
  }

  /// Whether `data` starts with an image file's signature.
  private static func isImage(_ data: Data) -> Bool {
    let signatures: [[UInt8]] = [
      [0x89, 0x50, 0x4E, 0x47], [0xFF, 0xD8, 0xFF], [0x47, 0x49, 0x46, 0x38],
    ]
    if signatures.contains(where: { data.starts(with: $0) }) { return true }
    let bytes = [UInt8](data.prefix(12))
    guard bytes.count == 12 else { return false }
    let brand = String(decoding: bytes[8..<12], as: UTF8.self)
    let isRIFF = bytes[0..<4] == [0x52, 0x49, 0x46, 0x46]
    return (isRIFF && brand == "WEBP")
      || (String(decoding: bytes[4..<8], as: UTF8.self) == "ftyp" && brand.hasPrefix("hei"))
  }
}
