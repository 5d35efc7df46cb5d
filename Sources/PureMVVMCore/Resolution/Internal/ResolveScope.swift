/// The references a ``ResolveContext`` hands down unchanged through most of a tree: the
/// host's graph, the text fields' traits, the lifecycle gate and the geometry offered.
///
/// One object, never changed: a context is copied for every container and row, and each
/// copy retains this once instead of each reference it holds. A view that changes one of
/// them (`.focused(_:)`, a lazy stack's gate, a frame once views read geometry) makes a
/// new scope for its subtree.
@MainActor
final class ResolveScope {
  /// The host's graph.
  let storageGraph: ViewGraph
  /// What a `.focused(_:)` or `.onSubmit(_:)` above hands down to text fields.
  let fieldTraits: FieldTraits?
  /// Where lifecycle registrations go instead of the graph; `nil`: straight to it.
  let lifecycleGate: LifecycleGate?
  /// The space offered, once the views read geometry.
  let geometry: GeometryScope?

  /// The scope at the root of `graph`'s tree.
  convenience init(graph: ViewGraph) {
    self.init(graph: graph, fieldTraits: nil, lifecycleGate: nil, geometry: graph.rootGeometry)
  }

  private init(
    graph: ViewGraph, fieldTraits: FieldTraits?, lifecycleGate: LifecycleGate?,
    geometry: GeometryScope?
  ) {
    storageGraph = graph
    self.fieldTraits = fieldTraits
    self.lifecycleGate = lifecycleGate
    self.geometry = geometry
  }

  /// This scope with `fieldTraits` instead of its own.
  func replacing(fieldTraits: FieldTraits?) -> ResolveScope {
    ResolveScope(
      graph: storageGraph, fieldTraits: fieldTraits, lifecycleGate: lifecycleGate,
      geometry: geometry)
  }

  /// This scope with `lifecycleGate` instead of its own.
  func replacing(lifecycleGate: LifecycleGate?) -> ResolveScope {
    ResolveScope(
      graph: storageGraph, fieldTraits: fieldTraits, lifecycleGate: lifecycleGate,
      geometry: geometry)
  }

  /// This scope with `geometry` instead of its own.
  func replacing(geometry: GeometryScope?) -> ResolveScope {
    ResolveScope(
      graph: storageGraph, fieldTraits: fieldTraits, lifecycleGate: lifecycleGate,
      geometry: geometry)
  }
}
