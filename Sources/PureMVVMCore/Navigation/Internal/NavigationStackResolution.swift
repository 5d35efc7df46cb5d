/// Resolves a ``NavigationStack``: its root, each pushed screen and each screen state
/// pushes, in order; the last is on top.
@MainActor
struct NavigationStackResolution {
  /// A screen pushed by a link rather than a bound path.
  enum Entry {
    case value(AnyHashable)
    case view(id: Int, make: () -> AnyView)
  }

  /// The pushes a stack keeps itself.
  struct State {
    var entries: [Entry] = []
    var nextID = 0
  }

  private struct Screen {
    var elements: [Element] = []
    let gate: LifecycleGate
    let pop: (() -> Void)?
  }

  let root: AnyView
  let boundPath: Binding<[AnyHashable]>?
  let context: ResolveContext

  func resolve(into elements: inout [Element]) {
    let state = context.primitiveState(State())
    let navigation = makeContext(state: state)
    var screens = [screen(root, at: context.child(0), navigation: navigation, pop: nil)]
    let path = boundPath?.wrappedValue ?? []
    for (index, value) in path.enumerated() {
      let pop = {
        if let boundPath { boundPath.wrappedValue.removeLast(path.count - index) }
      }
      screens.append(
        screen(
          destination(for: value, in: navigation), at: screenContext(index, value),
          navigation: navigation,
          pop: pop))
    }
    for (index, entry) in state.wrappedValue.entries.enumerated() {
      let count = state.wrappedValue.entries.count
      let pop = { state.wrappedValue.entries.removeLast(count - index) }
      switch entry {
      case .value(let value):
        screens.append(
          screen(
            destination(for: value, in: navigation),
            at: screenContext(path.count + index, value), navigation: navigation, pop: pop))
      case .view(let id, let make):
        screens.append(
          screen(
            make(), at: screenContext(path.count + index, id), navigation: navigation, pop: pop))
      }
    }
    var index = 0
    while index < navigation.stateScreens.count {
      let pushed = navigation.stateScreens[index]
      screens.append(
        screen(
          pushed.content(), at: context.child(2).child(pushed.identity), navigation: navigation,
          pop: pushed.pop))
      index += 1
    }
    elements.append(stackElement(screens))
  }

  private func makeContext(state: Binding<State>) -> NavigationContext {
    let boundPath = self.boundPath
    return NavigationContext(
      pushValue: { value in
        if let boundPath {
          boundPath.wrappedValue.append(value)
        } else {
          state.wrappedValue.entries.append(.value(value))
        }
      },
      pushView: { make in
        let id = state.wrappedValue.nextID
        state.wrappedValue.nextID += 1
        state.wrappedValue.entries.append(.view(id: id, make: make))
      })
  }

  private func screenContext(_ index: Int, _ identity: some Hashable) -> ResolveContext {
    context.child(1).child(UInt64(index)).child(identifiedBy: identity)
  }

  private func destination(for value: AnyHashable, in navigation: NavigationContext) -> AnyView {
    navigation.destination(for: value)
      ?? AnyView(MissingDestination(typeName: "\(type(of: value.base))"))
  }

  private func screen(
    _ view: AnyView, at screenContext: ResolveContext, navigation: NavigationContext,
    pop: (() -> Void)?
  ) -> Screen {
    var screen = Screen(gate: LifecycleGate(), pop: pop)
    var inner = screenContext
    inner.environment.navigation = navigation
    inner.provideEditMode()
    inner.lifecycleGate = screen.gate
    if let pop {
      inner.environment.dismiss = DismissAction(MainActorAction(pop))
      inner.environment.isPresented = true
    }
    view._resolve(in: inner, into: &screen.elements)
    return screen
  }

  private func stackElement(_ screens: [Screen]) -> Element {
    let top = screens[screens.count - 1]
    top.gate.release(to: context)
    let titles = screens.map { Element.navigationTitle(in: $0.elements) ?? "" }
    var element = Element(
      .navigationStack(titles: titles), children: top.elements, context: context)
    if let pop = top.pop { element.withHandlers { $0.back = pop } }
    return element
  }
}

/// What a stack shows for a value no `navigationDestination(for:)` handles.
private nonisolated struct MissingDestination: View {
  typealias Body = Never
  let typeName: String

  @MainActor func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let message =
      "No navigationDestination(for: \(typeName).self) in this NavigationStack for the value "
      + "pushed; add one to a screen of the stack."
    elements.append(Element.failure(message, context: context))
  }
}
