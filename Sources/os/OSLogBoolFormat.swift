/// How an interpolated Boolean reads, like the os module's `OSLogBoolFormat`.
public enum OSLogBoolFormat: Sendable {
  /// `true` or `false`.
  case truth
  /// `YES` or `NO`.
  case answer

  func text(_ value: Bool) -> String {
    switch self {
    case .truth: value ? "true" : "false"
    case .answer: value ? "YES" : "NO"
    }
  }
}
