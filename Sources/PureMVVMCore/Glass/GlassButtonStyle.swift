/// The Liquid Glass look for buttons, like SwiftUI's `GlassButtonStyle` (iOS 26): drawn
/// as `.bordered` is, with its glass recorded.
public nonisolated struct GlassButtonStyle: PrimitiveButtonStyle {
  private let glass: Glass

  /// Creates the style, with regular glass.
  public init() {
    self.init(glass: .regular)
  }

  private init(glass: Glass) {
    self.glass = glass
  }

  /// The button with its label, in a border of glass.
  public func makeBody(configuration: Configuration) -> some View {
    ButtonFace(configuration: configuration, look: .bordered) { configuration.label }
      .glassEffect(glass)
  }

  /// The style with `glass`.
  static func with(_ glass: Glass) -> Self {
    Self(glass: glass)
  }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
  /// The Liquid Glass look.
  nonisolated public static var glass: GlassButtonStyle { GlassButtonStyle() }

  /// The Liquid Glass look, with `glass`.
  ///
  /// - Parameter glass: The glass, such as `.clear`.
  /// - Returns: The style.
  nonisolated public static func glass(_ glass: Glass) -> Self { .with(glass) }
}
