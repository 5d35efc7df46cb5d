extension View {
  /// Animates changes in this view with `animation` whenever `value` changes, like
  /// SwiftUI's `animation(_:value:)`.
  ///
  /// A host draws the final state at once; when `value` changes, the host's last
  /// transaction takes this animation (unless it disables animations), and the view's
  /// elements carry it in ``ElementAttributes/animation``.
  ///
  /// - Parameters:
  ///   - animation: The animation; `nil` for none.
  ///   - value: The value whose changes animate.
  /// - Returns: The view.
  nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modifier(
      ImplicitAnimationModifier(
        transform: { if !$0.disablesAnimations { $0.animation = animation } },
        animation: animation, trigger: .value(value, isEqual: { ($0 as? V) == value })))
  }

  /// Animates every change in this view with `animation`, like SwiftUI's deprecated
  /// `animation(_:)`.
  ///
  /// - Parameter animation: The animation; `nil` for none.
  /// - Returns: The view.
  nonisolated public func animation(_ animation: Animation?) -> some View {
    modifier(
      ImplicitAnimationModifier(
        transform: { if !$0.disablesAnimations { $0.animation = animation } },
        animation: animation, trigger: .everyChange))
  }

  /// Animates the changes the modifiers in `body` make with `animation`, like SwiftUI's
  /// `animation(_:body:)`.
  ///
  /// - Parameters:
  ///   - animation: The animation; `nil` for none.
  ///   - body: Modifiers applied to the view, given as a placeholder.
  /// - Returns: The view.
  nonisolated public func animation<V: View>(
    _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    body(PlaceholderContentView(self)).animation(animation)
  }

  /// Changes the transaction of every change in this view, like SwiftUI's
  /// `transaction(_:)`.
  ///
  /// A host applies `transform` to the last change's transaction when it resolves the view
  /// after the change.
  ///
  /// - Parameter transform: The change to the transaction.
  /// - Returns: The view.
  nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void)
    -> some View
  {
    modifier(ImplicitAnimationModifier(transform: transform, animation: nil, trigger: .everyChange))
  }

  /// Changes the transaction of changes in this view when `value` changes.
  ///
  /// - Parameters:
  ///   - value: The value whose changes the transform applies to.
  ///   - transform: The change to the transaction.
  /// - Returns: The view.
  nonisolated public func transaction(
    value: some Equatable, _ transform: @escaping (inout Transaction) -> Void
  ) -> some View {
    modifier(
      ImplicitAnimationModifier(
        transform: transform, animation: nil, trigger: .value(value, isEqual: equals(value))))
  }

  /// Changes the transaction of the changes the modifiers in `body` make.
  ///
  /// - Parameters:
  ///   - transform: The change to the transaction.
  ///   - body: Modifiers applied to the view, given as a placeholder.
  /// - Returns: The view.
  nonisolated public func transaction<V: View>(
    _ transform: @escaping (inout Transaction) -> Void,
    @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    body(PlaceholderContentView(self)).transaction(transform)
  }
}

/// Whether a value is equal to `value`, for a trigger that holds values as `Any`.
private func equals<V: Equatable>(_ value: V) -> (Any) -> Bool {
  { ($0 as? V) == value }
}
