extension List where SelectionValue == Never {
  /// Creates a list of a tree of `Identifiable` elements, each with children shown as a
  /// disclosure group, like SwiftUI's `List(_:children:rowContent:)` (see
  /// ``OutlineGroup``).
  ///
  /// - Parameters:
  ///   - data: The top elements.
  ///   - children: A key path to an element's children; `nil` for a leaf.
  ///   - rowContent: Builds one element's row.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable
  {
    self.init(rows: OutlineGroup(data, children: children, content: rowContent))
  }

  /// Creates a list of a tree of elements, identified by the value at `id`, each with
  /// children shown as a disclosure group.
  ///
  /// - Parameters:
  ///   - data: The top elements.
  ///   - id: What identifies an element.
  ///   - children: A key path to an element's children; `nil` for a leaf.
  ///   - rowContent: Builds one element's row.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, ID, RowContent> {
    self.init(rows: OutlineGroup(data, id: id, children: children, content: rowContent))
  }
}

extension List {
  /// Creates a list of a tree of `Identifiable` elements, one of which can be selected.
  ///
  /// - Parameters:
  ///   - data: The top elements.
  ///   - children: A key path to an element's children; `nil` for a leaf.
  ///   - selection: The selected element's id; `nil` selects nothing.
  ///   - rowContent: Builds one element's row.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable
  {
    self.init(selection: selection) {
      OutlineGroup(data, children: children, content: rowContent)
    }
  }
}
