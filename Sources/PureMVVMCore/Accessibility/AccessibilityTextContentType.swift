/// The kind of text a view holds, which tells a screen reader how to read it, like
/// SwiftUI's `AccessibilityTextContentType`; recorded, as reading does not change.
public struct AccessibilityTextContentType: Hashable, Sendable {
  private let name: String

  /// Plain text.
  public static let plain = Self(name: "plain")
  /// A console's output.
  public static let console = Self(name: "console")
  /// File names and paths.
  public static let fileSystem = Self(name: "fileSystem")
  /// Messages.
  public static let messaging = Self(name: "messaging")
  /// Prose.
  public static let narrative = Self(name: "narrative")
  /// Source code.
  public static let sourceCode = Self(name: "sourceCode")
  /// A spreadsheet's cells.
  public static let spreadsheet = Self(name: "spreadsheet")
  /// A document being written.
  public static let wordProcessing = Self(name: "wordProcessing")
}
