/// Refreshes the content of a view, like SwiftUI's `RefreshAction`: read as
/// `@Environment(\.refresh)` below `.refreshable`, where pulling a list down runs it.
public struct RefreshAction: Sendable {
  private let action: @Sendable () async -> Void

  init(_ action: @escaping @Sendable () async -> Void) {
    self.action = action
  }

  /// Refreshes, returning when the refresh is done.
  public func callAsFunction() async {
    await action()
  }
}

extension EnvironmentValues {
  /// How the content refreshes: `nil` unless a view above has `.refreshable`.
  public internal(set) var refresh: RefreshAction? {
    get { self[RefreshKey.self] }
    set { self[RefreshKey.self] = newValue }
  }
}

private enum RefreshKey: EnvironmentKey {
  static var defaultValue: RefreshAction? { nil }
}

extension View {
  /// Makes the view refreshable, like SwiftUI's `refreshable(action:)`: a list or scroll
  /// view in it refreshes when pulled down, and `@Environment(\.refresh)` runs `action`.
  ///
  /// A test refreshes with `await inspector.refresh()`, which returns when `action` does;
  /// a console with `refresh`.
  ///
  /// - Parameter action: The refresh; the pull-down indicator shows until it returns.
  /// - Returns: The view.
  nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    modifier(RefreshableModifier(action: RefreshAction(action)))
  }
}

/// Puts a refresh in the environment and on the elements the content produces; primitive.
nonisolated struct RefreshableModifier: ViewModifier {
  typealias Body = Never
  let action: RefreshAction

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    var inner = context.child(0)
    inner.environment.refresh = action
    let first = elements.endIndex
    content._resolve(in: inner, into: &elements)
    let action = action
    for index in first..<elements.endIndex {
      elements[index].withHandlers { $0.refresh = { await action() } }
    }
  }
}
