/// Where a view sits while it resolves, and what it inherits from its ancestors.
///
/// Part of implementing primitives (see `View._resolve(in:into:)`); views you write never
/// touch it. The position is the view's identity: a hash of its structural path from the
/// root, mixed with the identities of `ForEach` element ids and `.id(_:)` values (told
/// apart with `==`) and view types. The environment
/// flows down the tree as SwiftUI's does.
@MainActor
public struct ResolveContext {
  /// The references handed down unchanged through most of a tree, in one object: copying
  /// a context, for each container and row, then retains one reference instead of four.
  private var scope: ResolveScope
  /// The host's graph, for the dynamic properties' storage: reading or making it keeps a
  /// view's scope replayable (see `ScopeRecords`), which any other use of ``graph``
  /// does not.
  var storageGraph: ViewGraph { scope.storageGraph }
  /// The host's graph: each use counts as an effect of the scope resolving (lifecycle,
  /// focus, identities, scrolling…), so that a scope that used it is never replayed
  /// alone; during a replay, a scratch graph that keeps none of what it is told.
  var graph: ViewGraph {
    storageGraph.noteEffect()
  }
  private(set) var position: UInt64 = 0xcbf2_9ce4_8422_2325
  /// How many views deep this context is below the root.
  private(set) var depth = 0
  /// The environment the view inherits.
  public internal(set) var environment: EnvironmentValues
  /// Handlers that text fields below pick up: focus, submit; `nil` (nothing to copy) in
  /// most of a tree.
  var fieldTraits: FieldTraits? {
    get { scope.fieldTraits }
    set { scope = scope.replacing(fieldTraits: newValue) }
  }
  /// Whether `ForEach` rows here are options of a picker, tagged with their ids.
  var tagsRowsWithIDs = false
  /// Whether rows and `.id(_:)` views record their identity for `ScrollViewProxy`.
  var recordsScrollIDs = false
  /// Whether a container reads the elements of the views resolved here once they are (a
  /// custom container's subviews), so none of them may be resolved again alone.
  var forbidsReplays = false
  /// Where lifecycle registrations go instead of the graph while a container decides what
  /// is on screen; `nil`: straight to the graph.
  var lifecycleGate: LifecycleGate? {
    get { scope.lifecycleGate }
    set { scope = scope.replacing(lifecycleGate: newValue) }
  }
  /// Whether each view resolved here is a group of the container just above: a tab of a
  /// `TabView`, a row of a list or lazy stack.
  ///
  /// A `TupleView` or `ForEach` starts a lifecycle group for each of its children, and
  /// passes this on to them (so tabs or rows from a `ForEach` or `Group` among them are
  /// groups too). Any other child context clears it, so it reaches only the container's
  /// own content.
  var startsGroups = false
  /// The space the view is offered, once the views read geometry; see `GeometryScope`.
  var geometry: GeometryScope? {
    get { scope.geometry }
    set { scope = scope.replacing(geometry: newValue) }
  }

  init(graph: ViewGraph, environment: EnvironmentValues = EnvironmentValues()) {
    scope = ResolveScope(graph: graph)
    self.environment = environment
    // The host's device decides the size classes, unless its environment sets them.
    if environment.horizontalSizeClass == nil {
      self.environment.horizontalSizeClass = graph.device.horizontalSizeClass
    }
    if environment.verticalSizeClass == nil {
      self.environment.verticalSizeClass = graph.device.verticalSizeClass
    }
  }

  /// Notes that the view resolving here changes what an ancestor reads once its content
  /// is resolved (a destination pushed on a stack, suggestions for a search), so the
  /// views around it are never resolved again without that ancestor.
  func noteWriteOutside() {
    storageGraph.noteEffect()
  }

  /// An empty array to resolve a container's children into, to give back with
  /// ``giveBack(_:)`` once its element has copied them: reused from one container to the
  /// next.
  ///
  /// Not a method taking a closure: in a generic view's resolution, a closure looks up
  /// the view's type at run time each time it is made.
  func takeChildArray() -> [Element] {
    storageGraph.scratch.take()
  }

  /// Gives back an array ``takeChildArray()`` gave, for the next container; `array` is
  /// then empty.
  func giveBack(_ array: inout [Element]) {
    storageGraph.scratch.giveBack(&array)
  }

  /// Registers a lifecycle event for the view at `position`, through the gate if any.
  func registerLifecycle(_ event: LifecycleRegistry.Event, at position: UInt64) {
    let graph = graph
    if let lifecycleGate {
      lifecycleGate.hold(event, at: position)
    } else {
      graph.lifecycle.register(event, at: position)
    }
  }

  /// The context of a child at `component` below this position.
  package func child(_ component: UInt64) -> ResolveContext {
    var child = self
    child.becomeChild(component, at: place)
    return child
  }

  /// The context of the one child of a view that adds nothing around it (`Group`, `if`,
  /// an optional view): a child in identity, whose views are still the tabs or rows of
  /// the container above when they were.
  func transparentChild(_ component: UInt64) -> ResolveContext {
    var child = child(component)
    child.startsGroups = startsGroups
    return child
  }

  /// The context of a child identified by a hashable value (`ForEach` ids, `.id(_:)`),
  /// compared with `==`: unequal values are different children even when their hashes
  /// collide.
  func child(identifiedBy id: some Hashable) -> ResolveContext {
    child(graph.identities.component(for: id, below: position))
  }

  /// Where a context is in the tree, what a child's context changes: a primitive that
  /// resolves its content in its own context, changed in place (see
  /// `View._resolve(inPlace:into:)`), keeps this to give the context back as it was.
  ///
  /// Plain values: keeping it copies no reference, where a child context copied three.
  @usableFromInline struct Place {
    let position: UInt64
    let depth: Int
    let startsGroups: Bool
  }

  /// Where this context is in the tree.
  @usableFromInline var place: Place {
    Place(position: position, depth: depth, startsGroups: startsGroups)
  }

  /// Turns this context into its child `component`, as ``child(_:)`` makes it, and
  /// returns where it was, for ``leave(to:)``.
  mutating func enterChild(_ component: UInt64) -> Place {
    let parent = place
    becomeChild(component, at: parent)
    return parent
  }

  /// Resolves `view` in this context turned into its child `component`, then turns it
  /// back: as `view._resolve(in: child(component), into: &elements)` does, without a copy.
  ///
  /// - Parameters:
  ///   - view: The view to resolve.
  ///   - component: Its place among this context's children.
  ///   - transparent: Whether the child is one in identity only, as
  ///     ``transparentChild(_:)`` makes it: its views are still the tabs or rows of the
  ///     container above when they were.
  ///   - elements: The elements resolved so far, to append to.
  ///
  /// Always inlined: called out of line, it cost each row of a list of links about 30
  /// instructions.
  @inline(__always)
  mutating func resolve(
    _ view: some View, asChild component: UInt64, transparent: Bool = false,
    into elements: inout [Element]
  ) {
    let parent = enterChild(component)
    if transparent { startsGroups = parent.startsGroups }
    view._resolve(inPlace: &self, into: &elements)
    leave(to: parent)
  }

  /// Turns this context back into the one at `place`, which it was before it became one
  /// of that one's children.
  ///
  /// - Precondition: this context was at `place`, and only `enterChild(_:)` and
  ///   `becomeSibling(_:of:at:)` moved it since.
  @usableFromInline
  mutating func leave(to place: Place) {
    position = place.position
    depth = place.depth
    startsGroups = place.startsGroups
  }

  /// Turns this context, at `parent` or at one of its children, into its child
  /// `component` among siblings whose elements start at `first`.
  ///
  /// The siblings are a `TupleView`'s children or a `ForEach`'s rows; each is a lifecycle
  /// group of its own when `parent` starts groups. Siblings resolved one after another
  /// share one context this way instead of each retaining every reference of a copy.
  @usableFromInline
  mutating func becomeSibling(_ component: UInt64, of parent: Place, at first: Int) {
    becomeChild(component, at: parent)
    if parent.startsGroups {
      lifecycleGate?.beginGroup(at: first)
      startsGroups = true
    }
  }

  /// Turns this context, at `parent` or at one of its children, into its child `component`.
  private mutating func becomeChild(_ component: UInt64, at parent: Place) {
    position = Self.mix(parent.position, component)
    depth = parent.depth &+ 1
    startsGroups = false
  }

  /// How many views deep a design may nest before resolution stops: far below what
  /// exhausts a thread's stack, far above any real screen (a recursive view reaches it).
  package static let maximumDepth = 2_000

  /// Whether resolution is too deep to go on; if so, a text saying so takes the place of
  /// the rest of the design.
  func stopsTooDeep(into elements: inout [Element]) -> Bool {
    guard depth > Self.maximumDepth else { return false }
    let message = "… views nested deeper than \(Self.maximumDepth) levels not resolved"
    elements.append(Element(.text(message), context: self))
    return true
  }

  /// The context for the body of a view of type `type`: a new identity, so a view's state
  /// never shares a slot with its body's, and a different type here is a different view.
  ///
  /// The type's component is its metadata's address, which ``child(_:)`` mixes: hashing it
  /// first cost a hundred instructions, for every view with a body resolved.
  func body(of type: Any.Type) -> ResolveContext {
    child(UInt64(UInt(bitPattern: ObjectIdentifier(type))))
  }

  /// Where a primitive view (a stack, a tab view, a disclosure group) keeps its own
  /// state: apart from the `@State` slots of the view whose body it is, which share its
  /// position.
  var primitiveStorageKey: UInt64 {
    Self.mix(position, 0x7072_696d_0000_0000)
  }

  /// A binding to state a primitive view keeps at this position (see
  /// ``primitiveStorageKey``), `initial` until first set.
  func primitiveState<Value>(_ initial: @autoclosure () -> Value) -> Binding<Value> {
    let graph = storageGraph
    return Binding(
      location: graph.state.storage(at: primitiveStorageKey) {
        StateBox(initial(), invalidation: graph.invalidation)
      })
  }

  /// The storage key of the dynamic property in `slot` of the view at this position.
  func storageKey(slot: Int) -> UInt64 {
    Self.mix(position, 0x5107_0000_0000_0000 &+ UInt64(slot))
  }

  /// Mixes two 64-bit values (SplitMix64 finaliser over a combination of both).
  private static func mix(_ parent: UInt64, _ component: UInt64) -> UInt64 {
    IdentityScrambling.mixed(parent &* 0x100_0000_01b3 ^ component &+ 0x9e37_79b9_7f4a_7c15)
  }
}

/// What a `.focused(_:)` or `.onSubmit(_:)` above a text field hands down to it.
///
/// A class, so a child context copies one reference; a modifier that changes it makes a
/// changed copy for its subtree.
final class FieldTraits {
  /// Whether a field is focused, how to focus or unfocus it, and the storage of the focus
  /// state it is bound to.
  typealias Focus = (isFocused: Bool, set: (Bool) -> Void, storage: ObjectIdentifier?)

  /// The focus of the text fields below.
  var focus: Focus?
  /// The focus of the search field of the nearest `.searchable` below, which takes it
  /// (`.searchFocused(_:)`).
  var searchFocus: Focus?
  /// The submit actions in scope, outermost first, with what submits them.
  var submitActions: [(triggers: SubmitTriggers, action: () -> Void)] = []

  /// A copy of `other`, or empty traits.
  init(copying other: FieldTraits? = nil) {
    focus = other?.focus
    searchFocus = other?.searchFocus
    submitActions = other?.submitActions ?? []
  }
}

extension FieldTraits {
  /// The focus a Boolean focus state gives: `true` while the field has it.
  static func focus(of condition: FocusState<Bool>.Binding) -> Focus {
    (condition.wrappedValue, { condition.wrappedValue = $0 }, condition.storage)
  }

  /// The focus one value of a focus state gives: the field has it while the state holds
  /// `value`; losing it sets the state to `nil` when it is optional.
  static func focus<Value: Hashable>(
    of binding: FocusState<Value>.Binding, equals value: Value
  ) -> Focus {
    (
      binding.wrappedValue == value,
      { isFocused in
        if isFocused {
          binding.wrappedValue = value
        } else if binding.wrappedValue == value, let none = none(of: Value.self) {
          binding.wrappedValue = none
        }
      },
      binding.storage
    )
  }

  /// `nil` when `Value` is optional: the value that means no field has the focus.
  private static func none<Value>(of type: Value.Type) -> Value? {
    (Value.self as? any ExpressibleByNilLiteral.Type)?.init(nilLiteral: ()) as? Value
  }
}
