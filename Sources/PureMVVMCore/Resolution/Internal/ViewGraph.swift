import Foundation

/// Everything one host (an inspector, a console, a preview) keeps between resolutions of
/// its view: state, lifecycle, observed objects, app storage.
@MainActor
package final class ViewGraph {
  /// A pathological view whose `onAppear` or `onChange` keeps changing what it observes
  /// stops being re-resolved after this many passes.
  package static let maximumPasses = 32

  /// Creates a graph with no state, for one host.
  package init() {}

  let state = StateStore()
  let identities = IdentityTable()
  let focus = FocusRegistry()
  /// The weak reference to this graph that handlers hold.
  private(set) lazy var handle = ViewGraphHandle(self)
  /// What `\.resetFocus` does in this graph, made once.
  private lazy var resetFocus = ResetFocusAction { [handle] in
    handle.graph?.focus.scopes[$0]?.resetFocus()
  }
  /// Arrays containers resolve their children into, reused.
  let scratch = ElementScratch()
  package let lifecycle = LifecycleRegistry()
  private let objects = ObjectSubscriptions()
  private let privateDefaults = PrivateDefaults()
  /// The app storage `@AppStorage` uses unless `.defaultAppStorage(_:)` names another:
  /// private to this host, so previews and tests never touch the machine's defaults.
  package var appStorage: UserDefaults { privateDefaults.store }
  /// The feedback played and the transitions run, which a host records instead.
  package let motion = MotionLog()
  /// Set when something this host's views depend on changes.
  package let invalidation = Invalidation()
  /// The device the host proposes to its view, in points; see ``Device``.
  package var device = Device.phone {
    didSet { if device != oldValue { invalidation.isDirty = true } }
  }
  /// How many times resolving views used the graph for anything but their state storage.
  private(set) var effects = 0
  /// The graph the views use while one is replayed: a scratch one, so what a replay that
  /// turns out impure does is kept nowhere.
  private var replayGraph: ViewGraph?
  /// The views this host can resolve again alone.
  ///
  /// `nil` unless the host asked (see ``recordScopes(in:)``). Weak: the records hold
  /// contexts, which hold this graph.
  private weak var scopes: ScopeRecords?

  /// Counts a use of the graph by a resolving view; returns the graph to use.
  @discardableResult
  func noteEffect() -> ViewGraph {
    effects &+= 1
    return replayGraph ?? self
  }

  /// Runs `body` with the views using a scratch graph instead of this one.
  ///
  /// The scratch graph offers the same device and rows, so the views made are the same;
  /// their lifecycle, focus, identities and scrolling are thrown away with it. State
  /// storage stays this graph's, so a `@StateObject` is made once.
  func withScratchGraph(_ body: () -> Void) {
    let scratch = ViewGraph()
    scratch.device = device
    scratch.lazyWindow = lazyWindow
    scratch.tracksGeometry = tracksGeometry
    replayGraph = scratch
    defer { replayGraph = nil }
    body()
  }

  /// Records in `scopes`, from the next resolution on, which views a change to their own
  /// `@State` lets this host resolve again alone (see ``resolveStateChanges(in:)``): for
  /// hosts that query the tree after each change, at the cost of a record per such view.
  ///
  /// - Parameter scopes: The records, which the host keeps for as long as it keeps this
  ///   graph (the graph holds them weakly).
  package func recordScopes(in scopes: ScopeRecords) {
    self.scopes = scopes
  }

  /// Resolves the body of `view` (its dynamic properties installed in `slots` slots of
  /// `context`), recording it when the host asked, unless a view around it is being
  /// replayed.
  func resolveBody<Content: View>(
    of view: Content, slots: Int, in context: ResolveContext, into elements: inout [Element]
  ) {
    if slots > 0, !context.forbidsReplays, replayGraph == nil, let scopes {
      scopes.resolve(view, slots: slots, in: context, into: &elements)
    } else {
      view.body._resolve(in: context, into: &elements)
    }
  }

  /// Resolves again only the views whose own `@State` changed since `tree` was resolved.
  ///
  /// Pass a tree nothing else holds: the containers around what changed then change in
  /// place instead of being copied, whatever their size.
  ///
  /// - Returns: What was replaced in `tree`; `nil` when something else changed too or one
  ///   of them cannot be resolved alone: the host then resolves the whole view, and must
  ///   not use `tree`, which may be partly changed.
  package func resolveStateChanges(in tree: inout [Element]) -> [ElementReplacement]? {
    guard let scopes, let keys = invalidation.changedStateKeys, !keys.isEmpty,
      !objects.changed, !readUnannounced, !invalidation.hasTransactionModifiers
    else { return nil }
    invalidation.isResolving = true
    guard let resolved = scopes.replay(owning: keys, in: &tree, graph: self) else {
      invalidation.isResolving = false
      return nil
    }
    invalidation.isDirty = false
    invalidation.finishResolving()
    return resolved
  }

  /// Whether the views read geometry (a `GeometryReader`), so resolutions track the space
  /// each view is offered; set by the first read, which asks for one more pass.
  package private(set) var tracksGeometry = false
  /// Set when a pass must be followed by another: a scroll target was found, or a view
  /// wrote a scroll position.
  private var needsAnotherPass = false

  /// Notes that a view reads geometry: from now on resolutions track it, and this one
  /// makes one more pass that does.
  package func noteGeometryRead() {
    guard !tracksGeometry else { return }
    tracksGeometry = true
    startsTrackingGeometry = true
  }

  /// Set during the pass in which a view first read geometry: that pass offered every
  /// reader the whole device, so its lifecycle is abandoned and it is resolved again.
  private var startsTrackingGeometry = false

  /// The space the root view is offered: the device's size inside its safe area.
  var rootGeometry: GeometryScope? {
    tracksGeometry ? rootGeometryAlways : nil
  }

  /// The space the root view is offered, tracked or not.
  var rootGeometryAlways: GeometryScope {
    let insets = device.safeAreaInsets
    return GeometryScope(
      size: CGSize(
        width: device.size.width - insets.leading - insets.trailing,
        height: device.size.height - insets.top - insets.bottom),
      origin: CGPoint(x: insets.leading, y: insets.top), safeAreaInsets: insets)
  }

  /// Which rows of lists and lazy stacks are on screen.
  package var lazyWindow = LazyWindow() {
    didSet { if lazyWindow != oldValue { invalidation.isDirty = true } }
  }
  /// For each list scrolled to its end, the first row shown then: rows appended after
  /// (the next page) stay below the window until the next scroll, as on a screen.
  private var scrolledEnds: [UInt64: (scroll: Int, first: Int)] = [:]

  /// The identity a `ScrollViewProxy` or `.scrollPosition(id:)` asked to scroll to, until
  /// a resolution finds its row.
  package var pendingScrollTarget: AnyHashable? {
    didSet { if pendingScrollTarget != nil { invalidation.isDirty = true } }
  }
  /// The last identity scrolled to, and the anchor asked for.
  package private(set) var scrollTarget: (id: AnyHashable, anchor: UnitPoint?)?

  /// Asks to scroll the lists and lazy stacks to the row with identity `id`.
  package func scroll(to id: AnyHashable, anchor: UnitPoint?) {
    scrollTarget = (id, anchor)
    pendingScrollTarget = id
  }

  /// Scrolls to row `row` of a lazy container that holds the pending target, in the
  /// next pass.
  func scrollToPendingTarget(row: Int) {
    pendingScrollTarget = nil
    scrollLazyContainers(to: .row(row))
    needsAnotherPass = true
  }

  /// Asks for one more pass after this one, as when a view scrolls the lazy containers
  /// while resolving.
  package func requestAnotherPass() {
    needsAnotherPass = true
  }

  /// The rows on screen of the last lazy container resolved.
  var shownRows = ShownRows()

  /// Whether the last scroll was the host's (a user's), not one the design asked for.
  package private(set) var lastScrollWasByHost = false

  /// Scrolls every list and lazy stack to `position`.
  ///
  /// - Parameters:
  ///   - position: Where to.
  ///   - byHost: Whether the host (a user) scrolls, not the design.
  package func scrollLazyContainers(to position: LazyWindow.Position, byHost: Bool = false) {
    lazyWindow.position = position
    lazyWindow.scrolls += 1
    lastScrollWasByHost = byHost
  }

  /// The rows on screen among the `count` rows of the list at `container`.
  func visibleRows(among count: Int, in container: UInt64) -> Range<Int> {
    guard lazyWindow.position == .end else { return lazyWindow.rows(among: count) }
    if let end = scrolledEnds[container], end.scroll == lazyWindow.scrolls {
      return lazyWindow.rows(among: count, from: end.first)
    }
    let rows = lazyWindow.rows(among: count)
    scrolledEnds[container] = (lazyWindow.scrolls, rows.lowerBound)
    return rows
  }
  /// What `@FocusedValue` reads: the values published in the last pass.
  package internal(set) var focusedValues = FocusedValues()
  /// The values `.focusedValue` publishes in this pass.
  var publishedFocusedValues = FocusedValues()
  /// The values `.focusedSceneValue` publishes in this pass; a focused value wins.
  var publishedSceneValues = FocusedValues()
  /// Values another host's focused window publishes, which `@FocusedValue` reads where this
  /// host's own do not set them: an app's menus read its key window's.
  package var inheritedFocusedValues = FocusedValues() {
    didSet { if inheritedFocusedValues != oldValue { invalidation.isDirty = true } }
  }
  /// Whether a `@FocusedValue` or `@FocusedBinding` has read `focusedValues`: until one
  /// does, a change needs no further pass.
  var readsFocusedValues = false

  /// The identity of the focused text field that no `.focused(_:)` tracks.
  package var focusedField: UInt64? {
    didSet { invalidation.isDirty = true }
  }

  /// Whether the last resolution read something that can change without telling this
  /// host: app storage (another host or process may write the defaults) or the clock.
  private var readUnannounced = false

  /// Makes this pass's published values the ones `@FocusedValue` reads, and asks for
  /// another pass when they changed and something reads them.
  private func publishFocusedValues() {
    var published = publishedFocusedValues
    published.fill(from: publishedSceneValues)
    published.fill(from: inheritedFocusedValues)
    guard published != focusedValues else { return }
    focusedValues = published
    if readsFocusedValues { needsAnotherPass = true }
  }

  /// Notes, during a resolution, a read of something that can change unannounced, so
  /// that its result is never reused.
  package func noteUnannouncedRead() {
    readUnannounced = true
  }

  /// Resolves `root`, then runs the lifecycle actions it triggered and resolves again
  /// until nothing more happens, so the elements show the state after `onAppear`.
  package func resolve(_ root: some View, environment: EnvironmentValues) -> [Element] {
    var environment = environment
    environment.resetFocus = resetFocus
    var elements: [Element] = []
    readUnannounced = false
    invalidation.hasTransactionModifiers = false
    invalidation.isResolving = true
    defer { invalidation.finishResolving() }
    for pass in 0..<Self.maximumPasses {
      elements = []
      state.beginPass()
      identities.beginPass()
      focus.beginPass()
      objects.beginPass()
      publishedFocusedValues = FocusedValues()
      publishedSceneValues = FocusedValues()
      scopes?.removeAll()
      root._resolve(in: ResolveContext(graph: self, environment: environment), into: &elements)
      invalidation.finishFirstPass()
      state.sweep()
      identities.sweep()
      objects.endPass()
      invalidation.isDirty = false
      if startsTrackingGeometry {
        startsTrackingGeometry = false
        lifecycle.abandonPass()
        continue
      }
      // A target no lazy container holds is on screen already, as in a plain stack.
      pendingScrollTarget = nil
      publishFocusedValues()
      let actions = lifecycle.finishPass() + focus.finishPass(in: self)
      if actions.isEmpty && !needsAnotherPass { break }
      needsAnotherPass = false
      for action in actions { action() }
      if pass == Self.maximumPasses - 1 { noteUnsettled() }
    }
    motion.resolutions += 1
    guard elements.contains(where: { $0.height > Element.maximumDepth }) else { return elements }
    return Element.truncated(elements, toLevels: Element.maximumDepth)
  }

  /// What went wrong while resolving that a test may want to see, oldest first: views
  /// whose `onAppear`, `onChange` or `onPreferenceChange` kept changing what they watch.
  package private(set) var diagnostics: [String] = []

  /// Records that a resolution stopped before it settled.
  private func noteUnsettled() {
    guard diagnostics.count < 100 else { return }
    diagnostics.append(
      "resolution stopped after \(Self.maximumPasses) passes: an onAppear, onChange or "
        + "onPreferenceChange action keeps changing what it watches, or a focused value "
        + "changes each time it is published")
  }

  /// Whether something the views depend on may have changed since the last resolution:
  /// their state, an observed object that announced a change, or something read that
  /// cannot announce changes.
  package var isDirty: Bool { invalidation.isDirty || objects.changed || readUnannounced }

  /// When the host goes away, its tasks are cancelled and the `onDisappear` actions of
  /// everything on screen run, as when SwiftUI removes a view.
  isolated deinit {
    for action in lifecycle.tearDown() { action() }
  }

  /// Follows `object`'s announcements for as long as a view holds it.
  package func observe(_ object: some ObservableObject) {
    objects.observe(object)
  }
}

/// A defaults suite of one host's own, made on first use and removed with the host.
///
/// Named on first use too: a replay's scratch graph, made for every tap that changes one
/// view's state, never uses it, and formatting a UUID was a sixth of such a tap.
package final class PrivateDefaults {
  private var made: (store: UserDefaults, name: String)?

  package var store: UserDefaults {
    if let made { return made.store }
    let name = "PureMVVM.host.\(UUID().uuidString)"
    let store = UserDefaults(suiteName: name) ?? UserDefaults()
    made = (store, name)
    return store
  }

  deinit {
    if let made { made.store.removePersistentDomain(forName: made.name) }
  }
}
