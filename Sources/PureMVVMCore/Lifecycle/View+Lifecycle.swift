extension View {
  /// Runs `action` each time the view appears: the first time a host resolves it at its
  /// place in the tree, and again after it left and came back.
  ///
  /// - Parameter action: What to do; state it changes shows in the same rendering.
  /// - Returns: The view.
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(LifecycleModifier(event: .appear(action ?? {})))
  }

  /// Runs `action` each time the view leaves the tree.
  ///
  /// - Parameter action: What to do.
  /// - Returns: The view.
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(LifecycleModifier(event: .disappear(action ?? {})))
  }

  /// Starts `action` when the view appears and cancels it when the view disappears.
  ///
  /// Tests wait for the work with `DesignInspector/settle()`.
  ///
  /// - Parameters:
  ///   - name: The task's name, which `Task.name` reads inside it.
  ///   - priority: The task's priority.
  ///   - file: Where the task is started, for a debugger: accepted.
  ///   - line: The line it is started on: accepted.
  ///   - action: The work, run on the main actor.
  /// - Returns: The view.
  nonisolated public func task(
    name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID,
    line: Int = #line, _ action: @escaping @MainActor () async -> Void
  ) -> some View {
    modifier(
      LifecycleModifier(event: .task(id: nil, name: name, priority: priority, action: action)))
  }

  /// Starts `action` when the view appears, and again (cancelling the previous run)
  /// whenever `value` changes; cancels it when the view disappears.
  ///
  /// - Parameters:
  ///   - value: What the work depends on.
  ///   - name: The task's name, which `Task.name` reads inside it.
  ///   - priority: The task's priority.
  ///   - file: Where the task is started, for a debugger: accepted.
  ///   - line: The line it is started on: accepted.
  ///   - action: The work, run on the main actor.
  /// - Returns: The view.
  nonisolated public func task<Value: Equatable>(
    id value: Value, name: String? = nil, priority: TaskPriority = .userInitiated,
    file: String = #fileID, line: Int = #line, _ action: @escaping @MainActor () async -> Void
  ) -> some View {
    modifier(
      LifecycleModifier(
        event: .task(
          id: AnyHashable(TaskID(value)), name: name, priority: priority, action: action)))
  }

  /// Runs `action` with the old and new value when `value` differs from its value in the
  /// previous resolution; with `initial: true`, also when the view appears.
  ///
  /// - Parameters:
  ///   - value: The value to watch.
  ///   - initial: Whether to run the action when the view appears, with the value as both
  ///     old and new.
  ///   - action: What to do with the old and new value.
  /// - Returns: The view.
  nonisolated public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false,
    _ action: @escaping (_ oldValue: Value, _ newValue: Value) -> Void
  ) -> some View {
    modifier(
      LifecycleModifier(
        event: .change(
          value: value, isEqual: { ($0 as? Value) == value }, initial: initial,
          action: { old, new in
            // The registry hands back the values this modifier registered.
            guard let old = old as? Value, let new = new as? Value else { return }
            action(old, new)
          })))
  }

  /// Runs `action` when `value` differs from its value in the previous resolution; with
  /// `initial: true`, also when the view appears.
  ///
  /// - Parameters:
  ///   - value: The value to watch.
  ///   - initial: Whether to run the action when the view appears.
  ///   - action: What to do.
  /// - Returns: The view.
  nonisolated public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    onChange(of: value, initial: initial) { _, _ in action() }
  }

  /// Runs `action` with the new value when `value` changes.
  ///
  /// The iOS 14 form, which SwiftUI deprecates in favour of `onChange(of:initial:_:)`;
  /// PureMVVM keeps it without a warning, so code written for it compiles here as it does
  /// there (where it warns).
  ///
  /// - Parameters:
  ///   - value: The value to watch.
  ///   - action: What to do with the new value.
  /// - Returns: The view.
  nonisolated public func onChange<Value: Equatable>(
    of value: Value, perform action: @escaping (_ newValue: Value) -> Void
  ) -> some View {
    onChange(of: value, initial: false) { _, new in action(new) }
  }
}
