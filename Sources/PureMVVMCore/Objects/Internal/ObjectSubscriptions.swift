/// The observable objects a host's views held in their last resolution, and the number of
/// changes each had announced then — so the host can tell whether any changed since.
@MainActor
final class ObjectSubscriptions {
  private struct Entry {
    /// Held so that its identifier cannot pass to another object while observed.
    let object: AnyObject
    let publisher: ObservableObjectPublisher
    var version: UInt64
    var used: Bool
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  /// Starts a resolution: objects not observed before ``endPass()`` are forgotten.
  func beginPass() {
    for id in entries.keys { entries[id]?.used = false }
  }

  /// Notes that a view holds `object`.
  func observe(_ object: some ObservableObject) {
    let id = ObjectIdentifier(object)
    if entries[id]?.object === object {
      entries[id]?.used = true
      return
    }
    let publisher = object.objectWillChange
    entries[id] = Entry(
      object: object, publisher: publisher, version: publisher.version, used: true)
  }

  /// Forgets the objects no view held in this resolution, and takes note of the others'
  /// current versions.
  func endPass() {
    entries = entries.filter(\.value.used)
    for (id, entry) in entries { entries[id]?.version = entry.publisher.version }
  }

  /// Whether an object announced a change since the last resolution.
  var changed: Bool {
    entries.values.contains { $0.publisher.version != $0.version }
  }
}
