/// A stack of screens, the top one shown, like SwiftUI's `NavigationStack`.
///
/// Screens are pushed by ``NavigationLink``s, by values appended to a bound `path`, and by
/// `navigationDestination(isPresented:)`/`(item:)`. Every screen keeps its state while it is
/// in the stack; only the top one is drawn and searched by the inspector, and only its
/// `onAppear` runs (a screen a push covers gets `onDisappear`, and `onAppear` again when it
/// is back on top). The text renderer draws the top screen under a bar with `‹ Previous`,
/// the back affordance; `@Environment(\.dismiss)` in a pushed screen pops it, and a test
/// pops with `inspector.back()`.
///
/// ```swift
/// NavigationStack(path: $viewModel.path) {
///   List(routes) { route in NavigationLink(route.name, value: route.id) }
///     .navigationDestination(for: Route.ID.self) { id in RouteDetail(id: id) }
/// }
/// ```
public nonisolated struct NavigationStack<Data, Root: View>: View {
  private let root: Root
  private let boundPath: Binding<[AnyHashable]>?

  /// Creates a stack that keeps its own path.
  ///
  /// - Parameter root: The first screen.
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    boundPath = nil
  }

  /// Creates a stack whose pushed values are `path`.
  ///
  /// - Parameters:
  ///   - path: The values pushed, first pushed first.
  ///   - root: The first screen.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root)
  where Data == NavigationPath {
    self.root = root()
    boundPath = Binding(
      get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
  }

  /// Creates a stack whose pushed values are a collection of one type.
  ///
  /// - Parameters:
  ///   - path: The values pushed, first pushed first.
  ///   - root: The first screen.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.root = root()
    let eraser = PathEraser(path)
    boundPath = Binding(get: eraser.get, set: eraser.set)
  }

  /// Resolves every screen, keeping their state, to one element showing the top one.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    NavigationStackResolution(root: AnyView(root), boundPath: boundPath, context: context)
      .resolve(into: &elements)
  }
}

/// A typed path as a path of any hashable values; values of other types are not pushed.
private final class PathEraser<Data: RangeReplaceableCollection> where Data.Element: Hashable {
  private let path: Binding<Data>

  init(_ path: Binding<Data>) {
    self.path = path
  }

  func get() -> [AnyHashable] {
    var values: [AnyHashable] = []
    for element in path.wrappedValue { values.append(AnyHashable(element)) }
    return values
  }

  func set(_ values: [AnyHashable]) {
    var path = Data()
    for value in values {
      if let element = value.base as? Data.Element { path.append(element) }
    }
    self.path.wrappedValue = path
  }
}
