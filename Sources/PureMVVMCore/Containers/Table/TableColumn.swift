import Foundation

/// A column of a ``Table``, like SwiftUI's `TableColumn`: a title and how each row's
/// cell is drawn.
public nonisolated struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View>:
  TableColumnContent
{
  /// The rows' type.
  public typealias TableRowValue = RowValue
  /// How the column sorts.
  public typealias TableColumnSortComparator = Sort

  private let title: Text
  private let content: (RowValue) -> Content
  private let comparator: Sort?

  /// The column.
  public var _columns: [TableColumnDescription<RowValue>] {
    [
      TableColumnDescription(
        title: title, cell: { [content] in AnyView(content($0)) }, sort: comparator)
    ]
  }

  /// The column with a fixed width; accepted, as text hosts size columns to fit.
  ///
  /// - Parameter width: The width.
  /// - Returns: The column.
  public func width(_ width: CGFloat? = nil) -> TableColumn { self }

  /// The column with a flexible width; accepted.
  ///
  /// - Parameters:
  ///   - min: The least width.
  ///   - ideal: The width it prefers.
  ///   - max: The most width.
  /// - Returns: The column.
  public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil)
    -> TableColumn
  { self }

  init(title: Text, comparator: Sort? = nil, content: @escaping (RowValue) -> Content) {
    self.title = title
    self.comparator = comparator
    self.content = content
  }
}

extension TableColumn where Sort == Never, Label == Text {
  /// Creates a column titled `titleKey` whose cells `content` draws.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - content: Draws a row's cell.
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(title: Text(titleKey), content: content)
  }

  /// Creates a column titled `title` whose cells `content` draws.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - content: Draws a row's cell.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(title: Text(title), content: content)
  }

  /// Creates a column titled `text` whose cells `content` draws.
  ///
  /// - Parameters:
  ///   - text: The title.
  ///   - content: Draws a row's cell.
  public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(title: text, content: content)
  }

  /// Creates a column titled `text` that shows each row's text at `value`.
  ///
  /// - Parameters:
  ///   - text: The title.
  ///   - value: The row's text.
  public init(_ text: Text, value: KeyPath<RowValue, String>) where Content == Text {
    self.init(title: text) { Text($0[keyPath: value]) }
  }

  /// Creates a column titled `titleKey` that shows each row's text at `value`.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - value: The row's text.
  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>)
  where Content == Text {
    self.init(title: Text(titleKey)) { Text($0[keyPath: value]) }
  }

  /// Creates a column titled `title` that shows each row's text at `value`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - value: The row's text.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>)
  where Content == Text {
    self.init(title: Text(title)) { Text($0[keyPath: value]) }
  }
}
