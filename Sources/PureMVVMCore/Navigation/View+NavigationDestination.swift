extension View {
  /// Tells the enclosing ``NavigationStack`` which screen to push for values of a type,
  /// like SwiftUI's `navigationDestination(for:destination:)`.
  ///
  /// - Parameters:
  ///   - data: The type of the values.
  ///   - destination: The screen for a value.
  /// - Returns: The view.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(
      NavigationDestinationModifier { navigation, _ in
        navigation.register(D.self) { AnyView(destination($0)) }
      })
  }

  /// Pushes a screen while `isPresented` is true, like SwiftUI's
  /// `navigationDestination(isPresented:destination:)`; popping it sets it to `false`.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the screen is pushed.
  ///   - destination: The screen.
  /// - Returns: The view.
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    let screen = AnyView(destination())
    return modifier(
      NavigationDestinationModifier { navigation, identity in
        guard isPresented.wrappedValue else { return }
        navigation.pushState(
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
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(
      NavigationDestinationModifier { navigation, identity in
        guard let value = item.wrappedValue else { return }
        navigation.pushState(
          .init(
            identity: identity ^ UInt64(bitPattern: Int64(value.hashValue)),
            content: { AnyView(destination(value)) }, pop: { item.wrappedValue = nil }))
      })
  }
}

/// Registers a destination with, or pushes a screen on, the enclosing stack; primitive.
struct NavigationDestinationModifier: ViewModifier {
  typealias Body = Never
  let apply: (NavigationContext, UInt64) -> Void

  func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    if let navigation = context.environment.navigation {
      context.noteWriteOutside()
      apply(navigation, context.position)
    }
    content._resolve(in: context.child(0), into: &elements)
  }
}
