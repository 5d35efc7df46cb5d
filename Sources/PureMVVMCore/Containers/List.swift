/// Shows its children as the rows of a list, like SwiftUI's `List`.
///
/// Rows are drawn one under another with a rule between them; sections bring their
/// headers and footers. A list outside a navigation stack keeps an edit mode of its own
/// (see ``EditMode``). With a selection, a test selects a row with
/// `inspector.find(row:).select()`; rows are tagged with their `ForEach` ids, or `.tag(_:)`.
public nonisolated struct List<SelectionValue: Hashable, Content: View>: View {
  private let content: Content
  private let selection: RowSelection<SelectionValue>?

  /// Resolves to one list element holding the rows.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var inner = context
    inner.provideEditMode()
    let decoration = ListRowDecoration(
      isEditing: inner.environment.editMode?.wrappedValue.isEditing ?? false,
      selection: selection, context: inner)
    elements.append(
      .container(.list, context: inner) { rowsContext, rows in
        var rowsContext = rowsContext
        if selection != nil { rowsContext.tagsRowsWithIDs = true }
        LazyRows(content: content)._resolve(in: rowsContext, into: &rows)
        if decoration.isNeeded { decoration.decorate(&rows, from: 0) }
      })
  }

  init(rows: Content, selection: RowSelection<SelectionValue>? = nil) {
    content = rows
    self.selection = selection
  }
}

extension List where SelectionValue == Never {
  /// Creates a list from a block of rows.
  ///
  /// - Parameter content: The rows.
  public init(@ViewBuilder content: () -> Content) {
    self.init(rows: content())
  }

  /// Creates a list with one row per `Identifiable` element.
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - rowContent: Builds one row.
  ///
  /// A `Binding` to a collection, itself a collection of element bindings, takes the
  /// bound-rows form instead.
  @_disfavoredOverload
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(rows: ForEach(data, content: rowContent))
  }

  /// Creates a list with one row per element, identified by the value at `id`.
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - id: What identifies an element.
  ///   - rowContent: Builds one row.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(rows: ForEach(data, id: id, content: rowContent))
  }

  /// Creates a list with one row per number of a constant range.
  ///
  /// - Parameters:
  ///   - data: The numbers.
  ///   - rowContent: Builds one row.
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    self.init(rows: ForEach(data, content: rowContent))
  }
}

extension List {
  /// Creates a list whose rows can be selected, one at a time.
  ///
  /// - Parameters:
  ///   - selection: The selected row's tag; `nil` selects nothing.
  ///   - content: The rows.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.init(rows: content(), selection: selection.map(RowSelection.optional))
  }

  /// Creates a list where exactly one row is always selected: tapping a row selects it,
  /// and nothing deselects it, as a sidebar's.
  ///
  /// - Parameters:
  ///   - selection: The selected row's tag.
  ///   - content: The rows.
  ///
  /// A binding to an optional value or a set takes those forms instead.
  @_disfavoredOverload
  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(rows: content(), selection: .optional(Binding<SelectionValue?>(selection)))
  }

  /// Creates a list whose rows can be selected together, while it is edited.
  ///
  /// - Parameters:
  ///   - selection: The selected rows' tags.
  ///   - content: The rows.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.init(rows: content(), selection: selection.map(RowSelection.set))
  }
}

extension List {
  /// Creates a list with one row per `Identifiable` element, one of which can be selected.
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - selection: The selected element's id; `nil` selects nothing.
  ///   - rowContent: Builds one row.
  ///
  /// A `Binding` to a collection, itself a collection of element bindings, takes the
  /// bound-rows form instead.
  @_disfavoredOverload
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// Creates a list with one row per `Identifiable` element, several of which can be
  /// selected while it is edited.
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - selection: The selected elements' ids.
  ///   - rowContent: Builds one row.
  ///
  /// A `Binding` to a collection, itself a collection of element bindings, takes the
  /// bound-rows form instead.
  @_disfavoredOverload
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// Creates a list with one row per element, identified by the value at `id`, one of
  /// which can be selected.
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - id: What identifies an element.
  ///   - selection: The selected element's id; `nil` selects nothing.
  ///   - rowContent: Builds one row.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  /// Creates a list with one row per element, identified by the value at `id`, several of
  /// which can be selected while it is edited.
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - id: What identifies an element.
  ///   - selection: The selected elements' ids.
  ///   - rowContent: Builds one row.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }
}
