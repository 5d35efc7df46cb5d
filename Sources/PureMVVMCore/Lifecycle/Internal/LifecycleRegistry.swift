/// The lifecycle modifiers one resolution met, compared with the previous resolution's to
/// find what appeared, disappeared or changed — the points where SwiftUI runs
/// `onAppear`, `onDisappear`, `task` and `onChange`.
///
/// Each modifier registers under its own identity, so every action runs exactly once per
/// appearance, however many times the host resolves the view in between. Actions run in
/// tree order (a parent before its children, siblings in order: the order resolution
/// registered them in), and disappearances in reverse, so every host runs one design's
/// actions in one order.
@MainActor
package final class LifecycleRegistry {
  package enum Event {
    case appear(() -> Void)
    case disappear(() -> Void)
    case task(
      id: AnyHashable?, name: String?, priority: TaskPriority?,
      action: @MainActor () async -> Void)
    case change(value: Any, isEqual: (Any) -> Bool, initial: Bool, action: (Any, Any) -> Void)
  }

  private var current: [UInt64: Event] = [:]
  private var previous: [UInt64: Event] = [:]
  /// The positions of `current` and `previous` in the order they were first registered.
  private var currentOrder: [UInt64] = []
  private var previousOrder: [UInt64] = []
  /// The task each `task` modifier runs now, by the modifier's identity.
  private var tasks: [UInt64: Task<Void, Never>] = [:]
  /// Every task not finished yet, cancelled ones included; each removes itself when done.
  private var running: [Int: Task<Void, Never>] = [:]
  private var nextTaskID = 0

  /// Records `event` for the modifier at `position` in this resolution.
  package func register(_ event: Event, at position: UInt64) {
    if current.updateValue(event, forKey: position) == nil { currentOrder.append(position) }
  }

  /// Forgets what this resolution registered, as if it had not happened: its views saw
  /// a geometry that the next pass corrects.
  package func abandonPass() {
    current = [:]
    currentOrder = []
  }

  /// Ends a resolution: starts and cancels tasks, and returns the actions to run now.
  package func finishPass() -> [() -> Void] {
    var actions: [() -> Void] = []
    for position in currentOrder {
      guard let event = current[position] else { continue }
      let old = previous[position]
      switch event {
      case .appear(let action):
        if old == nil { actions.append(action) }
      case .disappear:
        break
      case .task(let id, let name, let priority, let action):
        if case .task(let oldID, _, _, _) = old, oldID == id { continue }
        tasks[position]?.cancel()
        tasks[position] = start(action, name: name, priority: priority)
      case .change(let value, _, let initial, let action):
        if case .change(let oldValue, let isEqual, _, _) = old {
          if !isEqual(value) { actions.append { action(oldValue, value) } }
        } else if initial {
          actions.append { action(value, value) }
        }
      }
    }
    for position in previousOrder.reversed() where current[position] == nil {
      guard let event = previous[position] else { continue }
      switch event {
      case .disappear(let action): actions.append(action)
      case .task:
        tasks[position]?.cancel()
        tasks[position] = nil
      case .appear, .change: break
      }
    }
    previous = current
    previousOrder = currentOrder
    current = [:]
    currentOrder = []
    return actions
  }

  /// Waits until every task started by a `task` modifier has finished (cancelled ones
  /// included), also tasks started while waiting, or until `deadline`.
  ///
  /// - Returns: How many tasks were still running at the deadline: 0 when all finished. A
  ///   task that ignores cancellation and never ends is counted, not waited for.
  package func settle(until deadline: ContinuousClock.Instant) async -> Int {
    while let task = running.values.first {
      guard await task.finishes(before: deadline) else { return running.count }
    }
    return 0
  }

  /// Ends the host: cancels every task and returns the `onDisappear` actions of everything
  /// on screen, innermost and last first.
  package func tearDown() -> [() -> Void] {
    for task in running.values { task.cancel() }
    var actions: [() -> Void] = []
    for position in previousOrder.reversed() {
      if case .disappear(let action) = previous[position] { actions.append(action) }
    }
    tasks = [:]
    previous = [:]
    previousOrder = []
    return actions
  }

  private func start(
    _ action: @escaping @MainActor () async -> Void, name: String?, priority: TaskPriority?
  ) -> Task<Void, Never> {
    let id = nextTaskID
    nextTaskID += 1
    let work: @MainActor () async -> Void = {
      await action()
      self.running[id] = nil
    }
    let task =
      if #available(macOS 26, iOS 26, *) {
        Task(name: name, priority: priority, operation: work)
      } else {
        Task(priority: priority, operation: work)
      }
    running[id] = task
    return task
  }
}
