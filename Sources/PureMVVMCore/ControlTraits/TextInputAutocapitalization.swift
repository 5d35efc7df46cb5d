/// When a text field capitalises, like SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Hashable, Sendable {
  /// The rule's name.
  public let name: String

  /// Never.
  public static let never = TextInputAutocapitalization(name: "never")
  /// Each word.
  public static let words = TextInputAutocapitalization(name: "words")
  /// Each sentence.
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  /// Every character.
  public static let characters = TextInputAutocapitalization(name: "characters")
}
