/// A type-erased view, for storing views of different types in one place, like SwiftUI's
/// `AnyView`.
public struct AnyView: View {
  private let resolver: (ResolveContext, inout [Element]) -> Void

  /// Wraps a view, hiding its type.
  ///
  /// - Parameter view: The view to wrap.
  public init(_ view: some View) {
    resolver = { context, elements in view._resolve(in: context, into: &elements) }
  }

  /// Wraps a view, hiding its type.
  ///
  /// - Parameter view: The view to wrap.
  public init(erasing view: some View) {
    self.init(view)
  }

  /// Resolves the wrapped design.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    if context.stopsTooDeep(into: &elements) { return }
    resolver(context, &elements)
  }
}
