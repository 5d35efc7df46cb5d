import Foundation

/// Views whose glass blends and morphs together, like SwiftUI's `GlassEffectContainer`
/// (iOS 26): here, its content as it is.
public nonisolated struct GlassEffectContainer<Content: View>: View {
  private let content: Content

  /// Creates a container.
  ///
  /// - Parameters:
  ///   - spacing: How far apart glass shapes start to blend; accepted.
  ///   - content: The views.
  public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// The content.
  @MainActor public var body: some View {
    content
  }
}
