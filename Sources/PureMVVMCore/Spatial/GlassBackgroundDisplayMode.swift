/// When a glass background shows, like SwiftUI's `GlassBackgroundDisplayMode` (visionOS).
public enum GlassBackgroundDisplayMode: Hashable, Sendable {
  /// Always.
  case always
  /// When the system decides the context needs it.
  case implicit
  /// Never.
  case never
}
