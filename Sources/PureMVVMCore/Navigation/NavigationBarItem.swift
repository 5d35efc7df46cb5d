/// Values for the navigation bar, like SwiftUI's `NavigationBarItem`.
public enum NavigationBarItem {
  /// How a navigation title shows.
  public enum TitleDisplayMode: Hashable, Sendable {
    /// Large unless the screen is pushed (drawn large here).
    case automatic
    /// Small, in the bar (drawn centred in the bar line).
    case inline
    /// Large, below the bar.
    case large
  }
}
