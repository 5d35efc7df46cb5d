import Foundation

extension Text {
  /// A case a text is shown in, like SwiftUI's `Text.Case`.
  public enum Case: Hashable, Sendable {
    /// Every letter in capitals.
    case uppercase
    /// Every letter in small letters.
    case lowercase
  }

  /// This text with every piece resolved and shown in the environment's case, and the
  /// case cleared so it applies once.
  func cased(in environment: EnvironmentValues) -> some View {
    let locale = environment.locale
    let upper = environment.textCase == .uppercase
    var text = self
    text.runs = runs.flatMap { run in
      let pieces =
        run.content.mayHoldMarkdown
        ? run.content.styledRuns(in: environment, style: run.style)
        : [Self.run(run.style, text: run.content.resolved(in: environment))]
      return pieces.enumerated().map { index, piece in
        let words =
          upper ? piece.text.uppercased(with: locale) : piece.text.lowercased(with: locale)
        // A label is read once, for the run's first piece.
        let options = index == 0 ? run.options : run.options?.withoutLabel
        return Run(content: LocalizedStringKey(verbatim: words), style: piece, options: options)
      }
    }
    return text.environment(\.textCase, nil)
  }
}

extension View {
  /// Shows the text below in capitals or small letters, like SwiftUI's `textCase(_:)`;
  /// `nil` shows it as written.
  ///
  /// The case follows the environment's locale (a Turkish "i" capitalises to "İ"), and
  /// keeps each piece's style.
  ///
  /// - Parameter textCase: The case, or `nil`.
  /// - Returns: The view.
  nonisolated public func textCase(_ textCase: Text.Case?) -> some View {
    environment(\.textCase, textCase)
  }
}

extension EnvironmentValues {
  /// The case texts below are shown in; `nil`, the default, shows them as written.
  public var textCase: Text.Case? {
    get { storedTextCase }
    set { storedTextCase = newValue }
  }
}
