/// Holds back the lifecycle registrations of views a container resolves but does not
/// show — screens under the top of a navigation stack, tabs that are not selected — so
/// their `onAppear` does not run and their `onDisappear` runs when they leave the screen,
/// while their state is kept.
@MainActor
final class LifecycleGate {
  private var held: [(group: Int?, event: LifecycleRegistry.Event, position: UInt64)] = []
  /// The index of the first element of each group, in order; a group's number is its
  /// index here.
  ///
  /// It and ``group`` skip the run-time exclusivity check (two a row of a list, each row a
  /// group). That is safe: the gate is only used on the main actor, and no access to
  /// either runs any other code while it lasts (each reads, assigns or appends an integer).
  @exclusivity(unchecked) private(set) var groupStarts: [Int] = []
  /// The group registrations are counted in now: the tab being resolved.
  @exclusivity(unchecked) private var group: Int?

  /// Starts a new group (a tab), whose elements start at `firstElement` of the container's
  /// elements.
  func beginGroup(at firstElement: Int) {
    group = groupStarts.count
    groupStarts.append(firstElement)
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

  /// Takes the registrations held for each of `count` elements, in order: those of the
  /// group the element is in, and those made outside any group.
  func takeEvents(forElements count: Int) -> [[HeldLifecycleEvent]] {
    var byGroup = Array(repeating: [HeldLifecycleEvent](), count: groupStarts.count)
    var ungrouped: [HeldLifecycleEvent] = []
    for (group, event, position) in held {
      if let group {
        byGroup[group].append(HeldLifecycleEvent(event: event, position: position))
      } else {
        ungrouped.append(HeldLifecycleEvent(event: event, position: position))
      }
    }
    held = []
    var group = -1
    return (0..<count).map { index in
      while group + 1 < groupStarts.count, groupStarts[group + 1] <= index { group += 1 }
      return group < 0 ? ungrouped : ungrouped + byGroup[group]
    }
  }
}

/// A lifecycle registration held back for a view, to make when the view is shown.
struct HeldLifecycleEvent {
  /// What to register.
  let event: LifecycleRegistry.Event
  /// The view's position.
  let position: UInt64
}
