/// The kind of keyboard a text field asks for (UIKit's `UIKeyboardType`); accepted and
/// recorded.
public enum UIKeyboardType: Int, Hashable, Sendable, CaseIterable {
  /// The default keyboard.
  case `default`
  /// ASCII letters.
  case asciiCapable
  /// Numbers and punctuation.
  case numbersAndPunctuation
  /// A URL.
  case URL
  /// Digits.
  case numberPad
  /// A phone number.
  case phonePad
  /// A name or a phone number.
  case namePhonePad
  /// An email address.
  case emailAddress
  /// Digits and a decimal point.
  case decimalPad
  /// Twitter handles.
  case twitter
  /// A web search.
  case webSearch
  /// ASCII digits.
  case asciiCapableNumberPad
}
