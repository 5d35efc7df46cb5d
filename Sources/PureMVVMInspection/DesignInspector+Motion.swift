import PureMVVMCore

extension DesignInspector {
  /// The transaction of the design's last change: the animation a `withAnimation`,
  /// `withTransaction` or `Binding.animation(_:)` gave it, as the `.animation(_:value:)`
  /// and `.transaction(_:)` modifiers above the changed views left it; `nil` before the
  /// first change.
  ///
  /// A host has no clock: the change is drawn at its final state at once, and its
  /// completion handlers have run. So a test asserts the animation instead of watching it:
  ///
  /// ```swift
  /// try inspector.find(button: "Favourite").tap()
  /// #expect(inspector.lastTransaction?.animation == .spring)
  /// ```
  ///
  /// Changes are those of the design's `@State`, `@AppStorage` and bindings, and of
  /// `@Observable` models it reads, made on the main thread. Changes a resolution makes
  /// (in `onAppear` or `onChange`) keep the transaction of the change that caused them.
  public var lastTransaction: Transaction? {
    _ = elements
    return graph.invalidation.transaction
  }

  /// The feedback `.sensoryFeedback` modifiers played, oldest first: a host records it
  /// instead of playing it.
  public var sensoryFeedback: [SensoryFeedback] {
    _ = elements
    return graph.motion.sensoryFeedback
  }

  /// The views carrying a `.transition(_:)` that entered or left the design after its
  /// first resolution, oldest first.
  public var transitions: [TransitionRecord] {
    _ = elements
    return graph.motion.transitions
  }
}
