/// What the user may do to the rows of a bound collection, like SwiftUI's `EditActions`:
/// given to `ForEach($items, editActions:)` and `List($items, editActions:)`.
public struct EditActions<Data>: OptionSet, Sendable {
  /// The actions, one bit each.
  public let rawValue: Int

  /// Creates the actions from their bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }
}

extension EditActions where Data: RangeReplaceableCollection {
  /// Rows can be deleted.
  public static var delete: EditActions { EditActions(rawValue: 1) }
}

extension EditActions where Data: MutableCollection {
  /// Rows can be moved.
  public static var move: EditActions { EditActions(rawValue: 2) }
}

extension EditActions {
  /// Every action the collection allows: moves for a mutable collection, deletions for a
  /// range-replaceable one.
  public static var all: EditActions { EditActions(rawValue: 3) }
}
