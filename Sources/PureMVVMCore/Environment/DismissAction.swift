/// Dismisses the current presentation, like SwiftUI's `DismissAction`.
///
/// Read it with `@Environment(\.dismiss) private var dismiss` and call it: `dismiss()`.
/// Outside a presentation it does nothing.
public struct DismissAction: Sendable {
  private let action: @MainActor @Sendable () -> Void

  /// Creates an action that runs `action`.
  ///
  /// - Parameter action: What dismissing does.
  public init(_ action: @escaping @MainActor @Sendable () -> Void) {
    self.action = action
  }

  /// Creates an action that runs a main-actor action the host made.
  init(_ action: MainActorAction) {
    self.action = { action() }
  }

  /// Dismisses the presentation.
  @MainActor
  public func callAsFunction() {
    action()
  }
}
