/// The prominent Liquid Glass look for buttons, like SwiftUI's
/// `GlassProminentButtonStyle` (iOS 26): drawn as `.borderedProminent` is, with its glass
/// recorded.
public nonisolated struct GlassProminentButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}

  /// The button with its label, prominent, in regular glass.
  public func makeBody(configuration: Configuration) -> some View {
    ButtonFace(configuration: configuration, look: .borderedProminent) { configuration.label }
      .glassEffect(.regular)
  }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
  /// The prominent Liquid Glass look.
  nonisolated public static var glassProminent: GlassProminentButtonStyle {
    GlassProminentButtonStyle()
  }
}
