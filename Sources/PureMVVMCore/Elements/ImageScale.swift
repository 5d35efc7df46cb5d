/// How large an image is relative to text, like SwiftUI's `Image.Scale`.
public enum ImageScale: Hashable, Sendable {
  /// Smaller than text.
  case small
  /// As text.
  case medium
  /// Larger than text.
  case large
}
