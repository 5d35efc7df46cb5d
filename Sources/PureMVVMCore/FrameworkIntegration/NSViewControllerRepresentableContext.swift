#if !os(macOS)
  /// What a ``NSViewControllerRepresentable`` is told as it makes and updates its controller: its
  /// coordinator, the running transaction and the environment, like SwiftUI's
  /// `NSViewControllerRepresentableContext`.
  @MainActor @preconcurrency
  public struct NSViewControllerRepresentableContext<Representable: NSViewControllerRepresentable> {
    /// The coordinator ``NSViewControllerRepresentable/makeCoordinator()`` made.
    public let coordinator: Representable.Coordinator
    /// The transaction of the change being shown.
    public var transaction: Transaction
    /// The environment at the representable's place.
    public var environment: EnvironmentValues
  }
#endif
