/// Where a toolbar item goes, like SwiftUI's `ToolbarItemPlacement`.
///
/// Renderers draw leading items at the left of the top bar, principal ones in its middle,
/// trailing ones at its right, and bottom-bar items in a bar at the bottom of the screen.
public struct ToolbarItemPlacement: Hashable, Sendable {
  /// Where a placement is drawn.
  public enum Position: Hashable, Sendable {
    /// The left of the top bar.
    case leading
    /// The middle of the top bar.
    case principal
    /// The right of the top bar.
    case trailing
    /// A bar at the bottom of the screen.
    case bottom
  }

  /// Where the item is drawn.
  public let position: Position

  /// The system's choice: the right of the top bar.
  public static let automatic = Self(position: .trailing)
  /// The middle of the top bar.
  public static let principal = Self(position: .principal)
  /// A status item: the bottom bar.
  public static let status = Self(position: .bottom)
  /// The primary action: the right of the top bar.
  public static let primaryAction = Self(position: .trailing)
  /// A secondary action: the right of the top bar.
  public static let secondaryAction = Self(position: .trailing)
  /// A confirming action (Save, Done): the right of the top bar.
  public static let confirmationAction = Self(position: .trailing)
  /// A cancelling action: the left of the top bar.
  public static let cancellationAction = Self(position: .leading)
  /// A destructive action: the right of the top bar.
  public static let destructiveAction = Self(position: .trailing)
  /// A navigation action: the left of the top bar.
  public static let navigation = Self(position: .leading)
  /// The left of the top bar.
  public static let topBarLeading = Self(position: .leading)
  /// The right of the top bar.
  public static let topBarTrailing = Self(position: .trailing)
  /// The left of the navigation bar (the iOS 14 name).
  public static let navigationBarLeading = Self(position: .leading)
  /// The right of the navigation bar (the iOS 14 name).
  public static let navigationBarTrailing = Self(position: .trailing)
  /// The bottom bar.
  public static let bottomBar = Self(position: .bottom)
  /// Above the keyboard: the bottom bar.
  public static let keyboard = Self(position: .bottom)
  /// The ornament below a visionOS window: the bottom bar.
  public static let bottomOrnament = Self(position: .bottom)
  /// In place of the title (iOS 26): the middle of the top bar.
  public static var title: Self { Self(position: .principal) }
  /// Below the title (iOS 26): the middle of the top bar.
  public static let subtitle = Self(position: .principal)
  /// Below a large title (iOS 26): the middle of the top bar.
  public static let largeSubtitle = Self(position: .principal)
  /// In place of a large title (iOS 26): the middle of the top bar.
  public static let largeTitle = Self(position: .principal)
}
