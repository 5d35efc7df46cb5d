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
    let value = observe(context, context.resolveRecordingRows(content, into: &elements))
    var nothing: [Element] = []
    EmptyView().onChange(of: value, initial: initial, action)
      ._resolve(in: context.child(1), into: &nothing)
  }
}
