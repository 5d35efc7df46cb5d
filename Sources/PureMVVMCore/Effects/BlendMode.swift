/// How a view's colours mix with what is behind it, like SwiftUI's `BlendMode`.
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
  /// The view over what is behind.
  case normal
  /// Multiplies the colours.
  case multiply
  /// Multiplies the inverses.
  case screen
  /// Multiply or screen, by the background.
  case overlay
  /// The darker of the two.
  case darken
  /// The lighter of the two.
  case lighten
  /// Brightens the background.
  case colorDodge
  /// Darkens the background.
  case colorBurn
  /// A soft light.
  case softLight
  /// A hard light.
  case hardLight
  /// The difference of the colours.
  case difference
  /// Like difference, with less contrast.
  case exclusion
  /// The view's hue.
  case hue
  /// The view's saturation.
  case saturation
  /// The view's hue and saturation.
  case color
  /// The view's luminosity.
  case luminosity
  /// Only where the background is.
  case sourceAtop
  /// Behind the background.
  case destinationOver
  /// Removes the background where the view is.
  case destinationOut
  /// Adds the colours.
  case plusDarker
  /// Adds the colours.
  case plusLighter
}
