/// How content fills a frame, like SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable, CaseIterable {
  /// Fits inside, keeping its aspect ratio.
  case fit
  /// Fills, keeping its aspect ratio.
  case fill
}
