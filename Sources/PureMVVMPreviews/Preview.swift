import PureMVVMCore

/// A named way to show a view, with traits that prepare its environment.
///
/// `#Preview` declares one, as in SwiftUI, and ``PreviewCatalog/declared()`` finds it. A
/// preview is also a view you can build yourself: put it among a ``PreviewProvider``'s
/// `previews`. The body builds a view from plain values — never a view model — and may
/// read its modifiers' shared contexts:
///
/// ```swift
/// Preview("Todas las rutas", traits: .routeSamples) { context in
///   let store = try context[RouteSamples.self]
///   return Stateful(value: false) { shortRoutesOnly in … }
/// }
/// ```
///
/// Modifiers compose in order: the first listed wraps the body, the second wraps that.
public struct Preview: View {
  /// The kind of traits a view's preview takes.
  public enum ViewTraits {}

  /// The preview's name, unique within a catalog.
  public let name: String
  /// Where `#Preview` declared it (`Module/File.swift` and line), if it did.
  public internal(set) var source: (fileID: String, line: Int)?
  let traits: [PreviewTrait<ViewTraits>]
  let makeBody: (PreviewContext) throws -> AnyView

  /// Creates a preview whose body reads its modifiers' shared contexts.
  ///
  /// - Parameters:
  ///   - name: The name shown in the catalog.
  ///   - traits: Modifiers that prepare the preview, outermost last.
  ///   - body: Builds the design from the preview's context.
  public init<Content: View>(
    _ name: String,
    traits: PreviewTrait<ViewTraits>...,
    @ViewBuilder body: @escaping (PreviewContext) throws -> Content
  ) {
    self.init(name, traits: traits) { AnyView(try body($0)) }
  }

  /// Creates a preview of a design that needs no shared context.
  ///
  /// - Parameters:
  ///   - name: The name shown in the catalog.
  ///   - traits: Modifiers that prepare the preview, outermost last.
  ///   - body: Builds the design.
  public init<Content: View>(
    _ name: String,
    traits: PreviewTrait<ViewTraits>...,
    @ViewBuilder body: @escaping () throws -> Content
  ) {
    self.init(name, traits: traits) { _ in AnyView(try body()) }
  }

  init(
    _ name: String, traits: [PreviewTrait<ViewTraits>],
    makeBody: @escaping (PreviewContext) throws -> AnyView
  ) {
    self.name = name
    self.traits = traits
    self.makeBody = makeBody
  }

  /// The preview under another name.
  func renamed(_ name: String) -> Preview {
    var preview = Preview(name, traits: traits, makeBody: makeBody)
    preview.source = source
    return preview
  }

  /// The file name in a file identifier, `File.swift` in `Module/File.swift`.
  static func fileName(of fileID: String) -> String {
    fileID.split(separator: "/").last.map(String.init) ?? fileID
  }

  /// Resolves the body outside a session: with no shared contexts, so a body that reads
  /// one shows the error instead.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    do {
      try makeBody(PreviewContext(previewName: name, contexts: [:]))
        ._resolve(in: context.child(0), into: &elements)
    } catch {
      Text(verbatim: "Preview \"\(name)\" failed: \(error)")._resolve(in: context, into: &elements)
    }
  }

  /// One preview per argument, like `#Preview(_:traits:arguments:body:)`.
  ///
  /// Each preview is named `"<name> — <argument name>"`, for example
  /// `"Ruta — Bosque del Roble"`.
  ///
  /// ```swift
  /// static var previews: some View {
  ///   Preview.each("Ruta", arguments: routes, namedBy: \.name) { route, context in
  ///     RouteRow(route: route)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The common part of the names.
  ///   - traits: Modifiers that prepare every preview.
  ///   - arguments: The values to preview.
  ///   - argumentName: Names one argument; the preview's name ends with it.
  ///   - body: Builds the view for one argument.
  /// - Returns: The previews, in the order of `arguments`, as one view.
  public static func each<Argument, Content: View>(
    _ name: String,
    traits: PreviewTrait<ViewTraits>...,
    arguments: some Sequence<Argument>,
    namedBy argumentName: (Argument) -> String,
    @ViewBuilder body: @escaping (Argument, PreviewContext) throws -> Content
  ) -> some View {
    let previews = arguments.map { argument in
      Preview("\(name) — \(argumentName(argument))", traits: traits) { context in
        AnyView(try body(argument, context))
      }
    }
    return ForEach(previews.indices, id: \.self) { previews[$0] }
  }
}
