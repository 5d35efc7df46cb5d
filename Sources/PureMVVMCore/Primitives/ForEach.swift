import Foundation

/// Repeats a design once per element of a collection, like SwiftUI's `ForEach`.
///
/// Each element is identified by an id, which keys its ``Stateful`` state, so state follows
/// an element when the collection is reordered.
///
/// ```swift
/// ForEach(routes) { route in Text(route.name) }
/// ForEach(names, id: \.self) { name in Text(name) }
/// ForEach($routes) { $route in TextField("Nombre", text: $route.name) }
/// ```
///
/// Its rows are views, or, inside a ``Table``'s rows, ``TableRowContent``.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The elements to repeat the design for.
  public let data: Data
  private let identify: (Data.Element) -> ID
  let content: (Data.Element) -> Content
  private var actions = RowEditActions()
  /// Makes the data when the rows resolve, where only a resolution can tell what it holds
  /// (a view's subviews or sections); `nil` for data given whole.
  var loadData: (@MainActor (ResolveContext) -> Data)?

  /// The designated initialiser: `identify` is a closure because applying a key path
  /// costs a run-time look-up per element.
  init(
    _ data: Data, identify: @escaping (Data.Element) -> ID,
    content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.identify = identify
    self.content = content
  }
}

extension ForEach: View where Content: View {
  /// Repeats `content` for each element, identified by the value at `id`.
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - id: A key path to a value that identifies each element.
  ///   - content: Builds the design for one element.
  ///
  /// A `Binding` to a collection, itself a collection of element bindings, takes the
  /// bound form instead, whose bindings follow their elements' ids.
  @_disfavoredOverload
  nonisolated public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data, identify: Self.identify(by: id), content: content)
  }

  /// What identifies an element by the value at `id`: the element itself for `\.self`, as
  /// most lists of plain values say, without applying the key path to every element (a
  /// run-time projection, about 400 instructions a row).
  private static func identify(by id: KeyPath<Data.Element, ID>) -> (Data.Element) -> ID {
    guard ID.self == Data.Element.self, id == \Data.Element.self as AnyKeyPath else {
      return { $0[keyPath: id] }
    }
    // `ID` is `Data.Element`: the cast gives back the value it is given.
    return { unsafeBitCast($0, to: ID.self) }
  }

  /// Resolves `content` for each element in order.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let data = loadData?(context.child(Self.loadedDataComponent)) ?? self.data
    let identities = context.graph.identities.table(of: ID.self, below: context.position)
    let count = data.count
    let shared = actions.isEditable && count > 0 ? actions.sharedHandlers(count: count) : nil
    let rows = Rows(count: count, identities: identities, editHandlers: shared)
    identities.reserveCapacity(count)
    // An array's rows are read from its buffer: reading an element of a collection whose
    // type is not known here goes through its subscript's accessor, which allocates a
    // frame on the heap for every row.
    let read: Void? = data.withContiguousStorageIfAvailable { buffer in
      resolveRows(buffer, of: rows, in: context, into: &elements)
    }
    guard read == nil else { return }
    // A range of integers (`ForEach(0..<count)`, `ForEach(items.indices)`) is counted
    // through here: through its generic index, a row cost about 1,450 instructions more.
    if Data.self == Range<Int>.self {
      return resolveRows(
        unsafeBitCast(data, to: Range<Int>.self), of: rows, in: context, into: &elements)
    }
    // So is a closed range (`ForEach(1...count, id: \.self)`), unless it ends at `Int.max`,
    // which a half-open range cannot reach.
    if Data.self == ClosedRange<Int>.self {
      let closed = unsafeBitCast(data, to: ClosedRange<Int>.self)
      if closed.upperBound < .max {
        return resolveRows(Range(closed), of: rows, in: context, into: &elements)
      }
    }
    // Indices and a counter, not `enumerated()` or an iterator: their generic types are
    // looked up and wrapped at run time for every row.
    var rowContext = context
    var offset = 0
    var position = data.startIndex
    let end = data.endIndex
    while position != end {
      resolveRow(
        data[position], offset: offset, of: rows, in: context, as: &rowContext, into: &elements)
      data.formIndex(after: &position)
      offset += 1
    }
  }

  /// Resolves the rows of the elements in `buffer`, all the data's.
  ///
  /// A method of its own, not the body of the closure reading the buffer: there, each
  /// call to resolve a row would look up this `ForEach`'s type at run time.
  @MainActor
  private func resolveRows(
    _ buffer: UnsafeBufferPointer<Data.Element>, of rows: Rows, in context: ResolveContext,
    into elements: inout [Element]
  ) {
    var rowContext = context
    for offset in buffer.indices {
      resolveRow(
        buffer[offset], offset: offset, of: rows, in: context, as: &rowContext, into: &elements)
    }
  }

  /// Resolves the rows of `range`, the data when it is a range of integers (or a closed
  /// range, made half-open).
  @MainActor
  private func resolveRows(
    _ range: Range<Int>, of rows: Rows, in context: ResolveContext, into elements: inout [Element]
  ) {
    var rowContext = context
    for value in range {
      // `Data` is `Range<Int>` or `ClosedRange<Int>`, so its elements are integers.
      resolveRow(
        unsafeBitCast(value, to: Data.Element.self), offset: value - range.lowerBound, of: rows,
        in: context, as: &rowContext, into: &elements)
    }
  }

  /// How many rows there are, their identities, and the handlers of their edit actions
  /// if they have any.
  private typealias Rows = (
    count: Int, identities: Identities<ID>, editHandlers: ElementHandlers?
  )

  /// Resolves the row of `element`, at `offset` in the data, in `rowContext`: a copy of
  /// `context` each row's context becomes in turn.
  @MainActor
  private func resolveRow(
    _ element: Data.Element, offset: Int, of rows: Rows, in context: ResolveContext,
    as rowContext: inout ResolveContext, into elements: inout [Element]
  ) {
    let id = identify(element)
    let first = elements.endIndex
    rowContext.becomeSibling(rows.identities.component(for: id), of: context.place, at: first)
    content(element)._resolve(inPlace: &rowContext, into: &elements)
    // The shared handlers are read in place: binding them to a local retained and released
    // them for every row.
    if rows.editHandlers != nil, first < elements.endIndex {
      actions.attach(
        to: &elements[first], offset: offset, count: rows.count,
        sharing: rows.editHandlers.unsafelyUnwrapped)
    }
    if context.recordsScrollIDs, context.startsGroups, first < elements.endIndex {
      elements[first].withHandlers { $0.scrollID = AnyHashable(id) }
    }
    if context.tagsRowsWithIDs {
      for index in first..<elements.endIndex
      where elements[index].handlers?.tag == nil && !elements[index].kind.isPresentation {
        elements[index].withHandlers { $0.tag = AnyHashable(id) }
      }
    }
  }

  /// Where the view whose subviews or sections are the data resolves, below the `ForEach`.
  private static var loadedDataComponent: UInt64 { 0x7375_6276_6965_7773 }

  /// Makes each row deletable, like SwiftUI's `onDelete(perform:)`; `nil` makes them not.
  ///
  /// A row is deleted by a full swipe to the left, or with its delete control (`⊖`) while
  /// the list is edited (see ``EditMode``). Tests delete a row with
  /// `inspector.find(row:).delete()` (or `swipe(.trailing, fully: true)`), consoles with
  /// `delete <row text>`. A row under `.deleteDisabled(true)` cannot be deleted.
  ///
  /// - Parameter action: Receives the offsets (into `data`) of the rows to delete.
  /// - Returns: The same `ForEach`, with deletable rows.
  nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
    var copy = self
    copy.actions.delete = action
    return copy
  }

  /// Makes each row movable, like SwiftUI's `onMove(perform:)`; `nil` makes them not.
  ///
  /// While the list is edited each movable row shows a handle (`☰`). Tests move a row with
  /// `inspector.find(row:).move(toOffset:)`, consoles with `move <row text> to <offset>`.
  /// A row under `.moveDisabled(true)` cannot be moved.
  ///
  /// - Parameter action: Receives the offsets of the rows to move and the offset, in the
  ///   collection before the move, they go before.
  /// - Returns: The same `ForEach`, with movable rows.
  nonisolated public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
    var copy = self
    copy.actions.move = action
    return copy
  }

  /// Accepts items of the given types dropped between rows, like SwiftUI's
  /// `onInsert(of:perform:)`.
  ///
  /// Tests drop items with `inspector.find(row:).insert(_:)`, which inserts before that row.
  ///
  /// - Parameters:
  ///   - supportedContentTypes: The types of items accepted.
  ///   - action: Receives the offset to insert at and the dropped items.
  /// - Returns: The same `ForEach`, accepting drops.
  nonisolated public func onInsert(
    of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void
  ) -> ForEach {
    var copy = self
    copy.actions.insert = action
    return copy
  }

  /// Accepts items of the types named by `acceptedTypeIdentifiers` dropped between rows
  /// (the form SwiftUI deprecates in favour of `onInsert(of:perform:)` with `UTType`s).
  ///
  /// - Parameters:
  ///   - acceptedTypeIdentifiers: The identifiers of the types accepted.
  ///   - action: Receives the offset to insert at and the dropped items.
  /// - Returns: The same `ForEach`, accepting drops.
  nonisolated public func onInsert(
    of acceptedTypeIdentifiers: [String],
    perform action: @escaping (Int, [NSItemProvider]) -> Void
  ) -> ForEach {
    onInsert(of: acceptedTypeIdentifiers.compactMap { UTType($0) }, perform: action)
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// Repeats `content` for each number of a constant range, like SwiftUI's
  /// `ForEach(0..<count)`; each number is its own identity.
  ///
  /// - Parameters:
  ///   - data: The numbers.
  ///   - content: Builds the view for one number.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, identify: { $0 }, content: content)
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
  /// Repeats `content` for each `Identifiable` element.
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - content: Builds the design for one element.
  ///
  /// A `Binding` to a collection, itself a collection of element bindings, takes the
  /// bound form instead, whose bindings follow their elements' ids.
  @_disfavoredOverload
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, identify: { $0.id }, content: content)
  }
}

extension ForEach where Content: View {
  /// Repeats `content` for each element of a bound collection, with a binding to each.
  ///
  /// Each element binding is tied to its element's `id`, not its position: after a
  /// deletion, no binding writes to a neighbour.
  ///
  /// - Parameters:
  ///   - data: A binding to a mutable collection of `Identifiable` elements.
  ///   - content: Builds the design for one element from a binding to it.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [Binding<C.Element>], C.Element: Identifiable, ID == C.Element.ID {
    self.init(data.elementBindings, identify: { $0.wrappedValue.id }, content: content)
  }

  /// Repeats `content` for each element of a bound collection, identified by the value at
  /// `id`, with a binding to each (tied to that value, not the element's position).
  ///
  /// - Parameters:
  ///   - data: A binding to a mutable collection.
  ///   - id: A key path to a value that identifies each element.
  ///   - content: Builds the design for one element from a binding to it.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [Binding<C.Element>], C.Index: Hashable {
    let identify = { (element: C.Element) in element[keyPath: id] }
    self.init(
      data.elementBindings(identifiedBy: identify), identify: { identify($0.wrappedValue) },
      content: content)
  }

  /// Repeats `content` for each element of a bound collection that cannot be resized,
  /// whose rows the user can move, like SwiftUI's `ForEach(_:editActions:)`.
  ///
  /// - Parameters:
  ///   - data: A binding to the elements; moves change it.
  ///   - editActions: What the user may do: `.move` (or `.all`, which is the same here).
  ///   - content: Builds the design for one element from a binding to it.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [Binding<C.Element>], C.Element: Identifiable, ID == C.Element.ID {
    self.init(data, content: content)
    actions = RowEditActions(data, editActions)
  }

  /// Repeats `content` for each element of a bound collection whose rows the user can
  /// delete or move, as `editActions` allows, like SwiftUI's `ForEach(_:editActions:)`.
  ///
  /// - Parameters:
  ///   - data: A binding to the elements; deletions and moves change it.
  ///   - editActions: What the user may do: `.delete`, `.move` or `.all`.
  ///   - content: Builds the design for one element from a binding to it.
  public init<
    C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection
  >(
    _ data: Binding<C>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [Binding<C.Element>], C.Element: Identifiable, ID == C.Element.ID {
    self.init(data, content: content)
    actions = RowEditActions(data, editActions)
  }

  /// Repeats `content` for each element of a bound collection, identified by the value at
  /// `id`, whose rows the user can delete or move, as `editActions` allows.
  ///
  /// - Parameters:
  ///   - data: A binding to the elements; deletions and moves change it.
  ///   - id: A key path to a value that identifies each element.
  ///   - editActions: What the user may do: `.delete`, `.move` or `.all`.
  ///   - content: Builds the design for one element from a binding to it.
  public init<
    C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection
  >(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [Binding<C.Element>], C.Index: Hashable {
    self.init(data, id: id, content: content)
    actions = RowEditActions(data, editActions)
  }
}
