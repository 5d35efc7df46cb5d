/// What a ``NavigationStack`` gives the views of its screens: where links push, the
/// destinations views register, the screens state pushes.
@MainActor
final class NavigationContext {
  /// A screen pushed by state (`navigationDestination(isPresented:)` or `(item:)`).
  struct StateScreen {
    let identity: UInt64
    let content: () -> AnyView
    let pop: () -> Void
  }

  /// Pushes a value (a `NavigationLink(value:)`).
  let pushValue: (AnyHashable) -> Void
  /// Pushes a view (a `NavigationLink(destination:)`).
  let pushView: (@escaping () -> AnyView) -> Void
  /// Screens pushed by state, in the order their modifiers were resolved.
  private(set) var stateScreens: [StateScreen] = []
  private var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]

  init(
    pushValue: @escaping (AnyHashable) -> Void,
    pushView: @escaping (@escaping () -> AnyView) -> Void
  ) {
    self.pushValue = pushValue
    self.pushView = pushView
  }

  /// Registers the screens for values of the type `type` names
  /// (`navigationDestination(for:)`): `destination` makes one for a value of that type.
  func register(_ type: ObjectIdentifier, destination: @escaping (AnyHashable) -> AnyView?) {
    destinations[type] = destination
  }

  /// The destination registered for `value`'s type, if any.
  func destination(for value: AnyHashable) -> AnyView? {
    destinations[ObjectIdentifier(type(of: value.base))]?(value)
  }

  /// Adds a screen pushed by state.
  func pushState(_ screen: StateScreen) {
    stateScreens.append(screen)
  }
}
