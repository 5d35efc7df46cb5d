/// A view that owns one value and hands its content a ``Binding`` to it.
///
/// Use it in previews and tests to give a view that takes a binding some live state,
/// the way `@Previewable @State` does in SwiftUI:
///
/// ```swift
/// Stateful(value: 1) { count in
///   CountView(count: count)
/// }
/// ```
///
/// The value is kept with the same rules as ``State``: it lives while the `Stateful` is in
/// the tree of its host (a `DesignInspector`, a `DesignConsole` or a preview session)
/// and is dropped when it leaves.
public nonisolated struct Stateful<Value, Content: View>: View {
  private let initialValue: Value
  private let content: (Binding<Value>) -> Content

  /// Creates a view that owns `value` and passes a binding to it to `content`.
  ///
  /// - Parameters:
  ///   - value: The initial value.
  ///   - content: Builds the view from a binding to the value.
  public init(value: Value, @ViewBuilder content: @escaping (Binding<Value>) -> Content) {
    self.initialValue = value
    self.content = content
  }

  /// Resolves the content with a binding to this position's stored value.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let graph = context.storageGraph
    let box = graph.state.storage(at: context.primitiveStorageKey) {
      StateBox(initialValue, invalidation: graph.invalidation)
    }
    content(Binding(location: box))._resolve(in: context.child(1), into: &elements)
  }
}
