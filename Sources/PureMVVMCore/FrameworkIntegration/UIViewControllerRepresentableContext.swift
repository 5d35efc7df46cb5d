#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// What a ``UIViewControllerRepresentable`` is told as it makes and updates its controller: its
  /// coordinator, the running transaction and the environment, like SwiftUI's
  /// `UIViewControllerRepresentableContext`.
  @MainActor @preconcurrency
  public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator ``UIViewControllerRepresentable/makeCoordinator()`` made.
    public let coordinator: Representable.Coordinator
    /// The transaction of the change being shown.
    public var transaction: Transaction
    /// The environment at the representable's place.
    public var environment: EnvironmentValues
  }
#endif
