import Foundation

#if !canImport(Darwin)
  /// Records changes so they can be undone and redone, like Foundation's `UndoManager` on
  /// Apple platforms, which Linux lacks: what `\.undoManager` gives a design.
  ///
  /// Changes registered while undoing are redone by ``redo()``; any other registration
  /// clears what could be redone. Registrations between ``beginUndoGrouping()`` and
  /// ``endUndoGrouping()`` undo as one. Apple's also groups the registrations of one pass
  /// of the event loop; here each registration outside a group is a change of its own,
  /// as a host has no event loop.
  @MainActor
  public final class UndoManager {
    /// One undoable change: its actions (run last first) and name.
    private struct Group {
      var actions: [() -> Void] = []
      var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var openGroups: [Group] = []
    private var registrationDisabled = 0

    /// Whether ``undo()`` is running.
    public private(set) var isUndoing = false
    /// Whether ``redo()`` is running.
    public private(set) var isRedoing = false
    /// The most groups kept; 0 for no limit.
    public var levelsOfUndo = 0 {
      didSet { trim() }
    }
    /// Whether registrations outside an explicit group each make a group; accepted.
    public var groupsByEvent = true

    /// Creates an empty undo manager.
    public init() {}

    /// Whether there is something to undo.
    public var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is something to redo.
    public var canRedo: Bool { !redoStack.isEmpty }
    /// How many explicit groups are open.
    public var groupingLevel: Int { openGroups.count }
    /// Whether registrations are recorded.
    public var isUndoRegistrationEnabled: Bool { registrationDisabled == 0 }
    /// The name of the change ``undo()`` would undo.
    public var undoActionName: String { undoStack.last?.name ?? "" }
    /// The name of the change ``redo()`` would redo.
    public var redoActionName: String { redoStack.last?.name ?? "" }
    /// "Undo" followed by the name of the change to undo.
    public var undoMenuItemTitle: String { Self.title("Undo", undoActionName) }
    /// "Redo" followed by the name of the change to redo.
    public var redoMenuItemTitle: String { Self.title("Redo", redoActionName) }

    /// Records how to undo a change to `target`: `handler` runs with it on ``undo()``.
    ///
    /// The target is not kept alive, as Apple's manager does not retain it: once it is
    /// gone, its undo does nothing.
    ///
    /// - Parameters:
    ///   - target: The object changed.
    ///   - handler: Undoes the change; it usually registers the redo.
    public func registerUndo<TargetType: AnyObject>(
      withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void
    ) {
      guard isUndoRegistrationEnabled else { return }
      let action = { [weak target] in if let target { handler(target) } }
      if !openGroups.isEmpty {
        openGroups[openGroups.count - 1].actions.append(action)
      } else if isUndoing {
        redoStack.append(Group(actions: [action]))
      } else {
        if !isRedoing { redoStack.removeAll() }
        undoStack.append(Group(actions: [action]))
        trim()
      }
    }

    /// Names the change last registered, for menus ("Undo Rename").
    ///
    /// - Parameter actionName: The name.
    public func setActionName(_ actionName: String) {
      if !openGroups.isEmpty {
        openGroups[openGroups.count - 1].name = actionName
      } else if isUndoing, !redoStack.isEmpty {
        redoStack[redoStack.count - 1].name = actionName
      } else if !undoStack.isEmpty {
        undoStack[undoStack.count - 1].name = actionName
      }
    }

    /// Opens a group: what is registered until ``endUndoGrouping()`` undoes as one.
    public func beginUndoGrouping() {
      openGroups.append(Group())
    }

    /// Closes the innermost group.
    ///
    /// An outermost group with something in it becomes one change. Without an open group,
    /// it does nothing.
    public func endUndoGrouping() {
      guard let group = openGroups.popLast() else { return }
      if !openGroups.isEmpty {
        openGroups[openGroups.count - 1].actions += group.actions
        if openGroups[openGroups.count - 1].name.isEmpty {
          openGroups[openGroups.count - 1].name = group.name
        }
        return
      }
      guard !group.actions.isEmpty else { return }
      if isUndoing {
        redoStack.append(group)
      } else {
        if !isRedoing { redoStack.removeAll() }
        undoStack.append(group)
        trim()
      }
    }

    /// Undoes the last change, running its actions last first.
    ///
    /// What they register can be redone. Open groups are closed first. Called while
    /// undoing or redoing, it does nothing.
    public func undo() {
      guard !isUndoing, !isRedoing else { return }
      while !openGroups.isEmpty { endUndoGrouping() }
      guard let group = undoStack.popLast() else { return }
      isUndoing = true
      beginUndoGrouping()
      for action in group.actions.reversed() { action() }
      setActionName(group.name)
      endUndoGrouping()
      isUndoing = false
    }

    /// Redoes the change last undone; what it registers can be undone again.
    ///
    /// Open groups are closed first. Called while undoing or redoing, it does nothing.
    public func redo() {
      guard !isUndoing, !isRedoing else { return }
      while !openGroups.isEmpty { endUndoGrouping() }
      guard let group = redoStack.popLast() else { return }
      isRedoing = true
      beginUndoGrouping()
      for action in group.actions.reversed() { action() }
      setActionName(group.name)
      endUndoGrouping()
      isRedoing = false
    }

    /// Stops recording registrations until ``enableUndoRegistration()``; calls nest.
    public func disableUndoRegistration() {
      registrationDisabled += 1
    }

    /// Records registrations again, once every disabling call is matched.
    public func enableUndoRegistration() {
      registrationDisabled = max(registrationDisabled - 1, 0)
    }

    /// Forgets every change, to undo and to redo.
    public func removeAllActions() {
      undoStack.removeAll()
      redoStack.removeAll()
      openGroups.removeAll()
    }

    private func trim() {
      if levelsOfUndo > 0, undoStack.count > levelsOfUndo {
        undoStack.removeFirst(undoStack.count - levelsOfUndo)
      }
    }

    private static func title(_ verb: String, _ name: String) -> String {
      name.isEmpty ? verb : "\(verb) \(name)"
    }
  }
#endif
