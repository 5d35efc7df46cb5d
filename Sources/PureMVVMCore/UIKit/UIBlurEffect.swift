#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// A blur, standing in for UIKit's `UIBlurEffect` where there is no UIKit: what a
  /// `UIVisualEffectView` wrapped in a `UIViewRepresentable` shows.
  @MainActor open class UIBlurEffect: UIVisualEffect {
    /// How strong a blur is and what it tints with, like UIKit's `UIBlurEffect.Style`.
    public enum Style: Int, Sendable {
      /// A very light tint.
      case extraLight
      /// A light tint.
      case light
      /// A dark tint.
      case dark
      /// The system's regular tint.
      case regular = 4
      /// A tint stronger than regular.
      case prominent
      /// The thinnest material, following the appearance.
      case systemUltraThinMaterial
      /// A thin material, following the appearance.
      case systemThinMaterial
      /// The regular material, following the appearance.
      case systemMaterial
      /// A thick material, following the appearance.
      case systemThickMaterial
      /// The material of bars, following the appearance.
      case systemChromeMaterial
      /// The thinnest light material.
      case systemUltraThinMaterialLight
      /// A thin light material.
      case systemThinMaterialLight
      /// The regular light material.
      case systemMaterialLight
      /// A thick light material.
      case systemThickMaterialLight
      /// The light material of bars.
      case systemChromeMaterialLight
      /// The thinnest dark material.
      case systemUltraThinMaterialDark
      /// A thin dark material.
      case systemThinMaterialDark
      /// The regular dark material.
      case systemMaterialDark
      /// A thick dark material.
      case systemThickMaterialDark
      /// The dark material of bars.
      case systemChromeMaterialDark
    }

    /// The blur's style.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
      self.style = style
    }
  }
#endif
