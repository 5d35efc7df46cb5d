/// Shows its children as the rows of a list, like SwiftUI's `List`.
///
/// Rows are drawn one under another with a rule between them; sections bring their
/// headers and footers. A selection binding is accepted.
public struct List<SelectionValue: Hashable, Content: View>: View {
  private let content: Content

  /// Resolves to one list element holding the rows.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    elements.append(
      .container(.list, context: context) { LazyRows(content: content)._resolve(in: $0, into: &$1) }
    )
  }

  private init(rows: Content) {
    content = rows
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
  /// Creates a list whose rows can be selected; the selection is accepted.
  ///
  /// - Parameters:
  ///   - selection: The selected row's id.
  ///   - content: The rows.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.init(rows: content())
  }

  /// Creates a list whose rows can be selected together; the selection is accepted.
  ///
  /// - Parameters:
  ///   - selection: The selected rows' ids.
  ///   - content: The rows.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.init(rows: content())
  }
}
