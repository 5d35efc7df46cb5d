/// The rows of a ``Table``, like SwiftUI's `TableRowContent`.
public protocol TableRowContent<TableRowValue> {
  /// The type of the rows.
  associatedtype TableRowValue: Identifiable

  /// The rows' values, in order.
  var _values: [TableRowValue] { get }

  /// The context menus of the rows that have one, by the row's id.
  var _contextMenus: [TableRowValue.ID: AnyView] { get }
}

extension TableRowContent {
  /// No row has a context menu.
  public var _contextMenus: [TableRowValue.ID: AnyView] { [:] }

  /// Gives each of these rows a context menu, like SwiftUI's
  /// `TableRowContent.contextMenu(menuItems:)`: a long press or a secondary click on a row
  /// shows the menu; a row with a menu of its own keeps it.
  ///
  /// - Parameter menuItems: The menu's items.
  /// - Returns: The rows, with the menu.
  public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> TableRowGroup<TableRowValue>
  {
    let menu = AnyView(menuItems())
    var menus = _contextMenus
    // A row's own menu, nearer to it, wins over this one.
    for value in _values where menus[value.id] == nil { menus[value.id] = menu }
    return TableRowGroup(_values: _values, _contextMenus: menus)
  }
}

/// A table's rows made from a collection, like SwiftUI's `TableForEachContent`.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent
where Data.Element: Identifiable {
  /// The rows' type.
  public typealias TableRowValue = Data.Element

  private let data: Data

  init(_ data: Data) {
    self.data = data
  }

  /// The elements, in order.
  public var _values: [Data.Element] { Array(data) }
}
