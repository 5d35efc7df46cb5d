/// How a screen shows its navigation title, like SwiftUI's `ToolbarTitleDisplayMode`.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
  /// The navigation-bar mode it draws as.
  let barMode: NavigationBarItem.TitleDisplayMode

  /// Large unless the screen is pushed (drawn large here).
  public static var automatic: Self { Self(barMode: .automatic) }
  /// Small, in the bar (drawn centred in the bar line).
  public static var inline: Self { Self(barMode: .inline) }
  /// Large, in the bar (drawn large, below the bar, here).
  public static var inlineLarge: Self { Self(barMode: .large) }
  /// Large, below the bar.
  public static var large: Self { Self(barMode: .large) }
}
