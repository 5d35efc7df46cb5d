/// Holds back the lifecycle registrations of views a container resolves but does not
/// show — screens under the top of a navigation stack, tabs that are not selected — so
/// their `onAppear` does not run and their `onDisappear` runs when they leave the screen,
/// while their state is kept.
@MainActor
final class LifecycleGate {
  private var held: [(group: Int?, event: LifecycleRegistry.Event, position: UInt64)] = []
  private var nextGroup = 0
  /// The group registrations are counted in now: the tab being resolved.
  private var group: Int?

  /// Starts a new group (a tab) and returns its number.
  func beginGroup() -> Int {
    let started = nextGroup
    group = started
    nextGroup += 1
    return started
  }

  func hold(_ event: LifecycleRegistry.Event, at position: UInt64) {
    held.append((group, event, position))
  }

  /// Passes on, through `context` (which may itself be gated), the registrations whose
  /// group `isShown` accepts; the rest are dropped.
  func release(to context: ResolveContext, where isShown: (Int?) -> Bool = { _ in true }) {
    for (group, event, position) in held where isShown(group) {
      context.registerLifecycle(event, at: position)
    }
    held = []
  }
}
