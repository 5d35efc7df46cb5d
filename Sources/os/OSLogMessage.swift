/// A log message with interpolated values, like the os module's `OSLogMessage`: written
/// as a string literal, `"Saved \(count) routes for \(name, privacy: .public)"`.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
  /// The message as the log shows it, private values redacted.
  let composed: String
  /// The message's literal parts with `%@` for each value.
  let format: String

  /// A message made of a literal and interpolated values.
  ///
  /// - Parameter stringInterpolation: The parts.
  public init(stringInterpolation: OSLogInterpolation) {
    composed = stringInterpolation.composed
    format = stringInterpolation.format
  }

  /// A message already composed, with its format.
  init(composed: String, format: String) {
    self.composed = composed
    self.format = format
  }

  /// A message with no values.
  ///
  /// - Parameter value: The text.
  public init(stringLiteral value: String) {
    composed = value
    format = value
  }
}
