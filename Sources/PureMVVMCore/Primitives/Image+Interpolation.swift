extension Image {
  /// How an image is smoothed when it is drawn at another size, like SwiftUI's
  /// `Image.Interpolation`.
  public enum Interpolation: Hashable, Sendable {
    /// No smoothing: pixels stay sharp.
    case none
    /// Low-quality smoothing.
    case low
    /// Medium-quality smoothing.
    case medium
    /// High-quality smoothing.
    case high
  }

  /// This image smoothed with `interpolation` when scaled; accepted, as the renderers draw
  /// images by name.
  ///
  /// - Parameter interpolation: The smoothing.
  /// - Returns: The image.
  public func interpolation(_ interpolation: Interpolation) -> Image { self }

  /// This image with its edges smoothed or not; accepted.
  ///
  /// - Parameter isAntialiased: Whether edges are smoothed.
  /// - Returns: The image.
  public func antialiased(_ isAntialiased: Bool) -> Image { self }
}
