import Foundation

/// Watches a value read from the lists and lazy stacks inside once they have resolved,
/// and runs an action as `.onChange(of:initial:_:)` would; primitive.
struct ScrollObserverModifier<Value: Equatable>: ViewModifier {
  typealias Body = Never
  /// The value, from this view's context and the rows the last container showed.
  let observe: (ResolveContext, ShownRows) -> Value
  let initial: Bool
  let action: (Value, Value) -> Void

  func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let graph = context.graph
    graph.shownRows = ShownRows()
    var inner = context.child(0)
    inner.recordsScrollIDs = true
    content._resolve(in: inner, into: &elements)
    let value = observe(context, graph.shownRows)
    var nothing: [Element] = []
    EmptyView().onChange(of: value, initial: initial, action)
      ._resolve(in: context.child(1), into: &nothing)
  }
}

extension ResolveContext {
  /// The geometry of the scroll view whose rows are `rows`, the size of the space offered
  /// here (without noting a read of geometry).
  func scrollGeometry(of rows: ShownRows) -> ScrollGeometry {
    ScrollGeometry(rows: rows, in: (geometry ?? graph.rootGeometryAlways).size)
  }
}
