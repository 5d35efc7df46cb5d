#if !os(macOS)
  /// What a ``NSViewRepresentable`` is told as it makes and updates its view: its
  /// coordinator, the running transaction and the environment, like SwiftUI's
  /// `NSViewRepresentableContext`.
  @MainActor @preconcurrency
  public struct NSViewRepresentableContext<Representable: NSViewRepresentable> {
    /// The coordinator ``NSViewRepresentable/makeCoordinator()`` made.
    public let coordinator: Representable.Coordinator
    /// The transaction of the change being shown.
    public var transaction: Transaction
    /// The environment at the representable's place.
    public var environment: EnvironmentValues
  }
#endif
