extension View {
  /// Tells the enclosing ``NavigationStack`` which screen to push for values of a type,
  /// like SwiftUI's `navigationDestination(for:destination:)`.
  ///
  /// - Parameters:
  ///   - data: The type of the values.
  ///   - destination: The screen for a value.
  /// - Returns: The view.
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(
      NavigationDestinationModifier { _ in
        .values(ObjectIdentifier(D.self)) { value in
          (value.base as? D).map { AnyView(destination($0)) }
        }
      })
  }

  /// Pushes a screen while `isPresented` is true, like SwiftUI's
  /// `navigationDestination(isPresented:destination:)`; popping it sets it to `false`.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the screen is pushed.
  ///   - destination: The screen.
  /// - Returns: The view.
  nonisolated public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    let screen = AnyView(destination())
    return modifier(
      NavigationDestinationModifier { identity in
        guard isPresented.wrappedValue else { return nil }
        return .screen(
          .init(
            identity: identity, content: { screen }, pop: { isPresented.wrappedValue = false }))
      })
  }

  /// Pushes a screen for `item` while it is not `nil`, like SwiftUI's
  /// `navigationDestination(item:destination:)`; popping it sets it to `nil`.
  ///
  /// - Parameters:
  ///   - item: The value the screen shows.
  ///   - destination: The screen for the value.
  /// - Returns: The view.
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(
      NavigationDestinationModifier { identity in
        guard let value = item.wrappedValue else { return nil }
        return .screen(
          .init(
            identity: identity ^ UInt64(bitPattern: Int64(value.hashValue)),
            content: { AnyView(destination(value)) }, pop: { item.wrappedValue = nil }))
      })
  }
}

/// Registers a destination with, or pushes a screen on, the enclosing stack; primitive.
///
/// `destination` works out what to register or push from what the design gave (reading
/// its bindings as the view resolves) without reaching the stack, which lives on the main
/// actor: `_resolve` tells it.
nonisolated struct NavigationDestinationModifier: ViewModifier {
  typealias Body = Never

  /// What the modifier gives the stack.
  enum Destination {
    /// The screens for values of a type (named by its identifier): a screen for a value
    /// of that type, `nil` for any other value.
    case values(ObjectIdentifier, (AnyHashable) -> AnyView?)
    /// A screen pushed by state.
    case screen(NavigationContext.StateScreen)
  }

  /// What to give the stack, for the modifier's identity; `nil` for nothing.
  let destination: (UInt64) -> Destination?

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    if let navigation = context.environment.navigation {
      context.noteWriteOutside()
      switch destination(context.position) {
      case .values(let type, let screen): navigation.register(type, destination: screen)
      case .screen(let screen): navigation.pushState(screen)
      case nil: break
      }
    }
    content._resolve(in: context.child(0), into: &elements)
  }
}
