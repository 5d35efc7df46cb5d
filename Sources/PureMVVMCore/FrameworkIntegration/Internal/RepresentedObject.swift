import Foundation

/// The platform object a representable made and its coordinator, kept while the
/// representable stays at its place in the tree.
final class RepresentedObject<Object: AnyObject, Coordinator> {
  let object: Object
  let coordinator: Coordinator

  init(object: Object, coordinator: Coordinator) {
    self.object = object
    self.coordinator = coordinator
  }
}

/// How a representable (`UIViewRepresentable` and its kin) resolves: it makes its
/// coordinator and object once per identity, updates the object on every resolution,
/// dismantles it when it leaves the tree, and takes the place of an empty view, as wide
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

  func resolve(in context: ResolveContext, into elements: inout [Element]) {
    let kept = context.storageGraph.state.storage(at: context.primitiveStorageKey) {
      let coordinator = makeCoordinator()
      return RepresentedObject(object: make(coordinator), coordinator: coordinator)
    }
    update(kept.object, kept.coordinator)
    let dismantle = dismantle
    context.registerLifecycle(
      .disappear { dismantle(kept.object, kept.coordinator) }, at: context.position)
    let size = size(kept.object, kept.coordinator)
    let width = size.flatMap { $0.width >= 0 ? $0.width : nil }
    let height = size.flatMap { $0.height >= 0 ? $0.height : nil }
    Color.clear.frame(width: width, height: height)
      .preference(key: RepresentedObjects.self, value: [kept.object])
      ._resolve(in: context.child(0), into: &elements)
  }
}
