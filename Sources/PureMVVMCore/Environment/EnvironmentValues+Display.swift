import Foundation

/// Whether an app is in front, like SwiftUI's `ScenePhase`, least active first: read as
/// `@Environment(\.scenePhase)`, `.active` unless set.
public enum ScenePhase: Hashable, Comparable, Sendable {
  /// Not on screen.
  case background
  /// On screen, not taking events.
  case inactive
  /// On screen and in use.
  case active
}

/// Which way text and rows run, like SwiftUI's `LayoutDirection`.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  /// Left to right, as in Spanish and English.
  case leftToRight
  /// Right to left, as in Arabic and Hebrew.
  case rightToLeft
}

/// Whether colours are drawn with more contrast, like SwiftUI's `ColorSchemeContrast`.
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
  /// The usual contrast.
  case standard
  /// More contrast (Increase Contrast is on).
  case increased
}

/// Whether text is drawn bolder, like SwiftUI's `LegibilityWeight`.
public enum LegibilityWeight: Hashable, Sendable {
  /// The usual weight.
  case regular
  /// Bolder (Bold Text is on).
  case bold
}

extension EnvironmentValues {
  /// Whether the app is in front: `.active` unless set.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }

  /// Which way text and rows run: left to right unless set.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }

  /// The font text below uses unless it sets one: `nil` (the body font) unless `.font(_:)`
  /// or `.environment(\.font, …)` set it.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  /// The most lines text below takes: `nil` (any) unless `.lineLimit(_:)` sets it.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }

  /// How lines of text below align: `.leading` unless `.multilineTextAlignment(_:)` sets
  /// it.
  public var multilineTextAlignment: TextAlignment {
    get { self[TextAlignmentKey.self] }
    set { self[TextAlignmentKey.self] = newValue }
  }

  /// Pixels per point: 3 (a phone's screen) unless set.
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }

  /// The length of one pixel, in points.
  public var pixelLength: CGFloat { 1 / max(displayScale, 1) }

  /// Whether colours are drawn with more contrast: `.standard` unless set.
  public var colorSchemeContrast: ColorSchemeContrast {
    get { self[ContrastKey.self] }
    set { self[ContrastKey.self] = newValue }
  }

  /// Whether text is drawn bolder: `nil` (regular) unless set.
  public var legibilityWeight: LegibilityWeight? {
    get { self[LegibilityWeightKey.self] }
    set { self[LegibilityWeightKey.self] = newValue }
  }

  /// Whether Reduce Motion is on: `false` unless set. (SwiftUI only reads it; a test
  /// sets it with `.environment(\.accessibilityReduceMotion, true)`.)
  public var accessibilityReduceMotion: Bool {
    get { self[AccessibilitySettingsKey.self].contains(.reduceMotion) }
    set { self[AccessibilitySettingsKey.self].set(.reduceMotion, newValue) }
  }

  /// Whether Reduce Transparency is on: `false` unless set.
  public var accessibilityReduceTransparency: Bool {
    get { self[AccessibilitySettingsKey.self].contains(.reduceTransparency) }
    set { self[AccessibilitySettingsKey.self].set(.reduceTransparency, newValue) }
  }

  /// Whether Differentiate Without Colour is on: `false` unless set.
  public var accessibilityDifferentiateWithoutColor: Bool {
    get { self[AccessibilitySettingsKey.self].contains(.differentiateWithoutColor) }
    set { self[AccessibilitySettingsKey.self].set(.differentiateWithoutColor, newValue) }
  }

  /// Whether Invert Colours is on: `false` unless set.
  public var accessibilityInvertColors: Bool {
    get { self[AccessibilitySettingsKey.self].contains(.invertColors) }
    set { self[AccessibilitySettingsKey.self].set(.invertColors, newValue) }
  }

  /// Whether Button Shapes is on: `false` unless set.
  public var accessibilityShowButtonShapes: Bool {
    get { self[AccessibilitySettingsKey.self].contains(.showButtonShapes) }
    set { self[AccessibilitySettingsKey.self].set(.showButtonShapes, newValue) }
  }

  /// Whether VoiceOver is on: `false` unless set.
  public var accessibilityVoiceOverEnabled: Bool {
    get { self[AccessibilitySettingsKey.self].contains(.voiceOver) }
    set { self[AccessibilitySettingsKey.self].set(.voiceOver, newValue) }
  }

  /// Whether any assistive technology is on: `false` unless set.
  public var accessibilityEnabled: Bool {
    get { self[AccessibilitySettingsKey.self].contains(.enabled) }
    set { self[AccessibilitySettingsKey.self].set(.enabled, newValue) }
  }
}

/// The accessibility settings that are on, one bit each.
private struct AccessibilitySettings: OptionSet {
  let rawValue: Int

  static let reduceMotion = Self(rawValue: 1 << 0)
  static let reduceTransparency = Self(rawValue: 1 << 1)
  static let differentiateWithoutColor = Self(rawValue: 1 << 2)
  static let invertColors = Self(rawValue: 1 << 3)
  static let showButtonShapes = Self(rawValue: 1 << 4)
  static let voiceOver = Self(rawValue: 1 << 5)
  static let enabled = Self(rawValue: 1 << 6)

  mutating func set(_ setting: Self, _ isOn: Bool) {
    if isOn { insert(setting) } else { remove(setting) }
  }
}

private enum AccessibilitySettingsKey: EnvironmentKey {
  static var defaultValue: AccessibilitySettings { [] }
}

private enum ScenePhaseKey: EnvironmentKey {
  static var defaultValue: ScenePhase { .active }
}

private enum LayoutDirectionKey: EnvironmentKey {
  static var defaultValue: LayoutDirection { .leftToRight }
}

private enum FontKey: EnvironmentKey {
  static var defaultValue: Font? { nil }
}

private enum LineLimitKey: EnvironmentKey {
  static var defaultValue: Int? { nil }
}

private enum TextAlignmentKey: EnvironmentKey {
  static var defaultValue: TextAlignment { .leading }
}

private enum DisplayScaleKey: EnvironmentKey {
  static var defaultValue: CGFloat { 3 }
}

private enum ContrastKey: EnvironmentKey {
  static var defaultValue: ColorSchemeContrast { .standard }
}

private enum LegibilityWeightKey: EnvironmentKey {
  static var defaultValue: LegibilityWeight? { nil }
}

extension View {
  /// Sets the colour scheme of this view's presentation, like SwiftUI's
  /// `preferredColorScheme(_:)`: here, of the view and everything below it (`nil` keeps
  /// the scheme around).
  ///
  /// - Parameter colorScheme: The scheme.
  /// - Returns: The view.
  nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    transformEnvironment(\.colorScheme) { if let colorScheme { $0 = colorScheme } }
  }

  /// Sets the colour scheme of this view and everything below it, like SwiftUI's
  /// `colorScheme(_:)`, which SwiftUI means to deprecate for ``preferredColorScheme(_:)``.
  ///
  /// - Parameter colorScheme: The scheme.
  /// - Returns: The view.
  nonisolated public func colorScheme(_ colorScheme: ColorScheme) -> some View {
    environment(\.colorScheme, colorScheme)
  }
}
