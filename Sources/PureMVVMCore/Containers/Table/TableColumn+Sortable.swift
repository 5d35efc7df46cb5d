import Foundation

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
  /// Creates a column titled `titleKey` that shows each row's text at `value` and sorts
  /// by it with `comparator`.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - value: The row's text, and what the column sorts by.
  ///   - comparator: How the texts compare.
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .localizedStandard
  ) where Content == Text {
    self.init(Text(titleKey), value, comparator) { Text($0[keyPath: value]) }
  }

  /// Creates a column titled `title` that shows each row's text at `value` and sorts by
  /// it with `comparator`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - value: The row's text, and what the column sorts by.
  ///   - comparator: How the texts compare.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .localizedStandard
  ) where Content == Text {
    self.init(Text(title), value, comparator) { Text($0[keyPath: value]) }
  }

  /// Creates a column titled `titleKey` whose cells `content` draws, sorting by the text
  /// at `value` with `comparator`.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - value: What the column sorts by.
  ///   - comparator: How the texts compare.
  ///   - content: Draws a row's cell.
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .localizedStandard,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(Text(titleKey), value, comparator, content: content)
  }

  /// Creates a column titled `title` whose cells `content` draws, sorting by the text at
  /// `value` with `comparator`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - value: What the column sorts by.
  ///   - comparator: How the texts compare.
  ///   - content: Draws a row's cell.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .localizedStandard,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(Text(title), value, comparator, content: content)
  }

  /// Creates a column titled `titleKey` whose cells `content` draws, sorting by the value
  /// at `value`.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - value: What the column sorts by.
  ///   - content: Draws a row's cell.
  public init<V: Comparable>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      title: Text(titleKey), comparator: KeyPathComparator(Self.sendable(value)), content: content)
  }

  /// Creates a column titled `title` whose cells `content` draws, sorting by the value at
  /// `value`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - value: What the column sorts by.
  ///   - content: Draws a row's cell.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Comparable>(
    _ title: S, value: KeyPath<RowValue, V>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      title: Text(title), comparator: KeyPathComparator(Self.sendable(value)), content: content)
  }

  /// Creates a column titled `titleKey` whose cells `content` draws, sorting by the value
  /// at `value` with `comparator`.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - value: What the column sorts by.
  ///   - comparator: How the values compare.
  ///   - content: Draws a row's cell.
  public init<V, C: SortComparator>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where C.Compared == V {
    self.init(Text(titleKey), value, comparator, content: content)
  }

  /// Creates a column titled `title` whose cells `content` draws, sorting by the value at
  /// `value` with `comparator`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - value: What the column sorts by.
  ///   - comparator: How the values compare.
  ///   - content: Draws a row's cell.
  @_disfavoredOverload
  public init<S: StringProtocol, V, C: SortComparator>(
    _ title: S, value: KeyPath<RowValue, V>, comparator: C,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where C.Compared == V {
    self.init(Text(title), value, comparator, content: content)
  }

  /// Creates a column titled `text` that shows each row's text at `value` and sorts by it
  /// with `comparator`.
  ///
  /// - Parameters:
  ///   - text: The title.
  ///   - value: The row's text, and what the column sorts by.
  ///   - comparator: How the texts compare.
  public init(
    _ text: Text, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .localizedStandard
  ) where Content == Text {
    self.init(text, value, comparator) { Text($0[keyPath: value]) }
  }

  /// Creates a column titled `text` whose cells `content` draws, sorting by the text at
  /// `value` with `comparator`.
  ///
  /// - Parameters:
  ///   - text: The title.
  ///   - value: What the column sorts by.
  ///   - comparator: How the texts compare.
  ///   - content: Draws a row's cell.
  public init(
    _ text: Text, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .localizedStandard,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(text, value, comparator, content: content)
  }

  /// Creates a column titled `text` whose cells `content` draws, sorting by the value at
  /// `value`.
  ///
  /// - Parameters:
  ///   - text: The title.
  ///   - value: What the column sorts by.
  ///   - content: Draws a row's cell.
  public init<V: Comparable>(
    _ text: Text, value: KeyPath<RowValue, V>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(title: text, comparator: KeyPathComparator(Self.sendable(value)), content: content)
  }

  /// Creates a column titled `text` whose cells `content` draws, sorting by the value at
  /// `value` with `comparator`.
  ///
  /// - Parameters:
  ///   - text: The title.
  ///   - value: What the column sorts by.
  ///   - comparator: How the values compare.
  ///   - content: Draws a row's cell.
  public init<V, C: SortComparator>(
    _ text: Text, value: KeyPath<RowValue, V>, comparator: C,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where C.Compared == V {
    self.init(text, value, comparator, content: content)
  }

  private init<V, C: SortComparator>(
    _ title: Text, _ value: KeyPath<RowValue, V>, _ comparator: C,
    content: @escaping (RowValue) -> Content
  ) where C.Compared == V {
    self.init(
      title: title, comparator: KeyPathComparator(Self.sendable(value), comparator: comparator),
      content: content)
  }
}

extension TableColumn {
  /// `keyPath`, as the `Sendable` key path a `KeyPathComparator` needs.
  ///
  /// SwiftUI's columns take a plain `KeyPath`, so this one does too. A key path is an
  /// immutable object, and one written as a literal over stored properties holds nothing
  /// else; one formed with a subscript argument that is a mutable reference type could race
  /// if the comparator were sent to another isolation domain while that argument changed —
  /// the same trade SwiftUI's `KeyPath` parameters make. The cast itself is layout-safe:
  /// `Sendable` is a marker protocol, so both types are one class reference.
  fileprivate static func sendable<V>(_ keyPath: KeyPath<RowValue, V>)
    -> any KeyPath<RowValue, V> & Sendable
  {
    unsafeBitCast(keyPath, to: (any KeyPath<RowValue, V> & Sendable).self)
  }
}

extension TableColumn where Sort: SortComparator, Sort.Compared == RowValue, Label == Text {
  /// Creates a column titled `titleKey` whose cells `content` draws, sorting rows with
  /// `comparator`.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - comparator: What a tap on the title puts first in the table's sort order.
  ///   - content: Draws a row's cell.
  public init(
    _ titleKey: LocalizedStringKey, sortUsing comparator: Sort,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(title: Text(titleKey), comparator: comparator, content: content)
  }

  /// Creates a column titled `text` whose cells `content` draws, sorting rows with
  /// `comparator`.
  ///
  /// - Parameters:
  ///   - text: The title.
  ///   - comparator: What a tap on the title puts first in the table's sort order.
  ///   - content: Draws a row's cell.
  public init(
    _ text: Text, sortUsing comparator: Sort,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(title: text, comparator: comparator, content: content)
  }

  /// Creates a column titled `title` whose cells `content` draws, sorting rows with
  /// `comparator`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - comparator: What a tap on the title puts first in the table's sort order.
  ///   - content: Draws a row's cell.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, sortUsing comparator: Sort,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(title: Text(title), comparator: comparator, content: content)
  }
}
