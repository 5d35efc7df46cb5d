/// A value that never shows itself in `print`, `dump`, string interpolation or mirrors.
///
/// Wrap secrets in it so that logging or dumping their owner cannot leak them.
struct Redacted<Value>: CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// The secret itself.
  var value: Value

  /// Wraps a secret.
  ///
  /// - Parameter value: The secret.
  init(_ value: Value) {
    self.value = value
  }

  /// Always `<redacted>`.
  var description: String { "<redacted>" }

  /// Always `<redacted>`.
  var debugDescription: String { "<redacted>" }

  /// A mirror with no children, so `dump` shows only `<redacted>`.
  var customMirror: Mirror { Mirror(self, children: [:]) }
}

extension Redacted: Sendable where Value: Sendable {}
