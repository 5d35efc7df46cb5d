/// The persistent storage of one ``State`` or ``Stateful`` value; a binding location that
/// mutates it in place and tells its host that something changed.
@usableFromInline package final class StateBox<Value>: BindingLocation {
  private var value: Value
  private weak var invalidation: Invalidation?
  /// The storage key of the `@State` this box holds, whose change its host may resolve
  /// alone; `nil` for other state, whose change resolves the whole view again.
  private let key: UInt64?
  /// This box as a binding location, made once.
  ///
  /// Making one, in code generic over the value, looks the box's type and its conformance
  /// up at run time: a `$state` made it for every row resolved. Unowned, or the box would
  /// keep itself alive; it never dangles, because it is only read through ``location``,
  /// whose caller holds the box, and what it returns is a strong copy.
  private unowned(unsafe) var ownLocation: (any BindingLocation<Value>)?

  package init(_ value: Value, invalidation: Invalidation?, key: UInt64? = nil) {
    self.value = value
    self.invalidation = invalidation
    self.key = key
    ownLocation = self
  }

  /// This box, as the location of a binding to its value.
  var location: any BindingLocation<Value> { ownLocation ?? self }

  package func get() -> Value { value }

  var isViewState: Bool { key != nil }

  /// Accessors for the bindings to this box, made by the first that asks.
  ///
  /// A binding to a location without accessors wraps it in two closures of its own: two
  /// allocations for every `$state` made, in every resolution. These are made once per
  /// box. They hold the box unowned, or it would keep itself alive; they never outlive it,
  /// because whatever holds them (a binding, a projection's location) holds the box too.
  var accessors: BindingAccessors<Value>? {
    if let sharedAccessors { return sharedAccessors }
    let accessors = BindingAccessors(
      get: { [unowned(unsafe) self] in value },
      set: { [unowned(unsafe) self] in set($0) })
    sharedAccessors = accessors
    return accessors
  }
  private var sharedAccessors: BindingAccessors<Value>?

  package func set(_ value: Value) {
    self.value = value
    noteChange()
  }

  package func modify(_ body: (inout Value) -> Void) {
    body(&value)
    noteChange()
  }

  private func noteChange() {
    if let key { invalidation?.noteStateChange(at: key) } else { invalidation?.noteChange() }
  }
}

/// Whether a host's views must be resolved again: set by storage its views changed.
package final class Invalidation {
  /// Creates the invalidation of a host that has not resolved its views yet.
  package init() {}

  package var isDirty = true {
    didSet {
      if !isDirty {
        changedStateKeys = []
      } else if !isNotingStateChange {
        changedStateKeys = nil
      }
      if isDirty, !oldValue { onDirty?() }
    }
  }
  /// The `@State` storage keys changed since the last resolution, when nothing else
  /// changed; `nil` when something else did (or before the first resolution).
  package private(set) var changedStateKeys: [UInt64]?
  /// Set while ``noteStateChange(at:)`` marks the host dirty, so the mark keeps the keys.
  private var isNotingStateChange = false
  /// Whether the last resolution met a modifier that changes transactions: a change then
  /// needs the whole view resolved, so those modifiers see it.
  package var hasTransactionModifiers = false
  /// Called when state the host's views read changes after a resolution: how a host that
  /// draws on its own (the console) learns it should draw again.
  package var onDirty: (() -> Void)?
  /// The transaction of the last change made outside a resolution, with the changes the
  /// views' `.animation` and `.transaction` modifiers made to it; `nil` before any.
  package var transaction: Transaction?
  /// Whether the host is resolving its views: changes made then (by `onAppear`, `onChange`
  /// actions) are consequences of the last change and keep its transaction.
  package var isResolving = false
  /// Whether the host has not resolved its views since the last change: modifiers change
  /// a change's transaction once, in the first resolution after it.
  private var isTransactionFresh = false

  /// Notes a change to something the views read: they must be resolved again, and the
  /// change's transaction is the current one.
  package func noteChange() {
    noteTransaction()
    isDirty = true
  }

  /// Notes a change to the `@State` at storage key `key`, which the host may resolve by
  /// replaying only the view that owns it.
  ///
  /// Past ``mostStateChanges`` different keys, the host resolves the whole view instead.
  package func noteStateChange(at key: UInt64) {
    noteTransaction()
    guard !isDirty || changedStateKeys != nil else { return }
    isNotingStateChange = true
    defer { isNotingStateChange = false }
    isDirty = true
    guard changedStateKeys?.contains(key) == false else { return }
    if changedStateKeys?.count == Self.mostStateChanges {
      changedStateKeys = nil
    } else {
      changedStateKeys?.append(key)
    }
  }

  /// The most `@State` keys ``changedStateKeys`` holds.
  package static let mostStateChanges = 64

  /// Records the transaction a change runs under (the current one unless given), unless the
  /// host is resolving.
  ///
  /// Of several changes made before the host resolves again (an action that changes state
  /// in an animation and then outside it, or in a completion handler), the last animated
  /// one's transaction is kept.
  package func noteTransaction(_ running: Transaction? = TransactionScope.current) {
    guard !isResolving else { return }
    let change = running?.recorded ?? Transaction()
    if isTransactionFresh, transaction?.animation != nil, change.animation == nil { return }
    transaction = change
    isTransactionFresh = true
  }

  /// Ends a resolution.
  package func finishResolving() {
    isResolving = false
    isTransactionFresh = false
  }

  /// Ends the first pass of a resolution after a change: the passes after it (run because
  /// `onAppear` or `onChange` changed something) leave the transaction to those actions.
  package func finishFirstPass() {
    isTransactionFresh = false
  }

  /// Changes the last change's transaction as a modifier above the changed views does,
  /// once: in the first pass resolving them after the change.
  package func transformTransaction(_ transform: (inout Transaction) -> Void) {
    hasTransactionModifiers = true
    guard isTransactionFresh else { return }
    changeTransaction(transform)
  }

  /// Changes the last change's transaction, as a modifier whose value the change changed
  /// does.
  package func changeTransaction(_ change: (inout Transaction) -> Void) {
    hasTransactionModifiers = true
    guard var changed = transaction else { return }
    change(&changed)
    transaction = changed.recorded
  }
}

extension Binding {
  /// Whether writing through the binding changes nothing but a view's own `@State`.
  ///
  /// True for the projection of a `@State`; false for a closure, a projection of a part
  /// of one, or a constant. A control bound this way marks its element
  /// ``Element/changesOnlyState``.
  package var writesOnlyViewState: Bool { location.isViewState }
}
