/// Builds the entries of a rotor, like SwiftUI's `AccessibilityRotorContentBuilder`: the
/// entries in order, and an `if` without `else`.
@resultBuilder
public struct AccessibilityRotorContentBuilder {
  /// An entry, or entries, as written.
  ///
  /// - Parameter content: The content.
  /// - Returns: The content.
  public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content)
    -> Content
  {
    content
  }

  /// Entries in order.
  ///
  /// - Parameter content: The parts.
  /// - Returns: Their entries, in order.
  public static func buildBlock<each Content: AccessibilityRotorContent>(
    _ content: repeat each Content
  ) -> some AccessibilityRotorContent {
    var labels: [String] = []
    for part in repeat each content { labels += part._entryLabels }
    return RotorEntryList(labels: labels)
  }

  /// Entries of an `if` without `else`.
  ///
  /// - Parameter content: The entries, when the condition holds.
  /// - Returns: The entries, or none.
  public static func buildIf<Content: AccessibilityRotorContent>(_ content: Content?)
    -> some AccessibilityRotorContent
  {
    RotorEntryList(labels: content?._entryLabels ?? [])
  }
}
