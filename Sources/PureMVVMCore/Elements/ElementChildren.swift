/// The elements inside an ``Element``, in order.
///
/// They live in the element's own storage, after its fields: reading them, or copying
/// them, copies no element. A collection like an array's, indexed from 0.
@usableFromInline package struct ElementChildren: RandomAccessCollection {
  /// The storage of the element whose children these are.
  @usableFromInline let storage: ElementStorage

  @inlinable init(_ storage: ElementStorage) {
    self.storage = storage
  }

  /// The children's positions, from 0 to ``count``.
  @usableFromInline package typealias Indices = Range<Int>

  /// The position of the first child: always 0.
  @inlinable package var startIndex: Int { 0 }

  /// The position after the last child: how many there are.
  @inlinable package var endIndex: Int { Int(storage.fields.pointee.count) }

  /// The child at `position`.
  ///
  /// - Precondition: `position` is in `0..<count`.
  @inlinable package subscript(position: Int) -> Element {
    precondition(UInt(bitPattern: position) < UInt(endIndex), "Index out of range")
    return storage.children[position]
  }
}
