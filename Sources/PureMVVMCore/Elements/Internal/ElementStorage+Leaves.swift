extension ElementStorage {
  /// How many leaves a chunk holds: enough to spread its allocation over many, few enough
  /// that a small tree does not hold much more memory than it uses.
  static let leafCapacity = 32

  /// A chunk of leaves: a storage holding no element of its own, whose memory after its
  /// header holds the fields of up to ``leafCapacity`` leaves (texts, spacers), placed one
  /// after another.
  ///
  /// A leaf placed here costs no allocation of its own, and the leaves of a tree are freed
  /// a chunk at a time rather than one at a time. Each element placed here holds the
  /// chunk, which lives until the last of them goes. Fields placed here never change: an
  /// element changed after it was made copies its fields into storage of its own first
  /// (`Element.makeUnique()`), as a shared element does.
  ///
  /// The header marks the chunk: a height of 0, which no element has, and the leaves
  /// placed so far as its row offset.
  static func makeChunk() -> ElementStorage {
    let units =
      (leafCapacity * MemoryLayout<ElementFields>.stride + MemoryLayout<Element>.stride - 1)
      / MemoryLayout<Element>.stride
    let header = ElementFields(
      kind: .spacer, isDisabled: false, identity: 0, action: nil, box: .empty)
    let storage = make(header, children: EmptyCollection(), minimumCapacity: units)
    storage.fields.pointee.height = 0
    storage.withUnsafeMutablePointerToElements { elements in
      _ = UnsafeMutableRawPointer(elements).bindMemory(
        to: ElementFields.self, capacity: leafCapacity)
    }
    return storage
  }

  /// Whether this storage is a chunk of leaves.
  var isChunk: Bool { fields.pointee.height == 0 }

  /// Whether every slot of this chunk is taken.
  var isFullChunk: Bool { fields.pointee.rowOffset == Self.leafCapacity }

  /// Puts `fields` in the next free slot of this chunk; returns the slot.
  ///
  /// - Precondition: this is a chunk, and it is not full.
  func placeLeaf(_ leaf: consuming ElementFields) -> Int32 {
    precondition(isChunk && !isFullChunk, "ElementStorage: no chunk with a free slot")
    let slot = fields.pointee.rowOffset
    leafFields(at: Int32(slot)).initialize(to: leaf)
    fields.pointee.rowOffset = slot + 1
    return Int32(slot)
  }

  /// The fields in `slot` of this chunk.
  ///
  /// - Precondition: `slot` was returned by ``placeLeaf(_:)`` of this chunk.
  @inlinable func leafFields(at slot: Int32) -> UnsafeMutablePointer<ElementFields> {
    // The leaves live inside this object, which never moves: the pointer stays valid for
    // as long as the caller holds the chunk. `makeChunk()` bound the memory to fields.
    withUnsafeMutablePointerToElements {
      UnsafeMutableRawPointer($0).assumingMemoryBound(to: ElementFields.self) + Int(slot)
    }
  }

  /// Destroys the leaves placed in this chunk.
  func destroyLeaves() {
    leafFields(at: 0).deinitialize(count: fields.pointee.rowOffset)
  }
}
