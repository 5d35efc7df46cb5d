/// What a button does, like SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable, CustomStringConvertible {
  /// The role's name.
  public let description: String

  /// Deletes or removes something.
  public static let destructive = ButtonRole(description: "destructive")
  /// Cancels.
  public static let cancel = ButtonRole(description: "cancel")
}
