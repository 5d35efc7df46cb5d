import PureMVVMCore

/// A screen's content and the toolbar items it puts in its bars.
///
/// Items are gathered from anywhere in the screen, but not from the screens of nested
/// navigation stacks, tabs or presentations, which have bars of their own.
struct ToolbarItems {
  /// The screen without its toolbar elements.
  let content: [Element]
  /// The items, in order.
  let items: [Element]

  init(_ elements: some ElementCollection) {
    var items: [Element] = []
    content = Self.split(elements, into: &items)
    self.items = items
  }

  /// The items drawn in the bottom bar: none when the screen hides it (looked for only
  /// when there are items, as it walks the whole screen).
  var bottomItems: [Element] {
    let bottom = items(at: .bottom)
    guard !bottom.isEmpty, !content.contains(where: \.hidesBottomBar) else { return [] }
    return bottom
  }

  /// The items drawn at `position`.
  func items(at position: ToolbarItemPlacement.Position) -> [Element] {
    items.filter { ($0.attributeBox.value.toolbarPlacement ?? .automatic).position == position }
  }

  private static func split(
    _ elements: some ElementCollection, into items: inout [Element]
  ) -> [Element] {
    guard elements.contains(where: \.containsToolbar) else { return Array(elements) }
    var kept: [Element] = []
    for element in elements {
      if element.kind.isToolbar {
        items += element.childElements
      } else if element.containsToolbar {
        var copy = element
        copy.children = split(element.childElements, into: &items)
        kept.append(copy)
      } else {
        kept.append(element)
      }
    }
    return kept
  }
}
