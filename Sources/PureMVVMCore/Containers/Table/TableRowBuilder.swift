/// Builds a ``Table``'s rows, like SwiftUI's `TableRowBuilder`.
@resultBuilder
public enum TableRowBuilder<Value: Identifiable> {
  /// One row, or several.
  public static func buildExpression<Content: TableRowContent>(_ content: Content)
    -> TableRowGroup<Value>
  where Content.TableRowValue == Value {
    TableRowGroup(_values: content._values, _contextMenus: content._contextMenus)
  }

  /// The rows, in order.
  public static func buildBlock(_ groups: TableRowGroup<Value>...) -> TableRowGroup<Value> {
    TableRowGroup(
      _values: groups.flatMap(\._values),
      _contextMenus: groups.reduce(into: [:]) { $0.merge($1._contextMenus) { _, new in new } })
  }

  /// Rows shown only when a condition holds.
  public static func buildOptional(_ rows: TableRowGroup<Value>?) -> TableRowGroup<Value> {
    rows ?? TableRowGroup(_values: [], _contextMenus: [:])
  }

  /// The rows of an `if` statement's first branch.
  public static func buildEither(first rows: TableRowGroup<Value>) -> TableRowGroup<Value> {
    rows
  }

  /// The rows of an `if` statement's second branch.
  public static func buildEither(second rows: TableRowGroup<Value>) -> TableRowGroup<Value> {
    rows
  }
}

/// The rows a ``TableRowBuilder`` made, in order.
public nonisolated struct TableRowGroup<Value: Identifiable>: TableRowContent {
  /// The rows' type.
  public typealias TableRowValue = Value

  /// The rows' values, in order.
  public let _values: [Value]
  /// The context menus of the rows that have one, by the row's id.
  public let _contextMenus: [Value.ID: AnyView]
}

extension ForEach: TableRowContent where Content: TableRowContent {
  /// The rows' type.
  public typealias TableRowValue = Content.TableRowValue

  /// Repeats the rows `content` builds for each `Identifiable` element.
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - content: Builds the rows for one element, usually one ``TableRow``.
  public init<V>(
    _ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content
  ) where Data.Element: Identifiable, ID == Data.Element.ID, V == Content.TableRowValue {
    self.init(data, identify: { $0.id }, content: content)
  }

  /// Repeats the rows `content` builds for each element, identified by `id`.
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - id: A key path to an element's identity.
  ///   - content: Builds the rows for one element, usually one ``TableRow``.
  public init<V>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @TableRowBuilder<V> content: @escaping (Data.Element) -> Content
  ) where V == Content.TableRowValue {
    self.init(data, identify: { $0[keyPath: id] }, content: content)
  }

  /// Makes a ``TableRow`` for each `Identifiable` element.
  ///
  /// - Parameter data: The elements.
  public init(_ data: Data)
  where Data.Element: Identifiable, ID == Data.Element.ID, Content == TableRow<Data.Element> {
    self.init(data, identify: { $0.id }, content: { TableRow($0) })
  }

  /// The rows of every element, in order.
  public var _values: [Content.TableRowValue] { data.flatMap { content($0)._values } }

  /// The context menus of every element's rows.
  public var _contextMenus: [Content.TableRowValue.ID: AnyView] {
    data.reduce(into: [:]) { menus, element in
      menus.merge(content(element)._contextMenus) { _, new in new }
    }
  }
}
