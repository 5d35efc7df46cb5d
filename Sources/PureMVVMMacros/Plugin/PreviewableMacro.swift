/// Checks `@Previewable`: it expands to nothing at the root of a `#Preview` body (where
/// `#Preview` turns the declaration into a property of the preview's view) and is an error
/// anywhere else, as in SwiftUI.
enum PreviewableMacro {
  /// What a misplaced `@Previewable` says.
  static let misplaced =
    "'@Previewable' marks a variable at the root of a #Preview body; it is not allowed here"

  /// Nothing, when the declaration is at the root of a `#Preview` body.
  ///
  /// - Parameter contexts: The declarations and closures around it, innermost first, as
  ///   the compiler sends them.
  /// - Returns: An empty expansion.
  /// - Throws: ``MacroDiagnostic`` (at offset 0 of the attribute) anywhere else.
  static func expansion(in contexts: [String]) throws(MacroDiagnostic) -> String {
    guard contexts.count >= 2, contexts[0].drop(while: \.isWhitespace).first == "{",
      contexts[1].drop(while: \.isWhitespace).hasPrefix("#Preview")
    else { throw MacroDiagnostic(message: misplaced, offset: 0) }
    return ""
  }
}
