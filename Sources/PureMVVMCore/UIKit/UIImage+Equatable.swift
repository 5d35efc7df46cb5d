#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  extension UIImage: Hashable {
    /// Whether two images are the same object, as two `UIImage`s made apart are unequal
    /// in UIKit unless they are one: so `.task(id: image)` runs again for a new image.
    nonisolated public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs }

    /// Hashes the image's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(self))
    }
  }
#endif
