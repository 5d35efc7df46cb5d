/// The shared contexts available to one preview's body, looked up by modifier type.
///
/// ```swift
/// Preview("Todas las rutas", traits: .routeSamples) { context in
///   let store = try context[RouteSamples.self]
///   …
/// }
/// ```
@MainActor
public struct PreviewContext {
  let previewName: String
  let contexts: [ObjectIdentifier: ContextBox]

  /// The shared context of modifier `modifier`.
  ///
  /// - Parameter modifier: A modifier type listed in the preview's traits.
  /// - Throws: ``PreviewError/modifierNotListed(preview:modifier:)`` if the preview's traits
  ///   do not list that modifier type.
  public subscript<Modifier: PreviewModifier>(
    modifier: Modifier.Type
  ) -> Modifier.Context {
    get throws(PreviewError) {
      guard let context = contexts[ObjectIdentifier(modifier)]?.value as? Modifier.Context
      else {
        throw .modifierNotListed(
          preview: previewName, modifier: String(describing: modifier))
      }
      return context
    }
  }
}
