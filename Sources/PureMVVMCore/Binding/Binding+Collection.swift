extension Binding: Sequence where Value: MutableCollection {
  /// A binding to one element of the collection.
  public typealias Element = Binding<Value.Element>
  /// Iterates the element bindings in order.
  public typealias Iterator = IndexingIterator<Binding<Value>>
  /// A contiguous run of element bindings.
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  /// A position in the bound collection.
  public typealias Index = Value.Index
  /// The positions of the bound collection.
  public typealias Indices = Value.Indices

  /// The position of the first element of the bound collection.
  public var startIndex: Index { wrappedValue.startIndex }

  /// The position past the last element of the bound collection.
  public var endIndex: Index { wrappedValue.endIndex }

  /// The positions of the bound collection, read once.
  public var indices: Indices { wrappedValue.indices }

  /// The position after `i`.
  ///
  /// - Parameter i: A valid position of the bound collection.
  /// - Returns: The next position.
  public func index(after i: Index) -> Index {
    wrappedValue.index(after: i)
  }

  /// Replaces `i` with the position after it.
  ///
  /// - Parameter i: A valid position of the bound collection.
  public func formIndex(after i: inout Index) {
    wrappedValue.formIndex(after: &i)
  }

  /// A binding to the element at `position`, so `Toggle(sources: $alarms, isOn: \.isOn)`
  /// and `for $alarm in $alarms` read and write each element.
  ///
  /// The binding stays at its position, as SwiftUI's does. Once the collection no longer
  /// has that position, it returns the last value it read and ignores writes, where
  /// SwiftUI's traps.
  ///
  /// - Parameter position: A valid position of the bound collection.
  public subscript(position: Index) -> Element {
    Binding<Value.Element>(
      location: PositionedElementLocation(base: location, index: position),
      transactionBox: transactionBox)
  }
}

extension Binding: BidirectionalCollection
where Value: BidirectionalCollection & MutableCollection {
  /// The position before `i`.
  ///
  /// - Parameter i: A valid position of the bound collection, past its start.
  /// - Returns: The previous position.
  public func index(before i: Index) -> Index {
    wrappedValue.index(before: i)
  }

  /// Replaces `i` with the position before it.
  ///
  /// - Parameter i: A valid position of the bound collection, past its start.
  public func formIndex(before i: inout Index) {
    wrappedValue.formIndex(before: &i)
  }
}

extension Binding: RandomAccessCollection
where Value: RandomAccessCollection & MutableCollection {}

extension Binding: Identifiable where Value: Identifiable {
  /// The identity of the bound value.
  public typealias ID = Value.ID

  /// The `id` of the value the binding reads now.
  public var id: Value.ID { wrappedValue.id }
}
