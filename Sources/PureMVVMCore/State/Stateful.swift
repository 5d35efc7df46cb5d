/// A design that owns one value and hands its content a ``Binding`` to it.
///
/// Use it in previews and tests to give a design that takes a binding some live state,
/// the way `@Previewable @State` does in SwiftUI:
///
/// ```swift
/// Stateful(value: 1) { count in
///   CountDesign(count: count)
/// }
/// ```
///
/// The value lives as long as the host that resolves the design (a ``DesignInspector``,
/// a ``DesignConsole`` or a preview session) and survives every re-render by that host.
public struct Stateful<Value, Content: Design>: Design {
  private let initialValue: Value
  private let content: (Binding<Value>) -> Content

  /// Creates a design that owns `value` and passes a binding to it to `content`.
  ///
  /// - Parameters:
  ///   - value: The initial value.
  ///   - content: Builds the design from a binding to the value.
  public init(value: Value, @DesignBuilder content: @escaping (Binding<Value>) -> Content) {
    self.initialValue = value
    self.content = content
  }

  /// Resolves the content with a binding to this position's stored value.
  ///
  /// - Parameters:
  ///   - context: Where the design sits; its position keys the stored value.
  ///   - elements: The elements resolved so far, to append to.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let box = context.store.box(at: context.position, initialValue: initialValue)
    content(Binding(location: box))._resolve(in: context.child(1), into: &elements)
  }
}
