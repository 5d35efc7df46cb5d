/// How a window's frame looks, like SwiftUI's `WindowStyle` (macOS, visionOS); recorded.
public protocol WindowStyle: Sendable {}

/// The platform’s usual window.
public struct DefaultWindowStyle: WindowStyle {
  /// Creates the style.
  public init() {}
}

extension WindowStyle where Self == DefaultWindowStyle {
  /// The platform’s usual window.
  public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}

/// A window without a title bar.
public struct HiddenTitleBarWindowStyle: WindowStyle {
  /// Creates the style.
  public init() {}
}

extension WindowStyle where Self == HiddenTitleBarWindowStyle {
  /// A window without a title bar.
  public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}

/// A window with a title bar.
public struct TitleBarWindowStyle: WindowStyle {
  /// Creates the style.
  public init() {}
}

extension WindowStyle where Self == TitleBarWindowStyle {
  /// A window with a title bar.
  public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}

/// A window without decoration.
public struct PlainWindowStyle: WindowStyle {
  /// Creates the style.
  public init() {}
}

extension WindowStyle where Self == PlainWindowStyle {
  /// A window without decoration.
  public static var plain: PlainWindowStyle { PlainWindowStyle() }
}

/// A volume (visionOS).
public struct VolumetricWindowStyle: WindowStyle {
  /// Creates the style.
  public init() {}
}

extension WindowStyle where Self == VolumetricWindowStyle {
  /// A volume (visionOS).
  public static var volumetric: VolumetricWindowStyle { VolumetricWindowStyle() }
}
