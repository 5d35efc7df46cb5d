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
  package static func make(
    _ fields: ElementFields, children: some Collection<Element>
  ) -> ElementStorage {
    make(children: children) { fields }
  }

  /// A new storage holding the fields `makeFields` makes and a copy of `children`, what
  /// the element holds worked out from both.
  ///
  /// The fields are made where they are stored: made first and then passed in, they
  /// are copied, each of their references retained and released again.
  @inline(__always)
  package static func make(
    children: some Collection<Element>, makeFields: () -> ElementFields
  ) -> ElementStorage {
    let count = children.count
    let buffer = create(minimumCapacity: count) { _ in makeFields() }
    let storage = unsafeDowncast(buffer, to: ElementStorage.self)
    storage.withUnsafeMutablePointers { fields, elements in
      // One by one: the collection's own copy calls the run time's generic array copy,
      // which costs more than retaining the few children most elements have.
      var next = elements
      for child in children {
        next.initialize(to: child)
        next += 1
      }
      fields.pointee.count = Int32(count)
    }
    storage.noteContents()
    return storage
  }

  deinit {
    _ = withUnsafeMutablePointers { fields, elements in
      elements.deinitialize(count: Int(fields.pointee.count))
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
    let fields = fields
    let children = children
    if children.isEmpty {
      // Most elements are leaves: a text, an image, a spacer.
      fields.pointee.containsPresentation = fields.pointee.kind.isPresentation
      fields.pointee.containsToolbar = fields.pointee.kind.isToolbar
      fields.pointee.height = 1
      return
    }
    var presentationInside = false
    var toolbarInside = false
    var tallest: UInt16 = 0
    for child in children {
      presentationInside = presentationInside || child.containsPresentation
      toolbarInside = toolbarInside || child.containsToolbar
      tallest = max(tallest, child.storage.fields.pointee.height)
    }
    let kind = fields.pointee.kind
    fields.pointee.containsPresentation = kind.isPresentation || presentationInside
    fields.pointee.containsToolbar = kind.isToolbar || (!kind.holdsScreens && toolbarInside)
    fields.pointee.height = tallest == .max ? .max : tallest + 1
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
