/// When a text field capitalises (UIKit's `UITextAutocapitalizationType`), for the iOS 13
/// `.autocapitalization(_:)`.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable, CaseIterable {
  /// Never.
  case none
  /// Each word.
  case words
  /// Each sentence.
  case sentences
  /// Every character.
  case allCharacters

  /// The same rule as SwiftUI's `TextInputAutocapitalization`.
  var textInputAutocapitalization: TextInputAutocapitalization {
    switch self {
    case .none: .never
    case .words: .words
    case .sentences: .sentences
    case .allCharacters: .characters
    }
  }
}

extension View {
  /// Sets when the text fields below capitalise (the iOS 13 form of
  /// `textInputAutocapitalization(_:)`); recorded in the same attribute.
  ///
  /// - Parameter style: The rule.
  /// - Returns: The view.
  nonisolated public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
    textInputAutocapitalization(style.textInputAutocapitalization)
  }
}
