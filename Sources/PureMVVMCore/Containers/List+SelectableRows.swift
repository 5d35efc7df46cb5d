extension List {
  /// Creates a list with one row per element of a bound collection, several of which can be selected while it is edited.
  ///
  /// - Parameters:
  ///   - data: A binding to the elements.
  ///   - selection: The selected elements' ids.
  ///   - rowContent: Builds one row from a binding to its element.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<[Binding<Data.Element>], Data.Element.ID, RowContent>,
    Data.Element: Identifiable
  {
    self.init(selection: selection) {
      ForEach<[Binding<Data.Element>], Data.Element.ID, RowContent>(data, content: rowContent)
    }
  }

  /// Creates a list with one row per element of a bound collection, identified by the
  /// value at `id`, several of which can be selected while it is edited.
  ///
  /// - Parameters:
  ///   - data: A binding to the elements.
  ///   - id: What identifies an element.
  ///   - selection: The selected elements' ids.
  ///   - rowContent: Builds one row from a binding to its element.
  public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<[Binding<Data.Element>], ID, RowContent>, Data.Index: Hashable {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  /// Creates a list of a bound collection whose rows the user can delete or move, as
  /// `editActions` allows, several of which can be selected while it is edited.
  ///
  /// - Parameters:
  ///   - data: A binding to the elements; deletions and moves change it.
  ///   - editActions: What the user may do: `.delete`, `.move` or `.all`.
  ///   - selection: The selected elements' ids.
  ///   - rowContent: Builds one row from a binding to its element.
  public init<
    Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    RowContent: View
  >(
    _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<[Binding<Data.Element>], Data.Element.ID, RowContent>,
    Data.Element: Identifiable
  {
    self.init(selection: selection) { ForEach(data, editActions: editActions, content: rowContent) }
  }

  /// Creates a list of a tree of `Identifiable` elements, several of which can be selected while it is edited.
  ///
  /// - Parameters:
  ///   - data: The top elements.
  ///   - children: A key path to an element's children; `nil` for a leaf.
  ///   - selection: The selected elements' ids.
  ///   - rowContent: Builds one element's row.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<Data, Data.Element.ID, RowContent>,
    Data.Element: Identifiable
  {
    self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
  }

  /// Creates a list of a tree of elements, identified by the value at `id`, several of which can be selected while it is edited.
  ///
  /// - Parameters:
  ///   - data: The top elements.
  ///   - id: What identifies an element.
  ///   - children: A key path to an element's children; `nil` for a leaf.
  ///   - selection: The selected elements' ids.
  ///   - rowContent: Builds one element's row.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, ID, RowContent> {
    self.init(selection: selection) {
      OutlineGroup(data, id: id, children: children, content: rowContent)
    }
  }

  /// Creates a list with one row per element of a bound collection, one of which can be selected.
  ///
  /// - Parameters:
  ///   - data: A binding to the elements.
  ///   - selection: The selected element's id; `nil` selects nothing.
  ///   - rowContent: Builds one row from a binding to its element.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<[Binding<Data.Element>], Data.Element.ID, RowContent>,
    Data.Element: Identifiable
  {
    self.init(selection: selection) {
      ForEach<[Binding<Data.Element>], Data.Element.ID, RowContent>(data, content: rowContent)
    }
  }

  /// Creates a list with one row per element of a bound collection, identified by the
  /// value at `id`, one of which can be selected.
  ///
  /// - Parameters:
  ///   - data: A binding to the elements.
  ///   - id: What identifies an element.
  ///   - selection: The selected element's id; `nil` selects nothing.
  ///   - rowContent: Builds one row from a binding to its element.
  public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<[Binding<Data.Element>], ID, RowContent>, Data.Index: Hashable {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  /// Creates a list of a bound collection whose rows the user can delete or move, as
  /// `editActions` allows, one of which can be selected.
  ///
  /// - Parameters:
  ///   - data: A binding to the elements; deletions and moves change it.
  ///   - editActions: What the user may do: `.delete`, `.move` or `.all`.
  ///   - selection: The selected element's id; `nil` selects nothing.
  ///   - rowContent: Builds one row from a binding to its element.
  public init<
    Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    RowContent: View
  >(
    _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<[Binding<Data.Element>], Data.Element.ID, RowContent>,
    Data.Element: Identifiable
  {
    self.init(selection: selection) { ForEach(data, editActions: editActions, content: rowContent) }
  }

  /// Creates a list of a tree of elements, identified by the value at `id`, one of which can be selected.
  ///
  /// - Parameters:
  ///   - data: The top elements.
  ///   - id: What identifies an element.
  ///   - children: A key path to an element's children; `nil` for a leaf.
  ///   - selection: The selected element's id; `nil` selects nothing.
  ///   - rowContent: Builds one element's row.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, ID, RowContent> {
    self.init(selection: selection) {
      OutlineGroup(data, id: id, children: children, content: rowContent)
    }
  }
}
