#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  extension UIImage: Hashable {
    /// Whether two images show the same thing: the same asset, symbol or bytes, as UIKit
    /// compares images (`UIImage(named: "x") == UIImage(named: "x")`), so
    /// `.task(id: image)` runs again only for another image.
    nonisolated public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
      lhs === rhs || lhs.source == rhs.source
    }

    /// Hashes what the image shows.
    nonisolated public func hash(into hasher: inout Hasher) {
      hasher.combine(source)
    }
  }
#endif
