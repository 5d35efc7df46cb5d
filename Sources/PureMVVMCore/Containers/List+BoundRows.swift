extension List where SelectionValue == Never {
  /// Creates a list with one row per element of a bound collection, with a binding to
  /// each, like SwiftUI's `List($items) { $item in … }`.
  ///
  /// - Parameters:
  ///   - data: A binding to the elements.
  ///   - rowContent: Builds one row from a binding to its element.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<[Binding<Data.Element>], Data.Element.ID, RowContent>,
    Data.Element: Identifiable
  {
    self.init(rows: ForEach(data, content: rowContent))
  }

  /// Creates a list with one row per element of a bound collection, identified by the
  /// value at `id`, with a binding to each.
  ///
  /// - Parameters:
  ///   - data: A binding to the elements.
  ///   - id: What identifies an element.
  ///   - rowContent: Builds one row from a binding to its element.
  public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<[Binding<Data.Element>], ID, RowContent>, Data.Index: Hashable {
    self.init(rows: ForEach(data, id: id, content: rowContent))
  }

  /// Creates a list of a bound collection whose rows the user can delete or move, as
  /// `editActions` allows, like SwiftUI's `List($items, editActions: .all)`.
  ///
  /// - Parameters:
  ///   - data: A binding to the elements; deletions and moves change it.
  ///   - editActions: What the user may do: `.delete`, `.move` or `.all`.
  ///   - rowContent: Builds one row from a binding to its element.
  public init<
    Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    RowContent: View
  >(
    _ data: Binding<Data>, editActions: EditActions<Data>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<[Binding<Data.Element>], Data.Element.ID, RowContent>,
    Data.Element: Identifiable
  {
    self.init(rows: ForEach(data, editActions: editActions, content: rowContent))
  }

  /// Creates a list of a bound collection, identified by the value at `id`, whose rows
  /// the user can delete or move, as `editActions` allows.
  ///
  /// - Parameters:
  ///   - data: A binding to the elements; deletions and moves change it.
  ///   - id: What identifies an element.
  ///   - editActions: What the user may do: `.delete`, `.move` or `.all`.
  ///   - rowContent: Builds one row from a binding to its element.
  public init<
    Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    ID: Hashable, RowContent: View
  >(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<[Binding<Data.Element>], ID, RowContent>, Data.Index: Hashable {
    self.init(rows: ForEach(data, id: id, editActions: editActions, content: rowContent))
  }
}
