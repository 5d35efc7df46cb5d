import PureMVVMCore

/// The one-line faces of leaf elements, shared by the text and HTML renderers.
extension Element {
  static let secureMask = "••••••••"

  /// The mark shown after a disabled control's label.
  var disabledSuffix: String { isDisabled ? " (disabled)" : "" }

  /// What a secure field shows: a fixed-length mask when it holds text, never the text.
  static func maskedText(hasText: Bool) -> String { hasText ? secureMask : "" }

  /// The cursor drawn after a focused field's text; nothing for other elements.
  var cursor: String { isFocused ? "▏" : "" }

  /// A toggle's state as text.
  static func switchFace(isOn: Bool) -> String { isOn ? "[on]" : "[off]" }
}
