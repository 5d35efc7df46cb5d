/// Which focus states point at a field on screen, so one that points at nothing goes back
/// to `nil` (or `false`), as SwiftUI's documentation says it reads when focus is in no view
/// bound to it.
///
/// During a resolution, each `@FocusState` holding a value says so, and each enabled text
/// field that the value focuses claims it; at the end, every state no field claimed is
/// reset: its field left the tree, is disabled, or no field has its value. The focus of a
/// field no `.focused(_:)` tracks is dropped the same way.
@MainActor
final class FocusRegistry {
  /// The resets of the focus states holding a value, by their storage.
  private var held: [ObjectIdentifier: () -> Void] = [:]
  private var claimed: Set<ObjectIdentifier> = []
  private var untrackedFieldClaimed = false
  /// The focus scopes on screen, by the namespace that names them.
  var scopes: [Namespace.ID: FocusScope] = [:]

  /// Starts a resolution.
  func beginPass() {
    held = [:]
    scopes = [:]
    claimed = []
    untrackedFieldClaimed = false
  }

  /// Notes that the focus state stored in `storage` holds a value, and how to clear it.
  func hold(_ storage: ObjectIdentifier, reset: @escaping () -> Void) {
    held[storage] = reset
  }

  /// Notes that an enabled field on screen is focused by the state stored in `storage`.
  func claim(_ storage: ObjectIdentifier) {
    claimed.insert(storage)
  }

  /// Notes that the field no `.focused(_:)` tracks, focused now, is on screen and enabled.
  func claimUntrackedField() {
    untrackedFieldClaimed = true
  }

  /// Whether a view on screen had the focus in the last pass.
  var holdsFocus: Bool {
    !claimed.isEmpty || untrackedFieldClaimed
  }

  /// Ends a resolution: the resets of the focus states that point at nothing.
  func finishPass(in graph: ViewGraph) -> [() -> Void] {
    var resets = held.filter { !claimed.contains($0.key) }.map(\.value)
    if graph.focusedField != nil, !untrackedFieldClaimed {
      resets.append { graph.focusedField = nil }
    }
    return resets
  }
}
