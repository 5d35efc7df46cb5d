#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// What a ``UIViewRepresentable`` is told as it makes and updates its view: its
  /// coordinator, the running transaction and the environment, like SwiftUI's
  /// `UIViewRepresentableContext`.
  @MainActor @preconcurrency
  public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator ``UIViewRepresentable/makeCoordinator()`` made.
    public let coordinator: Representable.Coordinator
    /// The transaction of the change being shown.
    public var transaction: Transaction
    /// The environment at the representable's place.
    public var environment: EnvironmentValues
  }
#endif
