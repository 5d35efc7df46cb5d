/// One subview of a view, as a custom container receives it, like SwiftUI's `Subview`.
///
/// ```swift
/// ForEach(subviews: content) { subview in
///   subview.padding()
/// }
/// ```
///
/// A subview is the resolved view it stands for: it was resolved in its container's
/// environment, so modifiers applied to the subview wrap it but do not change what it
/// inherited. It appears (runs `onAppear` and `task`) when the container places it.
public struct Subview: Identifiable {
  /// The identity of a subview: its place in the design.
  public struct ID: Hashable, Sendable {
    let identity: UInt64
  }

  /// The element the subview resolved to.
  let element: Element
  /// What the view presents or puts in the toolbar (an alert, a sheet, toolbar items):
  /// placed with it, never subviews of their own.
  var companions: [Element] = []
  /// Its lifecycle registrations, made when it is placed.
  var lifecycle: [HeldLifecycleEvent]

  /// The subview's identity, stable across resolutions while it keeps its place.
  public var id: ID { ID(identity: element.identity) }

  /// The values the view set with `.containerValue(_:_:)` for its container.
  public var containerValues: ContainerValues {
    element.handlers?.containerValues ?? ContainerValues()
  }

  /// Wraps a resolved element and the lifecycle registrations held for it.
  init(_ element: Element, lifecycle: [HeldLifecycleEvent]) {
    self.element = element
    self.lifecycle = lifecycle
  }
}

extension Subview: View {
  /// Places the resolved subview, with what it presents: it appears now, as a row or tab
  /// of its own when placed straight in a list or tab view.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    if context.startsGroups { context.lifecycleGate?.beginGroup(at: elements.endIndex) }
    for held in lifecycle { context.registerLifecycle(held.event, at: held.position) }
    elements.append(element)
    elements.append(contentsOf: companions)
  }
}
