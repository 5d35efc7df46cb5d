/// A main-actor action that can cross into a `@Sendable` closure: a main-actor-isolated
/// class is `Sendable`, and the action only ever runs on the main actor.
@MainActor
final class MainActorAction {
  private let action: () -> Void

  init(_ action: @escaping () -> Void) {
    self.action = action
  }

  func callAsFunction() {
    action()
  }
}
