import PureMVVMCore

/// Reads a design as a screen reader would: one line per element, in reading order.
///
/// Each line is what VoiceOver speaks for one element — label, value, traits, "dimmed",
/// hint: `Login, button, dimmed`, `Menos de 10 km, switch button, off`, `Rutas, heading`.
/// Hidden elements are skipped, combined ones read as one, secure fields never read their
/// text. The DocC article *Reading a design aloud* lists every rule.
public struct AccessibilityRenderer: Sendable {
  /// Creates a renderer.
  public init() {}

  /// Reads a design, resolving it with fresh state.
  ///
  /// - Parameter design: The design.
  /// - Returns: One line per element, each ending in a newline.
  @MainActor
  public func render(_ design: some View) -> String {
    render(design.resolve())
  }

  /// Reads resolved elements.
  ///
  /// - Parameter elements: The elements.
  /// - Returns: One line per element, each ending in a newline.
  public func render(_ elements: [Element]) -> String {
    nodes(of: elements).map { $0.spokenText + "\n" }.joined()
  }

  /// The elements a screen reader reaches, in reading order.
  ///
  /// - Parameter elements: The resolved elements.
  /// - Returns: The nodes.
  public func nodes(of elements: [Element]) -> [AccessibilityNode] {
    AccessibilityReader.nodes(of: elements)
  }
}
