/// Watches a value read from the lists and lazy stacks inside once they have resolved,
/// and runs an action as `.onChange(of:initial:_:)` would; primitive.
nonisolated struct ScrollObserverModifier<Value: Equatable>: ViewModifier {
  typealias Body = Never
  /// What the value is read from, about the last container inside.
  enum Source {
    /// Its scroll geometry.
    case geometry((ScrollGeometry) -> Value)
    /// Its scrolls so far, and its geometry.
    case scrolls((ScrollEvent) -> Value)
    /// The rows it shows.
    case rows((ShownRows) -> Value)
  }

  /// What the value is read from.
  let observe: Source
  let initial: Bool
  let action: (Value, Value) -> Void

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let rows = context.resolveRecordingRows(content, into: &elements)
    let value =
      switch observe {
      case .geometry(let read): read(context.scrollGeometry(of: rows))
      case .rows(let read): read(rows)
      case .scrolls(let read):
        read(
          ScrollEvent(
            scrolls: context.graph.lazyWindow.scrolls, byHost: context.graph.lastScrollWasByHost,
            geometry: context.scrollGeometry(of: rows)))
      }
    var nothing: [Element] = []
    EmptyView().onChange(of: value, initial: initial, action)
      ._resolve(in: context.child(1), into: &nothing)
  }
}
