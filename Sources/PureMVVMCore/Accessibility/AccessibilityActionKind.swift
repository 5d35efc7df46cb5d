/// A kind of action assistive technologies perform, like SwiftUI's
/// `AccessibilityActionKind`.
public struct AccessibilityActionKind: Equatable, Sendable {
  /// The action's name, as ``AccessibilityAttributes/actionNames`` lists it.
  public let name: String

  /// Activating the element (a double tap with VoiceOver).
  public static let `default` = AccessibilityActionKind(name: "default")
  /// Leaving the element's context (a two-finger scrub with VoiceOver).
  public static let escape = AccessibilityActionKind(name: "escape")
  /// The app's most important action (a two-finger double tap).
  public static let magicTap = AccessibilityActionKind(name: "magic tap")
  /// Deleting the element.
  public static let delete = AccessibilityActionKind(name: "delete")
  /// Showing the element's menu.
  public static let showMenu = AccessibilityActionKind(name: "show menu")

  /// A custom action, offered by its name.
  ///
  /// - Parameter name: The name.
  public init(named name: Text) {
    self.name = name.plainText
  }

  private init(name: String) {
    self.name = name
  }
}
