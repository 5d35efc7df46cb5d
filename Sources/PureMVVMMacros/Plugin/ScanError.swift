/// Why a piece of source could not be scanned or split, and where (a UTF-8 offset into it).
enum ScanError: Error, Equatable {
  /// A string literal is never closed.
  case unclosedString(at: Int)
  /// A block comment is never closed.
  case unclosedComment(at: Int)
  /// A bracket is never closed.
  case unclosedBracket(at: Int)
  /// A bracket is closed by one of another kind.
  case mismatchedBracket(at: Int)
  /// `@Previewable` is not at the root of a `#Preview` body.
  case misplacedPreviewable(at: Int)

  /// Where the problem starts.
  var offset: Int {
    switch self {
    case .unclosedString(let offset), .unclosedComment(let offset),
      .unclosedBracket(let offset), .mismatchedBracket(let offset),
      .misplacedPreviewable(let offset):
      offset
    }
  }

  /// What a diagnostic says.
  var message: String {
    switch self {
    case .unclosedString: "this string literal is never closed"
    case .unclosedComment: "this comment is never closed"
    case .unclosedBracket: "this bracket is never closed"
    case .mismatchedBracket: "this bracket closes one of another kind"
    case .misplacedPreviewable: PreviewableMacro.misplaced
    }
  }
}
