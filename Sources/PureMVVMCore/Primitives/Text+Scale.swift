extension Text {
  /// How large text is drawn against its font, like SwiftUI's `Text.Scale`.
  public struct Scale: Hashable, Sendable {
    private let isSecondary: Bool

    /// The font's own size.
    public static let `default` = Scale(isSecondary: false)
    /// Smaller, for text beside the main text, as a unit after a number: four fifths of
    /// the font's size.
    public static let secondary = Scale(isSecondary: true)

    /// A font, at this scale.
    func scaling(_ font: Font) -> Font {
      isSecondary ? font.secondaryScaled() : font
    }
  }

  /// This text at `scale` of its font: the one it has when it is drawn, its own or the
  /// environment's (the body font when there is none).
  ///
  /// - Parameters:
  ///   - scale: The scale.
  ///   - isEnabled: Whether to apply it.
  /// - Returns: The text.
  public consuming func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text {
    guard isEnabled else { return self }
    return withOptions { $0.scale = scale == .default ? nil : scale }
  }
}

extension View {
  /// Draws the texts below at `scale` of the font in effect.
  ///
  /// The scale is applied to the font in effect, so a `.font(_:)` set inside this view
  /// replaces it, where SwiftUI would scale that font too.
  ///
  /// - Parameters:
  ///   - scale: The scale.
  ///   - isEnabled: Whether to apply it.
  /// - Returns: The view.
  nonisolated public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
    let isScaled = isEnabled && scale != .default
    return inheriting { if isScaled { $0.font = scale.scaling($0.font ?? .body) } }
      .transformEnvironment(\.font) { if isScaled { $0 = scale.scaling($0 ?? .body) } }
  }
}
