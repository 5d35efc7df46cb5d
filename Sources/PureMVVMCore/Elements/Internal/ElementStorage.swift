/// The fields of one ``Element`` and its children, in one allocation, shared by the
/// element's copies until one of them changes.
///
/// The fields are the buffer's header and the children its elements: a container costs one
/// allocation, not one for itself and one for an array of its children. A list of 100k
/// rows holds half a million of these, and every allocation saved a row is 100k saved.
///
/// Fields are read and written through a pointer to the header, which skips the run-time
/// exclusivity check a class's stored property costs on every access. That is safe
/// because only ``Element`` changes them, and only after `isKnownUniquelyReferenced`
/// proved its storage unshared: while an element is being changed (its own access is
/// exclusive, checked at compile time), no other element holds the storage, so no other
/// access can overlap.
@usableFromInline package final class ElementStorage: ManagedBuffer<ElementFields, Element> {
  /// A new storage holding `fields` and a copy of `children`, what the element holds
  /// worked out from both.
  @inline(__always)
  package static func make(
    _ fields: ElementFields, children: some Collection<Element>
  ) -> ElementStorage {
    let count = children.count
    let buffer = create(minimumCapacity: count) { _ in fields }
    let storage = unsafeDowncast(buffer, to: ElementStorage.self)
    storage.withUnsafeMutablePointers { fields, elements in
      // One by one: the collection's own copy calls the run time's generic array copy,
      // which costs more than retaining the few children most elements have. What they
      // hold is noted on the way.
      var inside = Contents()
      var next = elements
      for child in children {
        inside.add(child)
        next.initialize(to: child)
        next += 1
      }
      fields.pointee.count = Int32(count)
      inside.note(in: fields)
    }
    return storage
  }

  deinit {
    withUnsafeMutablePointers { fields, elements in
      // One by one: a whole run goes through the run time's generic array destruction,
      // which costs more than releasing the few children most elements have.
      for index in 0..<Int(fields.pointee.count) {
        (elements + index).deinitialize(count: 1)
      }
    }
  }

  /// The element's fields, read and changed in place.
  @inlinable package var fields: UnsafeMutablePointer<ElementFields> {
    // The header lives inside this object, which never moves: the pointer stays valid
    // for as long as the caller holds the storage.
    withUnsafeMutablePointerToHeader { $0 }
  }

  /// The element's children, in place.
  @inlinable package var children: UnsafeMutableBufferPointer<Element> {
    withUnsafeMutablePointers { fields, elements in
      UnsafeMutableBufferPointer(start: elements, count: Int(fields.pointee.count))
    }
  }

  /// Works out what the element holds from its kind and its children's flags, so no
  /// renderer walks a whole tree to find out; called whenever either changes.
  package func noteContents() {
    var inside = Contents()
    for child in children { inside.add(child) }
    inside.note(in: fields)
  }

  /// What an element's children hold, gathered one child at a time.
  private struct Contents {
    var presentation = false
    var toolbar = false
    var control = false
    /// The levels of the tallest child.
    var tallest: UInt16 = 0

    mutating func add(_ child: Element) {
      let fields = child.storage.fields
      presentation = presentation || fields.pointee.containsPresentation
      toolbar = toolbar || fields.pointee.containsToolbar
      control = control || fields.pointee.containsControl
      tallest = max(tallest, fields.pointee.height)
    }

    /// Notes in `fields` what an element of their kind holding these children holds.
    ///
    /// Always inlined: out of line, each element made cost 20 instructions more.
    @inline(__always)
    func note(in fields: UnsafeMutablePointer<ElementFields>) {
      let kind = fields.pointee.kind
      fields.pointee.containsPresentation = kind.isPresentation || presentation
      fields.pointee.containsToolbar = kind.isToolbar || (!kind.holdsScreens && toolbar)
      fields.pointee.containsControl = kind.isControl || control
      fields.pointee.height = tallest == .max ? .max : tallest + 1
    }
  }

  /// A new storage holding the same fields and children, what the element holds
  /// included: copying a list of 10k rows before changing one does not walk them.
  package func copy() -> ElementStorage {
    let count = Int(fields.pointee.count)
    let buffer = Self.create(minimumCapacity: count) { _ in fields.pointee }
    let storage = unsafeDowncast(buffer, to: ElementStorage.self)
    storage.withUnsafeMutablePointerToElements { elements in
      elements.initialize(from: children.baseAddress.unsafelyUnwrapped, count: count)
    }
    return storage
  }

  /// A new storage holding these fields and `children` instead of these children, what
  /// the element holds worked out again.
  package func replacingChildren(with children: some Collection<Element>) -> ElementStorage {
    Self.make(fields.pointee, children: children)
  }
}
