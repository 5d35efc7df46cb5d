import Foundation

/// The platform object a representable made and its coordinator, kept while the
/// representable stays at its place in the tree; dismantled when the host lets it go, as
/// the view leaves the tree or the host goes.
@MainActor
final class RepresentedObject<Object: AnyObject, Coordinator> {
  let object: Object
  let coordinator: Coordinator
  private let dismantle: (Object, Coordinator) -> Void

  init(
    object: Object, coordinator: Coordinator,
    dismantle: @escaping (Object, Coordinator) -> Void
  ) {
    self.object = object
    self.coordinator = coordinator
    self.dismantle = dismantle
  }

  isolated deinit {
    dismantle(object, coordinator)
  }
}

/// How a representable (`UIViewRepresentable` and its kin) resolves: it makes its
/// coordinator and object once per identity, updates the object on every resolution,
/// dismantles it when the host lets its storage go (it left the tree), and takes the place of an empty view, as wide
/// and tall as its proposal unless it reports a size, that gives the object for
/// ``RepresentedObjects``.
@MainActor
struct Representation<Object: AnyObject, Coordinator> {
  /// Makes the coordinator, before the object.
  let makeCoordinator: () -> Coordinator
  /// Makes the object, given its coordinator.
  let make: (Coordinator) -> Object
  /// Brings the object up to date with the representable.
  let update: (Object, Coordinator) -> Void
  /// Releases what the object holds, after it leaves the tree.
  let dismantle: (Object, Coordinator) -> Void
  /// The object's size for an unspecified proposal: a negative or missing dimension takes
  /// the proposal's.
  let size: (Object, Coordinator) -> CGSize?

  /// Makes or finds the object at `view`'s place, links `view`'s dynamic properties
  /// (`@Environment`, `@State`…), updates the object and takes its place.
  func resolve(
    _ view: some View, in context: ResolveContext, into elements: inout [Element]
  ) {
    if context.stopsTooDeep(into: &elements) { return }
    let context = context.body(of: type(of: view))
    if let failure = DynamicPropertyLayout.install(view, in: context).failure {
      elements.append(Element.failure(failure, context: context))
      return
    }
    let kept = context.storageGraph.state.storage(at: context.primitiveStorageKey) {
      let coordinator = makeCoordinator()
      return RepresentedObject(
        object: make(coordinator), coordinator: coordinator, dismantle: dismantle)
    }
    update(kept.object, kept.coordinator)
    if let hosting = kept.object as? any RootViewHosting {
      hosting.hostedView
        .preference(key: RepresentedObjects.self, value: [kept.object])
        ._resolve(in: context.child(0), into: &elements)
      return
    }
    let size = size(kept.object, kept.coordinator)
    let width = size.flatMap { $0.width >= 0 ? $0.width : nil }
    let height = size.flatMap { $0.height >= 0 ? $0.height : nil }
    Color.clear.frame(width: width, height: height)
      .preference(key: RepresentedObjects.self, value: [kept.object])
      ._resolve(in: context.child(0), into: &elements)
  }
}
