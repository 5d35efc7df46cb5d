import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`, as SwiftUI's extension does for `onDelete`.
  ///
  /// ```swift
  /// ForEach(names, id: \.self) { Text($0) }
  ///   .onDelete { names.remove(atOffsets: $0) }
  /// ```
  ///
  /// Offsets past the end are ignored.
  ///
  /// - Parameter offsets: The positions to remove, counted from the start.
  public mutating func remove(atOffsets offsets: IndexSet) {
    var kept = Self()
    for (offset, element) in enumerated() where !offsets.contains(offset) {
      kept.append(element)
    }
    self = kept
  }
}

extension MutableCollection {
  /// Moves the elements at `source` so they sit before the element that was at
  /// `destination`, as SwiftUI's extension does for `onMove`.
  ///
  /// Offsets past the end are ignored; a destination past the end moves to the end.
  ///
  /// - Parameters:
  ///   - source: The positions to move, counted from the start.
  ///   - destination: The position, in the collection before the move, to move them to.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let elements = Array(self)
    let moving = source.filter { $0 < elements.count }.map { elements[$0] }
    let target = Swift.min(Swift.max(destination, 0), elements.count)
    let before = source.filter { $0 < target }.count
    var rest: [Element] = []
    for (offset, element) in elements.enumerated() where !source.contains(offset) {
      rest.append(element)
    }
    rest.insert(contentsOf: moving, at: target - before)
    for (index, element) in zip(indices, rest) { self[index] = element }
  }
}
