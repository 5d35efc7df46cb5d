/// A type-erased view, for storing views of different types in one place, like SwiftUI's
/// `AnyView`.
public nonisolated struct AnyView: View {
  /// The view, held in place when it is small (a text, an image): a closure around it
  /// allocated its context for every view wrapped, a label of every styled control.
  private let view: any View

  /// Wraps a view, hiding its type.
  ///
  /// - Parameter view: The view to wrap.
  public init(_ view: some View) {
    self.view = view
  }

  /// Wraps a view, hiding its type.
  ///
  /// - Parameter view: The view to wrap.
  public init(erasing view: some View) {
    self.init(view)
  }

  /// Resolves the wrapped design.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    if context.stopsTooDeep(into: &elements) { return }
    view._resolve(in: context, into: &elements)
  }
}
