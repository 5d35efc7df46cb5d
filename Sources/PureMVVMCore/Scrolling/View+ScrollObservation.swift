extension View {
  /// Runs `action` when a value worked out from the scroll geometry changes, like
  /// SwiftUI's `onScrollGeometryChange(for:of:action:)`; see ``ScrollGeometry`` for how a
  /// host measures it.
  ///
  /// - Parameters:
  ///   - type: The value's type.
  ///   - transform: The value, from the geometry.
  ///   - action: What to do with the old and new value.
  /// - Returns: The view.
  nonisolated public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    modifier(
      ScrollObserverModifier(
        observe: .geometry(transform),
        initial: false, action: action))
  }

  /// Runs `action` when the scroll phase changes, like SwiftUI's
  /// `onScrollPhaseChange(_:)`: a host's scroll goes from `.idle` to `.interacting` and
  /// back, one the design asks for through `.animating`.
  ///
  /// - Parameter action: What to do with the old and new phase.
  /// - Returns: The view.
  nonisolated public func onScrollPhaseChange(
    _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void
  ) -> some View {
    onScrollPhaseChange { old, new, _ in action(old, new) }
  }

  /// Runs `action` when the scroll phase changes, with the scroll geometry, like SwiftUI's
  /// `onScrollPhaseChange(_:)`: a host's scroll goes from `.idle` to `.interacting` and
  /// back, one the design asks for through `.animating`.
  ///
  /// - Parameter action: What to do with the old and new phase and their context.
  /// - Returns: The view.
  nonisolated public func onScrollPhaseChange(
    _ action:
      @escaping (
        _ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext
      ) -> Void
  ) -> some View {
    modifier(
      ScrollObserverModifier(
        observe: .scrolls { $0 },
        initial: false,
        action: { old, new in
          guard old.scrolls != new.scrolls else { return }
          let context = ScrollPhaseChangeContext(geometry: new.geometry, velocity: nil)
          action(.idle, new.movingPhase, context)
          action(new.movingPhase, .idle, context)
        }))
  }

  /// Runs `action` when the view comes into sight or leaves it, like SwiftUI's
  /// `onScrollVisibilityChange(threshold:_:)`: in a list or lazy stack, when its row
  /// comes into the host's window or leaves it; elsewhere, when it appears or disappears.
  ///
  /// - Parameters:
  ///   - threshold: How much of the view must be in sight; accepted.
  ///   - action: What to do with whether it is in sight.
  /// - Returns: The view.
  nonisolated public func onScrollVisibilityChange(
    threshold: Double = 0.5, _ action: @escaping (Bool) -> Void
  ) -> some View {
    onAppear { action(true) }.onDisappear { action(false) }
  }

  /// Runs `action` with the identities of the rows in sight when they change, like
  /// SwiftUI's `onScrollTargetVisibilityChange(idType:threshold:_:)`: the rows of the
  /// list or lazy stack inside that are in the host's window, whose identities are `ID`s.
  ///
  /// - Parameters:
  ///   - idType: The identities' type.
  ///   - threshold: How much of a row must be in sight; accepted.
  ///   - action: What to do with the identities.
  /// - Returns: The view.
  nonisolated public func onScrollTargetVisibilityChange<ID: Hashable>(
    idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void
  ) -> some View {
    modifier(
      ScrollObserverModifier(
        observe: .rows { rows in rows.ids.compactMap { $0.base as? ID } }, initial: true,
        action: { _, new in action(new) }))
  }

  /// Flashes the scroll indicators when the view appears; accepted: a host draws none.
  ///
  /// - Parameter onAppear: Whether to flash them.
  /// - Returns: The view.
  nonisolated public func scrollIndicatorsFlash(onAppear: Bool) -> some View {
    self
  }

  /// Flashes the scroll indicators when `value` changes; accepted: a host draws none.
  ///
  /// - Parameter value: The value to watch.
  /// - Returns: The view.
  nonisolated public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View {
    self
  }
}
