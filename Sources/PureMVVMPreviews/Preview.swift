import PureMVVMCore

/// A named way to show a design, with traits that prepare its environment.
///
/// Mirrors SwiftUI's `#Preview`. The body builds a design from plain values — never a view
/// model — and may read its modifiers' shared contexts:
///
/// ```swift
/// Preview("Todas las rutas", traits: .routeSamples) { context in
///   let store = try context[RouteSamples.self]
///   return Stateful(value: false) { shortRoutesOnly in … }
/// }
/// ```
///
/// Modifiers compose in order: the first listed wraps the body, the second wraps that.
@MainActor
public struct Preview {
  /// The preview's name, unique within a catalog.
  public let name: String
  let traits: [PreviewTrait]
  let makeBody: (PreviewContext) throws -> AnyView

  /// Creates a preview whose body reads its modifiers' shared contexts.
  ///
  /// - Parameters:
  ///   - name: The name shown in the catalog.
  ///   - traits: Modifiers that prepare the preview, outermost last.
  ///   - body: Builds the design from the preview's context.
  public init<Content: View>(
    _ name: String,
    traits: PreviewTrait...,
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
    traits: PreviewTrait...,
    @ViewBuilder body: @escaping () throws -> Content
  ) {
    self.init(name, traits: traits) { _ in AnyView(try body()) }
  }

  init(
    _ name: String, traits: [PreviewTrait],
    makeBody: @escaping (PreviewContext) throws -> AnyView
  ) {
    self.name = name
    self.traits = traits
    self.makeBody = makeBody
  }

  /// One preview per argument, like `#Preview(_:traits:arguments:body:)`.
  ///
  /// Each preview is named `"<name> — <argument name>"`, for example
  /// `"Ruta — Bosque del Roble"`.
  ///
  /// ```swift
  /// Preview.each("Ruta", arguments: routes, namedBy: \.name) { route, context in
  ///   RouteRowDesign(route: route)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The common part of the names.
  ///   - traits: Modifiers that prepare every preview.
  ///   - arguments: The values to preview.
  ///   - argumentName: Names one argument; the preview's name ends with it.
  ///   - body: Builds the design for one argument.
  /// - Returns: The previews, in the order of `arguments`.
  public static func each<Argument, Content: View>(
    _ name: String,
    traits: PreviewTrait...,
    arguments: some Sequence<Argument>,
    namedBy argumentName: (Argument) -> String,
    @ViewBuilder body: @escaping (Argument, PreviewContext) throws -> Content
  ) -> [Preview] {
    arguments.map { argument in
      Preview("\(name) — \(argumentName(argument))", traits: traits) { context in
        AnyView(try body(argument, context))
      }
    }
  }
}
