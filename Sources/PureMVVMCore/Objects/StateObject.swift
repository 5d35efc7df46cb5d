/// An ``ObservableObject`` a view creates and owns, like SwiftUI's `@StateObject`.
///
/// ```swift
/// struct LoginView: View {
///   @StateObject var viewModel = LoginViewModel()
///   var body: some View {
///     LoginDesign(enteredUserName: $viewModel.enteredUserName, …)
///   }
/// }
/// ```
///
/// The object is created once per identity, the first time the view appears at its place
/// in the tree, and released when the view leaves it — the expression is not evaluated
/// again while the view stays. The view follows the object's changes.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  private var cell: ObjectCell<ObjectType>

  /// Creates the object on first appearance with `thunk`.
  ///
  /// - Parameter thunk: Creates the object; evaluated once per identity.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    cell = ObjectCell(thunk)
  }

  /// The object.
  ///
  /// Read outside a host, each copy of the view creates its own object, as in SwiftUI.
  public var wrappedValue: ObjectType { cell.object }

  /// Bindings to the object's properties: `$viewModel.name`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject.Wrapper(object: cell.object)
  }
}

extension StateObject: InstalledProperty {
  func unlinkedCopy() -> StateObject {
    var copy = self
    copy.cell = cell.copy()
    return copy
  }

  func install(slot: Int, in context: ResolveContext) -> String? {
    // The host's own storage even while a view is replayed: the object is made once.
    let box = context.storageGraph.state.storage(at: context.storageKey(slot: slot)) {
      ObjectBox(cell.object)
    }
    cell.adopt(box.object)
    context.graph.observe(box.object)
    return nil
  }
}

/// The object a ``StateObject`` keeps between resolutions.
final class ObjectBox<Object: AnyObject> {
  let object: Object

  init(_ object: Object) {
    self.object = object
  }
}

/// What a ``StateObject`` holds: a way to create its object, and the object once made or
/// adopted from storage.
final class ObjectCell<Object: AnyObject> {
  private enum Content {
    case unmade(() -> Object)
    case made(Object)
  }

  private var content: Content

  init(_ make: @escaping () -> Object) {
    content = .unmade(make)
  }

  var object: Object {
    switch content {
    case .made(let object):
      return object
    case .unmade(let make):
      let object = make()
      content = .made(object)
      return object
    }
  }

  /// A cell that makes, or holds, the same object as this one, linked to nothing.
  func copy() -> ObjectCell {
    ObjectCell(content: content)
  }

  private init(content: Content) {
    self.content = content
  }

  func adopt(_ object: Object) {
    content = .made(object)
  }
}
