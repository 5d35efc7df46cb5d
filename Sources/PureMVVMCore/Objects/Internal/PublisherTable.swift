/// The default `objectWillChange` publisher of each object that does not declare its own.
///
/// Entries hold the object weakly: an entry whose object is gone is replaced when a new
/// object gets its identifier, and dead entries are purged whenever the table doubles.
final class PublisherTable: Sendable {
  static let shared = PublisherTable()

  private struct Entry {
    let object: WeakObject
    let publisher: ObservableObjectPublisher
  }

  /// A weak reference used only to tell whether the entry's object is still alive and is
  /// the one asked about.
  ///
  /// `@unchecked Sendable` is safe: the reference is set once at creation and only ever
  /// loaded (weak loads are atomic in the Swift runtime) for an identity comparison under
  /// the table's lock; the object is never used through it.
  private final class WeakObject: @unchecked Sendable {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
      self.object = object
    }
  }

  private struct Table {
    var entries: [ObjectIdentifier: Entry] = [:]
    var purgeAt = 64
  }

  private let table = Locked(Table())

  func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    let id = ObjectIdentifier(object)
    let reference = WeakObject(object)
    return table.withLock { table in
      if let entry = table.entries[id], entry.object.object === reference.object {
        return entry.publisher
      }
      if table.entries.count >= table.purgeAt {
        table.entries = table.entries.filter { $0.value.object.object != nil }
        table.purgeAt = max(64, table.entries.count * 2)
      }
      let publisher = ObservableObjectPublisher()
      table.entries[id] = Entry(object: reference, publisher: publisher)
      return publisher
    }
  }
}
