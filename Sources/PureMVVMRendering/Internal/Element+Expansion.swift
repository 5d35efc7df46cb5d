import PureMVVMCore

extension Element {
  /// Whether an element takes all the width it is offered, as SwiftUI's fields, toggles,
  /// sliders, lists, colours and shapes do, and stacks holding one.
  var expandsHorizontally: Bool {
    if let box = layoutBox {
      if box.fills || attributeBox.value.position != nil { return true }
      if box.fixedWidth != nil || box.maxWidth != nil { return false }
    }
    return drawing.expandsHorizontally(self)
  }

  /// Whether the element takes a share of a row's slack: a spacer, or a view that expands
  /// and is not drawn at a width of its own in a row (a divider is a one-column bar there).
  var expandsInRow: Bool {
    isSpacer || (expandsHorizontally && !drawing.keepsWidthInRow)
  }

  /// Whether the element is a stack or grid, whose children it lays out.
  var isStack: Bool { drawing.isStack }
}
