/// A rotor the system offers, which a view's own entries replace, like SwiftUI's
/// `AccessibilitySystemRotor`.
public struct AccessibilitySystemRotor: Hashable, Sendable {
  /// The rotor's name, as ``AccessibilityAttributes/Rotor`` records it.
  let name: String

  /// The text fields.
  public static let textFields = AccessibilitySystemRotor(name: "textFields")
  /// The bold text.
  public static let boldText = AccessibilitySystemRotor(name: "boldText")
  /// The italic text.
  public static let italicText = AccessibilitySystemRotor(name: "italicText")
  /// The underlined text.
  public static let underlineText = AccessibilitySystemRotor(name: "underlineText")
  /// The misspelled words.
  public static let misspelledWords = AccessibilitySystemRotor(name: "misspelledWords")
  /// The headings.
  public static let headings = AccessibilitySystemRotor(name: "headings")
  /// The links.
  public static let links = AccessibilitySystemRotor(name: "links")
  /// The images.
  public static let images = AccessibilitySystemRotor(name: "images")
  /// The landmarks.
  public static let landmarks = AccessibilitySystemRotor(name: "landmarks")
  /// The lists.
  public static let lists = AccessibilitySystemRotor(name: "lists")
  /// The tables.
  public static let tables = AccessibilitySystemRotor(name: "tables")

  /// The headings of one level.
  ///
  /// - Parameter level: The level.
  /// - Returns: The rotor.
  public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: "headings(level: \(level))")
  }

  /// The links visited, or not.
  ///
  /// - Parameter visited: Whether the links were visited.
  /// - Returns: The rotor.
  public static func links(visited: Bool) -> AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: "links(visited: \(visited))")
  }
}
