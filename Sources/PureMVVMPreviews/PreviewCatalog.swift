import PureMVVMCore
import PureMVVMRendering

/// Every preview of a set of providers, in order, with unique names.
///
/// The catalog is what `swift run previews` shows: it lists previews, renders one by name
/// or all of them as text, and renders an HTML gallery page.
///
/// ```swift
/// let catalog = try PreviewCatalog([LoginPreviews.self, RouteListPreviews.self])
/// print(try await catalog.render(named: "Logged In"))
/// ```
@MainActor
public struct PreviewCatalog {
  /// The previews, in provider order.
  public let previews: [Preview]

  /// Creates a catalog of the previews of `providers`, in order.
  ///
  /// - Parameter providers: The preview providers.
  /// - Throws: ``PreviewError/duplicateName(_:)`` if two previews share a name.
  public init(_ providers: [any PreviewProvider.Type]) throws(PreviewError) {
    try self.init(previews: providers.flatMap { Self.previews(of: $0) })
  }

  /// The previews of `provider`: one per top-level child of its `previews`, named by
  /// `.previewDisplayName(_:)`, else after the provider (numbered when several are not).
  ///
  /// - Parameter provider: The preview provider.
  /// - Returns: The previews, in order.
  public static func previews(of provider: any PreviewProvider.Type) -> [Preview] {
    PreviewCollector.previews(of: provider)
  }

  /// Every preview `#Preview` declared in the modules linked into the process, in order
  /// of module, file and line.
  ///
  /// A name used more than once is followed by its file and line, `Login (Login.swift:12)`,
  /// so each stays unique. (A `#Preview` body cannot throw, as in SwiftUI.)
  ///
  /// - Returns: The previews; none when no module declares one.
  public static func declared() -> [Preview] {
    let previews = declaredPreviewRegistries().map { $0.makePreview() }.enumerated()
      .sorted { lhs, rhs in
        let left = lhs.element.source.map { ($0.fileID, $0.line) } ?? ("", 0)
        let right = rhs.element.source.map { ($0.fileID, $0.line) } ?? ("", 0)
        return (left.0, left.1, lhs.offset) < (right.0, right.1, rhs.offset)
      }
      .map(\.element)
    let counts = Dictionary(previews.map { ($0.name, 1) }, uniquingKeysWith: +)
    return previews.map { preview in
      guard counts[preview.name, default: 0] > 1, let source = preview.source else {
        return preview
      }
      return preview.renamed(
        "\(preview.name) (\(Preview.fileName(of: source.fileID)):\(source.line))")
    }
  }

  /// The previews `#Preview` declared in the module named `module`, in order of file and
  /// line.
  ///
  /// - Parameter module: The module's name, `RouteListFeature`.
  /// - Returns: The previews; none when the module declares none or is not linked in.
  public static func declared(inModule module: String) -> [Preview] {
    declared().filter { $0.source?.fileID.hasPrefix(module + "/") == true }
  }

  /// Creates a catalog of every preview `#Preview` declared (``declared()``), then the
  /// previews of `providers`.
  ///
  /// - Parameter providers: Preview providers still listed by hand.
  /// - Throws: ``PreviewError/duplicateName(_:)`` if two previews share a name.
  public init(declaredAnd providers: [any PreviewProvider.Type]) throws(PreviewError) {
    try self.init(previews: Self.declared() + providers.flatMap { Self.previews(of: $0) })
  }

  /// Creates a catalog of `previews`, in order.
  ///
  /// - Parameter previews: The previews.
  /// - Throws: ``PreviewError/duplicateName(_:)`` if two previews share a name.
  public init(previews: [Preview]) throws(PreviewError) {
    var seen: Set<String> = []
    for preview in previews where !seen.insert(preview.name).inserted {
      throw .duplicateName(preview.name)
    }
    self.previews = previews
  }

  /// The names of the previews, in order.
  public var names: [String] { previews.map(\.name) }

  /// The preview named `name`.
  ///
  /// - Parameter name: The exact name.
  /// - Returns: The preview.
  /// - Throws: ``PreviewError/unknownPreview(_:suggestions:)`` with up to three close names.
  public func preview(named name: String) throws(PreviewError) -> Preview {
    guard let preview = previews.first(where: { $0.name == name }) else {
      throw .unknownPreview(name, suggestions: NameSuggestions.closest(to: name, in: names))
    }
    return preview
  }

  /// Draws the preview named `name` as text.
  ///
  /// - Parameters:
  ///   - name: The exact name.
  ///   - width: The line width, frame included.
  ///   - session: The session whose shared contexts to use; a new one by default.
  /// - Returns: The rendering.
  /// - Throws: ``PreviewError`` if no preview has the name or it cannot be built.
  public func render(
    named name: String, width: Int = 40, in session: PreviewSession = PreviewSession()
  ) async throws(PreviewError) -> String {
    try await session.render(try preview(named: name), width: width)
  }

  /// Draws every preview as text; one failing preview does not stop the others.
  ///
  /// - Parameters:
  ///   - width: The line width, frame included.
  ///   - session: The session whose shared contexts to use; a new one by default.
  /// - Returns: Each preview's name with its rendering or its error, in order.
  public func renderAll(
    width: Int = 40, in session: PreviewSession = PreviewSession()
  ) async -> [(name: String, result: Result<String, PreviewError>)] {
    await eachPreview(in: session) { TextRenderer(width: width).render($0) }
  }

  /// Reads every preview as a screen reader would (`AccessibilityRenderer`); one failing
  /// preview does not stop the others.
  ///
  /// - Parameter session: The session whose shared contexts to use; a new one by default.
  /// - Returns: Each preview's name with its reading or its error, in order.
  public func readAll(
    in session: PreviewSession = PreviewSession()
  ) async -> [(name: String, result: Result<String, PreviewError>)] {
    await eachPreview(in: session) { AccessibilityRenderer().render($0) }
  }

  /// Audits every preview (`AccessibilityAudit`); one failing preview does not stop the
  /// others.
  ///
  /// - Parameter session: The session whose shared contexts to use; a new one by default.
  /// - Returns: Each preview's name with its findings or its error, in order.
  public func auditAll(
    in session: PreviewSession = PreviewSession()
  ) async -> [(name: String, result: Result<[AccessibilityFinding], PreviewError>)] {
    await eachPreview(in: session) { AccessibilityAudit().findings(in: $0) }
  }

  /// `body` applied to the elements of every preview, in order, or the preview's error.
  private func eachPreview<Output>(
    in session: PreviewSession, _ body: ([Element]) -> Output
  ) async -> [(name: String, result: Result<Output, PreviewError>)] {
    var results: [(name: String, result: Result<Output, PreviewError>)] = []
    for preview in previews {
      do {
        results.append((preview.name, .success(body(try await session.elements(for: preview)))))
      } catch {
        results.append((preview.name, .failure(error)))
      }
    }
    return results
  }

  /// One self-contained HTML page showing every preview as a card.
  ///
  /// The page has inline CSS and no scripts; it opens with no network. A preview that
  /// fails shows its error in its card.
  ///
  /// - Parameters:
  ///   - title: The page title.
  ///   - session: The session whose shared contexts to use; a new one by default.
  /// - Returns: The HTML document.
  public func htmlGallery(
    title: String = "PureMVVM previews", in session: PreviewSession = PreviewSession()
  ) async -> String {
    var cards: [HTMLRenderer.Card] = []
    for preview in previews {
      do {
        cards.append(.init(title: preview.name, elements: try await session.elements(for: preview)))
      } catch {
        cards.append(.init(title: preview.name, error: error.description))
      }
    }
    return HTMLRenderer().page(title: title, cards: cards)
  }
}
