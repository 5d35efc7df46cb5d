import PureMVVMCore

/// A problem ``AccessibilityAudit`` found on one element, and how to fix it.
public struct AccessibilityFinding: Hashable, Sendable, CustomStringConvertible {
  /// How bad a finding is.
  public enum Severity: String, Hashable, Sendable {
    /// Screen-reader users cannot use the element: fails `assertAccessible`.
    case error
    /// Worth a look; does not fail `assertAccessible` unless asked.
    case warning
  }

  /// What the audit checks.
  public enum Rule: Hashable, Sendable {
    /// A control with no spoken label, or only an image's name.
    case unlabelledControl
    /// An image neither labelled nor hidden.
    case unlabelledImage
    /// Two controls read with the same label on one screen.
    case duplicateLabel
    /// A disabled control with no visible or spoken reason.
    case disabledWithoutReason
  }

  /// How bad it is.
  public let severity: Severity
  /// The rule it breaks.
  public let rule: Rule
  /// The element as a screen reader speaks it.
  public let element: String
  /// What is wrong and how to fix it, as sentences.
  public let message: String

  /// Creates a finding.
  ///
  /// - Parameters:
  ///   - severity: How bad it is.
  ///   - rule: The rule it breaks.
  ///   - element: The element as a screen reader speaks it.
  ///   - message: What is wrong and how to fix it.
  public init(severity: Severity, rule: Rule, element: String, message: String) {
    self.severity = severity
    self.rule = rule
    self.element = element
    self.message = message
  }

  /// `error: "trash, button": …` — the severity, the element and the message.
  public var description: String {
    "\(severity.rawValue): \"\(element)\": \(message)"
  }
}
