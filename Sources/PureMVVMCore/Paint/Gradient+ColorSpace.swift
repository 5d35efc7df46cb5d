extension Gradient {
  /// Where colours are interpolated, like SwiftUI's `Gradient.ColorSpace`: what
  /// ``Color/mix(with:by:in:)`` mixes in.
  public struct ColorSpace: Hashable, Sendable {
    private let isPerceptual: Bool

    /// The device's components, interpolated one by one.
    public static let device = ColorSpace(isPerceptual: false)
    /// A perceptual space (OKLab), where a mix looks halfway.
    public static let perceptual = ColorSpace(isPerceptual: true)
  }
}
