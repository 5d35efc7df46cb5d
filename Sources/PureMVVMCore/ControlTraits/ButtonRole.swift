/// What a button does, like SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable, CustomStringConvertible {
  /// The role's name.
  public let description: String

  /// Deletes or removes something.
  public static let destructive = ButtonRole(description: "destructive")
  /// Cancels.
  public static let cancel = ButtonRole(description: "cancel")
  /// Closes what is shown, keeping the user's progress (iOS 26).
  public static let close = ButtonRole(description: "close")
  /// Confirms, as a toolbar's Done does (iOS 26).
  public static let confirm = ButtonRole(description: "confirm")
}
